import type { CompetitorFigures, ConnectedPage } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';

/** How many of the latest posts are read (one `/posts` page). */
const postsRead = 50;

type PublicPage = {
  id: string;
  name?: string;
  username?: string;
  followers_count?: number;
  fan_count?: number;
  picture?: { data?: { url?: string } };
};
type PublicPost = {
  id: string;
  created_time?: string;
  reactions?: { summary?: { total_count?: number } };
  comments?: { summary?: { total_count?: number } };
  shares?: { count?: number };
};

/**
 * Another page's public figures through the Graph API with the page's token: the page by its
 * username or id (`GET /{page}`: name, picture, followers), then its latest 50 posts
 * (`GET /{page-id}/posts`), each one's interactions being its reactions, comments and shares.
 * Reading a page the token's user does not manage needs the app to hold the Page Public Content
 * Access feature (App Review and business verification); without it Graph answers code 10, which
 * reconnecting cannot cure: refused (403). An alias Graph does not know (803) or an id it does
 * not have (100/33) is not found (404).
 */
export async function readFacebookCompetitor(
  graph: GraphClient,
  page: ConnectedPage,
  handle: string,
): Promise<CompetitorFigures> {
  const token = page.credentials.accessToken;
  const alias = handle.replace(/^@/, '');
  const read = <T>(path: string, params: Record<string, string | number>) =>
    graph.get<T>(path, token, params).catch((error: unknown) => {
      throw competitorError(error, alias);
    });
  const found = await read<PublicPage>(`/${encodeURIComponent(alias)}`, {
    fields: 'id,name,username,followers_count,fan_count,picture.type(large){url}',
  });
  const posts = await read<GraphList<PublicPost>>(`/${found.id}/posts`, {
    fields: 'id,created_time,reactions.limit(0).summary(total_count),comments.limit(0).summary(true),shares',
    limit: postsRead,
  });
  return {
    handle: found.username ?? alias,
    name: found.name ?? alias,
    pictureUrl: found.picture?.data?.url ?? null,
    followers: found.followers_count ?? found.fan_count ?? null,
    posts: (posts.data ?? []).flatMap((post) => {
      if (!post.created_time || Number.isNaN(Date.parse(post.created_time))) return [];
      const reactions = post.reactions?.summary?.total_count;
      const comments = post.comments?.summary?.total_count;
      const given = [reactions, comments].filter((count): count is number => typeof count === 'number');
      return [
        {
          remoteId: post.id,
          createdAt: new Date(post.created_time).toISOString(),
          // A post no one shared has no `shares` field: it counts 0 beside the counts Graph gave.
          interactions:
            given.length > 0
              ? given.reduce((sum, count) => sum + count, 0) + (post.shares?.count ?? 0)
              : null,
        },
      ];
    }),
  };
}

function competitorError(error: unknown, alias: string): unknown {
  if (isNetworkError(error, 'rejected') && /^Graph error (803|100\/33)\b/.test(error.message)) {
    return new NetworkError('rejected', `Facebook has no page ${alias}`, {
      status: 404,
      reason: 'not_found',
      cause: error,
    });
  }
  if (isNetworkError(error, 'reconnect') && /^Graph error 10:/.test(error.message)) {
    const reason = 'page_public_content_access_required';
    return new NetworkError('rejected', `Facebook refused to read another page: ${error.message}`, {
      status: 403,
      reason,
      cause: error,
    });
  }
  return error;
}
