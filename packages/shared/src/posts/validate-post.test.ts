import { describe, expect, it } from 'vitest';
import { type NetworkKind, networkKinds } from '../networks/kinds.ts';
import { networkRules } from '../networks/rules.ts';
import { type MediaFacts, type PostIssue, postContent } from './post.ts';
import { type PostToValidate, type PostValidation, validatePost } from './validate-post.ts';

const MB = 1024 * 1024;
const now = new Date('2025-03-01T12:00:00.000Z');

function image(id: string, facts: Partial<MediaFacts> = {}): MediaFacts {
  return {
    id,
    kind: 'image',
    mime: 'image/jpeg',
    format: 'jpg',
    bytes: 200_000,
    width: 1080,
    height: 1080,
    frames: null,
    durationSeconds: null,
    videoCodec: null,
    audioCodec: null,
    audioSampleRate: null,
    fps: null,
    ...facts,
  };
}

function gif(id: string, facts: Partial<MediaFacts> = {}): MediaFacts {
  return image(id, { mime: 'image/gif', format: 'gif', frames: 50, width: 480, height: 480, ...facts });
}

function video(id: string, facts: Partial<MediaFacts> = {}): MediaFacts {
  return {
    ...image(id),
    kind: 'video',
    mime: 'video/mp4',
    format: 'mp4',
    bytes: 10 * MB,
    durationSeconds: 20,
    videoCodec: 'h264',
    audioCodec: 'aac',
    audioSampleRate: 44_100,
    fps: 30,
    ...facts,
  };
}

function pdf(id: string): MediaFacts {
  return {
    ...image(id),
    kind: 'document',
    mime: 'application/pdf',
    format: 'pdf',
    width: null,
    height: null,
  };
}

type Setup = { kinds?: NetworkKind[]; media?: MediaFacts[]; concierge?: boolean };

/** A post valid everywhere (link, Pinterest board, TikTok privacy level), changed by `fields`. */
function validate(fields: Partial<PostToValidate> = {}, setup: Setup = {}): PostValidation {
  const kinds = setup.kinds ?? ['facebook_page'];
  const content = postContent.parse({
    pageIds: kinds,
    message: 'Hello',
    link: 'https://example.com/article',
    options: { pinterest: { boardId: 'board-1' }, tiktok: { privacyLevel: 'PUBLIC_TO_EVERYONE' } },
  });
  const pages = kinds.map((kind) => ({ id: kind, kind, concierge: setup.concierge }));
  const post: PostToValidate = { ...content, intent: 'now', scheduledAt: null, ...fields };
  return validatePost(post, { pages, media: setup.media ?? [], now });
}

function withImages(kind: NetworkKind, media: MediaFacts[], fields: Partial<PostToValidate> = {}) {
  return validate({ kind: 'image', mediaIds: media.map((m) => m.id), ...fields }, { kinds: [kind], media });
}

function withVideos(kind: NetworkKind, media: MediaFacts[], fields: Partial<PostToValidate> = {}) {
  return validate({ kind: 'video', mediaIds: media.map((m) => m.id), ...fields }, { kinds: [kind], media });
}

const keys = (issues: PostIssue[]) => issues.map((issue) => issue.key);
const withKey = (issues: PostIssue[], key: string) => issues.filter((issue) => issue.key === key);
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

const imageKinds = networkKinds.filter((kind) => networkRules[kind].images);
const noImageKinds = networkKinds.filter((kind) => !networkRules[kind].images);
const videoKinds = networkKinds.filter((kind) => networkRules[kind].video);
const noVideoKinds = networkKinds.filter((kind) => !networkRules[kind].video);

describe('a valid post', () => {
  it.each(networkKinds)('has no issue on %s', (kind) => {
    const result = networkRules[kind].images
      ? withImages(kind, [image('a')])
      : withVideos(kind, [video('a')]);
    expect(result).toEqual({ errors: [], warnings: [] });
  });

  it('has no issue on every network that publishes text alone, at once', () => {
    const kinds = networkKinds.filter((kind) => networkRules[kind].requires.media === null);
    expect(validate({}, { kinds })).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a post without media where the network publishes only images or videos', () => {
    const errors = validate({}, { kinds: ['instagram', 'youtube', 'tiktok', 'pinterest'] }).errors;
    expect(errors.map((error) => [error.network, error.key])).toEqual([
      ['instagram', 'post.media_required'],
      ['youtube', 'post.network_video_required'],
      ['tiktok', 'post.media_required'],
      ['pinterest', 'post.media_required'],
    ]);
    expect(validate({ mediaIds: ['v'] }, { kinds: ['youtube'], media: [video('v')] }).errors).toEqual([]);
  });
});

describe('post fields', () => {
  it('needs at least one page', () => {
    expect(validate({ pageIds: [] }).errors).toEqual([{ field: 'pageIds', key: 'post.pick_a_page' }]);
  });

  it('refuses a page the account does not have', () => {
    expect(validate({ pageIds: ['facebook_page', 'gone'] }).errors).toEqual([
      { field: 'pageIds', key: 'post.page_unknown', params: { id: 'gone' } },
    ]);
  });

  it('needs a text, whatever the networks', () => {
    expect(validate({ message: '  ' }, { kinds: ['onesignal'] }).errors).toEqual([
      { field: 'message', key: 'post.text_required' },
    ]);
  });

  it.each(['example.com', 'ftp://example.com/a', 'https://', 'https://exa mple.com', 'javascript:alert(1)'])(
    'refuses the link %s',
    (link) => {
      expect(validate({ link }).errors).toEqual([{ field: 'link', key: 'post.link_invalid' }]);
    },
  );

  it.each(['https://example.com', 'http://www.example.org/a?b=c#d'])('accepts the link %s', (link) => {
    expect(validate({ link }).errors).toEqual([]);
  });

  it('reports every issue, not only the first', () => {
    const result = validate({ pageIds: [], message: '', link: 'nope', intent: 'schedule', kind: 'poll' });
    expect(keys(result.errors)).toEqual([
      'post.pick_a_page',
      'post.text_required',
      'post.link_invalid',
      'post.schedule_required',
      'post.poll_question_required',
      'post.poll_too_few_options',
    ]);
  });
});

