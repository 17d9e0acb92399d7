import type { SourceInError } from '@pagewise/shared/overview';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { Auth } from '../auth/sessions.ts';
import { ownSources } from './find-source.ts';
import { sources } from './schema.ts';

/** The account's sources disabled by an error (spec §4), the latest first, and how many there are. */
export async function sourcesInError(
  db: Database,
  auth: Auth,
  limit: number,
): Promise<{ total: number; items: SourceInError[] }> {
  const where = ownSources(auth, eq(sources.status, 'error'));
  const [items, [total]] = await Promise.all([
    db
      .select({ id: sources.id, name: sources.name, errorKey: sources.errorKey })
      .from(sources)
      .where(where)
      .orderBy(desc(sources.updatedAt), desc(sources.id))
      .limit(limit),
    db.select({ value: count() }).from(sources).where(where),
  ]);
  return { total: total?.value ?? 0, items };
}

/** Whether the account has a source of its own (onboarding "add sources"). */
export async function hasOwnSources(db: Database, auth: Auth): Promise<boolean> {
  const [found] = await db.select({ id: sources.id }).from(sources).where(ownSources(auth)).limit(1);
  return found !== undefined;
}
