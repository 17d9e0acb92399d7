import type { ConnectedPage, NetworkAdapter, OutgoingPost, PublishedPost } from '@pagewise/networks/adapter';
import { createFacebookPageAdapter } from '@pagewise/networks/facebook-page/adapter';
import { startFakeFacebookPage } from '@pagewise/networks/facebook-page/fake';
import type { FakeApi, FakeRequest } from '@pagewise/networks/fake/fake-api';
import { connectFakeInstagram } from '@pagewise/networks/instagram/test-account';
import { createLinkedInAdapter } from '@pagewise/networks/linkedin/adapter';
import { startFakeLinkedIn } from '@pagewise/networks/linkedin/fake';
import { createPinterestAdapter } from '@pagewise/networks/pinterest/adapter';
import { startFakePinterest } from '@pagewise/networks/pinterest/fake';
import { createTelegramAdapter } from '@pagewise/networks/telegram/adapter';
import { startFakeTelegram } from '@pagewise/networks/telegram/fake';
import { createThreadsAdapter } from '@pagewise/networks/threads/adapter';
import { startFakeThreads } from '@pagewise/networks/threads/fake';
import { createTwitterAdapter } from '@pagewise/networks/twitter/adapter';
import { startFakeTwitter } from '@pagewise/networks/twitter/fake';
import { createYouTubeAdapter } from '@pagewise/networks/youtube/adapter';
import { startFakeYouTube } from '@pagewise/networks/youtube/fake';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { expect } from 'vitest';

/**
 * The options of the contract matrix (contract-matrix.test.ts): each is a field of the composer
 * that must reach the network in its documented field, or be refused before saving.
 */
export type ContractOption =
  | 'location'
  | 'tags'
  | 'collaborators'
  | 'thumbnail'
  | 'reel'
  | 'pollDuration'
  | 'carouselRatio'
  | 'gif'
  | 'severalVideos';

/** What a probe reads: the calls the fake received for this publish, and what was sent. */
export type ProbeInput = {
  calls: FakeRequest[];
  published: PublishedPost;
  outgoing: OutgoingPost;
  /** The case's values: the place, a user, a collaborator, the poll's days, the media's URLs. */
  values: {
    location: string;
    tag: string;
    collaborator: string;
    days: number;
    urls: string[];
    ratio: string;
  };
};
export type Probe = (input: ProbeInput) => void;

export type ContractFake = {
  fake: FakeApi;
  adapter: NetworkAdapter;
  page: ConnectedPage;
  /** Where each option the network takes arrives, as its API documents it. */
  probes: Partial<Record<ContractOption, Probe>>;
};

type Form = Record<string, string>;
const form = (call: FakeRequest | undefined): Form => (call?.body ?? {}) as Form;
const posts = (calls: FakeRequest[], suffix: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(suffix));
/** The Graph container the post is published from: the last one that is not a carousel item. */
const topContainer = (calls: FakeRequest[], suffix: string) =>
  form(
    posts(calls, suffix)
      .filter((call) => form(call).is_carousel_item !== 'true')
      .at(-1),
  );

export async function startContractFakes(): Promise<Partial<Record<NetworkKind, ContractFake>>> {
  const [instagram, facebook, youtube, twitter, linkedin, telegram, threads, pinterest] = await Promise.all([
    instagramFake(),
    facebookFake(),
    youtubeFake(),
    twitterFake(),
    linkedinFake(),
    telegramFake(),
    threadsFake(),
    pinterestFake(),
  ]);
  return { instagram, facebook_page: facebook, youtube, twitter, linkedin, telegram, threads, pinterest };
}