describe('schedule', () => {
  it('refuses a post 9 minutes ahead', () => {
    expect(validate({ intent: 'schedule', scheduledAt: minutesFromNow(9) }).errors).toEqual([
      { field: 'scheduledAt', key: 'post.schedule_too_soon', params: { minutes: 10 } },
    ]);
  });

  it('refuses a post exactly 10 minutes ahead: it must be more', () => {
    expect(keys(validate({ intent: 'schedule', scheduledAt: minutesFromNow(10) }).errors)).toEqual([
      'post.schedule_too_soon',
    ]);
  });

  it('accepts a post 11 minutes ahead', () => {
    expect(validate({ intent: 'schedule', scheduledAt: minutesFromNow(11) }).errors).toEqual([]);
  });

  it('needs a date', () => {
    expect(keys(validate({ intent: 'schedule', scheduledAt: null }).errors)).toEqual([
      'post.schedule_required',
    ]);
  });

  it('refuses an invalid date', () => {
    expect(keys(validate({ intent: 'schedule', scheduledAt: '31/02/2025 25:00' }).errors)).toEqual([
      'post.schedule_invalid',
    ]);
  });

  it.each(['draft', 'now'] as const)('ignores the date of a %s', (intent) => {
    expect(validate({ intent, scheduledAt: minutesFromNow(-60) }).errors).toEqual([]);
    expect(validate({ intent, scheduledAt: 'not a date' }).errors).toEqual([]);
  });
});

describe('post kinds', () => {
  it('an image post needs an image', () => {
    expect(validate({ kind: 'image' }).errors).toEqual([{ field: 'mediaIds', key: 'post.image_required' }]);
  });

  it('a video post needs a video', () => {
    const media = [image('a')];
    expect(keys(validate({ kind: 'video', mediaIds: ['a'] }, { media }).errors)).toEqual([
      'post.video_required',
    ]);
  });

  it('a document post needs a PDF and a title', () => {
    expect(keys(validate({ kind: 'document' }, { kinds: ['linkedin'] }).errors)).toEqual([
      'post.document_required',
      'post.document_title_required',
    ]);
  });

  it('a document without a title is refused', () => {
    const result = validate(
      { kind: 'document', documentMediaId: 'doc', documentTitle: ' ' },
      { kinds: ['linkedin'], media: [pdf('doc')] },
    );
    expect(result.errors).toEqual([{ field: 'documentTitle', key: 'post.document_title_required' }]);
  });

  it('a document must be a PDF', () => {
    const result = validate(
      { kind: 'document', documentMediaId: 'doc', documentTitle: 'Report' },
      { kinds: ['linkedin'], media: [image('doc')] },
    );
    expect(result.errors).toEqual([{ field: 'documentMediaId', key: 'post.document_not_pdf' }]);
  });

  it('accepts a PDF document with a title on LinkedIn', () => {
    const result = validate(
      { kind: 'document', documentMediaId: 'doc', documentTitle: 'Report' },
      { kinds: ['linkedin'], media: [pdf('doc')] },
    );
    expect(result.errors).toEqual([]);
  });

  const poll = { question: 'Coffee or tea?', options: ['Coffee', 'Tea'], durationDays: 7 };

  it('accepts a poll with a question and 2 options', () => {
    expect(validate({ kind: 'poll', poll }, { kinds: ['linkedin'] }).errors).toEqual([]);
  });

  it('refuses a poll with one option (blank options do not count)', () => {
    const result = validate(
      { kind: 'poll', poll: { ...poll, options: ['Coffee', ' '] } },
      { kinds: ['linkedin'] },
    );
    expect(result.errors).toEqual([
      { field: 'poll.options', key: 'post.poll_too_few_options', params: { min: 2 } },
    ]);
  });

  it('refuses a poll without a question, with 5 options or an unknown duration', () => {
    const bad = { question: '', options: ['a', 'b', 'c', 'd', 'e'], durationDays: 2 };
    const result = validate({ kind: 'poll', poll: bad }, { kinds: ['linkedin'] });
    expect(result.errors).toEqual([
      { field: 'poll.question', key: 'post.poll_question_required' },
      { field: 'poll.options', key: 'post.poll_too_many_options', params: { max: 4 } },
      { field: 'poll.durationDays', key: 'post.poll_duration_invalid', params: { durations: '1, 3, 7, 14' } },
    ]);
  });

  it('refuses before saving a poll duration, question or option a selected network cannot take', () => {
    const long = { question: 'Q'.repeat(141), options: ['Coffee', 'T'.repeat(26)], durationDays: 14 };
    const result = validate({ kind: 'poll', poll: long }, { kinds: ['twitter', 'linkedin', 'telegram'] });
    expect(result.errors.map(({ key, network, params }) => [network, key, params])).toEqual([
      ['twitter', 'post.poll_duration_too_long', { network: 'twitter', days: 14, limit: 10_080 }],
      ['twitter', 'post.poll_option_too_long', { network: 'twitter', limit: 25, actual: 26 }],
      ['linkedin', 'post.poll_question_too_long', { network: 'linkedin', limit: 140, actual: 141 }],
      ['telegram', 'post.poll_duration_too_long', { network: 'telegram', days: 14, limit: 10 }],
    ]);
    // 7 days is within X's 10,080 minutes and LinkedIn's SEVEN_DAYS: no rounding, no refusal.
    expect(validate({ kind: 'poll', poll }, { kinds: ['twitter', 'linkedin'] }).errors).toEqual([]);
  });

  it('a slider needs 2 images', () => {
    const media = [image('a')];
    expect(validate({ kind: 'slider', mediaIds: ['a'] }, { media }).errors).toEqual([
      { field: 'mediaIds', key: 'post.slider_needs_images', params: { min: 2 } },
    ]);
    const two = [image('a'), image('b')];
    expect(validate({ kind: 'slider', mediaIds: ['a', 'b'] }, { media: two }).errors).toEqual([]);
  });

  it('a story needs one image or video, only one', () => {
    const media = [image('a'), video('b')];
    expect(keys(validate({ kind: 'story' }, { kinds: ['instagram'] }).errors)).toEqual([
      'post.story_media_required',
    ]);
    expect(
      keys(validate({ kind: 'story', mediaIds: ['a', 'b'] }, { kinds: ['instagram'], media }).errors),
    ).toEqual(['post.story_single_media']);
    expect(validate({ kind: 'story', mediaIds: ['b'] }, { kinds: ['instagram'], media }).errors).toEqual([]);
  });
});

