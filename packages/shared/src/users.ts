import { z } from 'zod';
import { languages } from './languages.ts';
import { roles } from './roles.ts';

/** A user as the API shows it: never a password hash, never a token. */
export const user = z.object({
  id: z.string(),
  accountId: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  role: z.enum(roles),
  language: z.enum(languages),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof user>;

export const me = user.extend({
  /** True when the session was opened through a supervisor link (spec §2). */
  supervisor: z.boolean(),
  account: z.object({ id: z.string(), name: z.string(), partner: z.boolean() }),
});
export type Me = z.infer<typeof me>;

export const userList = z.object({ users: z.array(user) });
export type UserList = z.infer<typeof userList>;
