import type { ConnectedPage, InboxItem, NetworkAdapter } from '@pagewise/networks/adapter';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { openCredentials } from '../pages/credentials.ts';
import { findPage } from '../pages/find-page.ts';
import { sandboxPosts, sandboxReplies } from './schema.ts';

/**
 * The sandbox page as its audience sees it: what was published there, the comments and messages
 * it drew, and its figures. Only users of the account who reach the page may look.
 */
export async function viewSandboxPage(context: AppContext, auth: Auth, pageId: string) {
  const page = await findPage(context, auth, pageId, 'read');
  if (page.kind !== 'sandbox') throw new AppError('not_found', { message: 'Not a sandbox page' });
  const adapter = await context.networks.adapter('sandbox');
  const connected = {
    remoteId: page.remoteId,
    name: page.name,
    credentials: openCredentials(context.secrets, page.sealedCredentials),
  };
  const posts = await context.database.db
    .select()
    .from(sandboxPosts)
    .where(and(eq(sandboxPosts.pageId, page.remoteId), isNull(sandboxPosts.deletedAt)))
    .orderBy(desc(sandboxPosts.createdAt))
    .limit(100);
  const own =
    posts.length === 0
      ? []
      : await context.database.db
          .select()
          .from(sandboxReplies)
          .where(
            and(
              eq(sandboxReplies.pageId, page.remoteId),
              inArray(sandboxReplies.action, ['reply', 'repost']),
              inArray(
                sandboxReplies.itemId,
                posts.map((post) => post.id),
              ),
            ),
          )
          .orderBy(asc(sandboxReplies.createdAt));
  const [inbox, metrics] = await Promise.all([
    readEveryStream(adapter, connected),
    adapter.readMetrics?.(connected, 7).catch(() => null) ?? null,
  ]);
  return {
    name: page.name,
    posts: posts.map((post) => ({
      id: post.id,
      text: post.text,
      link: post.link,
      media: post.media,
      details: post.details,
      createdAt: post.createdAt.toISOString(),
      comments: inbox.filter((item) => item.postRemoteId === post.id && item.type === 'comment'),
      replies: own
        .filter((entry) => entry.itemId === post.id && entry.action === 'reply')
        .map((entry) => ({ id: entry.id, text: entry.text ?? '', createdAt: entry.createdAt.toISOString() })),
      reposts: own.filter((entry) => entry.itemId === post.id && entry.action === 'repost').length,
    })),
    messages: inbox.filter((item) => item.type === 'message'),
    metrics,
  };
}

/** What the audience wrote on the page, every stream read from the start. */
async function readEveryStream(adapter: NetworkAdapter, page: ConnectedPage): Promise<InboxItem[]> {
  const batches = await Promise.all(
    (adapter.inboxStreams ?? []).map(
      (stream) => adapter.readInbox?.(page, { stream, cursor: null }).catch(() => null) ?? null,
    ),
  );
  return batches.flatMap((batch) => batch?.items ?? []);
}
