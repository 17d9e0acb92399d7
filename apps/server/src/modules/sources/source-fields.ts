import { feedUrlOf, type sourceInput } from '@pagewise/shared/sources/source';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { pages } from '../pages/schema.ts';
import { pageScopeCondition } from '../users/access.ts';

export type SourceFields = z.output<typeof sourceInput>;

/**
 * The columns a source's form sets. A Twitter source is read with one of the account's connected
 * Twitter pages that the caller reaches; other types have no page.
 */
export async function sourceColumns(db: Database, auth: Auth, input: SourceFields) {
  const feedUrl = feedUrlOf(input.type, input.url);
  if (!feedUrl) throw new AppError('invalid_data', { fields: { url: 'validation.url' } });
  let pageId: string | null = null;
  if (input.type === 'twitter') {
    const [page] =
      input.pageId && isUuid(input.pageId)
        ? await db
            .select({ id: pages.id })
            .from(pages)
            .where(
              and(
                eq(pages.id, input.pageId),
                eq(pages.accountId, auth.user.accountId),
                eq(pages.kind, 'twitter'),
                pageScopeCondition(auth, pages.id),
              ),
            )
            .limit(1)
        : [];
    if (!page)
      throw new AppError('invalid_data', {
        message: 'A Twitter source is read through a connected Twitter page of this account',
        fields: { pageId: 'validation.pick_a_page' },
      });
    pageId = page.id;
  }
  return {
    name: input.name,
    type: input.type,
    url: input.url.trim(),
    feedUrl,
    logoUrl: input.logoUrl ? input.logoUrl : null,
    evergreen: input.evergreen,
    pageId,
  };
}
