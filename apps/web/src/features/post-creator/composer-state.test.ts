import { describe, expect, it } from 'vitest';
import {
  type ComposerAction,
  type ComposerState,
  composerReducer,
  emptyContent,
  initialComposerState,
  isTextOnly,
  type UploadRole,
} from './composer-state.ts';
import { issueArea, mediaIndex } from './issues.ts';
import { buildMedia } from './test-fixtures.ts';

const run = (actions: ComposerAction[], state: ComposerState = initialComposerState()) =>
  actions.reduce(composerReducer, state);

const uploaded = (
  key: string,
  id: string,
  kind: 'image' | 'video' | 'document' = 'image',
  role: UploadRole = 'media',
): ComposerAction[] => [
  { type: 'uploadStarted', key, fileName: `${id}.file`, role },
  { type: 'uploadDone', key, media: buildMedia({ id, kind }) },
];

describe('composerReducer', () => {
  it('drops the own text of a page taken off the post, and keeps the networks’ texts', () => {
    const state = run([
      { type: 'set', patch: { pageIds: ['p1', 'p2'] }, area: 'pageIds' },
      { type: 'set', patch: { pageTexts: { p1: 'One', p2: 'Two' } }, area: 'pageTexts' },
      { type: 'set', patch: { networkTexts: { twitter: 'For X' } }, area: 'networkTexts' },
      { type: 'set', patch: { pageIds: ['p2'] }, area: 'pageIds' },
    ]);
    expect(state.content.pageTexts).toEqual({ p2: 'Two' });
    expect(state.content.networkTexts).toEqual({ twitter: 'For X' });
    expect(issueArea('networkTexts.twitter')).toBe('networkTexts');
  });

  it('places an uploaded file by its role and marks the media as changed', () => {
    const state = run([
      ...uploaded('u1', 'img'),
      { type: 'uploadStarted', key: 'u2', fileName: 'thumb.png', role: 'thumbnail' },
      { type: 'uploadProgress', key: 'u2', progress: 0.5 },
    ]);
    expect(state.content.mediaIds).toEqual(['img']);
    expect(state.uploads).toEqual([
      { key: 'u2', fileName: 'thumb.png', role: 'thumbnail', progress: 0.5, error: null },
    ]);
    expect(state.touched).toContain('media');
    const done = run([{ type: 'uploadDone', key: 'u2', media: buildMedia({ id: 'thumb' }) }], state);
    expect(done.content.thumbnailMediaId).toBe('thumb');
    expect(done.uploads).toEqual([]);
  });

  it('keeps a PDF as the document whatever button sent it', () => {
    const state = run(uploaded('u1', 'pdf', 'document'));
    expect(state.content.documentMediaId).toBe('pdf');
    expect(state.content.mediaIds).toEqual([]);
  });

  it('drops the media a new kind cannot carry, and starts a poll with two options', () => {
    const withMedia = run([...uploaded('u1', 'img'), ...uploaded('u2', 'vid', 'video')]);
    expect(run([{ type: 'setKind', kind: 'image' }], withMedia).content.mediaIds).toEqual(['img']);
    expect(run([{ type: 'setKind', kind: 'video' }], withMedia).content.mediaIds).toEqual(['vid']);
    const poll = run([{ type: 'setKind', kind: 'poll' }], withMedia).content;
    expect(poll.mediaIds).toEqual([]);
    expect(poll.poll).toEqual({ question: '', options: ['', ''], durationDays: 1 });
  });

  it('moves media within bounds and removes a thumbnail like any file', () => {
    const state = run([
      ...uploaded('u1', 'a'),
      ...uploaded('u2', 'b'),
      ...uploaded('u3', 't', 'image', 'thumbnail'),
    ]);
    expect(run([{ type: 'moveMedia', id: 'a', by: -1 }], state)).toBe(state);
    expect(run([{ type: 'moveMedia', id: 'a', by: 1 }], state).content.mediaIds).toEqual(['b', 'a']);
    expect(run([{ type: 'removeMedia', id: 't' }], state).content.thumbnailMediaId).toBeNull();
  });

  it('merges a network option with its defaults', () => {
    const state = run([{ type: 'setOption', network: 'youtube', patch: { title: 'Bread' } }]);
    expect(state.content.options.youtube).toEqual({
      title: 'Bread',
      notifySubscribers: true,
      madeForKids: false,
      visibility: 'public',
      tags: [],
    });
    expect(state.touched).toContain('options.youtube');
  });

  it('forgets what the server said once the user changes something', () => {
    const refused = run([{ type: 'serverIssues', issues: [{ field: 'link', key: 'post.link_invalid' }] }]);
    expect(
      run([{ type: 'set', patch: { link: 'https://example.com' }, area: 'link' }], refused).serverIssues,
    ).toEqual([]);
  });
});

describe('isTextOnly', () => {
  it('is a standard post with neither link nor media', () => {
    expect(isTextOnly({ ...emptyContent(), message: 'Hi' })).toBe(true);
    expect(isTextOnly({ ...emptyContent(), link: 'https://example.com' })).toBe(false);
    expect(isTextOnly({ ...emptyContent(), mediaIds: ['m'] })).toBe(false);
    expect(isTextOnly({ ...emptyContent(), kind: 'poll' })).toBe(false);
  });
});

describe('issue areas', () => {
  it.each([
    ['mediaIds.2', 'media'],
    ['mediaIds', 'media'],
    ['options.tiktok.privacyLevel', 'options.tiktok'],
    ['options.pinterest.boardId', 'options.pinterest'],
    ['poll.options', 'poll'],
    ['documentTitle', 'document'],
    ['reel', 'kind'],
    ['scheduledAt', 'scheduledAt'],
    ['somethingElse', 'other'],
  ])('%s shows in %s', (field, area) => {
    expect(issueArea(field)).toBe(area);
  });

  it('tells which file an issue concerns', () => {
    expect(mediaIndex({ field: 'mediaIds.3', key: 'post.image_too_large' })).toBe(3);
    expect(mediaIndex({ field: 'mediaIds', key: 'post.images_dropped' })).toBeNull();
  });
});
