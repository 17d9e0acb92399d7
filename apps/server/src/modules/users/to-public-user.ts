import type { User } from '@pagewise/shared/users';
import type { UserRow } from './schema.ts';

/** Database rows never reach the client: this is the only way a user leaves the server. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    accountId: row.accountId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    company: row.company,
    role: row.role,
    language: row.language,
    emailConfirmed: row.emailConfirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
