import type { Agent } from '@atproto/api';
import { recordKeyFor } from './record-key.ts';
import { isRecordNotFound, xrpc } from './xrpc.ts';

/**
 * Likes and blocks are records in the account's repository, each under a key derived from what it
 * is about (the liked post, the blocked account): liking or blocking twice finds the record there
 * and writes nothing, and unblocking knows which record to delete.
 */
async function exists(agent: Agent, did: string, collection: string, rkey: string): Promise<boolean> {
  try {
    await xrpc(false, () => agent.com.atproto.repo.getRecord({ repo: did, collection, rkey }));
    return true;
  } catch (error) {
    if (isRecordNotFound(error)) return false;
    throw error;
  }
}

async function putOnce(agent: Agent, did: string, collection: string, rkey: string, record: object) {
  if (await exists(agent, did, collection, rkey)) return;
  await xrpc(true, () =>
    agent.com.atproto.repo.createRecord({
      repo: did,
      collection,
      rkey,
      record: { $type: collection, ...record, createdAt: new Date().toISOString() },
    }),
  );
}

/** Likes a post (a reply, a mention) as the account: `app.bsky.feed.like` with the post's uri and cid. */
export async function likePost(agent: Agent, did: string, uri: string, cid: string) {
  await putOnce(agent, did, 'app.bsky.feed.like', recordKeyFor(`like:${uri}`), { subject: { uri, cid } });
}

/** Blocks an account: `app.bsky.graph.block` naming its DID. */
export async function blockAccount(agent: Agent, did: string, subject: string) {
  await putOnce(agent, did, 'app.bsky.graph.block', recordKeyFor(`block:${subject}`), { subject });
}

/** Unblocks an account: deletes the block record its DID keys (nothing to delete is done too). */
export async function unblockAccount(agent: Agent, did: string, subject: string) {
  const rkey = recordKeyFor(`block:${subject}`);
  if (!(await exists(agent, did, 'app.bsky.graph.block', rkey))) return;
  await xrpc(true, () =>
    agent.com.atproto.repo.deleteRecord({ repo: did, collection: 'app.bsky.graph.block', rkey }),
  );
}