describe('media references', () => {
  it('refuses unknown media ids, wherever they are', () => {
    const result = validate({ mediaIds: ['x'], thumbnailMediaId: 'y', documentMediaId: 'z' });
    expect(result.errors).toEqual([
      { field: 'mediaIds.0', key: 'post.media_unknown' },
      { field: 'thumbnailMediaId', key: 'post.media_unknown' },
      { field: 'documentMediaId', key: 'post.media_unknown' },
    ]);
  });

  it('refuses a document among the images and a thumbnail that is no image', () => {
    const media = [pdf('doc'), video('vid')];
    const result = validate({ mediaIds: ['doc'], thumbnailMediaId: 'vid' }, { media });
    expect(result.errors).toEqual([
      { field: 'mediaIds.0', key: 'post.media_kind_invalid' },
      { field: 'thumbnailMediaId', key: 'post.thumbnail_not_image' },
    ]);
  });

  it('refuses an image over the generic 50 MB weight', () => {
    const result = withImages('twitter', [gif('a', { bytes: 51 * MB })]);
    expect(withKey(result.errors, 'post.media_too_large')).toEqual([
      { field: 'mediaIds.0', key: 'post.media_too_large', params: { limit: 50, actual: 51 } },
    ]);
  });
});

describe.each(networkKinds)('network rules on %s', (kind) => {
  const rules = networkRules[kind];
  const only = (result: PostValidation, key: string) =>
    [...result.errors, ...result.warnings].filter((issue) => issue.key === key && issue.network === kind);

  it(`refuses a text over ${rules.text.maxLength} characters, naming the network and its limit`, () => {
    const message = 'a'.repeat(rules.text.maxLength + 1);
    // Without a link: where the network puts the link in the text, it counts too.
    expect(validate({ message, link: '' }, { kinds: [kind] }).errors).toContainEqual({
      field: 'message',
      key: 'post.text_too_long',
      params: { network: kind, limit: rules.text.maxLength, actual: rules.text.maxLength + 1 },
      network: kind,
    });
    const atLimit = validate({ message: 'a'.repeat(rules.text.maxLength), link: '' }, { kinds: [kind] });
    expect(only(atLimit, 'post.text_too_long')).toEqual([]);
  });

  it(rules.requires.link ? 'needs a link' : 'does not need a link', () => {
    expect(only(validate({ link: '' }, { kinds: [kind] }), 'post.link_required')).toHaveLength(
      rules.requires.link ? 1 : 0,
    );
  });

  it(rules.requires.board ? 'needs a board' : 'does not need a board', () => {
    expect(only(validate({ options: {} }, { kinds: [kind] }), 'post.board_required')).toHaveLength(
      rules.requires.board ? 1 : 0,
    );
  });

  it.each([
    ['story', 'stories', 'post.stories_not_supported'],
    ['document', 'documents', 'post.documents_not_supported'],
  ] as const)('%s posts follow features.%s', (postKind, feature, key) => {
    const issues = only(validate({ kind: postKind }, { kinds: [kind] }), key);
    expect(issues).toEqual(
      rules.features[feature] ? [] : [{ field: 'kind', key, params: { network: kind }, network: kind }],
    );
  });

  it('poll posts follow rules.polls', () => {
    const issues = only(validate({ kind: 'poll' }, { kinds: [kind] }), 'post.polls_not_supported');
    expect(issues).toEqual(
      rules.polls
        ? []
        : [{ field: 'kind', key: 'post.polls_not_supported', params: { network: kind }, network: kind }],
    );
  });

  it(`the Reel flag follows features.reels (${rules.features.reels})`, () => {
    const issues = only(validate({ reel: true }, { kinds: [kind] }), 'post.reels_not_supported');
    expect(issues).toHaveLength(rules.features.reels ? 0 : 1);
  });

  it.each([
    ['collaborators', 'post.too_many_collaborators'],
    ['mentions', 'post.too_many_mentions'],
    ['hashtags', 'post.too_many_hashtags'],
  ] as const)('caps %s where the network does', (cap, key) => {
    const max = rules[cap]?.max ?? 100;
    const names = Array.from({ length: max + 1 }, (_, index) => `name${index}`);
    const fields: Partial<PostToValidate> =
      cap === 'collaborators'
        ? { collaborators: names }
        : { message: names.map((name) => (cap === 'mentions' ? `@${name}` : `#${name}`)).join(' ') };
    const issues = only(validate(fields, { kinds: [kind] }), key);
    expect(issues).toEqual(
      rules[cap]
        ? [
            {
              field: cap === 'collaborators' ? 'collaborators' : 'message',
              key,
              params: { network: kind, limit: max, actual: max + 1 },
              network: kind,
            },
          ]
        : [],
    );
  });
});

