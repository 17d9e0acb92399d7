import type { ConnectedPage, InboxItem, ModerationAction, OutgoingReply } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';

type From = { id?: string; name?: string; email?: string };
type Comment = {
  id: string;
  message?: string;
  from?: From;
  created_time: string;
  permalink_url?: string;
  parent?: { id: string };
};
type PostWithComments = { id: string; message?: string; comments?: GraphList<Comment> };
type Message = { id: string; message?: string; from?: From; created_time: string };
type Conversation = { id: string; messages?: GraphList<Message> };
type Tagged = { id: string; message?: string; from?: From; created_time: string; permalink_url?: string };

// Messenger messages are answered by the sender's page-scoped id (PSID), not the message id,
// so a message's remote id carries both.
const messagePrefix = 'message:';

/** Comments on the page's recent posts, newest first per post (comments.filter(stream)). */
export async function readFacebookComments(graph: GraphClient, page: ConnectedPage, since: Date) {
  const posts = await graph.get<GraphList<PostWithComments>>(
    `/${page.remoteId}/published_posts`,
    page.credentials.accessToken,
    {
      fields:
        'id,message,permalink_url,comments.filter(stream).order(reverse_chronological).limit(100){id,message,from,created_time,permalink_url,parent{id}}',
      limit: 25,
    },
  );
  const items: InboxItem[] = [];
  for (const post of posts.data ?? []) {
    for (const comment of post.comments?.data ?? []) {
      if (comment.from?.id === page.remoteId) continue;
      items.push({
        ...item(comment, 'comment', comment.id, post.id),
        ...(post.message ? { postText: post.message } : {}),
        ...(comment.parent?.id ? { parentRemoteId: comment.parent.id } : {}),
        ...(comment.permalink_url ? { url: comment.permalink_url } : {}),
      });
    }
  }
  return recent(items, since);
}

/** Messenger conversations (the page's inbox), each message from a person. */
export async function readFacebookMessages(graph: GraphClient, page: ConnectedPage, since: Date) {
  const conversations = await graph.get<GraphList<Conversation>>(
    `/${page.remoteId}/conversations`,
    page.credentials.accessToken,
    {
      platform: 'messenger',
      fields: 'id,updated_time,messages.limit(25){id,message,from,created_time}',
      limit: 25,
    },
  );
  const items: InboxItem[] = [];
  for (const conversation of conversations.data ?? []) {
    for (const message of conversation.messages?.data ?? []) {
      if (!message.from?.id || message.from.id === page.remoteId) continue;
      items.push({
        ...item(message, 'message', `${messagePrefix}${message.from.id}:${message.id}`),
        conversationRemoteId: conversation.id,
        ...(message.from.email ? { authorEmail: message.from.email } : {}),
      });
    }
  }
  return recent(items, since);
}

/** Posts of others that tag the page (/tagged). */
export async function readFacebookMentions(graph: GraphClient, page: ConnectedPage, since: Date) {
  const tagged = await graph.get<GraphList<Tagged>>(
    `/${page.remoteId}/tagged`,
    page.credentials.accessToken,
    {
      fields: 'id,message,from,created_time,permalink_url',
      limit: 25,
    },
  );
  return recent(
    (tagged.data ?? []).map((post) => ({
      ...item(post, 'mention', post.id, post.id),
      ...(post.permalink_url ? { url: post.permalink_url } : {}),
    })),
    since,
  );
}

type Rating = {
  created_time: string;
  recommendation_type?: 'positive' | 'negative';
  review_text?: string;
  rating?: number;
  reviewer?: { id?: string; name?: string };
  open_graph_story?: { id: string };
};

/**
 * The page's reviews (`/{page-id}/ratings`): recommendations, and the stars older reviews carry.
 * A review is answered as its story is, with a comment (`replyOnFacebook`).
 */
export async function readFacebookRatings(graph: GraphClient, page: ConnectedPage, since: Date) {
  const ratings = await graph.get<GraphList<Rating>>(
    `/${page.remoteId}/ratings`,
    page.credentials.accessToken,
    {
      fields: 'created_time,recommendation_type,review_text,rating,reviewer{id,name},open_graph_story{id}',
      limit: 25,
    },
  );
  const items: InboxItem[] = [];
  for (const rating of ratings.data ?? []) {
    if (!rating.open_graph_story?.id) continue;
    items.push({
      ...item(
        { message: rating.review_text, from: rating.reviewer, created_time: rating.created_time },
        'review',
        rating.open_graph_story.id,
      ),
      ...(rating.rating ? { rating: rating.rating } : {}),
    });
  }
  return recent(items, since);
}

function recent(items: InboxItem[], since: Date) {
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
    ...(source.from?.id ? { authorRemoteId: source.from.id } : {}),
    text: source.message ?? '',
    createdAt: new Date(Date.parse(source.created_time)).toISOString(),
    ...(postRemoteId ? { postRemoteId } : {}),
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
