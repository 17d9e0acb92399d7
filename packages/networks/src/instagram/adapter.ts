import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import { readByStreams } from '../inbox-streams.ts';
import {
  defaultGraphVersion,
  exchangeFacebookCode,
  facebookAuthorizationUrl,
  type MetaAppConfig,
} from '../meta/facebook-login.ts';
import { createGraphClient } from '../meta/graph-client.ts';
import { listManagedPages } from '../meta/page-accounts.ts';
import { roleFromTasks } from '../meta/page-role.ts';
import { createAttemptClock } from '../read-back.ts';
import { readInstagramCompetitor } from './competitor.ts';
import { readInstagramPageFigures, readInstagramPostFigures } from './figures.ts';
import {
  findInstagramReply,
  moderateOnInstagram,
  readInstagramComments,
  readInstagramMentions,
  readInstagramMessages,
  replyOnInstagram,
} from './inbox.ts';
import { readInstagramMetrics } from './metrics.ts';
import { createInstagramPublisher } from './publish.ts';

// Instagram Graph API with Facebook Login for Business (developers.facebook.com/docs/instagram-platform).
export const instagramScopes = [
  'instagram_basic',
  'instagram_content_publish',
  'instagram_manage_comments',
  'instagram_manage_insights',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
];

/**
 * Instagram professional accounts linked to the user's Facebook pages. Tokens are Facebook's:
 * a long-lived user token (about 60 days, no refresh) for the connection, and for each account
 * the linked page's token (does not expire), which the Instagram endpoints accept.
 * Left out: deleting media (the API cannot), direct messages (Messenger Platform for
 * Instagram, a separate app review).
 */
export function createInstagramAdapter(config: MetaAppConfig & { pollIntervalMs?: number }): NetworkAdapter {
  const rules = networkRules.instagram;
  const graph = createGraphClient({
    baseUrl: config.apiBaseUrl,
    version: config.graphVersion ?? defaultGraphVersion,
    timeoutMs: config.timeoutMs,
  });
  const publisher = createInstagramPublisher(
    graph,
    createAttemptClock(),
    rules.images?.carouselMax ?? 1,
    config.pollIntervalMs ?? 3000,
  );
  return {
    kind: 'instagram',
    rules,
    authorizationUrl: (request) => facebookAuthorizationUrl(config, instagramScopes, request),
    exchangeCode: (exchange) => exchangeFacebookCode(config, exchange),
    async listPages(credentials) {
      const pages = await listManagedPages(
        graph,
        credentials.accessToken,
        'instagram_business_account{id,username,name,profile_picture_url}',
      );
      return pages.flatMap((page) => {
        const account = page.instagram_business_account;
        if (!account) return [];
        return [
          {
            remoteId: account.id,
            name: account.username ?? account.name ?? page.name,
            pictureUrl: account.profile_picture_url,
            credentials: {
              accessToken: page.access_token ?? credentials.accessToken,
              extra: { pageId: page.id },
            },
            // The role on the linked page; 'analyst' is refused by the server (spec).
            role: roleFromTasks(page.tasks),
          },
        ];
      });
    },
    publish: (page, post) => publisher.publish(page, post),
    findPublished: (page, post) => publisher.findPublished(page, post),
    ...readByStreams({
      comments: (page, since) => readInstagramComments(graph, page, since),
      mentions: (page, since) => readInstagramMentions(graph, page, since),
      messages: (page, since) => readInstagramMessages(graph, page, since),
    }),
    reply: (page, itemRemoteId, text) => replyOnInstagram(graph, page, itemRemoteId, text),
    moderate: (page, itemRemoteId, action) => moderateOnInstagram(graph, page, itemRemoteId, action),
    findReply: (page, itemRemoteId, reply) => findInstagramReply(graph, page, itemRemoteId, reply),
    readMetrics: (page, days) => readInstagramMetrics(graph, page, days),
    readPageFigures: (page, days) => readInstagramPageFigures(graph, page, days),
    readPostFigures: (page, remoteIds) => readInstagramPostFigures(graph, page, remoteIds),
    readCompetitor: (page, handle) => readInstagramCompetitor(graph, page, handle),
  };
}
