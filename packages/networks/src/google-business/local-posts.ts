import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, OutgoingPost, PublishedPost } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { type AttemptClock, findByText } from '../read-back.ts';

type LocalPost = {
  name: string;
  summary?: string;
  searchUrl?: string;
  state?: 'LOCAL_POST_STATE_UNSPECIFIED' | 'REJECTED' | 'LIVE' | 'PROCESSING';
  createTime?: string;
  callToAction?: { actionType?: string; url?: string };
};

const photoMax = networkRules.google_business.images?.carouselMax ?? 1;

/** Business Profile API v4 `accounts.locations.localPosts`: create, read back, delete. */
export function createLocalPosts(google: GoogleClient, baseUrl: string, clock: AttemptClock) {
  return {
    async publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
      // Spec §5: Google My Business posts need a link; it becomes the LEARN_MORE button.
      if (!post.link) {
        throw new NetworkError('rejected', 'A Google Business Profile post needs a link', {
          reason: 'link_required',
        });
      }
      clock.begin(post.idempotencyKey);
      const languageCode = post.options?.languageCode;
      const answer = await google.call<LocalPost>({
        method: 'POST',
        url: `${baseUrl}/v4/${page.remoteId}/localPosts`,
        accessToken: page.credentials.accessToken,
        mutates: true,
        json: {
          ...(typeof languageCode === 'string' ? { languageCode } : {}),
          topicType: 'STANDARD',
          summary: post.text,
          callToAction: { actionType: 'LEARN_MORE', url: post.link },
          media: (post.images ?? [])
            .slice(0, photoMax)
            .map((image) => ({ mediaFormat: 'PHOTO', sourceUrl: image.url })),
        },
      });
      if (answer.state === 'REJECTED') {
        throw new NetworkError('rejected', `Google rejected local post ${answer.name}`, {
          reason: 'Google rejected the post (content policy)',
        });
      }
      return { remoteId: answer.name, ...(answer.searchUrl ? { url: answer.searchUrl } : {}) };
    },

    /**
     * Local posts take no client id, so a post is ours when its summary and button URL are the
     * ones sent and it was created after the attempt began (read-back.ts).
     */
    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const answer = await google.call<{ localPosts?: LocalPost[] }>({
        url: `${baseUrl}/v4/${page.remoteId}/localPosts?pageSize=100`,
        accessToken: page.credentials.accessToken,
      });
      const candidates = (answer.localPosts ?? [])
        .filter((candidate) => candidate.callToAction?.url === post.link && candidate.state !== 'REJECTED')
        .map((candidate) => ({
          remoteId: candidate.name,
          ...(candidate.searchUrl ? { url: candidate.searchUrl } : {}),
          text: candidate.summary ?? '',
          createdAt: candidate.createTime ?? '',
        }));
      const found = findByText(candidates, post.text, clock.since(post.idempotencyKey));
      return found ? { remoteId: found.remoteId, ...(found.url ? { url: found.url } : {}) } : null;
    },

    async deletePost(page: ConnectedPage, remoteId: string): Promise<void> {
      try {
        await google.call({
          method: 'DELETE',
          url: `${baseUrl}/v4/${remoteId}`,
          accessToken: page.credentials.accessToken,
          mutates: true,
        });
      } catch (error) {
        // Already gone: the wanted outcome.
        if (isNetworkError(error, 'rejected') && error.status === 404) return;
        throw error;
      }
    },
  };
}
