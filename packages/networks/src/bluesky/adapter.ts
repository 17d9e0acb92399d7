import { AtUri } from '@atproto/api';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { ConnectedPage, NetworkAdapter, OutgoingPost, PublishedPost } from '../adapter.ts';
import { readByStreams } from '../inbox-streams.ts';
import { isNetworkError, NetworkError } from '../network-error.ts';
import { readBlueskyCompetitor } from './competitor.ts';
import { readBlueskyPageFigures, readBlueskyPostFigures } from './figures.ts';
import { findReplyRecord, readNotifications, readPost, replyTo } from './inbox.ts';
import { buildPostRecord } from './post-record.ts';
import { recordKeyFor } from './record-key.ts';
import { connectAccount, readAccount, refreshSession, serviceOf } from './session.ts';
import { blockAccount, likePost, unblockAccount } from './social-records.ts';
import { agentFor, type BlueskyApi, isRecordNotFound, xrpc } from './xrpc.ts';

export type BlueskyConfig = BlueskyApi & {
  /** The default PDS or entryway (https://bsky.social); the form's `service` overrides it. */
  apiBaseUrl: string;
};

const collection = 'app.bsky.feed.post';

/**
 * A Bluesky account through the AT Protocol (official client @atproto/api). Each post's record
 * key comes from its idempotency key, so a retry cannot duplicate and the read-back is a
 * getRecord; likes and blocks are records keyed the same way (social-records.ts). Left out:
 * `moderate` (hiding others' replies needs threadgates, not wanted here).
 */
export function createBlueskyAdapter(config: BlueskyConfig): NetworkAdapter {
  const session = (page: ConnectedPage) => {
    const did = page.credentials.extra?.did ?? page.remoteId;
    const agent = agentFor(serviceOf(page.credentials), config, {
      accessJwt: page.credentials.accessToken,
      did,
    });
    return { agent, did, handle: page.credentials.extra?.handle ?? did };
  };

  async function findPublished(page: ConnectedPage, post: OutgoingPost): Promise<PublishedPost | null> {
    const { agent, did, handle } = session(page);
    const rkey = recordKeyFor(post.idempotencyKey);
    try {
      const { data } = await xrpc(false, () =>
        agent.com.atproto.repo.getRecord({ repo: did, collection, rkey }),
      );
      return published(data.uri, handle);
    } catch (error) {
      if (isRecordNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'bluesky',
    rules: networkRules.bluesky,
    connectWithForm: (fields) => connectAccount(config, config.apiBaseUrl, fields),
    refresh: (credentials) => refreshSession(config, credentials),
    listPages: (credentials) => readAccount(config, credentials),
    async publish(page, post) {
      const { agent, did, handle } = session(page);
      const record = await buildPostRecord(agent, config, post);
      const rkey = recordKeyFor(post.idempotencyKey);
      try {
        const { data } = await xrpc(true, () =>
          agent.com.atproto.repo.createRecord({ repo: did, collection, rkey, record }),
        );
        return published(data.uri, handle);
      } catch (error) {
        // A record already at this key is this post, sent by an earlier attempt.
        if (isNetworkError(error, 'rejected') || isNetworkError(error, 'server_error')) {
          const earlier = await findPublished(page, post).catch(() => null);
          if (earlier) return earlier;
        }
        throw error;
      }
    },
    findPublished,
    async deletePost(page, remoteId) {
      const { agent, did } = session(page);
      const uri = new AtUri(remoteId);
      if (uri.host !== did)
        throw new NetworkError('rejected', 'Not a post of this account', { reason: 'not_own_post' });
      await xrpc(true, () =>
        agent.com.atproto.repo.deleteRecord({ repo: did, collection: uri.collection, rkey: uri.rkey }),
      );
    },
    // Notifications are one stream: replies, mentions, quotes and reactions come together.
    ...readByStreams({ mentions: (page, since) => readNotifications(session(page).agent, since) }),
    reply(page, itemRemoteId, text, idempotencyKey) {
      const { agent, did } = session(page);
      return replyTo(agent, did, itemRemoteId, text, idempotencyKey);
    },
    findReply(page, _itemRemoteId, reply) {
      const { agent, did } = session(page);
      return findReplyRecord(agent, did, reply.idempotencyKey);
    },
    async like(page, itemRemoteId) {
      const { agent, did } = session(page);
      if (new AtUri(itemRemoteId).collection !== collection) {
        const reason = 'Only posts can be liked on Bluesky';
        throw new NetworkError('rejected', reason, { reason });
      }
      const post = await readPost(agent, itemRemoteId);
      await likePost(agent, did, post.uri, post.cid);
    },
    block(page, authorRemoteId) {
      const { agent, did } = session(page);
      return blockAccount(agent, did, authorRemoteId);
    },
    unblock(page, authorRemoteId) {
      const { agent, did } = session(page);
      return unblockAccount(agent, did, authorRemoteId);
    },
    async readMetrics(page) {
      const { agent, did } = session(page);
      const { data } = await xrpc(false, () => agent.app.bsky.actor.getProfile({ actor: did }));
      // Bluesky publishes no impressions; only the follower count is known.
      return { followers: data.followersCount ?? 0, impressions: 0, engagements: 0, daily: [] };
    },
    readPageFigures(page) {
      const { agent, did } = session(page);
      return readBlueskyPageFigures(agent, did);
    },
    readPostFigures: (page, remoteIds) => readBlueskyPostFigures(session(page).agent, remoteIds),
    readCompetitor: (page, handle) => readBlueskyCompetitor(session(page).agent, handle),
  };
}

function published(uri: string, handle: string): PublishedPost {
  return { remoteId: uri, url: `https://bsky.app/profile/${handle}/post/${new AtUri(uri).rkey}` };
}
