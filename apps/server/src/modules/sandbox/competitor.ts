import type { CompetitorFigures } from '@pagewise/networks/adapter';
import { NetworkError } from '@pagewise/networks/network-error';
import { jitter } from './activity.ts';

const dayMs = 86_400_000;
/** How many days of posts a public sandbox page shows, its latest first. */
const postsShownDays = 30;

/**
 * A public page of the sandbox, as any visitor sees it: every handle is a page (but `unknown…`,
 * which the network does not know), whose followers grow each day and which posts once to three
 * times a day, each post with its interactions; the same handle always gives the same figures.
 */
export function sandboxCompetitor(handle: string, now: Date): CompetitorFigures {
  if (handle.toLowerCase().startsWith('unknown')) {
    throw new NetworkError('rejected', `No sandbox page is called ${handle}`, {
      status: 404,
      reason: 'not_found',
    });
  }
  const size = 2_000 + Math.round(jitter(`${handle}:size`) * 48_000);
  const today = Math.floor(now.getTime() / dayMs);
  const followers = size + Math.round(today % 1000) * (5 + Math.round(jitter(`${handle}:growth`) * 20));
  const posts: CompetitorFigures['posts'] = [];
  for (let back = postsShownDays; back >= 0; back -= 1) {
    const day = today - back;
    const count = 1 + Math.floor(jitter(`${handle}:${day}:count`) * 3);
    for (let index = 0; index < count; index += 1) {
      const at = day * dayMs + Math.floor(jitter(`${handle}:${day}:${index}:at`) * dayMs);
      if (at > now.getTime()) continue;
      const rate = 0.005 + jitter(`${handle}:${day}:${index}:rate`) * 0.03;
      posts.push({
        remoteId: `${handle}-${day}-${index}`,
        createdAt: new Date(at).toISOString(),
        interactions: Math.round(size * rate),
      });
    }
  }
  posts.reverse();
  return { handle, name: handle.replace(/[._-]+/g, ' '), pictureUrl: null, followers, posts };
}
