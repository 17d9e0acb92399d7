import type { NetworkKind } from '@pagewise/shared/networks/kinds';

export type FormField = { name: string; type: 'text' | 'password' | 'url'; required: boolean };

const field = (name: string, type: FormField['type'] = 'text', required = true): FormField => ({
  name,
  type,
  required,
});

/** What each form-connected network asks for (spec §3: push services need every field). */
export const formFields: Partial<Record<NetworkKind, FormField[]>> = {
  sandbox: [field('pageName')],
  telegram: [field('channel', 'url'), field('botToken', 'password', false)],
  bluesky: [field('handle'), field('appPassword', 'password'), field('service', 'url', false)],
  onesignal: [field('siteName'), field('appId'), field('restApiKey', 'password')],
  pushwoosh: [field('siteName'), field('applicationCode'), field('accessToken', 'password')],
  webpushr: [field('siteName'), field('restApiKey', 'password'), field('authToken', 'password')],
};

/** Required fields of a network's form left empty, as field errors (`fields.<name>`). */
export function missingFormFields(kind: NetworkKind, given: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (formFields[kind] ?? [])
      .filter((field) => field.required && !given[field.name]?.trim())
      .map((field) => [`fields.${field.name}`, 'validation.required']),
  );
}
