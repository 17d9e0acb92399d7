import type { ConnectedPage, InboxItem, ModerationAction } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';

type Comment = { id: string; text?: string; username?: string; timestamp: string };
type MediaWithComments = { id: string; comments?: GraphList<Comment> };
type Tag = { id: string; caption?: string; username?: string; timestamp: string };

// Replying to a post that tags the account goes through /{ig-user-id}/mentions with the media
// id, not through a comment id, so a mention's remote id says so.
const mentionPrefix = 'mention:';

/** Comments on recent media and media the account is tagged in (/tags). */
export async function readInstagramInbox(
  graph: GraphClient,
  page: ConnectedPage,
  since: Date,
): Promise<InboxItem[]> {
  const token = page.credentials.accessToken;
  const [media, tags] = await Promise.all([
    graph.get<GraphList<MediaWithComments>>(`/${page.remoteId}/media`, token, {
      fields: 'id,comments.limit(50){id,text,username,timestamp}',
      limit: 25,
    }),
    graph.get<GraphList<Tag>>(`/${page.remoteId}/tags`, token, {
      fields: 'id,caption,username,timestamp',
      limit: 25,
    }),
  ]);
  const items: InboxItem[] = [];
  for (const post of media.data ?? []) {
    for (const comment of post.comments?.data ?? []) {
      items.push(item(comment.id, 'comment', comment.username, comment.text, comment.timestamp, post.id));
    }
  }
  for (const tag of tags.data ?? []) {
    items.push(
      item(`${mentionPrefix}${tag.id}`, 'mention', tag.username, tag.caption, tag.timestamp, tag.id),
    );
  }
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

export async function moderateOnInstagram(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  action: ModerationAction,
) {
  const token = page.credentials.accessToken;
  if (action === 'delete') return graph.delete(`/${itemRemoteId}`, token);
  await graph.post(`/${itemRemoteId}`, token, { hide: action === 'hide' });
}