describe.each(imageKinds)('image rules on %s', (kind) => {
  const rules = networkRules[kind].images;
  if (!rules) throw new Error('images expected');
  const errorOf = (facts: Partial<MediaFacts>) => withImages(kind, [image('a', facts)]).errors;

  it(`refuses a format other than ${rules.formats.join(', ')}`, () => {
    expect(errorOf({ format: 'tiff' })).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.image_format',
        params: { network: kind, formats: rules.formats.join(', ').toUpperCase(), format: 'TIFF' },
        network: kind,
      },
    ]);
  });

  it.each(rules.formats.filter((format) => format !== 'gif'))('accepts %s', (format) => {
    expect(errorOf({ format })).toEqual([]);
  });

  it(`refuses an image over ${rules.maxBytes / MB} MB`, () => {
    expect(keys(errorOf({ bytes: rules.maxBytes + 1 }))).toEqual(['post.image_too_large']);
    expect(errorOf({ bytes: rules.maxBytes })).toEqual([]);
  });

  it(`refuses an image over ${rules.maxWidth}×${rules.maxHeight}`, () => {
    expect(keys(errorOf({ width: rules.maxWidth + 1 }))).toEqual(['post.image_too_big']);
    expect(keys(errorOf({ height: rules.maxHeight + 1 }))).toEqual(['post.image_too_big']);
    expect(errorOf({ width: rules.maxWidth, height: rules.maxHeight })).toEqual([]);
  });

  it(`warns that images beyond ${rules.carouselMax} are dropped`, () => {
    const images = Array.from({ length: rules.carouselMax + 1 }, (_, index) => image(`i${index}`));
    const result = withImages(kind, images);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      {
        field: 'mediaIds',
        key: 'post.images_dropped',
        params: { network: kind, max: rules.carouselMax, dropped: 1 },
        network: kind,
      },
    ]);
    expect(withImages(kind, images.slice(0, -1)).warnings).toEqual([]);
  });

  const gifRules = rules.gif;
  if (gifRules) {
    it(`accepts a GIF of ${gifRules.maxFrames} frames, not more`, () => {
      expect(withImages(kind, [gif('a', { frames: gifRules.maxFrames })]).errors).toEqual([]);
      expect(withImages(kind, [gif('a', { frames: gifRules.maxFrames + 1 })]).errors).toEqual([
        {
          field: 'mediaIds.0',
          key: 'post.gif_too_many_frames',
          params: { network: kind, limit: gifRules.maxFrames, actual: gifRules.maxFrames + 1 },
          network: kind,
        },
      ]);
    });
  } else {
    it('refuses GIFs', () => {
      expect(keys(withImages(kind, [gif('a')]).errors)).toEqual(['post.gif_not_supported']);
    });
  }
});

describe.each(noImageKinds)('no images on %s', (kind) => {
  it('refuses an image post and images in a post', () => {
    expect(withImages(kind, [image('a')]).errors).toEqual([
      { field: 'kind', key: 'post.images_not_supported', params: { network: kind }, network: kind },
    ]);
    const standard = withImages(kind, [image('a')], { kind: 'standard' });
    expect(withKey(standard.errors, 'post.images_not_supported')).toEqual([
      { field: 'mediaIds', key: 'post.images_not_supported', params: { network: kind }, network: kind },
    ]);
  });
});

describe.each(videoKinds)('video rules on %s', (kind) => {
  const rules = networkRules[kind].video;
  if (!rules) throw new Error('video expected');
  const errorOf = (facts: Partial<MediaFacts>) => withVideos(kind, [video('a', facts)]).errors;

  it(`refuses a format other than ${rules.formats.join(', ')}`, () => {
    expect(errorOf({ format: 'avi' })).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.video_format',
        params: { network: kind, formats: rules.formats.join(', ').toUpperCase(), format: 'AVI' },
        network: kind,
      },
    ]);
    for (const format of rules.formats) expect(errorOf({ format })).toEqual([]);
  });

  it(`refuses a video over ${rules.maxBytes / MB} MB`, () => {
    expect(keys(errorOf({ bytes: rules.maxBytes + 1 }))).toEqual(['post.video_too_large']);
    expect(errorOf({ bytes: rules.maxBytes })).toEqual([]);
  });

  it(`accepts ${rules.minSeconds} s to ${rules.maxSeconds} s`, () => {
    expect(errorOf({ durationSeconds: rules.minSeconds - 0.1 })).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.video_too_short',
        params: {
          network: kind,
          limit: rules.minSeconds,
          actual: Math.floor((rules.minSeconds - 0.1) * 10) / 10,
        },
        network: kind,
      },
    ]);
    expect(errorOf({ durationSeconds: rules.maxSeconds + 1 })).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.video_too_long',
        params: { network: kind, limit: rules.maxSeconds, actual: rules.maxSeconds + 1 },
        network: kind,
      },
    ]);
    expect(errorOf({ durationSeconds: rules.minSeconds })).toEqual([]);
    expect(errorOf({ durationSeconds: rules.maxSeconds })).toEqual([]);
  });

  it(rules.multiple ? 'accepts several videos' : 'refuses several videos', () => {
    const result = withVideos(kind, [video('a'), video('b')]);
    expect(result.errors).toEqual(
      rules.multiple
        ? []
        : [{ field: 'mediaIds', key: 'post.multiple_videos', params: { network: kind }, network: kind }],
    );
  });
});

