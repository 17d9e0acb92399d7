import type { ConnectedPage, InboxItem, ModerationAction, OutgoingReply } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';

type Comment = { id: string; text?: string; username?: string; timestamp: string };
type MediaWithComments = { id: string; permalink?: string; comments?: GraphList<Comment> };
type Tag = { id: string; caption?: string; username?: string; timestamp: string; permalink?: string };
type Message = {
  id: string;
  message?: string;
  from?: { id?: string; username?: string };
  created_time: string;
};
type Conversation = { id: string; messages?: GraphList<Message> };

// Instagram messages are answered by the sender's Instagram-scoped id, so the remote id carries it.
const messagePrefix = 'message:';

// Replying to a post that tags the account goes through /{ig-user-id}/mentions with the media
// id, not through a comment id, so a mention's remote id says so.
const mentionPrefix = 'mention:';

/** Comments on the account's recent media. */
export async function readInstagramComments(graph: GraphClient, page: ConnectedPage, since: Date) {
  const media = await graph.get<GraphList<MediaWithComments>>(
    `/${page.remoteId}/media`,
    page.credentials.accessToken,
    {
      fields: 'id,permalink,comments.limit(50){id,text,username,timestamp}',
      limit: 25,
    },
  );
  const items: InboxItem[] = [];
  for (const post of media.data ?? []) {
    for (const comment of post.comments?.data ?? []) {
      const entry = item(comment.id, 'comment', comment.username, comment.text, comment.timestamp, post.id);
      items.push(post.permalink ? { ...entry, url: post.permalink } : entry);
    }
  }
  return recent(items, since);
}

/** Media of others the account is tagged in (/tags). */
export async function readInstagramMentions(graph: GraphClient, page: ConnectedPage, since: Date) {
  const tags = await graph.get<GraphList<Tag>>(`/${page.remoteId}/tags`, page.credentials.accessToken, {
    fields: 'id,caption,username,timestamp,permalink',
    limit: 25,
  });
  return recent(
    (tags.data ?? []).map((tag) => {
      const entry = item(
        `${mentionPrefix}${tag.id}`,
        'mention',
        tag.username,
        tag.caption,
        tag.timestamp,
        tag.id,
      );
      return tag.permalink ? { ...entry, url: tag.permalink } : entry;
    }),
    since,
  );
}

/**
 * Direct messages, read through the linked Facebook page's conversations (Instagram Messaging API:
 * `/{page-id}/conversations?platform=instagram`). Without that page there is nothing to read them
 * through (spec §8: Instagram conversations need a linked Facebook page).
 */
export async function readInstagramMessages(graph: GraphClient, page: ConnectedPage, since: Date) {
  const facebookPageId = page.credentials.extra?.pageId;
  if (!facebookPageId) {
    throw new NetworkError('rejected', 'Instagram conversations need a linked Facebook page', {
      reason: instagramNeedsFacebookPage,
    });
  }
  const conversations = await graph.get<GraphList<Conversation>>(
    `/${facebookPageId}/conversations`,
    page.credentials.accessToken,
    { platform: 'instagram', fields: 'id,messages.limit(25){id,message,from,created_time}', limit: 25 },
  );
  const items: InboxItem[] = [];
  for (const conversation of conversations.data ?? []) {
    for (const message of conversation.messages?.data ?? []) {
      // The account's own messages come from its Instagram id.
      if (!message.from?.id || message.from.id === page.remoteId) continue;
      items.push({
        remoteId: `${messagePrefix}${message.from.id}:${message.id}`,
        type: 'message',
        authorName: message.from.username ?? 'Instagram user',
        authorRemoteId: message.from.id,
        text: message.message ?? '',
        createdAt: new Date(Date.parse(message.created_time)).toISOString(),
        conversationRemoteId: conversation.id,
      });
    }
  }
  return recent(items, since);
}

/** The reason an Instagram account without a linked Facebook page gives for its conversations. */
export const instagramNeedsFacebookPage = 'instagram_needs_facebook_page';

function recent(items: InboxItem[], since: Date) {
  return items.filter((entry) => Date.parse(entry.createdAt) >= since.getTime());
}

function item(
  remoteId: string,
  type: InboxItem['type'],
  username: string | undefined,
  text: string | undefined,
  timestamp: string,
  postRemoteId: string,
): InboxItem {
  return {
    remoteId,
    type,
    authorName: username ?? 'Instagram user',
    ...(username ? { authorUrl: `https://www.instagram.com/${username}/` } : {}),
    text: text ?? '',
    createdAt: new Date(Date.parse(timestamp)).toISOString(),
    postRemoteId,
  };
}

export async function replyOnInstagram(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  text: string,
) {
  const token = page.credentials.accessToken;
  if (itemRemoteId.startsWith(messagePrefix)) {
    // A direct message is answered through the linked Facebook page's Send API, to the sender's
    // Instagram-scoped id, within the 24-hour standard messaging window.
    const facebookPageId = page.credentials.extra?.pageId;
    if (!facebookPageId) {
      throw new NetworkError('rejected', 'Instagram conversations need a linked Facebook page', {
        reason: instagramNeedsFacebookPage,
      });
    }
    const igsid = itemRemoteId.slice(messagePrefix.length).split(':')[0] ?? '';
    const sent = await graph.post<{ message_id: string }>(`/${facebookPageId}/messages`, token, {
      recipient: JSON.stringify({ id: igsid }),
      messaging_type: 'RESPONSE',
      message: JSON.stringify({ text }),
    });
    return { remoteId: `${messagePrefix}${igsid}:${sent.message_id}` };
  }
  if (itemRemoteId.startsWith(mentionPrefix)) {
    const mediaId = itemRemoteId.slice(mentionPrefix.length);
    const comment = await graph.post<{ id: string }>(`/${page.remoteId}/mentions`, token, {
      media_id: mediaId,
      message: text,
    });
    return { remoteId: comment.id };
  }
  const reply = await graph.post<{ id: string }>(`/${itemRemoteId}/replies`, token, { message: text });
  return { remoteId: reply.id };
}

/**
 * Read-back of a reply to a comment: the comment's replies (`GET /{ig-comment-id}/replies`)
 * written by the account with this text. A reply to a mention is a comment on another account's
 * media, which the API lists only to that account: its read-back is refused, and the reply is left
 * for the user to check, never sent twice.
 */
export async function findInstagramReply(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  reply: OutgoingReply,
) {
  if (itemRemoteId.startsWith(mentionPrefix) || itemRemoteId.startsWith(messagePrefix)) {
    throw new NetworkError('rejected', 'This Instagram reply cannot be read back', {
      reason: 'Replies to mentions and messages cannot be read back on Instagram',
    });
  }
  const replies = await graph.get<GraphList<Comment & { from?: { id?: string } }>>(
    `/${itemRemoteId}/replies`,
    page.credentials.accessToken,
    { fields: 'id,text,username,timestamp,from' },
  );
  const found = (replies.data ?? []).find(
    (comment) => comment.from?.id === page.remoteId && comment.text === reply.text,
  );
  return found ? { remoteId: found.id } : null;
}

export async function moderateOnInstagram(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  action: ModerationAction,
) {
  if (itemRemoteId.startsWith(messagePrefix)) {
    const reason = 'Instagram direct messages cannot be hidden or deleted';
    throw new NetworkError('rejected', reason, { reason });
  }
  const token = page.credentials.accessToken;
  if (action === 'delete') return graph.delete(`/${itemRemoteId}`, token);
  await graph.post(`/${itemRemoteId}`, token, { hide: action === 'hide' });
}
