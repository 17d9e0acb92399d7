import type { CompetitorFigures, ConnectedPage } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';

/** How many of the latest media Business Discovery is asked for. */
const mediaRead = 50;

type DiscoveredMedia = { id: string; timestamp?: string; like_count?: number; comments_count?: number };
type Discovered = {
  business_discovery?: {
    id?: string;
    username?: string;
    name?: string;
    profile_picture_url?: string;
    followers_count?: number;
    media?: GraphList<DiscoveredMedia>;
  };
};

/**
 * Another professional account's public figures through Business Discovery, asked on the page's
 * own Instagram account (`GET /{ig-user-id}?fields=business_discovery.username(…){…}`): its name,
 * picture and followers, and its latest 50 media, each one's interactions being its likes and
 * comments (a count the owner hid is left out; none given: null). Graph answers a username that
 * is unknown, personal (not Business or Creator) or age-gated alike, code 110 with subcode
 * 2207013: not found (404).
 */
export async function readInstagramCompetitor(
  graph: GraphClient,
  page: ConnectedPage,
  handle: string,
): Promise<CompetitorFigures> {
  const username = handle.replace(/^@/, '').toLowerCase();
  const fields = `business_discovery.username(${username}){username,name,profile_picture_url,followers_count,media.limit(${mediaRead}){id,timestamp,like_count,comments_count}}`;
  const answer = await graph
    .get<Discovered>(`/${page.remoteId}`, page.credentials.accessToken, { fields })
    .catch((error: unknown) => {
      if (isNetworkError(error, 'rejected') && /^Graph error 110\b/.test(error.message)) {
        throw new NetworkError('rejected', `Instagram has no professional account @${username}`, {
          status: 404,
          reason: 'not_found',
          cause: error,
        });
      }
      throw error;
    });
  const account = answer.business_discovery;
  if (!account)
    throw new NetworkError('rejected', `Instagram has no professional account @${username}`, {
      status: 404,
      reason: 'not_found',
    });
  return {
    handle: account.username ?? username,
    name: account.name || account.username || username,
    pictureUrl: account.profile_picture_url ?? null,
    followers: account.followers_count ?? null,
    posts: (account.media?.data ?? []).flatMap((media) => {
      if (!media.timestamp) return [];
      const given = [media.like_count, media.comments_count].filter(
        (count): count is number => typeof count === 'number',
      );
      return [
        {
          remoteId: media.id,
          createdAt: new Date(media.timestamp).toISOString(),
          interactions: given.length > 0 ? given.reduce((sum, count) => sum + count, 0) : null,
        },
      ];
    }),
  };
}
