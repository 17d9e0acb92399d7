import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { FormField } from '@pagewise/shared/pages';
import { textLimits } from '@pagewise/shared/text-limits';
import { AppError } from '../../platform/errors.ts';

const field = (
  name: string,
  type: FormField['type'] = 'text',
  required = true,
  maxLength: number = textLimits.formField,
): FormField => ({ name, type, required, maxLength });

/** What each form-connected network asks for (spec §3: push services need every field). */
export const formFields: Partial<Record<NetworkKind, FormField[]>> = {
  sandbox: [field('pageName', 'text', true, textLimits.pageName)],
  telegram: [field('channel', 'url'), field('botToken', 'password', false)],
  bluesky: [field('handle'), field('appPassword', 'password'), field('service', 'url', false)],
  onesignal: [field('siteName'), field('appId'), field('restApiKey', 'password')],
  pushwoosh: [field('siteName'), field('applicationCode'), field('accessToken', 'password')],
  webpushr: [field('siteName'), field('restApiKey', 'password'), field('authToken', 'password')],
};

/**
 * What is wrong with a network's form as given, as field errors (`fields.<name>`): required fields
 * left empty, values longer than their field takes (with the limit, as `details.limits`), and
 * fields the form does not have (only the form's own fields ever reach a network). Null when
 * nothing is.
 */
export function formFieldRefusal(
  kind: NetworkKind,
  given: Record<string, string>,
  options: { requireAll: boolean } = { requireAll: true },
): AppError | null {
  const fields = formFields[kind] ?? [];
  const known = new Set(fields.map((field) => field.name));
  const tooLong = fields.filter((field) => (given[field.name]?.length ?? 0) > field.maxLength);
  const errors = Object.fromEntries([
    ...Object.keys(given)
      .filter((name) => !known.has(name))
      .map((name) => [`fields.${name.slice(0, 100)}`, 'validation.invalid']),
    ...(options.requireAll ? fields : [])
      .filter((field) => field.required && !given[field.name]?.trim())
      .map((field) => [`fields.${field.name}`, 'validation.required']),
    ...tooLong.map((field) => [`fields.${field.name}`, 'validation.too_long']),
  ]);
  if (Object.keys(errors).length === 0) return null;
  const limits = Object.fromEntries(tooLong.map((field) => [`fields.${field.name}`, field.maxLength]));
  return new AppError('invalid_data', {
    fields: errors,
    ...(tooLong.length > 0 ? { details: { limits } } : {}),
  });
}
