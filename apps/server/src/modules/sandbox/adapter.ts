import { randomInt } from 'node:crypto';
import {
  type ConnectedPage,
  mediaInOrder,
  type NetworkAdapter,
  type OutgoingPost,
  type PublishedPost,
} from '@pagewise/networks/adapter';
import { newestTime, sinceOf } from '@pagewise/networks/inbox-streams';
import { NetworkError } from '@pagewise/networks/network-error';
import type { InboxStream } from '@pagewise/shared/inbox';
import { networkRules } from '@pagewise/shared/networks/rules';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { isUuid } from '../../platform/ids.ts';
import { generatedComments, generatedMessages, generatedMetrics, generatedPostMetrics } from './activity.ts';
import { audienceItems } from './audience.ts';
import { sandboxCompetitor } from './competitor.ts';
import { drawFault, failBefore, parseFaults } from './faults.ts';
import { generatedPageFigures, generatedPostFigures } from './figures.ts';
import { sandboxPostDetails } from './post-details.ts';
import { sandboxPicture } from './sandbox-picture.ts';
import {
  type SandboxPageRow,
  sandboxAudience,
  sandboxPages,
  sandboxPosts,
  sandboxReplies,
} from './schema.ts';
import { createPostStore } from './store-post.ts';
import { sandboxStreams, storedItem, storedOverlapMs, typesOfStream } from './stored-audience.ts';

/**
 * The sandbox: a small social network served by the product itself, behind the same adapter
 * interface as the real ones, so every feature can be tried with no credentials.
 */