describe.each(noVideoKinds)('no video on %s', (kind) => {
  it('refuses a video post and a video in a post', () => {
    expect(keys(withVideos(kind, [video('a')]).errors)).toEqual(['post.videos_not_supported']);
    expect(withVideos(kind, [video('a')], { kind: 'standard' }).errors).toEqual([
      { field: 'mediaIds', key: 'post.videos_not_supported', params: { network: kind }, network: kind },
    ]);
  });
});

describe('images, named cases', () => {
  it('Facebook accepts BMP and refuses GIF', () => {
    expect(withImages('facebook_page', [image('a', { format: 'bmp' })]).errors).toEqual([]);
    expect(withImages('facebook_page', [gif('a')]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.gif_not_supported',
        params: { network: 'facebook_page' },
        network: 'facebook_page',
      },
    ]);
  });

  it('Twitter drops the fifth image, with a warning', () => {
    const images = ['a', 'b', 'c', 'd', 'e'].map((id) => image(id));
    expect(withImages('twitter', images).warnings).toEqual([
      {
        field: 'mediaIds',
        key: 'post.images_dropped',
        params: { network: 'twitter', max: 4, dropped: 1 },
        network: 'twitter',
      },
    ]);
  });

  it('checks only the images a network will show', () => {
    const images = [...['a', 'b', 'c', 'd'].map((id) => image(id)), image('e', { format: 'tiff' })];
    expect(withImages('twitter', images).errors).toEqual([]);
    expect(keys(withImages('linkedin', images).errors)).toEqual(['post.image_format']);
  });

  it('LinkedIn refuses a GIF of 351 frames, Twitter one of 251', () => {
    expect(withImages('linkedin', [gif('a', { frames: 351 })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.gif_too_many_frames',
        params: { network: 'linkedin', limit: 350, actual: 351 },
        network: 'linkedin',
      },
    ]);
    expect(withImages('twitter', [gif('a', { frames: 251 })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.gif_too_many_frames',
        params: { network: 'twitter', limit: 250, actual: 251 },
        network: 'twitter',
      },
    ]);
  });

  it('Twitter GIFs have their own limits: 1280×1080 and 15 MB', () => {
    expect(withImages('twitter', [gif('a', { bytes: 10 * MB, width: 1280, height: 1080 })]).errors).toEqual(
      [],
    );
    expect(withImages('twitter', [gif('a', { bytes: 16 * MB, width: 1281, height: 1000 })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.image_too_large',
        params: { network: 'twitter', limit: 15, actual: 16 },
        network: 'twitter',
      },
      {
        field: 'mediaIds.0',
        key: 'post.image_too_big',
        params: { network: 'twitter', maxWidth: 1280, maxHeight: 1080, width: 1281, height: 1000 },
        network: 'twitter',
      },
    ]);
  });

  it('LinkedIn GIFs keep the 1 MB image limit', () => {
    expect(keys(withImages('linkedin', [gif('a', { bytes: 2 * MB })]).errors)).toEqual([
      'post.image_too_large',
    ]);
  });

  it('Instagram drops images beyond 10, beyond 20 with the concierge add-on', () => {
    const images = Array.from({ length: 12 }, (_, index) => image(`i${index}`));
    const fields = { kind: 'image' as const, mediaIds: images.map((m) => m.id) };
    expect(validate(fields, { kinds: ['instagram'], media: images }).warnings).toEqual([
      {
        field: 'mediaIds',
        key: 'post.images_dropped',
        params: { network: 'instagram', max: 10, dropped: 2 },
        network: 'instagram',
      },
    ]);
    expect(validate(fields, { kinds: ['instagram'], media: images, concierge: true }).warnings).toEqual([]);
  });

  it('Instagram keeps 10 images when one of its pages lacks the concierge add-on', () => {
    const images = Array.from({ length: 12 }, (_, index) => image(`i${index}`));
    const post = {
      ...postContent.parse({ message: 'Hi', mediaIds: images.map((m) => m.id) }),
      kind: 'image' as const,
    };
    const result = validatePost(
      { ...post, pageIds: ['ig1', 'ig2'], intent: 'now', scheduledAt: null },
      {
        pages: [
          { id: 'ig1', kind: 'instagram', concierge: true },
          { id: 'ig2', kind: 'instagram' },
        ],
        media: images,
        now,
      },
    );
    expect(result.warnings.map((issue) => issue.params?.dropped)).toEqual([2]);
  });

  it('refuses a 1.5 MB image', () => {
    expect(withImages('facebook_page', [image('a', { bytes: 1.5 * MB })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.image_too_large',
        params: { network: 'facebook_page', limit: 1, actual: 1.5 },
        network: 'facebook_page',
      },
    ]);
  });

  it('refuses a 9000×100 image', () => {
    expect(withImages('facebook_page', [image('a', { width: 9000, height: 100 })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.image_too_big',
        params: { network: 'facebook_page', maxWidth: 8000, maxHeight: 8000, width: 9000, height: 100 },
        network: 'facebook_page',
      },
    ]);
  });

  it('names the image by its place in the post, for each network', () => {
    const media = [image('a'), image('b', { bytes: 2 * MB })];
    const result = validate(
      { kind: 'image', mediaIds: ['a', 'b'] },
      { kinds: ['twitter', 'linkedin'], media },
    );
    expect(result.errors.map((issue) => [issue.field, issue.network])).toEqual([
      ['mediaIds.1', 'twitter'],
      ['mediaIds.1', 'linkedin'],
    ]);
  });
});

