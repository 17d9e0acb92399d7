import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedPage } from '../adapter.ts';
import { completeDays } from '../figure-days.ts';
import { createBlueskyAdapter } from './adapter.ts';
import { type BlueskyFake, startFakeBluesky } from './fake.ts';

let fake: BlueskyFake;
let page: ConnectedPage;
const adapter = () => createBlueskyAdapter({ apiBaseUrl: fake.url, timeoutMs: 500 });

beforeAll(async () => {
  fake = await startFakeBluesky();
  fake.addAccount('alice.test', 'app-pass', 12);
  const remote = (await adapter().connectWithForm?.({ handle: '@alice.test', appPassword: 'app-pass' }))
    ?.pages[0];
  if (!remote) throw new Error('no page');
  page = remote;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.records = [];
  fake.state.postCounts.clear();
});

describe('Bluesky: figures', () => {
  it("gives the account's followers now as the last complete day's, and no other day", async () => {
    expect(await adapter().readPageFigures?.(page, 90)).toEqual([
      { date: completeDays(1)[0], followers: 12 },
    ]);
  });

  it("maps each post's counts from getPosts, 25 a call, and leaves out a deleted post", async () => {
    const published = await adapter().publish?.(page, { text: 'Counted', idempotencyKey: 'figures-1' });
    const uri = published?.remoteId ?? '';
    fake.state.postCounts.set(uri, { likeCount: 9, replyCount: 2, repostCount: 3, quoteCount: 1 });
    const gone = `at://${page.remoteId}/app.bsky.feed.post/3gone`;
    const others = Array.from({ length: 30 }, (_unused, index) => `${gone}${index}`);
    const figures = await adapter().readPostFigures?.(page, [uri, gone, ...others]);
    // Bluesky counts no views or clicks: those are left out, never 0.
    expect(figures).toEqual([{ remoteId: uri, reactions: 9, comments: 2, shares: 4 }]);
    const calls = fake.calls.filter((call) => call.path === '/xrpc/app.bsky.feed.getPosts');
    expect(calls.map((call) => call.query.getAll('uris').length)).toEqual([25, 7]);
  });
});
