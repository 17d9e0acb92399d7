import type { Agent } from '@atproto/api';
import type { CompetitorFigures } from '../adapter.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { xrpc } from './xrpc.ts';

/** How the AppView says an actor is not there: no such profile, a handle that does not resolve. */
const notFound = /Profile not found|Unable to resolve|could not resolve|must be a valid did or a handle/i;

/**
 * Another account's public figures: its profile (`app.bsky.actor.getProfile`: display name,
 * avatar, followers) and its latest 100 posts (`app.bsky.feed.getAuthorFeed`, replies and
 * reposts of others' posts left out), each one's interactions being its likes, reposts, replies
 * and quotes. An actor the AppView does not find (or whose handle does not resolve) is not found (404).
 */
export async function readBlueskyCompetitor(agent: Agent, handle: string): Promise<CompetitorFigures> {
  const actor = handle.replace(/^@/, '').toLowerCase();
  const profile = await xrpc(false, () => agent.app.bsky.actor.getProfile({ actor })).catch(
    (error: unknown) => {
      if (isNetworkError(error, 'rejected') && notFound.test(error.message)) {
        throw new NetworkError('rejected', `Bluesky has no account @${actor}`, {
          status: 404,
          reason: 'not_found',
          cause: error,
        });
      }
      throw error;
    },
  );
  const { data } = await xrpc(false, () =>
    agent.app.bsky.feed.getAuthorFeed({ actor: profile.data.did, limit: 100, filter: 'posts_no_replies' }),
  );
  const posts = data.feed
    // A repost shows another's post on this feed (`reason`); only the account's own posts count.
    .filter((item) => !item.reason && item.post.author.did === profile.data.did)
    .map(({ post }) => {
      const created = (post.record as { createdAt?: unknown }).createdAt;
      const counts = [post.likeCount, post.repostCount, post.replyCount, post.quoteCount];
      const given = counts.filter((count): count is number => typeof count === 'number');
      return {
        remoteId: post.uri,
        createdAt:
          typeof created === 'string' && !Number.isNaN(Date.parse(created)) ? created : post.indexedAt,
        interactions: given.length > 0 ? given.reduce((sum, count) => sum + count, 0) : null,
      };
    });
  return {
    handle: profile.data.handle,
    name: profile.data.displayName || profile.data.handle,
    pictureUrl: profile.data.avatar ?? null,
    followers: profile.data.followersCount ?? null,
    posts,
  };
}
