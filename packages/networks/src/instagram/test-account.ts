import type { ConnectedPage } from '../adapter.ts';
import { createInstagramAdapter } from './adapter.ts';
import { type FakeInstagramApi, startFakeInstagram } from './fake.ts';

/** The Instagram fake, an adapter pointed at it, and the fake's business account, connected. */
export async function connectFakeInstagram(): Promise<{
  fake: FakeInstagramApi;
  adapter: ReturnType<typeof createInstagramAdapter>;
  page: ConnectedPage;
}> {
  const fake = await startFakeInstagram();
  const adapter = createInstagramAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app-1',
    clientSecret: 'secret',
    timeoutMs: 400,
    pollIntervalMs: 10,
  });
  const pages = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
  const page = pages[0];
  if (!page) throw new Error('no Instagram account listed');
  return { fake, adapter, page };
}
