import { type Me, normalizePhone, type UpdateProfileRequest } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { SecretBox } from '../../platform/crypto.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { forgetCachedSessions } from '../auth/session-cache.ts';
import type { Auth } from '../auth/sessions.ts';
import { emailTaken } from './email-taken.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { getMe } from './get-me.ts';
import { users } from './schema.ts';

/** An optional text of the form: absent keeps the stored value, empty clears it. */
const cleared = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** A new Bitly token is sealed; null (or empty) removes the stored one; absent keeps it. */
function sealedBitlyToken(secrets: SecretBox, token: string | null | undefined) {
  if (token === undefined) return undefined;
  return token ? secrets.seal(token) : null;
}

/**
 * My account → profile, for any role and only oneself. The phone is stored in E.164 form; the Bitly
 * token is sealed like network tokens and never sent back.
 */
export async function updateProfile(
  context: Pick<AppContext, 'database' | 'secrets' | 'now'>,
  auth: Auth,
  input: UpdateProfileRequest,
): Promise<Me> {
  const { db } = context.database;
  const owner = await findUserByEmail(db, input.email);
  if (owner && owner.id !== auth.user.id) throw emailTaken();
  // The request's schema has checked the number against the same country.
  const country = cleared(input.country);
  const phone = input.phone ? normalizePhone(input.phone, country ?? null) : cleared(input.phone);
  const values = {
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    phone,
    company: cleared(input.company),
    address: cleared(input.address),
    zipcode: cleared(input.zipcode),
    city: cleared(input.city),
    country,
    vatNumber: cleared(input.vatNumber),
    language: input.language,
    timeZone: input.timeZone,
    sealedBitlyToken: sealedBitlyToken(context.secrets, input.bitlyToken),
    updatedAt: context.now(),
  };
  let row: typeof users.$inferSelect | undefined;
  try {
    // Drizzle leaves `undefined` values out of the update: those fields keep their stored value.
    [row] = await db.update(users).set(values).where(eq(users.id, auth.user.id)).returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  forgetCachedSessions();
  if (!row) throw new Error('user vanished while being updated');
  return getMe(context, { user: row, session: auth.session });
}
