import type { Agent } from '@atproto/api';
import type { PageDayFigures, PostFigures } from '../adapter.ts';
import { completeDays, givenFigures, inGroups, sumOfGiven } from '../figure-days.ts';
import { xrpc } from './xrpc.ts';

/**
 * Bluesky keeps no history of an account and counts no views: only its followers now
 * (`app.bsky.actor.getProfile`), given as the last complete day's.
 */
export async function readBlueskyPageFigures(
  agent: Agent,
  did: string,
  now = new Date(),
): Promise<PageDayFigures[]> {
  const [date] = completeDays(1, now);
  const { data } = await xrpc(false, () => agent.app.bsky.actor.getProfile({ actor: did }));
  return date ? [{ date, ...givenFigures({ followers: data.followersCount }) }] : [];
}

/**
 * Each post's counts (`app.bsky.feed.getPosts`, 25 a call): likes, replies, reposts and quotes.
 * Bluesky counts no views or clicks; a post it no longer has is not in the answer: left out.
 */
export async function readBlueskyPostFigures(agent: Agent, uris: string[]): Promise<PostFigures[]> {
  const figures: PostFigures[] = [];
  for (const group of inGroups(uris, 25)) {
    const { data } = await xrpc(false, () => agent.app.bsky.feed.getPosts({ uris: group }));
    for (const post of data.posts) {
      if (!group.includes(post.uri)) continue;
      figures.push({
        remoteId: post.uri,
        ...givenFigures({
          reactions: post.likeCount,
          comments: post.replyCount,
          shares: sumOfGiven(post.repostCount, post.quoteCount),
        }),
      });
    }
  }
  return figures;
}
