import { mayBeLimitedToPages } from '@pagewise/shared/permissions';
import type { User } from '@pagewise/shared/users';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { userPages } from './access-schema.ts';
import type { UserRow } from './schema.ts';

/** Database rows never reach the client: this is the only way users leave the server. */
export async function toPublicUsers(db: Database, rows: UserRow[]): Promise<User[]> {
  const limited = rows.filter((row) => !row.allPages && mayBeLimitedToPages(row.role)).map((row) => row.id);
  const access =
    limited.length === 0 ? [] : await db.select().from(userPages).where(inArray(userPages.userId, limited));
  return rows.map((row) =>
    toPublicUser(
      row,
      access.filter((entry) => entry.userId === row.id).map((entry) => entry.pageId),
    ),
  );
}

export async function toPublicUserOf(db: Database, row: UserRow): Promise<User> {
  const [one] = await toPublicUsers(db, [row]);
  if (!one) throw new Error('user vanished while being read');
  return one;
}

function toPublicUser(row: UserRow, pageIds: string[]): User {
  const allPages = row.allPages || !mayBeLimitedToPages(row.role);
  return {
    id: row.id,
    accountId: row.accountId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    company: row.company,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    country: row.country,
    vatNumber: row.vatNumber,
    pictureUrl: row.pictureKey ? `/media/${row.pictureKey}` : null,
    hasBitlyToken: row.sealedBitlyToken !== null,
    role: row.role,
    language: row.language,
    timeZone: row.timeZone,
    emailConfirmed: row.emailConfirmedAt !== null,
    notifications: {
      publicationFailures: row.notifyPublicationFailures,
      validations: row.notifyValidations,
      inbox: row.notifyInbox,
      pageErrors: row.notifyPageErrors,
      sourceErrors: row.notifySourceErrors,
    },
    access: { allPages, pageIds: allPages ? [] : pageIds },
    createdAt: row.createdAt.toISOString(),
  };
}
