import type { ConnectedPage, InboxItem, OutgoingReply, PageMetrics } from '../adapter.ts';
import type { GraphClient, GraphList } from '../meta/graph-client.ts';

type Reply = {
  id: string;
  text?: string;
  username?: string;
  timestamp: string;
  permalink?: string;
  root_post?: { id: string };
};

// Replies are read per post: the 10 most recent posts are looked at.
const postsLooked = 10;

/** Replies to the profile's recent posts. */
export async function readThreadsReplies(graph: GraphClient, page: ConnectedPage, since: Date) {
  const token = page.credentials.accessToken;
  const posts = await graph.get<GraphList<{ id: string }>>(`/${page.remoteId}/threads`, token, {
    fields: 'id',
    limit: postsLooked,
  });
  const replies = await Promise.all(
    (posts.data ?? []).map(async (post) => {
      const answer = await graph.get<GraphList<Reply>>(`/${post.id}/replies`, token, { fields: replyFields });
      return (answer.data ?? []).map((reply) => item(reply, 'comment', post.id));
    }),
  );
  return recent(replies.flat(), since);
}

/** Posts of others that mention the profile. */
export async function readThreadsMentions(graph: GraphClient, page: ConnectedPage, since: Date) {
  const mentions = await graph.get<GraphList<Reply>>(
    `/${page.remoteId}/mentions`,
    page.credentials.accessToken,
    {
      fields: replyFields,
    },
  );
  return recent(
    (mentions.data ?? []).map((mention) => item(mention, 'mention', mention.id)),
    since,
  );
}

const replyFields = 'id,text,username,timestamp,permalink';

/**
 * Read-back of a reply: the item's replies (`/{threads-media-id}/replies`), the one the profile
 * owns (`is_reply_owned_by_me`) with this text.
 */
export async function findThreadsReply(
  graph: GraphClient,
  page: ConnectedPage,
  itemRemoteId: string,
  reply: OutgoingReply,
) {
  const answer = await graph.get<GraphList<Reply & { is_reply_owned_by_me?: boolean }>>(
    `/${itemRemoteId}/replies`,
    page.credentials.accessToken,
    { fields: `${replyFields},is_reply_owned_by_me` },
  );
  const found = (answer.data ?? []).find((entry) => entry.is_reply_owned_by_me && entry.text === reply.text);
  return found ? { remoteId: found.id } : null;
}

function recent(items: InboxItem[], since: Date) {
  return items.filter((entry) => Date.parse(entry.createdAt) >= since.getTime());
}

function item(reply: Reply, type: InboxItem['type'], postRemoteId: string): InboxItem {
  return {
    remoteId: reply.id,
    type,
    authorName: reply.username ?? 'Threads user',
    ...(reply.username ? { authorUrl: `https://www.threads.net/@${reply.username}` } : {}),
    ...(reply.permalink ? { url: reply.permalink } : {}),
    text: reply.text ?? '',
    createdAt: new Date(Date.parse(reply.timestamp)).toISOString(),
    postRemoteId,
  };
}

type Insight = {
  name: string;
  values?: { value: number; end_time: string }[];
  total_value?: { value: number };
};

/** Profile insights: `views` per day; likes, replies, reposts and quotes as totals. */
export async function readThreadsMetrics(
  graph: GraphClient,
  page: ConnectedPage,
  days: number,
): Promise<PageMetrics> {
  const until = Math.floor(Date.now() / 1000);
  const answer = await graph.get<GraphList<Insight>>(
    `/${page.remoteId}/threads_insights`,
    page.credentials.accessToken,
    {
      metric: 'views,likes,replies,reposts,quotes,followers_count',
      since: until - days * 86_400,
      until,
    },
  );
  const metric = (name: string) => answer.data?.find((entry) => entry.name === name);
  const total = (name: string) => metric(name)?.total_value?.value ?? 0;
  const daily = (metric('views')?.values ?? []).map((value) => ({
    date: value.end_time.slice(0, 10),
    impressions: value.value,
    engagements: 0,
  }));
  return {
    followers: total('followers_count'),
    impressions: daily.reduce((sum, entry) => sum + entry.impressions, 0),
    engagements: total('likes') + total('replies') + total('reposts') + total('quotes'),
    daily,
  };
}
