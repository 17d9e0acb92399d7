import type { ConnectedPage, InboxItem, ModerationAction, OutgoingReply } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';

type Thread = {
  id: string;
  snippet?: {
    videoId?: string;
    topLevelComment?: {
      id: string;
      snippet?: {
        authorDisplayName?: string;
        authorChannelUrl?: string;
        authorChannelId?: { value?: string };
        textOriginal?: string;
        textDisplay?: string;
        publishedAt?: string;
      };
    };
  };
};

// comments.setModerationStatus: heldForReview keeps a comment for the owner to review (reversible
// with published); rejected removes it from public display. Deleting another user's comment is
// not allowed (comments.delete is for the caller's own comments).
const moderationStatus: Record<ModerationAction, string> = {
  hide: 'heldForReview',
  unhide: 'published',
  delete: 'rejected',
};

/** Top-level comments on the channel's videos (commentThreads), replies and moderation. */
export function createComments(google: GoogleClient, baseUrl: string) {
  return {
    async readInbox(page: ConnectedPage, since: Date): Promise<InboxItem[]> {
      const items: InboxItem[] = [];
      let pageToken = '';
      do {
        const query = new URLSearchParams({
          part: 'snippet',
          allThreadsRelatedToChannelId: page.remoteId,
          maxResults: '100',
          order: 'time',
          textFormat: 'plainText',
        });
        if (pageToken) query.set('pageToken', pageToken);
        const answer = await google.call<{ items?: Thread[]; nextPageToken?: string }>({
          url: `${baseUrl}/youtube/v3/commentThreads?${query}`,
          accessToken: page.credentials.accessToken,
        });
        for (const thread of answer.items ?? []) {
          const comment = thread.snippet?.topLevelComment;
          const createdAt = comment?.snippet?.publishedAt ?? '';
          // order=time: newest first, so the first older one ends the reading.
          if (!comment || Date.parse(createdAt) < since.getTime()) return items;
          items.push({
            remoteId: comment.id,
            type: 'comment',
            authorName: comment.snippet?.authorDisplayName ?? '',
            ...(comment.snippet?.authorChannelId?.value
              ? { authorRemoteId: comment.snippet.authorChannelId.value }
              : {}),
            ...(comment.snippet?.authorChannelUrl ? { authorUrl: comment.snippet.authorChannelUrl } : {}),
            text: comment.snippet?.textOriginal ?? comment.snippet?.textDisplay ?? '',
            createdAt,
            ...(thread.snippet?.videoId
              ? {
                  postRemoteId: thread.snippet.videoId,
                  url: `https://www.youtube.com/watch?v=${thread.snippet.videoId}&lc=${comment.id}`,
                }
              : {}),
          });
        }
        pageToken = answer.nextPageToken ?? '';
      } while (pageToken);
      return items;
    },

    async reply(page: ConnectedPage, itemRemoteId: string, text: string): Promise<{ remoteId: string }> {
      const answer = await google.call<{ id: string }>({
        method: 'POST',
        url: `${baseUrl}/youtube/v3/comments?part=snippet`,
        accessToken: page.credentials.accessToken,
        json: { snippet: { parentId: itemRemoteId, textOriginal: text } },
        mutates: true,
      });
      return { remoteId: answer.id };
    },

    /** Read-back of a reply: the comment's replies (comments.list by parentId) by the channel with this text. */
    async findReply(
      page: ConnectedPage,
      itemRemoteId: string,
      reply: OutgoingReply,
    ): Promise<{ remoteId: string } | null> {
      let pageToken = '';
      do {
        const query = new URLSearchParams({
          part: 'snippet',
          parentId: itemRemoteId,
          maxResults: '100',
          textFormat: 'plainText',
        });
        if (pageToken) query.set('pageToken', pageToken);
        const answer = await google.call<{
          items?: { id: string; snippet?: { textOriginal?: string; authorChannelId?: { value?: string } } }[];
          nextPageToken?: string;
        }>({ url: `${baseUrl}/youtube/v3/comments?${query}`, accessToken: page.credentials.accessToken });
        const found = (answer.items ?? []).find(
          (comment) =>
            comment.snippet?.authorChannelId?.value === page.remoteId &&
            comment.snippet?.textOriginal === reply.text,
        );
        if (found) return { remoteId: found.id };
        pageToken = answer.nextPageToken ?? '';
      } while (pageToken);
      return null;
    },

    async moderate(page: ConnectedPage, itemRemoteId: string, action: ModerationAction): Promise<void> {
      const query = new URLSearchParams({ id: itemRemoteId, moderationStatus: moderationStatus[action] });
      await google.call({
        method: 'POST',
        url: `${baseUrl}/youtube/v3/comments/setModerationStatus?${query}`,
        accessToken: page.credentials.accessToken,
        mutates: true,
      });
    },
  };
}
