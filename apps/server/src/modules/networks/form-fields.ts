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

/**
 * What is wrong with a network's form as given, as field errors (`fields.<name>`): required fields
 * left empty, and fields the form does not have (only the form's own fields ever reach a network).
 */
export function formFieldErrors(
  kind: NetworkKind,
  given: Record<string, string>,
  options: { requireAll: boolean } = { requireAll: true },
): Record<string, string> {
  const fields = formFields[kind] ?? [];
  const known = new Set(fields.map((field) => field.name));
  return Object.fromEntries([
    ...Object.keys(given)
      .filter((name) => !known.has(name))
      .map((name) => [`fields.${name.slice(0, 100)}`, 'validation.invalid']),
    ...(options.requireAll ? fields : [])
      .filter((field) => field.required && !given[field.name]?.trim())
      .map((field) => [`fields.${field.name}`, 'validation.required']),
  ]);
}
