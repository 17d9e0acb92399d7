import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, NetworkAdapter, OutgoingPost, PageMetrics, PublishedPost } from '../adapter.ts';
import { readPinterestPageFigures, readPinterestPostFigures } from './figures.ts';
import { uploadPinVideo } from './media-upload.ts';
import { exchangePinterestCode, pinterestAuthorizationUrl, refreshPinterestToken } from './oauth.ts';
import { pinBody, readPinOptions } from './pin-body.ts';
import { type PinterestConfig, pinRequest } from './pin-client.ts';

const rules = networkRules.pinterest;
const dayMs = 24 * 60 * 60 * 1000;
/** How far back the read-back looks on the board. */
const readBackWindowMs = 48 * 60 * 60 * 1000;
/** Pinterest analytics reach back 90 days at most. */
const maxAnalyticsDays = 90;

export type PinterestBoard = {
  id: string;
  name: string;
  description?: string;
  privacy: 'PUBLIC' | 'PROTECTED' | 'SECRET';
};
type Pin = {
  id: string;
  title?: string | null;
  description?: string | null;
  link?: string | null;
  created_at: string;
};
type UserAccount = {
  id?: string;
  username: string;
  business_name?: string;
  profile_image?: string;
  follower_count?: number;
};
type Analytics = { all: { daily_metrics: { date: string; metrics: Record<string, number | undefined> }[] } };

/** The network adapter plus the board picker the composer needs (a Pin always goes to a board). */
export type PinterestAdapter = NetworkAdapter & {
  listBoards(page: ConnectedPage): Promise<PinterestBoard[]>;
  createBoard(page: ConnectedPage, board: Omit<PinterestBoard, 'id'>): Promise<PinterestBoard>;
};

/** Pinterest through API v5: the page is the user's account; each post names a board. */
export function createPinterestAdapter(config: PinterestConfig): PinterestAdapter {
  const call = <T>(page: ConnectedPage, request: Parameters<typeof pinRequest>[2]) =>
    pinRequest<T>(config, page.credentials, request);
  const range = (days: number) => {
    const span = Math.min(days, maxAnalyticsDays);
    const day = (offset: number) => new Date(Date.now() - offset * dayMs).toISOString().slice(0, 10);
    return { start_date: day(span - 1), end_date: day(0) };
  };

  return {
    kind: 'pinterest',
    rules,
    authorizationUrl: (request) => pinterestAuthorizationUrl(config, request),
    exchangeCode: (exchange) => exchangePinterestCode(config, exchange),
    refresh: (credentials) => refreshPinterestToken(config, credentials),

    async listPages(credentials) {
      const account = await pinRequest<UserAccount>(config, credentials, { path: '/v5/user_account' });
      return [
        {
          remoteId: account.id ?? account.username,
          name: account.business_name || account.username,
          ...(account.profile_image ? { pictureUrl: account.profile_image } : {}),
          credentials,
        },
      ];
    },

    async listBoards(page) {
      const boards: PinterestBoard[] = [];
      let bookmark: string | undefined;
      do {
        const answer = await call<{ items: PinterestBoard[]; bookmark?: string | null }>(page, {
          path: '/v5/boards',
          query: { page_size: '100', bookmark },
        });
        boards.push(...answer.items);
        bookmark = answer.bookmark ?? undefined;
      } while (bookmark);
      return boards;
    },

    createBoard: (page, board) =>
      call(page, { method: 'POST', path: '/v5/boards', json: board, mutates: true }),

    async publish(page, post) {
      const options = readPinOptions(post.options);
      const video = post.video ? await uploadPinVideo(config, page.credentials, post.video) : undefined;
      const maxImages = rules.images?.carouselMax ?? 5;
      const pin = await call<Pin>(page, {
        method: 'POST',
        path: '/v5/pins',
        json: pinBody(post, options, maxImages, video),
        mutates: true,
      });
      return published(pin.id);
    },

    /**
     * Pinterest has no idempotency key. The Pin is the one on the post's board, made within the
     * read-back window, whose description, title and link are exactly the post's.
     */
    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const { boardId } = readPinOptions(post.options);
      const answer = await call<{ items: Pin[] }>(page, {
        path: `/v5/boards/${boardId}/pins`,
        query: { page_size: '100' },
      });
      const after = Date.now() - readBackWindowMs;
      const match = answer.items.find(
        (pin) =>
          Date.parse(pin.created_at.endsWith('Z') ? pin.created_at : `${pin.created_at}Z`) >= after &&
          (pin.description ?? '') === post.text &&
          (pin.title ?? '') === (post.title?.slice(0, 100) ?? '') &&
          (pin.link ?? '') === (post.link ?? ''),
      );
      return match ? published(match.id) : null;
    },

    async deletePost(page, remoteId) {
      await call(page, { method: 'DELETE', path: `/v5/pins/${remoteId}`, mutates: true });
    },

    async readMetrics(page, days): Promise<PageMetrics> {
      const account = await call<UserAccount>(page, { path: '/v5/user_account' });
      const analytics = await call<Analytics>(page, {
        path: '/v5/user_account/analytics',
        query: { ...range(days), metric_types: 'IMPRESSION,ENGAGEMENT' },
      });
      const daily = analytics.all.daily_metrics.map((day) => ({
        date: day.date,
        impressions: day.metrics.IMPRESSION ?? 0,
        engagements: day.metrics.ENGAGEMENT ?? 0,
      }));
      return {
        followers: account.follower_count ?? 0,
        impressions: daily.reduce((sum, day) => sum + day.impressions, 0),
        engagements: daily.reduce((sum, day) => sum + day.engagements, 0),
        daily,
      };
    },
    readPageFigures: (page, days) => readPinterestPageFigures((request) => call(page, request), days),
    readPostFigures: (page, remoteIds) =>
      readPinterestPostFigures((request) => call(page, request), remoteIds),
  };
}

function published(id: string): PublishedPost {
  return { remoteId: id, url: `https://www.pinterest.com/pin/${id}/` };
}
