import { describe, expect, it } from 'vitest';
import { audienceItems } from './audience.ts';
import { sandboxStreams } from './stored-audience.ts';

const page = { id: '5b0e8c4e-0000-4000-8000-000000000001', createdAt: new Date('2026-11-27T00:00:00Z') };
const read = (
  stream: (typeof sandboxStreams)[number],
  after: Date,
  now: Date,
  posts = [] as { id: string; createdAt: Date }[],
) => audienceItems({ page, posts, stream, after, now, perMinute: 20 });

describe("the sandbox's audience", () => {
  it('writes 20 items a minute, each moment in one stream, the same on every read', () => {
    const now = new Date(page.createdAt.getTime() + 10 * 60_000);
    const all = sandboxStreams.flatMap((stream) => read(stream, page.createdAt, now));
    expect(all).toHaveLength(200);
    expect(new Set(all.map((item) => item.remoteId)).size).toBe(200);
    expect(sandboxStreams.flatMap((stream) => read(stream, page.createdAt, now))).toEqual(all);
    // Moments 3 s apart, from the page's opening.
    const times = all.map((item) => Date.parse(item.createdAt)).sort((a, b) => a - b);
    expect(times[0]).toBe(page.createdAt.getTime() + 3000);
    expect(times.at(-1)).toBe(now.getTime());
    for (const review of read('reviews', page.createdAt, now)) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    for (const message of read('messages', page.createdAt, now)) {
      expect(message.conversationRemoteId).toMatch(new RegExp(`^${page.id}\\.with\\.\\d$`));
      expect(message.authorEmail).toMatch(/@example\.com$/);
    }
  });

  it('reads on from a time without repeating what came before it', () => {
    const middle = new Date(page.createdAt.getTime() + 5 * 60_000);
    const now = new Date(page.createdAt.getTime() + 10 * 60_000);
    const first = read('messages', page.createdAt, middle);
    const second = read('messages', middle, now);
    expect([...first, ...second]).toEqual(read('messages', page.createdAt, now));
  });

  it('comments on the latest post of their moment, or mention the page when it has none', () => {
    const now = new Date(page.createdAt.getTime() + 10 * 60_000);
    expect(read('comments', page.createdAt, now)).toEqual([]);
    const post = { id: 'post-1', createdAt: new Date(page.createdAt.getTime() + 5 * 60_000) };
    const comments = read('comments', page.createdAt, now, [post]);
    expect(comments.length).toBeGreaterThan(0);
    expect(
      comments.every(
        (item) => item.postRemoteId === 'post-1' && item.createdAt >= post.createdAt.toISOString(),
      ),
    ).toBe(true);
  });
});