describe('videos, named cases', () => {
  const instagram = (facts: Partial<MediaFacts>, fields: Partial<PostToValidate> = {}) =>
    withVideos('instagram', [video('a', facts)], fields).errors;
  const issue = (key: string, params: Record<string, string | number>) => ({
    field: 'mediaIds.0',
    key,
    params: { network: 'instagram', ...params },
    network: 'instagram',
  });

  it('Instagram refuses a 2 s video', () => {
    expect(instagram({ durationSeconds: 2 })).toEqual([
      issue('post.video_too_short', { limit: 3, actual: 2 }),
    ]);
  });

  it('Instagram refuses a 61 s video, but not as a Reel', () => {
    expect(instagram({ durationSeconds: 61 })).toEqual([
      issue('post.video_too_long', { limit: 60, actual: 61 }),
    ]);
    expect(instagram({ durationSeconds: 61 }, { reel: true })).toEqual([]);
    expect(instagram({ durationSeconds: 15 * 60 + 1 }, { reel: true })).toEqual([
      issue('post.video_too_long', { limit: 900, actual: 901 }),
    ]);
  });

  it('Instagram refuses 22 fps', () => {
    expect(instagram({ fps: 22 })).toEqual([issue('post.video_fps', { min: 23, max: 60, actual: 22 })]);
    expect(instagram({ fps: 23 })).toEqual([]);
    expect(instagram({ fps: 60 })).toEqual([]);
  });

  it('Instagram refuses a 2:1 ratio and accepts 4:5 to 16:9', () => {
    expect(instagram({ width: 2000, height: 1000 })).toEqual([
      issue('post.video_ratio', { min: '4:5', max: '16:9', actual: '2:1' }),
    ]);
    expect(instagram({ width: 1080, height: 1350 })).toEqual([]);
    expect(instagram({ width: 1920, height: 1080 })).toEqual([]);
  });

  it('Instagram refuses a video 2000 px high', () => {
    expect(instagram({ width: 1800, height: 2000 })).toEqual([
      issue('post.video_too_tall', { limit: 1920, actual: 2000 }),
    ]);
  });

  it('Instagram refuses MP3 audio and accepts the codec names mediainfo gives', () => {
    expect(instagram({ audioCodec: 'mp3' })).toEqual([
      issue('post.audio_codec', { codecs: 'AAC', codec: 'MP3' }),
    ]);
    expect(instagram({ videoCodec: 'AVC', audioCodec: 'AAC LC' })).toEqual([]);
    expect(instagram({ videoCodec: 'HEVC' })).toEqual([]);
    expect(instagram({ videoCodec: 'VP9' })).toEqual([
      issue('post.video_codec', { codecs: 'HEVC, H264', codec: 'VP9' }),
    ]);
  });

  it('Instagram refuses 96 kHz audio', () => {
    expect(instagram({ audioSampleRate: 96_000 })).toEqual([
      issue('post.audio_sample_rate', { limit: 48, actual: 96 }),
    ]);
    expect(instagram({ audioSampleRate: 48_000 })).toEqual([]);
  });

  it('Instagram takes several videos, Twitter one', () => {
    expect(withVideos('instagram', [video('a'), video('b')]).errors).toEqual([]);
    expect(keys(withVideos('twitter', [video('a'), video('b')]).errors)).toEqual(['post.multiple_videos']);
  });

  it('TikTok refuses a 2 s video', () => {
    expect(withVideos('tiktok', [video('a', { durationSeconds: 2 })]).errors).toEqual([
      {
        field: 'mediaIds.0',
        key: 'post.video_too_short',
        params: { network: 'tiktok', limit: 3, actual: 2 },
        network: 'tiktok',
      },
    ]);
  });
});