async function instagramFake(): Promise<ContractFake> {
  const { fake, adapter, page } = await connectFakeInstagram();
  const media = (calls: FakeRequest[]) => posts(calls, `/${page.remoteId}/media`);
  return {
    fake,
    adapter,
    page,
    probes: {
      // IG User Media: location_id on the published container.
      location: ({ calls, values }) =>
        expect(topContainer(calls, '/media').location_id).toBe(values.location),
      // user_tags on the image, Reel or story container (a carousel's: its first image).
      tags: ({ calls, values }) => {
        const tagged = media(calls).map((call) => form(call).user_tags ?? '');
        expect(
          tagged.some((tags) =>
            JSON.parse(tags || '[]').some((t: { username: string }) => t.username === values.tag),
          ),
        ).toBe(true);
      },
      collaborators: ({ calls, values }) =>
        expect(JSON.parse(topContainer(calls, '/media').collaborators ?? '[]')).toEqual([
          values.collaborator,
        ]),
      // cover_url on the REELS container.
      thumbnail: ({ calls, outgoing }) => {
        expect(topContainer(calls, '/media')).toMatchObject({
          media_type: 'REELS',
          cover_url: outgoing.thumbnail?.url,
        });
      },
      reel: ({ calls }) => expect(topContainer(calls, '/media').media_type).toBe('REELS'),
      // No ratio field: each image_url is the media route's image cut to the ratio.
      carouselRatio: ({ calls, values }) => {
        const images = media(calls).flatMap((call) => form(call).image_url ?? []);
        expect(images.length).toBeGreaterThan(0);
        for (const url of images) expect(new URL(url).searchParams.get('ratio')).toBe(values.ratio);
      },
      // Carousel children: one VIDEO container per video.
      severalVideos: ({ calls, values }) => {
        const videos = media(calls).filter((call) => form(call).media_type === 'VIDEO');
        expect(videos.map((call) => form(call).video_url)).toEqual(values.urls);
        expect(topContainer(calls, '/media').media_type).toBe('CAROUSEL');
      },
    },
  };
}

async function facebookFake(): Promise<ContractFake> {
  const fake = await startFakeFacebookPage();
  const adapter = createFacebookPageAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app-1',
    clientSecret: 'secret',
  });
  const first = fake.state.pages[0];
  if (!first) throw new Error('the Facebook fake has no page');
  const page = { remoteId: first.id, name: first.name, credentials: { accessToken: first.accessToken } };
  return {
    fake,
    adapter,
    page,
    probes: {
      // Reels Publishing API: /video_reels finish with video_state PUBLISHED, never /videos.
      reel: ({ calls, published }) => {
        expect(form(posts(calls, '/video_reels').at(-1))).toMatchObject({
          upload_phase: 'finish',
          video_id: published.remoteId,
          video_state: 'PUBLISHED',
        });
        expect(posts(calls, '/videos')).toEqual([]);
      },
    },
  };
}

async function youtubeFake(): Promise<ContractFake> {
  const fake = await startFakeYouTube();
  const adapter = createYouTubeAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'client',
    clientSecret: 'secret',
    sleep: async () => {},
  });
  const page = {
    remoteId: 'UCfake',
    name: 'Bakery TV',
    credentials: { accessToken: fake.state.seed.accessToken },
  };
  return {
    fake,
    adapter,
    page,
    probes: {
      // thumbnails.set with the video's id, the image as the body.
      thumbnail: ({ calls, published, outgoing }) => {
        const set = posts(calls, '/upload/youtube/v3/thumbnails/set').at(-1);
        expect(set?.query.get('videoId')).toBe(published.remoteId);
        expect(set?.headers['content-type']).toBe(outgoing.thumbnail?.mime);
        expect(fake.state.thumbnails.map((entry) => entry.videoId)).toContain(published.remoteId);
      },
      // No Shorts field: the composer checked the Short's shape (3 minutes, not wider than tall);
      // the video itself is what arrives.
      reel: ({ published }) =>
        expect(fake.state.videos.map((video) => video.id)).toContain(published.remoteId),
    },
  };
}

async function twitterFake(): Promise<ContractFake> {
  const fake = await startFakeTwitter();
  const adapter = createTwitterAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
    sleep: async () => {},
  });
  const page = { remoteId: '1001', name: 'Pagewise Demo', credentials: fake.connect() };
  return {
    fake,
    adapter,
    page,
    probes: {
      // POST /2/tweets: poll.duration_minutes.
      pollDuration: ({ calls, values }) => {
        const tweet = posts(calls, '/2/tweets').at(-1)?.body as { poll?: { duration_minutes: number } };
        expect(tweet.poll?.duration_minutes).toBe(values.days * 24 * 60);
      },
      // A GIF is uploaded with media_category tweet_gif.
      gif: ({ calls }) =>
        expect(posts(calls, '/2/media/upload').some((call) => call.rawBody.includes('tweet_gif'))).toBe(true),
    },
  };
}

const linkedinDurations: Record<number, string> = {
  1: 'ONE_DAY',
  3: 'THREE_DAYS',
  7: 'SEVEN_DAYS',
  14: 'FOURTEEN_DAYS',
};

