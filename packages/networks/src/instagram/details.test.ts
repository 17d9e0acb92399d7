import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectedPage, OutgoingPost } from '../adapter.ts';
import type { createInstagramAdapter } from './adapter.ts';
import type { FakeInstagramApi } from './fake.ts';
import { connectFakeInstagram } from './test-account.ts';

// Contract: each post detail arrives in the container field the IG User Media reference documents.
let fake: FakeInstagramApi;
let adapter: ReturnType<typeof createInstagramAdapter>;
let page: ConnectedPage;
const image = (n: number) => ({ url: `https://cdn.test/d${n}.jpg`, mime: 'image/jpeg' });
const video = { url: 'https://cdn.test/d.mp4', mime: 'video/mp4' };
const details = { location: '110843418940484', collaborators: ['@ana.bakes', 'joe'], tags: ['mia'] };
const post = (text: string, extra: Partial<OutgoingPost>): OutgoingPost => ({
  text,
  idempotencyKey: `details-${text}`,
  ...extra,
});

beforeAll(async () => {
  ({ fake, adapter, page } = await connectFakeInstagram());
});
afterAll(() => fake.close());

const containers = () => [...fake.state.containers.values()];
const containerOf = (url: string) => containers().find((entry) => entry.url === url);

describe('Instagram: location, collaborators and user tags reach the container', () => {
  it('sends all three on a single image, tags at the centre', async () => {
    await adapter.publish?.(
      page,
      post('Image', { images: [image(1)], options: { format: 'feed', ...details } }),
    );
    expect(containerOf(image(1).url)).toMatchObject({
      mediaType: 'IMAGE',
      locationId: '110843418940484',
      collaborators: ['ana.bakes', 'joe'],
      userTags: [{ username: 'mia', x: 0.5, y: 0.5 }],
    });
  });

  it('sends all three on a Reel, tags without a position', async () => {
    await adapter.publish?.(page, post('Reel', { video, options: { format: 'reel', ...details } }));
    expect(containerOf(video.url)).toMatchObject({
      mediaType: 'REELS',
      locationId: '110843418940484',
      collaborators: ['ana.bakes', 'joe'],
      userTags: [{ username: 'mia' }],
    });
  });

  it('sends location and collaborators on the carousel, tags on its first image', async () => {
    const images = [image(2), image(3)];
    await adapter.publish?.(page, post('Carousel', { images, options: { format: 'feed', ...details } }));
    const carousel = containers().find(
      (entry) => entry.mediaType === 'CAROUSEL' && entry.caption === 'Carousel',
    );
    expect(carousel).toMatchObject({ locationId: '110843418940484', collaborators: ['ana.bakes', 'joe'] });
    expect(carousel?.userTags).toBeUndefined();
    expect(containerOf(image(2).url)).toMatchObject({
      isCarouselItem: true,
      userTags: [{ username: 'mia' }],
    });
    expect(containerOf(image(3).url)?.userTags).toBeUndefined();
  });

  it('sends only the user tags on a story', async () => {
    await adapter.publish?.(
      page,
      post('', { images: [image(4)], options: { format: 'story', tags: ['mia'] } }),
    );
    const story = containerOf(image(4).url);
    expect(story).toMatchObject({ mediaType: 'STORIES', userTags: [{ username: 'mia', x: 0.5, y: 0.5 }] });
    expect(story?.locationId).toBeUndefined();
    expect(story?.collaborators).toBeUndefined();
  });

  it('sends no detail field when the post has none', async () => {
    await adapter.publish?.(page, post('Plain', { images: [image(5)], options: { format: 'feed' } }));
    const plain = containerOf(image(5).url);
    expect([plain?.locationId, plain?.collaborators, plain?.userTags]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
