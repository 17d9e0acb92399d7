import { readFileSync } from 'node:fs';
import type { OutgoingPost } from '@pagewise/networks/adapter';
import { FakeApi } from '@pagewise/networks/fake/fake-api';
import { serveMediaFiles } from '@pagewise/networks/fake/fake-media';
import { type NetworkKind, networkKinds } from '@pagewise/shared/networks/kinds';
import { type NetworkRules, networkRules } from '@pagewise/shared/networks/rules';
import {
  carouselRatios,
  type MediaFacts,
  type PostContent,
  type PostKind,
  pollDurationsDays,
  postContent,
  postKinds,
} from '@pagewise/shared/posts/post';
import { postIssueKeys, validatePost } from '@pagewise/shared/posts/validate-post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredMedia } from '../modules/media/find-media.ts';
import { outgoingPost } from '../modules/publishing/outgoing-post.ts';
import { type ContractFake, type ContractOption, startContractFakes } from './contract-fakes.ts';
import { postRow } from './post-row.ts';

/**
 * Every network × post kind × option of the composer: the option reaches the network's fake in
 * its documented field (a probe in contract-fakes.ts), or `validatePost` refuses it before saving
 * with a keyed, translated reason naming the option's field. An option a network accepts with no
 * probe fails here: nothing is silently dropped. The cases are built from the rules and the post
 * schema, so a new detail, kind, network or composer field has to be classified to pass.
 */

/** Each composer field: one of the matrix's options, or the post's content itself. */
const composerFields: Record<keyof PostContent, ContractOption | 'content'> = {
  kind: 'content',
  pageIds: 'content',
  message: 'content',
  // Texts per network and per page replace the message (posts/custom-texts.test.ts).
  networkTexts: 'content',
  pageTexts: 'content',
  // Per-network options (TikTok privacy, YouTube title…) have their adapters' own tests.
  options: 'content',
  description: 'content',
  link: 'content',
  mediaIds: 'content',
  documentMediaId: 'content',
  documentTitle: 'content',
  storyOfPostId: 'content',
  carouselRatio: 'carouselRatio',
  thumbnailMediaId: 'thumbnail',
  poll: 'pollDuration',
  reel: 'reel',
  location: 'location',
  tags: 'tags',
  collaborators: 'collaborators',
};
/** Each post detail of the rules, as a matrix option. */
const detailOptions: Record<keyof NetworkRules['details'], ContractOption> = {
  location: 'location',
  tags: 'tags',
  collaborators: 'collaborators',
  thumbnail: 'thumbnail',
};
/** The sandbox is the product's own practice network (its posts live in the database), not a fake. */
const outsideMatrix: Partial<Record<NetworkKind, string>> = {
  sandbox: 'stored by the product itself: sandbox.test.ts reads each detail back from its page',
};

const values = { location: '110123456789', tag: 'ana.bakes', collaborator: 'bob.bakes' };
const languages = ['en', 'fr', 'de', 'es', 'pt', 'it'];
const catalogues = languages.map((language) => {
  const file = new URL(`../../../web/src/i18n/${language}/issues.json`, import.meta.url);
  return {
    language,
    post: (JSON.parse(readFileSync(file, 'utf8')) as { post: Record<string, string> }).post,
  };
});

// Small real files behind every URL the adapters fetch; their facts as the upload measured them.
const files = new Map<string, Uint8Array>();
const facts: MediaFacts[] = [];
function file(id: string, fact: Omit<MediaFacts, 'id' | 'bytes'>, bytes: number) {
  files.set(id, new Uint8Array(bytes).fill(id.length));
  facts.push({ id, bytes, ...fact });
}
const still = {
  frames: null,
  durationSeconds: null,
  videoCodec: null,
  audioCodec: null,
  audioSampleRate: null,
  fps: null,
};
const clip = {
  kind: 'video' as const,
  mime: 'video/mp4',
  format: 'mp4',
  width: 1080,
  height: 1080,
  frames: null,
  durationSeconds: 30,
  videoCodec: 'AVC',
  audioCodec: 'AAC',
  audioSampleRate: 44_100,
  fps: 30,
};
const photo = {
  ...still,
  kind: 'image' as const,
  mime: 'image/jpeg',
  format: 'jpg',
  width: 1080,
  height: 1080,
};
file('photo-1.jpg', photo, 2048);
file('photo-2.jpg', photo, 2048);
file('cover.jpg', { ...photo, width: 1280, height: 720 }, 1500);
file(
  'loop.gif',
  { ...still, kind: 'image', mime: 'image/gif', format: 'gif', width: 400, height: 400, frames: 12 },
  1024,
);
file('clip-1.mp4', clip, 4096);
file('clip-2.mp4', clip, 4096);
file(
  'guide.pdf',
  { ...still, kind: 'document', mime: 'application/pdf', format: 'pdf', width: null, height: null },
  1024,
);

