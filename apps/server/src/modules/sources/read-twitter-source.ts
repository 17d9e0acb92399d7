import { supports } from '@pagewise/networks/adapter';
import { isNetworkError } from '@pagewise/networks/network-error';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { openCredentials } from '../pages/credentials.ts';
import { pages } from '../pages/schema.ts';
import { canonicalLink } from './canonical-link.ts';
import type { FeedItem } from './parse-feed-items.ts';
import { plainText } from './plain-text.ts';
import type { FeedReading } from './read-feed.ts';
import type { SourceRow } from './schema.ts';

/**
 * A Twitter source has no feed: its account's tweets are read through the X API with the token
 * of the account's connected Twitter page. An account X does not know, or a page that is gone
 * (the user picks another page to read it), disables the source; a page whose token X refuses,
 * a rate limit or an X failure waits and tries again.
 */
export async function readTwitterSource(context: AppContext, source: SourceRow): Promise<FeedReading> {
  const account = source.feedUrl.replace(/^twitter:/, '');
  const [page] = source.pageId
    ? await context.database.db
        .select()
        .from(pages)
        .where(and(eq(pages.id, source.pageId), eq(pages.kind, 'twitter')))
        .limit(1)
    : [];
  if (!page || (source.accountId && page.accountId !== source.accountId))
    return { outcome: 'failed', errorKey: 'source_forbidden', detail: 'No connected Twitter page reads it' };
  try {
    const adapter = await context.networks.adapter(page.kind as NetworkKind);
    if (!supports(adapter, 'readAccountPosts'))
      return { outcome: 'failed', errorKey: 'source_parse_failed', detail: 'This network reads no account' };
    const posts = await adapter.readAccountPosts(
      {
        remoteId: page.remoteId,
        name: page.name,
        credentials: openCredentials(context.secrets, page.sealedCredentials),
      },
      account,
    );
    const items: FeedItem[] = posts.flatMap((post) => {
      const link = canonicalLink(post.url, 'https://x.com/');
      if (!link) return [];
      const text = plainText(post.text);
      return [
        {
          guid: `tweet:${post.remoteId}`,
          link,
          title: text.length > 120 ? `${text.slice(0, 119).trimEnd()}…` : text,
          summary: text,
          imageUrl: post.imageUrl,
          videoUrl: post.videoUrl,
          publishedAt: post.createdAt ? new Date(post.createdAt) : null,
        },
      ];
    });
    if (items.length === 0)
      return { outcome: 'failed', errorKey: 'source_empty', detail: 'The account has no tweet' };
    return { outcome: 'items', items, etag: null, lastModified: null };
  } catch (error) {
    if (isNetworkError(error, 'rejected') && error.status === 404)
      return { outcome: 'failed', errorKey: 'source_not_found', detail: error.message };
    if (isNetworkError(error)) {
      const retryAfter = error.retryAfterSeconds
        ? new Date(context.now().getTime() + error.retryAfterSeconds * 1000)
        : null;
      return { outcome: 'retry', detail: `${error.kind}: ${error.message}`, retryAfter };
    }
    throw error;
  }
}
