import { z } from 'zod/mini';
import { colorSchemes } from './color-schemes.ts';
import { languages } from './languages.ts';
import { actions } from './permissions.ts';
import { roles } from './team-roles.ts';

/**
 * The user as `GET /users/me` and the team list answer it, written with zod's small build
 * (zod/mini): the web app checks the answer on its start-up path, before the dashboard shows, and
 * loads about a fifth of the code the full build needs. The server describes its answers with the
 * same schemas; the requests that change a user are in users.ts.
 */

/** The five e-mail notifications of spec §3; each e-mail sender asks the recipient's flag. */
export const notificationFlags = [
  'publicationFailures',
  'validations',
  'inbox',
  'pageErrors',
  'sourceErrors',
] as const;
export type NotificationFlag = (typeof notificationFlags)[number];

const flag = z.boolean({ error: 'validation.invalid' });
export const notificationSettings = z.object({
  publicationFailures: flag,
  validations: flag,
  inbox: flag,
  pageErrors: flag,
  sourceErrors: flag,
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const allNotificationsOn: NotificationSettings = {
  publicationFailures: true,
  validations: true,
  inbox: true,
  pageErrors: true,
  sourceErrors: true,
};

/** A user as the API shows it: never a password hash, never a token (the Bitly token: only whether one is set). */
export const user = z.object({
  id: z.string(),
  accountId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  address: z.nullable(z.string()),
  zipcode: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  vatNumber: z.nullable(z.string()),
  pictureUrl: z.nullable(z.string()),
  hasBitlyToken: z.boolean(),
  role: z.enum(roles),
  language: z.enum(languages),
  /** The user's own IANA time zone; null: the account's. */
  timeZone: z.nullable(z.string()),
  emailConfirmed: z.boolean(),
  notifications: notificationSettings,
  access: z.object({ allPages: z.boolean(), pageIds: z.array(z.string()) }),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export const me = z.extend(user, {
  /** True when the session was opened through a supervisor link (spec §2). */
  supervisor: z.boolean(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    partner: z.boolean(),
    timeZone: z.string(),
    /** The white label of the account's report PDFs: its logo (`/media/<key>`) and colour (`#rrggbb`). */
    logoUrl: z.nullable(z.string()),
    brandColor: z.nullable(z.string()),
  }),
  /** What this user's role allows (the permission matrix), so the interface hides the rest. */
  permissions: z.array(z.enum(actions)),
  colorScheme: z.enum(colorSchemes),
});
export type Me = z.infer<typeof me>;