describe('network requirements, named cases', () => {
  it('Google Business needs a link', () => {
    expect(validate({ link: '' }, { kinds: ['google_business'] }).errors).toEqual([
      {
        field: 'link',
        key: 'post.link_required',
        params: { network: 'google_business' },
        network: 'google_business',
      },
    ]);
  });

  it('Pinterest needs a board', () => {
    const pin = { mediaIds: ['i'], options: { pinterest: { boardId: ' ' } } };
    expect(validate(pin, { kinds: ['pinterest'], media: [image('i')] }).errors).toEqual([
      {
        field: 'options.pinterest.boardId',
        key: 'post.board_required',
        params: { network: 'pinterest' },
        network: 'pinterest',
      },
    ]);
  });

  it('TikTok needs a privacy level', () => {
    expect(
      validate({ options: {}, mediaIds: ['v'] }, { kinds: ['tiktok'], media: [video('v')] }).errors,
    ).toEqual([
      {
        field: 'options.tiktok.privacyLevel',
        key: 'post.privacy_level_required',
        params: { network: 'tiktok' },
        network: 'tiktok',
      },
    ]);
  });

  it('refuses 6 collaborators on Instagram', () => {
    const collaborators = ['a', 'b', 'c', 'd', 'e', 'f'];
    const setup = { kinds: ['instagram' as const], media: [image('i')] };
    expect(validate({ collaborators, mediaIds: ['i'] }, setup).errors).toEqual([
      {
        field: 'collaborators',
        key: 'post.too_many_collaborators',
        params: { network: 'instagram', limit: 5, actual: 6 },
        network: 'instagram',
      },
    ]);
    expect(validate({ collaborators: collaborators.slice(1), mediaIds: ['i'] }, setup).errors).toEqual([]);
  });

  it('refuses 26 LinkedIn mentions, accepts 25 (an e-mail address is no mention)', () => {
    const mentions = (count: number) =>
      Array.from({ length: count }, (_, index) => `@person${index}`).join(' ');
    expect(validate({ message: mentions(26) }, { kinds: ['linkedin'] }).errors).toEqual([
      {
        field: 'message',
        key: 'post.too_many_mentions',
        params: { network: 'linkedin', limit: 25, actual: 26 },
        network: 'linkedin',
      },
    ]);
    const message = `${mentions(25)} write to team@example.com`;
    expect(validate({ message }, { kinds: ['linkedin'] }).errors).toEqual([]);
  });

  it('refuses 31 Instagram hashtags, accepts 30', () => {
    const hashtags = (count: number) => Array.from({ length: count }, (_, index) => `#tag${index}`).join(' ');
    const setup = { kinds: ['instagram' as const], media: [image('i')] };
    expect(validate({ message: hashtags(31), mediaIds: ['i'] }, setup).errors).toEqual([
      {
        field: 'message',
        key: 'post.too_many_hashtags',
        params: { network: 'instagram', limit: 30, actual: 31 },
        network: 'instagram',
      },
    ]);
    expect(validate({ message: hashtags(30), mediaIds: ['i'] }, setup).errors).toEqual([]);
  });

  it('counts the text as X does: 140 emoji fit, 141 are 282', () => {
    const emoji = '😀';
    expect(validate({ message: emoji.repeat(140), link: '' }, { kinds: ['twitter'] }).errors).toEqual([]);
    expect(validate({ message: emoji.repeat(141), link: '' }, { kinds: ['twitter'] }).errors).toEqual([
      {
        field: 'message',
        key: 'post.text_too_long',
        params: { network: 'twitter', limit: 280, actual: 282 },
        network: 'twitter',
      },
    ]);
  });

  it('counts the link X receives in the text: a long link is 23', () => {
    const link = `https://example.com/${'x'.repeat(200)}`;
    expect(validate({ message: 'a'.repeat(255), link }, { kinds: ['twitter'] }).errors).toEqual([]);
    expect(validate({ message: 'a'.repeat(256), link }, { kinds: ['twitter'] }).errors).toEqual([
      {
        field: 'message',
        key: 'post.text_too_long',
        params: { network: 'twitter', limit: 280, actual: 281 },
        network: 'twitter',
      },
    ]);
  });
});

describe('post details: location, user tags, collaborators', () => {
  const detailIssue = (kind: NetworkKind, field: string, key: string) => ({
    field,
    key,
    params: { network: kind },
    network: kind,
  });

  it.each(['image', 'video', 'slider'] as const)('takes all three on an Instagram %s post', (postKind) => {
    const media = postKind === 'video' ? [video('v')] : [image('a'), image('b')];
    const result = validate(
      {
        kind: postKind,
        mediaIds: media.map((m) => m.id),
        location: '110843418940484',
        tags: ['mia'],
        collaborators: ['ana'],
      },
      { kinds: ['instagram'], media },
    );
    expect(result.errors).toEqual([]);
  });

  it('refuses location and collaborators on an Instagram story, keeps its tags', () => {
    const result = validate(
      { kind: 'story', mediaIds: ['a'], location: '110843418940484', tags: ['mia'], collaborators: ['ana'] },
      { kinds: ['instagram'], media: [image('a')] },
    );
    expect(result.errors).toEqual([
      detailIssue('instagram', 'location', 'post.location_not_supported'),
      detailIssue('instagram', 'collaborators', 'post.collaborators_not_supported'),
    ]);
  });

  it('refuses an Instagram location that is not a place Page ID', () => {
    const result = withImages('instagram', [image('a')], { location: 'Paris, France' });
    expect(result.errors).toEqual([detailIssue('instagram', 'location', 'post.location_page_id')]);
  });

  const without = networkKinds.filter((kind) => !['instagram', 'sandbox', 'linkedin'].includes(kind));
  it.each(without)('refuses all three on %s, whose adapter sends none', (kind) => {
    const result = validate(
      { location: '110843418940484', tags: ['mia'], collaborators: ['ana'] },
      { kinds: [kind] },
    );
    expect(
      result.errors.filter((entry) => ['location', 'tags', 'collaborators'].includes(entry.field)),
    ).toEqual([
      detailIssue(kind, 'location', 'post.location_not_supported'),
      detailIssue(kind, 'tags', 'post.tags_not_supported'),
      detailIssue(kind, 'collaborators', 'post.collaborators_not_supported'),
    ]);
  });

  it('takes tags on LinkedIn (company pages mentioned), not a location nor collaborators', () => {
    const result = validate(
      { location: '110843418940484', tags: ['pagewise-labs'], collaborators: ['ana'] },
      { kinds: ['linkedin'] },
    );
    expect(
      result.errors.filter((entry) => ['location', 'tags', 'collaborators'].includes(entry.field)),
    ).toEqual([
      detailIssue('linkedin', 'location', 'post.location_not_supported'),
      detailIssue('linkedin', 'collaborators', 'post.collaborators_not_supported'),
    ]);
  });

  it('ignores empty entries', () => {
    expect(
      validate({ location: ' ', tags: [' '], collaborators: [''] }, { kinds: ['twitter'] }).errors,
    ).toEqual([]);
  });
});

describe('Bluesky video', () => {
  it('refuses a video before saving, with a keyed reason', () => {
    expect(withVideos('bluesky', [video('a')]).errors).toEqual([
      { field: 'kind', key: 'post.videos_not_supported', params: { network: 'bluesky' }, network: 'bluesky' },
    ]);
  });
});

