import { webLinks } from '@pagewise/shared/routes';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { type ValidatorRow, validators } from './validator-schema.ts';

/** A new access token for a validator's link: the columns to store (hash to find, sealed to show again) and the token. */
export function newValidatorLink(context: Pick<AppContext, 'secrets'>) {
  const token = newToken();
  return { token, columns: { tokenHash: hashToken(token), sealedToken: context.secrets.seal(token) } };
}

/** The copyable access URL of a validator's link, or null once revoked. */
export function validatorAccessUrl(
  context: Pick<AppContext, 'secrets' | 'config'>,
  row: Pick<ValidatorRow, 'kind' | 'sealedToken'>,
): string | null {
  if (!row.sealedToken) return null;
  return `${context.config.publicUrl}${webLinks.sharedPlanner(row.kind, context.secrets.open(row.sealedToken))}`;
}

/** The validator holding this token, or null (unknown, malformed or revoked link). */
export async function findValidatorByToken(
  context: Pick<AppContext, 'database'>,
  token: string | undefined,
): Promise<ValidatorRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await context.database.db
    .select()
    .from(validators)
    .where(and(eq(validators.tokenHash, hashToken(token)), isNotNull(validators.sealedToken)))
    .limit(1);
  return row ?? null;
}
