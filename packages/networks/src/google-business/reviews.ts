import type { ConnectedPage, InboxBatch, InboxItem, OutgoingReply } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';

type Review = {
  name: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: 'STAR_RATING_UNSPECIFIED' | 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime?: string;
  reviewReply?: { comment?: string };
};

const stars = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 } as const;

/**
 * Business Profile API v4 `accounts.locations.reviews`. Owners can reply to a review but not hide
 * or delete one through the API (only flag it in the Business Profile UI), so there is no moderation.
 */
export function createReviews(google: GoogleClient, baseUrl: string) {
  return {
    /**
     * The reviews written or edited since `since`, newest change first. The next read starts at the
     * newest change read (`updateTime`), not at the newest review's writing: an edited review would
     * otherwise be read again at every read.
     */
    async readInbox(page: ConnectedPage, since: Date): Promise<InboxBatch> {
      const items: InboxItem[] = [];
      let newest = since.getTime();
      const batch = () => ({ items, cursor: new Date(newest).toISOString() });
      let pageToken = '';
      do {
        const query = new URLSearchParams({ pageSize: '50', orderBy: 'updateTime desc' });
        if (pageToken) query.set('pageToken', pageToken);
        const answer = await google.call<{ reviews?: Review[]; nextPageToken?: string }>({
          url: `${baseUrl}/v4/${page.remoteId}/reviews?${query}`,
          accessToken: page.credentials.accessToken,
        });
        for (const review of answer.reviews ?? []) {
          const changed = Date.parse(review.updateTime ?? review.createTime);
          if (changed < since.getTime()) return batch();
          newest = Math.max(newest, changed);
          items.push(inboxItem(review));
        }
        pageToken = answer.nextPageToken ?? '';
      } while (pageToken);
      return batch();
    },

    /** `reviews.updateReply`: a review has one reply; sending again replaces it. */
    async reply(page: ConnectedPage, itemRemoteId: string, text: string): Promise<{ remoteId: string }> {
      await google.call({
        method: 'PUT',
        url: `${baseUrl}/v4/${itemRemoteId}/reply`,
        accessToken: page.credentials.accessToken,
        json: { comment: text },
        mutates: true,
      });
      return { remoteId: `${itemRemoteId}/reply` };
    },

    /** Read-back of a reply: the review (`reviews.get`) holds it as its one reply. */
    async findReply(
      page: ConnectedPage,
      itemRemoteId: string,
      reply: OutgoingReply,
    ): Promise<{ remoteId: string } | null> {
      const review = await google.call<Review>({
        url: `${baseUrl}/v4/${itemRemoteId}`,
        accessToken: page.credentials.accessToken,
      });
      return review.reviewReply?.comment === reply.text ? { remoteId: `${itemRemoteId}/reply` } : null;
    },
  };
}

function inboxItem(review: Review): InboxItem {
  const rating =
    review.starRating && review.starRating !== 'STAR_RATING_UNSPECIFIED'
      ? stars[review.starRating]
      : undefined;
  return {
    remoteId: review.name,
    type: 'review',
    authorName: review.reviewer?.isAnonymous ? 'Anonymous' : (review.reviewer?.displayName ?? 'Anonymous'),
    text: review.comment ?? '',
    createdAt: review.createTime,
    ...(rating ? { rating } : {}),
  };
}
