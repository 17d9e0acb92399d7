import type { FormErrors } from '@mantine/form';
import type { Me, UpdateProfileRequest } from '@pagewise/shared/users';
import { schemaErrors } from '../../../lib/form-errors.ts';
import type { userSchemas } from '../../../lib/schemas.ts';

export type UserSchemas = Awaited<ReturnType<typeof userSchemas>>;

/** What the profile form holds: texts, empty for "none". */
export interface ProfileValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  zipcode: string;
  city: string;
  /** ISO alpha-2 code, or empty. */
  country: string;
  vatNumber: string;
  /** The user's own IANA time zone; empty follows the account's. */
  timeZone: string;
  /** A new Bitly token to save; empty keeps the saved one (the server never sends it back). */
  bitlyToken: string;
}

export const profileFields = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'company',
  'address',
  'zipcode',
  'city',
  'country',
  'vatNumber',
  'timeZone',
  'bitlyToken',
] as const;

export function profileValuesOf(me: Me): ProfileValues {
  return {
    firstname: me.firstname,
    lastname: me.lastname,
    email: me.email,
    phone: me.phone ?? '',
    company: me.company ?? '',
    address: me.address ?? '',
    zipcode: me.zipcode ?? '',
    city: me.city ?? '',
    country: me.country ?? '',
    vatNumber: me.vatNumber ?? '',
    timeZone: me.timeZone ?? '',
    bitlyToken: '',
  };
}

/**
 * The values as the request: an empty text clears its field, an empty zone follows the account's,
 * an empty token keeps the saved one.
 */
export function toProfileInput(values: ProfileValues): unknown {
  const { bitlyToken, timeZone, ...profile } = values;
  return { ...profile, timeZone: timeZone || null, bitlyToken: bitlyToken.trim() || undefined };
}

/**
 * The shared schema's verdict on every field. Its phone check reads the country and only runs
 * once the rest is valid, so the form runs it alongside: every problem shows at the first try.
 */
export function profileErrors(schemas: UserSchemas, values: ProfileValues): FormErrors {
  const errors = schemaErrors(schemas.updateProfileRequest, toProfileInput(values));
  const phone = values.phone.trim();
  if (phone && !errors.phone && !schemas.normalizePhone(phone, values.country || null)) {
    errors.phone = 'validation.phone';
  }
  return errors;
}

export function parseProfile(schemas: UserSchemas, values: ProfileValues): UpdateProfileRequest {
  return schemas.updateProfileRequest.parse(toProfileInput(values));
}

/**
 * The saved profile with one change (a language, the Bitly token removed): the request always
 * carries the whole profile, so nothing else moves.
 */
export function savedProfileWith(
  schemas: UserSchemas,
  me: Me,
  change: Pick<UpdateProfileRequest, 'language' | 'bitlyToken'>,
): UpdateProfileRequest {
  return { ...parseProfile(schemas, profileValuesOf(me)), ...change };
}