async function linkedinFake(): Promise<ContractFake> {
  const fake = await startFakeLinkedIn();
  const adapter = createLinkedInAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
  });
  const page = { remoteId: 'urn:li:organization:111', name: 'Pagewise Inc.', credentials: fake.connect() };
  // The matrix's tag, as a company page LinkedIn knows by that name.
  fake.state.organizations.push({ id: 555, localizedName: 'Ana Bakes', vanityName: 'ana.bakes' });
  type Content = {
    poll?: { settings?: { duration?: string } };
    media?: { id?: string };
    multiImage?: { images?: { id?: string }[] };
  };
  const lastPost = (calls: FakeRequest[]) =>
    (posts(calls, '/rest/posts').at(-1)?.body ?? {}) as { content?: Content; commentary?: string };
  return {
    fake,
    adapter,
    page,
    probes: {
      // The tagged company page, found by its name, mentioned at the end of the commentary.
      tags: ({ calls }) =>
        expect(lastPost(calls).commentary).toMatch(/@\[Ana Bakes\]\(urn:li:organization:555\)$/),
      // Posts API: content.poll.settings.duration.
      pollDuration: ({ calls, values }) =>
        expect(lastPost(calls).content?.poll?.settings?.duration).toBe(linkedinDurations[values.days]),
      // A GIF goes through the Images API like any image, and the post carries its URN first.
      gif: ({ calls }) => {
        const content = lastPost(calls).content;
        const urn = content?.media?.id ?? content?.multiImage?.images?.[0]?.id ?? '';
        expect(urn).toMatch(/^urn:li:image:/);
        expect(fake.state.uploads.get(urn)).toBeGreaterThan(0);
      },
    },
  };
}

async function telegramFake(): Promise<ContractFake> {
  const fake = await startFakeTelegram();
  fake.addBot('111:own', 'own_bot');
  fake.addChannel('mychannel', { title: 'My channel', admins: ['111:own'] });
  const adapter = createTelegramAdapter({ apiBaseUrl: fake.url });
  const connected = await adapter.connectWithForm?.({ botToken: '111:own', channel: 't.me/mychannel' });
  const page = connected?.pages[0];
  if (!page) throw new Error('the Telegram fake listed no channel');
  const method = (calls: FakeRequest[], name: string) =>
    calls.filter((call) => call.path.endsWith(`/${name}`)).at(-1)?.body as
      | Record<string, unknown>
      | undefined;
  return {
    fake,
    adapter,
    page,
    probes: {
      // sendAnimation's `animation`.
      gif: ({ calls, outgoing }) =>
        expect(method(calls, 'sendAnimation')?.animation).toBe(outgoing.images?.[0]?.url),
      // sendMediaGroup: InputMediaVideo items.
      severalVideos: ({ calls, values }) => {
        const album = (method(calls, 'sendMediaGroup')?.media ?? []) as { type: string; media: string }[];
        expect(album.filter((item) => item.type === 'video').map((item) => item.media)).toEqual(values.urls);
      },
    },
  };
}

async function threadsFake(): Promise<ContractFake> {
  const fake = await startFakeThreads();
  const adapter = createThreadsAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'app-1',
    clientSecret: 'secret',
    pollIntervalMs: 5,
  });
  const [page] = (await adapter.listPages?.({ accessToken: fake.state.issueUserToken() })) ?? [];
  if (!page) throw new Error('the Threads fake listed no profile');
  return {
    fake,
    adapter,
    page,
    probes: {
      // Carousel children: VIDEO containers with video_url.
      severalVideos: ({ calls, values }) => {
        const created = posts(calls, '/threads').map(form);
        const videos = created.filter((body) => body.media_type === 'VIDEO');
        expect(videos.map((body) => body.video_url)).toEqual(values.urls);
        expect(created.at(-1)?.media_type).toBe('CAROUSEL');
      },
    },
  };
}

async function pinterestFake(): Promise<ContractFake> {
  const fake = await startFakePinterest();
  const adapter = createPinterestAdapter({
    apiBaseUrl: fake.url,
    authBaseUrl: fake.url,
    clientId: 'cid',
    clientSecret: 'secret',
  });
  const page = { remoteId: 'pu1', name: 'Pagewise', credentials: fake.connect() };
  return {
    fake,
    adapter,
    page,
    probes: {
      // POST /v5/pins: a video Pin's media_source.cover_image_url.
      thumbnail: ({ calls, outgoing }) => {
        const body = posts(calls, '/v5/pins').at(-1)?.body as { media_source?: Record<string, unknown> };
        expect(body.media_source).toMatchObject({
          source_type: 'video_id',
          cover_image_url: outgoing.thumbnail?.url,
        });
      },
    },
  };
}
