import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js/min';
import { z } from 'zod';
import { colorSchemes } from './color-schemes.ts';
import { email, language, optionalText, requiredText } from './fields.ts';
import { allNotificationsOn, notificationSettings, user } from './me.ts';
import { newPassword } from './password.ts';
import { passwordContainsEmail } from './password-rules.ts';
import { roleInput } from './roles.ts';
import { textLimits } from './text-limits.ts';
import { timeZone } from './time-zones.ts';

export {
  allNotificationsOn,
  type Me,
  me,
  type NotificationFlag,
  type NotificationSettings,
  notificationFlags,
  notificationSettings,
  type User,
  user,
} from './me.ts';

/** Header menu → appearance: the user's choice, kept on the server for every device. */
export const colorSchemeRequest = z.object({
  colorScheme: z.enum(colorSchemes, { error: 'validation.invalid' }),
});
export type ColorSchemeRequest = z.infer<typeof colorSchemeRequest>;

const flag = z.boolean({ error: 'validation.invalid' });

/** Which pages a team member reaches: all of them, or the listed ones (administrators: always all). */
export const pageAccess = z.object({
  allPages: flag,
  pageIds: z.array(z.string().max(100), { error: 'validation.invalid' }).max(1000).default([]),
});
export type PageAccess = z.infer<typeof pageAccess>;

export const userList = z.object({ users: z.array(user) });
export type UserList = z.infer<typeof userList>;

/** ISO 3166-1 alpha-2 country code, upper case (FR, US…). */
const country = z
  .string({ error: 'validation.country' })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'validation.country' }));

/**
 * A phone number, validated as one: international (+33 6…) or national in the profile's country.
 * Stored in E.164 form.
 */
export function normalizePhone(value: string, countryCode?: string | null): string | null {
  const defaultCountry = (countryCode ?? undefined) as Parameters<typeof isValidPhoneNumber>[1];
  if (!isValidPhoneNumber(value, defaultCountry)) return null;
  return parsePhoneNumberWithError(value, defaultCountry).number;
}

/** My account → profile. Empty optional texts clear the field. */
export const updateProfileRequest = z
  .object({
    firstname: requiredText(textLimits.personName),
    lastname: requiredText(textLimits.personName),
    email,
    phone: optionalText(textLimits.phone),
    company: optionalText(textLimits.company),
    address: optionalText(textLimits.address),
    zipcode: optionalText(textLimits.zipcode),
    city: optionalText(textLimits.city),
    country: z.union([z.literal(''), country]).optional(),
    vatNumber: optionalText(textLimits.vatNumber),
    language: language.optional(),
    /** The user's own time zone; null follows the account's; absent keeps it. */
    timeZone: timeZone.nullable().optional(),
    /** A new Bitly token; null removes the stored one; absent keeps it. */
    bitlyToken: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(textLimits.bitlyToken, { error: 'validation.too_long' })
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.phone && !normalizePhone(value.phone, value.country || null)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phone' });
    }
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

/** Manage users → the add-user wizard (info, notifications, pages). */
export const addUserRequest = z
  .object({
    firstname: requiredText(textLimits.personName),
    lastname: requiredText(textLimits.personName),
    email,
    password: newPassword,
    role: roleInput,
    language: language.optional(),
    notifications: z._default(notificationSettings, allNotificationsOn),
    access: pageAccess.default({ allPages: true, pageIds: [] }),
  })
  .superRefine((value, ctx) => {
    if (passwordContainsEmail(value.password, value.email)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.password_contains_email' });
    }
  });
export type AddUserRequest = z.infer<typeof addUserRequest>;

/** Manage users → edit: role, page access, notifications, name; each optional. */
export const updateUserRequest = z.object({
  firstname: requiredText(textLimits.personName).optional(),
  lastname: requiredText(textLimits.personName).optional(),
  role: roleInput.optional(),
  notifications: z.optional(notificationSettings),
  access: pageAccess.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** Delete my account: the password again, since nothing can be undone. */
export const deleteAccountRequest = z.object({
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(textLimits.password, { error: 'validation.too_long' }),
});

export const accountExportStatuses = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export const accountExport = z.object({
  id: z.string(),
  status: z.enum(accountExportStatuses),
  /** 0 to 100. */
  progress: z.number(),
  sizeBytes: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExport>;
export const accountExportList = z.object({ exports: z.array(accountExport) });

/** How long an export archive (and its e-mailed link) stays downloadable. */
export const accountExportLifetimeDays = 7;