describe('options a network takes, or refused before saving', () => {
  const errorsOf = (fields: Partial<PostToValidate>, kinds: NetworkKind[], media: MediaFacts[]) =>
    validate(fields, { kinds, media }).errors.map((error) => [error.network, error.field, error.key]);
  const cover = image('cover', { bytes: 500_000 });

  it('takes a thumbnail as the cover of one video on YouTube and Instagram, refuses it elsewhere', () => {
    const post = { kind: 'video' as const, mediaIds: ['v'], thumbnailMediaId: 'cover' };
    expect(errorsOf(post, ['youtube', 'instagram'], [video('v'), cover])).toEqual([]);
    expect(errorsOf(post, ['facebook_page', 'tiktok'], [video('v'), cover])).toEqual([
      ['facebook_page', 'thumbnailMediaId', 'post.thumbnail_not_supported'],
      ['tiktok', 'thumbnailMediaId', 'post.thumbnail_not_supported'],
    ]);
    const story = { ...post, kind: 'story' as const };
    expect(errorsOf(story, ['instagram'], [video('v'), cover])).toEqual([
      ['instagram', 'thumbnailMediaId', 'post.thumbnail_not_supported'],
    ]);
  });

  it('refuses a thumbnail without its one video, in a format or weight the network does not take', () => {
    const media = [
      video('v'),
      video('w'),
      cover,
      image('png', { format: 'png' }),
      image('big', { bytes: 3 * MB }),
    ];
    const twoVideos = { kind: 'standard' as const, mediaIds: ['v', 'w'], thumbnailMediaId: 'cover' };
    expect(errorsOf(twoVideos, ['instagram'], media)).toContainEqual([
      'instagram',
      'thumbnailMediaId',
      'post.thumbnail_needs_video',
    ]);
    expect(
      errorsOf({ kind: 'video', mediaIds: ['v'], thumbnailMediaId: 'png' }, ['instagram'], media),
    ).toEqual([['instagram', 'thumbnailMediaId', 'post.thumbnail_format']]);
    expect(errorsOf({ kind: 'video', mediaIds: ['v'], thumbnailMediaId: 'big' }, ['youtube'], media)).toEqual(
      [['youtube', 'thumbnailMediaId', 'post.thumbnail_too_large']],
    );
  });

  it('honours a carousel ratio on Instagram only', () => {
    const post = { kind: 'slider' as const, mediaIds: ['a', 'b'], carouselRatio: '4:5' as const };
    const media = [image('a'), image('b')];
    expect(errorsOf(post, ['instagram'], media)).toEqual([]);
    expect(errorsOf(post, ['facebook_page'], media)).toEqual([
      ['facebook_page', 'carouselRatio', 'post.carousel_ratio_not_supported'],
    ]);
    expect(errorsOf({ ...post, carouselRatio: 'original' }, ['facebook_page'], media)).toEqual([]);
  });

  it('sends a GIF alone on Telegram', () => {
    const media = [gif('g'), image('a')];
    expect(errorsOf({ kind: 'image', mediaIds: ['g'] }, ['telegram'], media)).toEqual([]);
    expect(errorsOf({ kind: 'slider', mediaIds: ['a', 'g'] }, ['telegram'], media)).toEqual([
      ['telegram', 'mediaIds.1', 'post.gif_alone'],
    ]);
  });

  it('takes several videos where carousels or albums hold them, up to the carousel size', () => {
    const media = [video('v'), video('w', { format: 'mp4' }), image('a')];
    const post = { kind: 'video' as const, mediaIds: ['v', 'w', 'a'] };
    expect(errorsOf(post, ['instagram', 'threads', 'telegram'], media)).toEqual([]);
    expect(errorsOf(post, ['twitter'], media)).toContainEqual([
      'twitter',
      'mediaIds',
      'post.multiple_videos',
    ]);
    expect(errorsOf({ ...post, mediaIds: ['v', 'a'] }, ['linkedin'], media)).toEqual([
      ['linkedin', 'mediaIds', 'post.video_with_images'],
    ]);
    const many = [...Array(10).keys()].map((n) => image(`i${n}`));
    const crowded = { kind: 'video' as const, mediaIds: ['v', 'w', ...many.map((m) => m.id)] };
    expect(errorsOf(crowded, ['telegram'], [...media, ...many])).toContainEqual([
      'telegram',
      'mediaIds',
      'post.too_many_media',
    ]);
  });

  it('takes a Reel as one video, on the networks that publish Reels', () => {
    const media = [video('v'), image('a')];
    expect(
      errorsOf({ kind: 'video', mediaIds: ['v'], reel: true }, ['facebook_page', 'instagram'], media),
    ).toEqual([]);
    expect(errorsOf({ kind: 'standard', mediaIds: ['a'], reel: true }, ['facebook_page'], media)).toEqual([
      ['facebook_page', 'reel', 'post.reel_needs_video'],
    ]);
    expect(errorsOf({ kind: 'video', mediaIds: ['v'], reel: true }, ['twitter'], media)).toEqual([
      ['twitter', 'reel', 'post.reels_not_supported'],
    ]);
  });

  it('takes a YouTube Reel as a Short: at most 3 minutes, not wider than tall', () => {
    const wide = video('wide', { width: 1920, height: 1080, durationSeconds: 60 });
    const long = video('long', { width: 1080, height: 1920, durationSeconds: 200 });
    expect(errorsOf({ kind: 'video', mediaIds: ['wide'], reel: true }, ['youtube'], [wide])).toEqual([
      ['youtube', 'mediaIds.0', 'post.video_ratio'],
    ]);
    expect(errorsOf({ kind: 'video', mediaIds: ['long'], reel: true }, ['youtube'], [long])).toEqual([
      ['youtube', 'mediaIds.0', 'post.video_too_long'],
    ]);
    expect(errorsOf({ kind: 'video', mediaIds: ['wide'] }, ['youtube'], [wide])).toEqual([]);
  });
});
