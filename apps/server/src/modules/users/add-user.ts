import type { AddUserRequest, User } from '@pagewise/shared/users';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertRoomFor } from '../plans/assert-plan.ts';
import { authorize } from './access.ts';
import { emailTaken } from './email-taken.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { notificationColumns } from './notification-columns.ts';
import { checkPageAccess, writePageAccess } from './page-access.ts';
import { users } from './schema.ts';
import { sendInvitation } from './send-invitation.ts';
import { toPublicUserOf } from './to-public-user.ts';

/**
 * Manage users → add: a team member in the caller's account with the password the administrator
 * chose. They receive an invitation to confirm their address, and log in once it is confirmed.
 */
export async function addUser(context: AppContext, auth: Auth, input: AddUserRequest): Promise<User> {
  authorize(auth, 'manage_users');
  const { db } = context.database;
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const access = await checkPageAccess(context, auth, input.role, input.access);
  const passwordHash = await hashPassword(input.password);
  const now = context.now();
  let created: { row: typeof users.$inferSelect; confirmToken: string };
  try {
    created = await db.transaction(async (tx) => {
      // The plan's number of users, counted under its lock: two parallel adds at the limit cannot both pass.
      await assertRoomFor(tx, auth.user.accountId, 'users', 1);
      const [row] = await tx
        .insert(users)
        .values({
          accountId: auth.user.accountId,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          passwordHash,
          role: input.role,
          language: input.language ?? auth.user.language,
          allPages: access.allPages,
          ...notificationColumns(input.notifications),
        })
        .returning();
      if (!row) throw new Error('user insert returned nothing');
      await writePageAccess(tx, row.id, access);
      return { row, confirmToken: await issueOneTimeToken(tx, now, row.id, 'confirm_email') };
    });
  } catch (error) {
    // The same address added twice at the same moment (or signing up meanwhile): the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendInvitation(context, {
    inviter: auth.user,
    invitee: created.row,
    confirmToken: created.confirmToken,
  });
  return toPublicUserOf(db, created.row);
}