export function createSandboxAdapter(
  context: Pick<AppContext, 'database' | 'config' | 'now'>,
): NetworkAdapter {
  const db = context.database.db;
  const faults = parseFaults(context.config.sandboxFaults);
  const posts = createPostStore(context.database);

  async function authorised(page: ConnectedPage) {
    const [row] = await db.select().from(sandboxPages).where(eq(sandboxPages.id, page.remoteId)).limit(1);
    if (!row || row.revokedAt || row.tokenHash !== hashToken(page.credentials.accessToken)) {
      throw new NetworkError('reconnect', 'Sandbox page token is not valid');
    }
    return row;
  }

  /** The page's posts still on the sandbox among these ids (a deleted one is left out). */
  async function postsById(pageId: string, remoteIds: string[]) {
    const ids = remoteIds.filter(isUuid);
    if (ids.length === 0) return [];
    return db
      .select({ id: sandboxPosts.id, createdAt: sandboxPosts.createdAt })
      .from(sandboxPosts)
      .where(
        and(eq(sandboxPosts.pageId, pageId), inArray(sandboxPosts.id, ids), isNull(sandboxPosts.deletedAt)),
      );
  }

  async function livePosts(pageId: string) {
    return db
      .select({ id: sandboxPosts.id, createdAt: sandboxPosts.createdAt, text: sandboxPosts.text })
      .from(sandboxPosts)
      .where(and(eq(sandboxPosts.pageId, pageId), isNull(sandboxPosts.deletedAt)))
      .orderBy(desc(sandboxPosts.createdAt));
  }

  const published = (row: { id: string; pageId: string }): PublishedPost => ({
    remoteId: row.id,
    url: `${context.config.publicUrl}/#/sandbox/${row.pageId}`,
  });

  async function findByKey(pageId: string, post: OutgoingPost) {
    const [row] = await db
      .select()
      .from(sandboxPosts)
      .where(and(eq(sandboxPosts.pageId, pageId), eq(sandboxPosts.idempotencyKey, post.idempotencyKey)))
      .limit(1);
    return row;
  }

  /**
   * One stream's items written after the cursor: the generated audience (derived from the clock)
   * and what was produced on demand (stored, read again a few seconds back: a row written just
   * before the last read may have been committed just after it).
   */
  async function readAudience(row: SandboxPageRow, stream: InboxStream, cursor: string | null) {
    const now = context.now();
    const after = new Date(Math.max(sinceOf(cursor, now).getTime(), row.createdAt.getTime() - 1));
    const needsPosts = stream !== 'messages' && stream !== 'reviews';
    const [posts, removed, stored] = await Promise.all([
      needsPosts ? livePosts(row.id) : Promise.resolve([]),
      db
        .select({ itemId: sandboxReplies.itemId })
        .from(sandboxReplies)
        .where(and(eq(sandboxReplies.pageId, row.id), eq(sandboxReplies.action, 'delete'))),
      db
        .select()
        .from(sandboxAudience)
        .where(
          and(
            eq(sandboxAudience.pageId, row.id),
            inArray(sandboxAudience.type, typesOfStream(stream)),
            gt(sandboxAudience.createdAt, new Date(after.getTime() - storedOverlapMs)),
          ),
        ),
    ]);
    const gone = new Set(removed.map((entry) => entry.itemId));
    const generated = [
      ...(stream === 'comments' ? generatedComments(posts, now) : []),
      ...(stream === 'messages' ? generatedMessages(row.id, row.createdAt, now) : []),
    ].filter((item) => new Date(item.createdAt) > after);
    const items = [
      ...generated,
      ...audienceItems({
        page: row,
        posts,
        stream,
        after,
        now,
        perMinute: context.config.sandboxAudiencePerMinute,
      }),
      ...stored.map((entry) => {
        const item = storedItem(entry);
        const text = posts.find((post) => post.id === entry.postId)?.text;
        return text ? { ...item, postText: text } : item;
      }),
    ]
      .filter((item) => !gone.has(item.remoteId))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return { items, after };
  }

  /** The fault of this call, if any: those striking before anything happens are thrown here. */
  async function strike() {
    const fault = drawFault(faults, ['server_error', 'rate_limited', 'timeout', 'lost_response']);
    if (fault && fault !== 'lost_response') await failBefore(fault);
    return fault;
  }

  /** A like, a moderation or a block: one row per call taken, so a repeated call shows. */
  async function record(
    page: ConnectedPage,
    itemId: string,
    action: 'hide' | 'unhide' | 'delete' | 'like' | 'block' | 'unblock',
  ) {
    const fault = await strike();
    const row = await authorised(page);
    await db.insert(sandboxReplies).values({ pageId: row.id, itemId, action, createdAt: context.now() });
    if (fault === 'lost_response') throw new NetworkError('unknown_outcome', 'Sandbox: answer lost');
  }

  return {
    kind: 'sandbox',
    rules: networkRules.sandbox,

    async connectWithForm(fields) {
      const name = fields.pageName?.trim();
      if (!name)
        throw new NetworkError('rejected', 'A sandbox page needs a name', { reason: 'fields.pageName' });
      const token = newToken();
      const [row] = await db
        .insert(sandboxPages)
        .values({
          name: name.slice(0, 100),
          tokenHash: hashToken(token),
          followersAtStart: 100 + (name.length % 7) * 37,
          // The sandbox's clock is the product's (replaceable in tests): its audience grows from here.
          createdAt: context.now(),
        })
        .returning();
      if (!row) throw new NetworkError('server_error', 'Sandbox page not created');
      const credentials = { accessToken: token };
      const pictureFile = await sandboxPicture(row.id);
      return { credentials, pages: [{ remoteId: row.id, name: row.name, credentials, pictureFile }] };
    },

    async reconnectPage(remoteId) {
      const token = newToken();
      const [row] = isUuid(remoteId)
        ? await db
            .update(sandboxPages)
            .set({ tokenHash: hashToken(token), revokedAt: null })
            .where(eq(sandboxPages.id, remoteId))
            .returning()
        : [];
      if (!row) throw new NetworkError('rejected', 'No such sandbox page', { reason: 'no_page_found' });
      return {
        remoteId: row.id,
        name: row.name,
        credentials: { accessToken: token },
        pictureFile: await sandboxPicture(row.id),
      };
    },

    async refresh(credentials) {
      return credentials;
    },

    async listPages(credentials) {
      const [row] = await db
        .select()
        .from(sandboxPages)
        .where(eq(sandboxPages.tokenHash, hashToken(credentials.accessToken)))
        .limit(1);
      if (!row || row.revokedAt) throw new NetworkError('reconnect', 'Sandbox token revoked');
      return [{ remoteId: row.id, name: row.name, credentials, pictureFile: await sandboxPicture(row.id) }];
    },

    async publish(page, post) {
      const fault = drawFault(faults, ['server_error', 'rate_limited', 'timeout', 'lost_response']);
      if (fault && fault !== 'lost_response') await failBefore(fault);
      const copy = context.config.sandboxIdempotency ? 0 : randomInt(1, 2 ** 31 - 1);
      // Every image and video in the user's order, then the video's cover, as a network shows them.
      const media = [
        ...mediaInOrder(post).map(({ url, mime }) => ({ url, mime })),
        ...(post.thumbnail
          ? [{ url: post.thumbnail.url, mime: post.thumbnail.mime, role: 'thumbnail' as const }]
          : []),
      ];
      const details = sandboxPostDetails(post);
      const row = await posts.store({
        pageId: page.remoteId,
        idempotencyKey: post.idempotencyKey,
        copy,
        text: post.text.slice(0, networkRules.sandbox.text.maxLength),
        link: post.link ?? null,
        media: JSON.stringify(media),
        details: details && JSON.stringify(details),
        createdAt: context.now().toISOString(),
        tokenHash: hashToken(page.credentials.accessToken),
      });
      if (!row) await authorised(page);
      const stored = row ?? (await findByKey(page.remoteId, post));
      if (!stored) throw new NetworkError('server_error', 'Sandbox post not stored');
      if (fault === 'lost_response') throw new NetworkError('unknown_outcome', 'Sandbox: answer lost');
      return published(stored);
    },

    async findPublished(page, post) {
      if (drawFault(faults, ['read_back_error'])) await failBefore('server_error');
      await authorised(page);
      const row = await findByKey(page.remoteId, post);
      return row && !row.deletedAt ? published(row) : null;
    },

    async deletePost(page, remoteId) {
      await authorised(page);
      await db
        .update(sandboxPosts)
        .set({ deletedAt: context.now() })
        .where(and(eq(sandboxPosts.id, remoteId), eq(sandboxPosts.pageId, page.remoteId)));
    },

    inboxStreams: sandboxStreams,
    async readInbox(page, read) {
      const fault = drawFault(faults, ['inbox_rate_limited', 'inbox_error']);
      if (fault) await failBefore(fault);
      const row = await authorised(page);
      const { items, after } = await readAudience(row, read.stream, read.cursor);
      return { items, cursor: newestTime(items, read.cursor) ?? after.toISOString() };
    },

    async reply(page, itemRemoteId, text, idempotencyKey) {
      const fault = await strike();
      const row = await authorised(page);
      const [reply] = await db
        .insert(sandboxReplies)
        .values({
          pageId: row.id,
          itemId: itemRemoteId,
          text,
          action: 'reply',
          idempotencyKey: idempotencyKey ?? null,
          createdAt: context.now(),
        })
        .returning();
      if (fault === 'lost_response') throw new NetworkError('unknown_outcome', 'Sandbox: answer lost');
      return { remoteId: reply?.id ?? '' };
    },

    async findReply(page, itemRemoteId, reply) {
      if (drawFault(faults, ['read_back_error'])) await failBefore('server_error');
      const row = await authorised(page);
      const [found] = await db
        .select({ id: sandboxReplies.id })
        .from(sandboxReplies)
        .where(
          and(
            eq(sandboxReplies.pageId, row.id),
            eq(sandboxReplies.itemId, itemRemoteId),
            eq(sandboxReplies.action, 'reply'),
            eq(sandboxReplies.idempotencyKey, reply.idempotencyKey),
          ),
        )
        .limit(1);
      return found ? { remoteId: found.id } : null;
    },

    async repost(page, remoteId) {
      const row = await authorised(page);
      const [repost] = await db
        .insert(sandboxReplies)
        .values({ pageId: row.id, itemId: remoteId, action: 'repost', createdAt: context.now() })
        .returning();
      return { remoteId: repost?.id ?? '' };
    },

    async moderate(page, itemRemoteId, action) {
      await record(page, itemRemoteId, action);
    },
    async like(page, itemRemoteId) {
      await record(page, itemRemoteId, 'like');
    },
    async block(page, authorRemoteId) {
      await record(page, authorRemoteId, 'block');
    },
    async unblock(page, authorRemoteId) {
      await record(page, authorRemoteId, 'unblock');
    },

    async readCompetitor(page, handle) {
      await authorised(page);
      return sandboxCompetitor(handle, context.now());
    },
    async readMetrics(page, days) {
      const row = await authorised(page);
      return generatedMetrics(row, await livePosts(row.id), context.now(), days);
    },
    async readPageFigures(page, days) {
      const row = await authorised(page);
      return generatedPageFigures(row, await livePosts(row.id), context.now(), days);
    },
    async readPostFigures(page, remoteIds) {
      const row = await authorised(page);
      const now = context.now();
      return (await postsById(row.id, remoteIds)).map((post) => ({
        remoteId: post.id,
        ...generatedPostFigures(post, now),
      }));
    },
    async readPostMetrics(page, remoteIds) {
      const row = await authorised(page);
      const now = context.now();
      return (await postsById(row.id, remoteIds)).map((post) => ({
        remoteId: post.id,
        ...generatedPostMetrics(row.id, post, now),
      }));
    },
  };
}
