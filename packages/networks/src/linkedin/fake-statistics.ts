import type { FakeRequest } from '../fake/fake-api.ts';
import type { FakeLiPost } from './fake.ts';

/**
 * `organizationalEntityShareStatistics` by `shares=List(…)` and `ugcPosts=List(…)`: one element per
 * post LinkedIn has, with its lifetime `totalShareStatistics`; undefined for a query of another kind.
 */
export function postStatistics(request: FakeRequest, posts: FakeLiPost[]) {
  const listed = (name: string) =>
    /^List\((.*)\)$/
      .exec(request.query.get(name) ?? '')?.[1]
      ?.split(',')
      .filter(Boolean)
      .map(decodeURIComponent);
  const shares = listed('shares');
  const ugcPosts = listed('ugcPosts');
  if (!shares && !ugcPosts) return undefined;
  return [...(shares ?? []), ...(ugcPosts ?? [])].flatMap((id) => {
    const post = posts.find((entry) => entry.id === id);
    if (!post) return [];
    const kind = id.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share';
    return [{ [kind]: id, organizationalEntity: post.author, totalShareStatistics: post.statistics ?? {} }];
  });
}