/** A post of each kind that needs nothing but what its kind needs. */
function basePost(kind: PostKind, network: NetworkKind): PostContent {
  const rules = networkRules[network];
  const post = postContent.parse({
    kind,
    pageIds: [network],
    message: 'Fresh bread this morning',
    ...(rules.requires.link ? { link: 'https://pagewise.test/bread' } : {}),
    options: {
      ...(rules.requires.board ? { pinterest: { boardId: 'b1' } } : {}),
      ...(network === 'tiktok' ? { tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' } } : {}),
    },
  });
  switch (kind) {
    case 'image':
    case 'story':
      return { ...post, mediaIds: ['photo-1.jpg'] };
    case 'slider':
      return { ...post, mediaIds: ['photo-1.jpg', 'photo-2.jpg'] };
    case 'video':
      return { ...post, mediaIds: ['clip-1.mp4'] };
    case 'document':
      return { ...post, documentMediaId: 'guide.pdf', documentTitle: 'Our guide' };
    case 'poll':
      return {
        ...post,
        message: 'Which bread?',
        poll: { question: 'Which bread?', options: ['Rye', 'Spelt'], durationDays: 1 },
      };
    default:
      return post;
  }
}

type Variant = { option: ContractOption; post: PostContent; days: number; urls: string[]; field: RegExp };

/** The post with one option set, for each value of it worth a case; none where it means nothing. */
function variants(base: PostContent): Variant[] {
  const media = base.mediaIds;
  const images = media.filter((id) => !id.endsWith('.mp4'));
  const variant = (
    option: ContractOption,
    post: Partial<PostContent>,
    field: RegExp,
    extra: Partial<Variant> = {},
  ) => ({
    option,
    post: { ...base, ...post },
    days: base.poll?.durationDays ?? 0,
    urls: [],
    field,
    ...extra,
  });
  const list: Variant[] = [
    variant('location', { location: values.location }, /^location$/),
    variant('tags', { tags: [values.tag] }, /^tags$/),
    variant('collaborators', { collaborators: [values.collaborator] }, /^collaborators$/),
    variant('thumbnail', { thumbnailMediaId: 'cover.jpg' }, /^thumbnailMediaId$/),
    variant('reel', { reel: true }, /^reel$/),
  ];
  if (base.poll) {
    for (const days of pollDurationsDays) {
      list.push(
        variant('pollDuration', { poll: { ...base.poll, durationDays: days } }, /^poll\.durationDays$/, {
          days,
        }),
      );
    }
  }
  if (images.length > 0) {
    for (const ratio of carouselRatios.filter((entry) => entry !== 'original')) {
      list.push(variant('carouselRatio', { carouselRatio: ratio }, /^carouselRatio$/));
    }
    list.push(variant('gif', { mediaIds: ['loop.gif', ...images.slice(1)] }, /^mediaIds/));
  }
  if (media.includes('clip-1.mp4')) {
    const urls = ['clip-1.mp4', 'clip-2.mp4'];
    list.push(variant('severalVideos', { mediaIds: urls }, /^mediaIds/, { urls }));
  }
  return list;
}

const pages = networkKinds.map((kind) => ({ id: kind, kind }));
const validate = (post: PostContent) =>
  validatePost({ ...post, intent: 'now', scheduledAt: null }, { pages, media: facts, now: new Date() })
    .errors;
const errorKey = (error: { field: string; key: string }) => `${error.field}|${error.key}`;

let mediaServer: FakeApi;
let stored: Map<string, StoredMedia>;
let fakes: Partial<Record<NetworkKind, ContractFake>>;

beforeAll(async () => {
  mediaServer = await serveMediaFiles(new FakeApi(), files).start();
  stored = new Map(
    facts.map((fact) => [
      fact.id,
      { ...fact, url: `${mediaServer.url}/media/${fact.id}`, storageKey: fact.id },
    ]),
  );
  fakes = await startContractFakes();
});
afterAll(async () => {
  await Promise.all([mediaServer.close(), ...Object.values(fakes).map((entry) => entry.fake.close())]);
});

describe('contract matrix: every option reaches the network or is refused before saving', () => {
  it('classifies every composer field and every detail of the rules', () => {
    expect(Object.keys(composerFields).sort()).toEqual(Object.keys(postContent.shape).sort());
    expect(Object.keys(detailOptions).sort()).toEqual(Object.keys(networkRules.sandbox.details).sort());
  });

  const networks = networkKinds.filter((kind) => !outsideMatrix[kind]);
  it.each(networks)('%s', async (network) => {
    const fake = fakes[network];
    let published = 0;
    for (const kind of postKinds) {
      const base = basePost(kind, network);
      const baseErrors = new Set(validate(base).map(errorKey));
      // A kind the network does not publish: every option on it is refused with it.
      if (baseErrors.size > 0) continue;
      for (const variant of variants(base)) {
        const where = `${network} × ${kind} × ${variant.option}`;
        const added = validate(variant.post).filter((error) => !baseErrors.has(errorKey(error)));
        if (added.length > 0) {
          expect(
            added.some((error) => variant.field.test(error.field)),
            `${where}: refused on its field`,
          ).toBe(true);
          for (const error of added) {
            expect(postIssueKeys, where).toContain(error.key);
            for (const { language, post } of catalogues) {
              expect(
                post[error.key.replace(/^post\./, '')],
                `${where}: ${error.key} in ${language}`,
              ).toBeTruthy();
            }
          }
          continue;
        }
        const probe = fake?.probes[variant.option];
        expect(probe, `${where} is accepted but no probe says where it arrives`).toBeDefined();
        if (!fake || !probe) continue;
        // Each case's own text: networks refuse a duplicate of a recent post.
        const message = `${variant.post.message} (${published + 1})`;
        const row = postRow({ ...variant.post, message });
        const outgoing = outgoingPost(
          row,
          { id: `page-${network}`, kind: network },
          stored,
          `${where}-${variant.days}`,
        );
        const before = fake.fake.calls.length;
        const result = await fake.adapter.publish?.(fake.page, outgoing);
        if (!result) throw new Error(`${network} has no publish`);
        probe({
          calls: fake.fake.calls.slice(before),
          published: result,
          outgoing: outgoing as OutgoingPost,
          values: {
            ...values,
            days: variant.days,
            urls: variant.urls.map((id) => stored.get(id)?.url ?? id),
            ratio: variant.post.carouselRatio,
          },
        });
        published += 1;
      }
    }
    // A network with a fake proves at least one option (one without takes none, checked above).
    if (fake) expect(published).toBeGreaterThan(0);
  });
});

/** The stored row of a post of this content (what publishing reads). */
