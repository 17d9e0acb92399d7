import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { readByStreams } from '../inbox-streams.ts';
import { createGraphClient } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';
import { createAttemptClock } from '../read-back.ts';
import {
  exchangeThreadsCode,
  refreshThreadsToken,
  type ThreadsConfig,
  threadsAuthorizationUrl,
} from './auth.ts';
import { readThreadsPageFigures, readThreadsPostFigures } from './figures.ts';
import { findThreadsReply, readThreadsMentions, readThreadsMetrics, readThreadsReplies } from './inbox.ts';
import { createThreadsPublisher } from './publish.ts';

type Profile = { id: string; username?: string; name?: string; threads_profile_picture_url?: string };

/**
 * Threads through graph.threads.net. One connection is one profile: its long-lived user token
 * (60 days, refreshable) is also the page's. Left out: deleting others' replies (the API only
 * hides them) and direct messages (Threads has none in its API).
 */
export function createThreadsAdapter(config: ThreadsConfig): NetworkAdapter {
  const rules = networkRules.threads;
  const graph = createGraphClient({
    baseUrl: config.apiBaseUrl,
    version: config.graphVersion ?? 'v1.0',
    timeoutMs: config.timeoutMs,
  });
  const publisher = createThreadsPublisher(
    graph,
    createAttemptClock(),
    rules.images?.carouselMax ?? 1,
    config.pollIntervalMs ?? 3000,
  );
  return {
    kind: 'threads',
    rules,
    authorizationUrl: (request) => threadsAuthorizationUrl(config, request),
    exchangeCode: (exchange) => exchangeThreadsCode(config, exchange),
    refresh: (credentials) => refreshThreadsToken(config, credentials),
    async listPages(credentials) {
      const profile = await graph.get<Profile>('/me', credentials.accessToken, {
        fields: 'id,username,name,threads_profile_picture_url',
      });
      return [
        {
          remoteId: profile.id,
          name: profile.username ?? profile.name ?? profile.id,
          pictureUrl: profile.threads_profile_picture_url,
          credentials,
        },
      ];
    },
    publish: (page, post) => publisher.publish(page, post),
    findPublished: (page, post) => publisher.findPublished(page, post),
    deletePost: (page, remoteId) => graph.delete(`/${remoteId}`, page.credentials.accessToken),
    ...readByStreams({
      comments: (page, since) => readThreadsReplies(graph, page, since),
      mentions: (page, since) => readThreadsMentions(graph, page, since),
    }),
    reply: (page, itemRemoteId, text) => publisher.reply(page, itemRemoteId, text),
    findReply: (page, itemRemoteId, reply) => findThreadsReply(graph, page, itemRemoteId, reply),
    async moderate(page, itemRemoteId, action) {
      if (action === 'delete') {
        const reason = 'Threads lets a profile hide replies, not delete them';
        throw new NetworkError('rejected', reason, { reason });
      }
      await graph.post(`/${itemRemoteId}/manage_reply`, page.credentials.accessToken, {
        hide: action === 'hide',
      });
    },
    readMetrics: (page, days) => readThreadsMetrics(graph, page, days),
    readPageFigures: (page, days) => readThreadsPageFigures(graph, page, days),
    readPostFigures: (page, remoteIds) => readThreadsPostFigures(graph, page, remoteIds),
  };
}
