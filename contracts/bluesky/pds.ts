import { createHmac } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestNetworkNoAppView } from '@atproto/dev-env';

const appPasswordName = 'Pagewise';

export type TestAccount = { did: string; handle: string; password: string; appPassword: string };

/**
 * A real PDS (@atproto/pds) with an in-memory PLC directory, at localhost on free ports, its SQLite
 * databases and blobs in a temporary folder removed on close. Without an AppView: app.bsky.* reads
 * that the PDS proxies are out of reach, so the contract reads back with com.atproto.* only.
 */
export async function startPds() {
  const folder = await mkdtemp(join(tmpdir(), 'pagewise-pds-'));
  await mkdir(join(folder, 'data'));
  const network = await TestNetworkNoAppView.create({
    pds: { dataDirectory: join(folder, 'data'), blobstoreDiskLocation: join(folder, 'blobs') },
  }).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true });
    throw error;
  });
  const { pds } = network;
  const agent = () => pds.getAgent();

  return {
    url: pds.url,
    /** An account with a password, and an app password as a user makes one for Pagewise. */
    async createAccount(name: string): Promise<TestAccount> {
      const owner = agent();
      const handle = `${name}.test`;
      const password = `${name}-password`;
      await owner.createAccount({ handle, email: `${name}@example.com`, password });
      const { data } = await owner.com.atproto.server.createAppPassword({ name: appPasswordName });
      return { did: owner.assertDid, handle, password, appPassword: data.password };
    },
    /** The record as the PDS stores it, or null when it has none at that URI. */
    async record(uri: string) {
      const [repo = '', collection = '', rkey = ''] = uri.replace('at://', '').split('/');
      try {
        const { data } = await agent().com.atproto.repo.getRecord({ repo, collection, rkey });
        return data;
      } catch (error) {
        if (error instanceof Error && /RecordNotFound|Could not locate/.test(error.message)) return null;
        throw error;
      }
    },
    /** The bytes of a blob the PDS keeps for an account. */
    async blob(did: string, cid: string): Promise<Uint8Array> {
      const { data } = await agent().com.atproto.sync.getBlob({ did, cid });
      return data;
    },
    /** An access token of this PDS for the account that expired a minute ago. */
    expiredAccessToken(did: string, scope: string): string {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const claims = { scope, aud: pds.ctx.cfg.service.did, sub: did, iat: now - 7200, exp: now - 60 };
      const unsigned = `${part({ typ: 'at+jwt', alg: 'HS256' })}.${part(claims)}`;
      const signature = createHmac('sha256', pds.jwtSecretKey()).update(unsigned).digest('base64url');
      return `${unsigned}.${signature}`;
    },
    /** Revokes an app password, as a user does in Bluesky's settings. */
    async revokeAppPassword(account: TestAccount) {
      const owner = agent();
      await owner.login({ identifier: account.handle, password: account.password });
      await owner.com.atproto.server.revokeAppPassword({ name: appPasswordName });
    },
    async close() {
      await network.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export type Pds = Awaited<ReturnType<typeof startPds>>;
