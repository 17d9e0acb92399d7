import { describe, expect, it } from 'vitest';
import { emptySource, sourceErrors, toSourceInput } from './source-values.ts';

describe('sourceErrors', () => {
  it('reports every missing field at once', () => {
    expect(sourceErrors({ ...emptySource(), type: 'twitter' })).toEqual({
      name: 'validation.required',
      url: 'validation.required',
      pageId: 'validation.required',
    });
  });

  it('checks the address for its type even while another field is missing', () => {
    expect(sourceErrors({ ...emptySource(), type: 'youtube', url: 'https://example.com/x' })).toEqual({
      name: 'validation.required',
      url: 'validation.source_url_youtube',
    });
  });

  it('accepts search words for news and a YouTube channel address', () => {
    expect(sourceErrors({ ...emptySource(), name: 'Bread', type: 'news', url: 'sourdough bread' })).toEqual(
      {},
    );
    expect(
      sourceErrors({
        ...emptySource(),
        name: 'Channel',
        type: 'youtube',
        url: 'https://www.youtube.com/channel/UC123',
      }),
    ).toEqual({});
  });

  it('refuses a logo that is not a web address', () => {
    expect(
      sourceErrors({ ...emptySource(), name: 'Blog', url: 'https://blog.example/feed', logoUrl: 'logo.png' }),
    ).toEqual({ logoUrl: 'validation.url' });
  });

  it('sends a page only with a Twitter source', () => {
    expect(toSourceInput({ ...emptySource(), pageId: 'p1' }).pageId).toBeNull();
    expect(toSourceInput({ ...emptySource(), type: 'twitter', pageId: 'p1' }).pageId).toBe('p1');
  });
});
