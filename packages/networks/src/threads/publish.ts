import { type ConnectedPage, mediaInOrder, type OutgoingPost, type PublishedPost } from '../adapter.ts';
import type { GraphClient, GraphList, GraphParams } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';
import { type AttemptClock, findByText } from '../read-back.ts';

type Listed = { id: string; text?: string; timestamp: string; permalink?: string };
type ContainerStatus = {
  status?: 'EXPIRED' | 'ERROR' | 'FINISHED' | 'IN_PROGRESS' | 'PUBLISHED';
  error_message?: string;
};

// Media containers are processed asynchronously: the docs suggest waiting about 30 s on
// average and checking the status; we give up after five minutes.
const maxWaitMs = 5 * 60 * 1000;

/**
 * Threads publishing (developers.facebook.com/docs/threads/posts): create a media container,
 * wait until FINISHED, then threads_publish it. Replies are posts with `reply_to_id`.
 */
export function createThreadsPublisher(
  graph: GraphClient,
  clock: AttemptClock,
  carouselMax: number,
  pollMs: number,
) {
  const container = async (page: ConnectedPage, params: GraphParams) => {
    const created = await graph.post<{ id: string }>(
      `/${page.remoteId}/threads`,
      page.credentials.accessToken,
      params,
    );
    // A text-only container needs no processing.
    if (params.media_type !== 'TEXT') await waitUntilFinished(page.credentials.accessToken, created.id);
    return created.id;
  };
  const publishContainer = async (page: ConnectedPage, creationId: string) => {
    const published = await graph.post<{ id: string }>(
      `/${page.remoteId}/threads_publish`,
      page.credentials.accessToken,
      {
        creation_id: creationId,
      },
    );
    return published.id;
  };
  const waitUntilFinished = async (token: string, containerId: string) => {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      const answer = await graph.get<ContainerStatus>(`/${containerId}`, token, {
        fields: 'status,error_message',
      });
      if (answer.status === 'FINISHED' || answer.status === 'PUBLISHED' || !answer.status) return;
      if (answer.status === 'ERROR' || answer.status === 'EXPIRED') {
        const reason = answer.error_message ?? `Threads could not process the media (${answer.status})`;
        throw new NetworkError('rejected', `Threads container ${containerId}: ${reason}`, { reason });
      }
      if (Date.now() + pollMs > deadline)
        throw new NetworkError('server_error', `Threads container ${containerId} timed out`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  };

  return {
    async publish(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost> {
      // A carousel's children are IMAGE and VIDEO containers, in the user's order.
      const items = mediaInOrder(post)
        .map((item) =>
          item.kind === 'video'
            ? { media_type: 'VIDEO', video_url: item.url }
            : { media_type: 'IMAGE', image_url: item.url },
        )
        .slice(0, carouselMax);
      clock.begin(post.idempotencyKey);
      let creationId: string;
      const [only] = items;
      if (items.length > 1) {
        const children: string[] = [];
        for (const item of items) children.push(await container(page, { ...item, is_carousel_item: true }));
        creationId = await container(page, {
          media_type: 'CAROUSEL',
          children: children.join(','),
          text: post.text,
        });
      } else if (only) {
        creationId = await container(page, { ...only, text: post.text });
      } else {
        creationId = await container(page, {
          media_type: 'TEXT',
          text: post.text,
          link_attachment: post.link,
        });
      }
      const remoteId = await publishContainer(page, creationId);
      return { remoteId, url: await permalink(graph, page.credentials.accessToken, remoteId) };
    },

    async findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
      const since = clock.since(post.idempotencyKey);
      const answer = await graph.get<GraphList<Listed>>(
        `/${page.remoteId}/threads`,
        page.credentials.accessToken,
        {
          fields: 'id,text,timestamp,permalink',
          since: Math.floor(since.getTime() / 1000),
          limit: 25,
        },
      );
      const candidates = (answer.data ?? []).map((item) => ({
        remoteId: item.id,
        url: item.permalink,
        text: item.text ?? '',
        createdAt: item.timestamp,
      }));
      const found = findByText(candidates, post.text, since);
      return found ? { remoteId: found.remoteId, url: found.url } : null;
    },

    async reply(page: ConnectedPage, replyToId: string, text: string) {
      const creationId = await container(page, { media_type: 'TEXT', text, reply_to_id: replyToId });
      return { remoteId: await publishContainer(page, creationId) };
    },
  };
}

/** The permalink is a nicety: once published, failing to read it must not fail the publish. */
async function permalink(graph: GraphClient, token: string, id: string): Promise<string | undefined> {
  try {
    return (await graph.get<{ permalink?: string }>(`/${id}`, token, { fields: 'permalink' })).permalink;
  } catch {
    return undefined;
  }
}
