import type { ConnectedPage, InboxItem, ModerationAction, OutgoingReply } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';

type From = { id?: string; name?: string };
type Comment = { id: string; message?: string; from?: From; created_time: string };
type PostWithComments = { id: string; comments?: GraphList<Comment> };
type Message = { id: string; message?: string; from?: From; created_time: string };
type Conversation = { id: string; messages?: GraphList<Message> };
type Tagged = { id: string; message?: string; from?: From; created_time: string };

// Messenger messages are answered by the sender's page-scoped id (PSID), not the message id,
// so a message's remote id carries both.
const messagePrefix = 'message:';

/** Comments on recent posts, Messenger conversations, and posts that tag the page. */
export async function readFacebookInbox(graph: GraphClient, page: ConnectedPage, since: Date) {
  const token = page.credentials.accessToken;
  const [posts, conversations, tagged] = await Promise.all([
    graph.get<GraphList<PostWithComments>>(`/${page.remoteId}/published_posts`, token, {
      fields:
        'id,comments.filter(stream).order(reverse_chronological).limit(100){id,message,from,created_time}',
      limit: 25,
    }),
    graph.get<GraphList<Conversation>>(`/${page.remoteId}/conversations`, token, {
      platform: 'messenger',
      fields: 'id,messages.limit(25){id,message,from,created_time}',
      limit: 25,
    }),
    graph.get<GraphList<Tagged>>(`/${page.remoteId}/tagged`, token, {
      fields: 'id,message,from,created_time',
      limit: 25,
    }),
  ]);
  const items: InboxItem[] = [];
  for (const post of posts.data ?? []) {
    for (const comment of post.comments?.data ?? []) {
      if (comment.from?.id === page.remoteId) continue;
      items.push(item(comment, 'comment', comment.id, post.id));
    }
  }
  for (const conversation of conversations.data ?? []) {
    for (const message of conversation.messages?.data ?? []) {
      if (!message.from?.id || message.from.id === page.remoteId) continue;
      items.push(item(message, 'message', `${messagePrefix}${message.from.id}:${message.id}`));
    }
  }
  for (const post of tagged.data ?? []) items.push(item(post, 'mention', post.id, post.id));
  return items.filter((entry) => Date.parse(entry.createdAt) >= since.getTime());
}

function item(
  source: { message?: string; from?: From; created_time: string },
  type: InboxItem['type'],
  remoteId: string,
  postRemoteId?: string,
): InboxItem {
  return {
    remoteId,
    type,
    authorName: source.from?.name ?? 'Facebook user',
    text: source.message ?? '',
    createdAt: new Date(Date.parse(source.created_time)).toISOString(),
    postRemoteId,
  };
}

/** A comment or a tagging post is answered with a comment; a message through the Send API. */
export async function replyOnFacebook(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  text: string,
) {
  const token = page.credentials.accessToken;
  if (itemRemoteId.startsWith(messagePrefix)) {
    const psid = itemRemoteId.slice(messagePrefix.length).split(':')[0] ?? '';
    // RESPONSE: within the 24-hour standard messaging window (Messenger Platform policy).
    const sent = await graph.post<{ message_id: string }>(`/${page.remoteId}/messages`, token, {
      recipient: JSON.stringify({ id: psid }),
      messaging_type: 'RESPONSE',
      message: JSON.stringify({ text }),
    });
    return { remoteId: `${messagePrefix}${psid}:${sent.message_id}` };
  }
  const comment = await graph.post<{ id: string }>(`/${itemRemoteId}/comments`, token, { message: text });
  return { remoteId: comment.id };
}

export async function moderateOnFacebook(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  action: ModerationAction,
) {
  if (itemRemoteId.startsWith(messagePrefix)) {
    throw new NetworkError('rejected', 'Messenger messages cannot be hidden or deleted', {
      reason: 'Messages cannot be moderated on Facebook',
    });
  }
  const token = page.credentials.accessToken;
  if (action === 'delete') return graph.delete(`/${itemRemoteId}`, token);
  await graph.post(`/${itemRemoteId}`, token, { is_hidden: action === 'hide' });
}

/**
 * Read-back of a reply to a comment: the comment's replies (Graph API `/{comment-id}/comments`)
 * written by the page with this text. A Messenger reply cannot be found by its text, so its
 * read-back is refused: the reply is then left for the user to check, never sent twice.
 */
export async function findFacebookReply(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  reply: OutgoingReply,
) {
  if (itemRemoteId.startsWith(messagePrefix)) {
    throw new NetworkError('rejected', 'A Messenger reply cannot be read back', {
      reason: 'Messenger replies cannot be read back',
    });
  }
  const replies = await graph.get<GraphList<Comment>>(
    `/${itemRemoteId}/comments`,
    page.credentials.accessToken,
    {
      fields: 'id,message,from,created_time',
      filter: 'stream',
      order: 'reverse_chronological',
      limit: 100,
    },
  );
  const found = (replies.data ?? []).find(
    (comment) => comment.from?.id === page.remoteId && comment.message === reply.text,
  );
  return found ? { remoteId: found.id } : null;
}

/** Likes a comment or a tagging post as the page (`POST /{object-id}/likes`). */
export async function likeOnFacebook(graph: GraphClient, page: ConnectedPage, itemRemoteId: string) {
  if (itemRemoteId.startsWith(messagePrefix)) {
    throw new NetworkError('rejected', 'Messenger messages cannot be liked through the API', {
      reason: 'Messages cannot be liked on Facebook',
    });
  }
  await graph.post(`/${itemRemoteId}/likes`, page.credentials.accessToken);
}

/** Blocks or unblocks a person from the page (`/{page-id}/blocked`, by their page-scoped id). */
export async function blockOnFacebook(
  graph: GraphClient,
  page: ConnectedPage,
  user: string,
  blocked: boolean,
) {
  const path = `/${page.remoteId}/blocked`;
  if (blocked) await graph.post(path, page.credentials.accessToken, { user });
  else await graph.delete(`${path}?user=${encodeURIComponent(user)}`, page.credentials.accessToken);
}
