import type { GraphClient } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';

type ContainerStatus = {
  status_code?: 'EXPIRED' | 'ERROR' | 'FINISHED' | 'IN_PROGRESS' | 'PUBLISHED';
  status?: string;
};

// The docs advise querying a container's status about once a minute for at most five minutes;
// we look sooner since images are ready at once, and give up after the same five minutes.
const maxWaitMs = 5 * 60 * 1000;

/** Waits until a media container is ready to publish; an ERROR or EXPIRED container is refused. */
export async function waitUntilFinished(
  graph: GraphClient,
  token: string,
  containerId: string,
  pollMs: number,
) {
  const deadline = Date.now() + maxWaitMs;
  for (;;) {
    const answer = await graph.get<ContainerStatus>(`/${containerId}`, token, {
      fields: 'status_code,status',
    });
    if (answer.status_code === 'FINISHED' || answer.status_code === 'PUBLISHED' || !answer.status_code)
      return;
    if (answer.status_code === 'ERROR' || answer.status_code === 'EXPIRED') {
      const reason = answer.status ?? `Instagram could not process the media (${answer.status_code})`;
      throw new NetworkError('rejected', `Instagram container ${containerId}: ${reason}`, { reason });
    }
    if (Date.now() + pollMs > deadline) {
      throw new NetworkError(
        'server_error',
        `Instagram container ${containerId} still processing after 5 minutes`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
