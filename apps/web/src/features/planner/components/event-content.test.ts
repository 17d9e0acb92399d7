import { previewEventId } from '@pagewise/shared/planner';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { buildItem } from '../test-fixtures.ts';
import { eventFaces } from './event-content.ts';
import { renderPageMark } from './event-page-mark.ts';

/** The keys and values the faces ask for, as plain text: enough to read the times they put in. */
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

const post = buildItem({ id: 't-1', title: 'Lunch menu', start: '2030-01-09T14:30:00.000Z' });
const midnightPreview = buildItem({
  id: previewEventId('bot-1', 'item-1'),
  kind: 'preview',
  postId: null,
  start: '2030-01-10T00:00:00.000Z',
});

describe('event faces', () => {
  it('show an afternoon post and a bot’s midnight preview in 12 hours in English', () => {
    const faceOf = eventFaces(t, 'en', 'UTC');
    expect(faceOf({ kind: 'item', item: post }, true).time).toBe('2:30 PM');
    expect(faceOf({ kind: 'item', item: midnightPreview }, true).time).toBe('12:00 AM');
    expect(faceOf({ kind: 'item', item: post }, true).label).toContain('"time":"Wed, Jan 9, 2:30 PM"');
  });

  it('show them in 24 hours in the other languages', () => {
    for (const language of ['fr', 'de', 'es', 'pt', 'it']) {
      const faceOf = eventFaces(t, language, 'UTC');
      expect(faceOf({ kind: 'item', item: post }, true).time).toBe('14:30');
      expect(faceOf({ kind: 'item', item: midnightPreview }, true).time).toBe('00:00');
    }
  });

  it('read the time in the zone they are given, and name the page’s network', () => {
    const pages = post.pageId ? { [post.pageId]: { name: 'North', pictureUrl: '/media/north.webp' } } : {};
    const face = eventFaces(t, 'de', 'Asia/Tokyo', pages)({ kind: 'item', item: post }, true);
    expect(face.time).toBe('23:30');
    expect(face.page).toEqual({
      name: post.pageName,
      network: 'facebook_page',
      pictureUrl: '/media/north.webp',
    });
    expect(face.label).toContain('networks.facebook_page');
  });
});

describe('the page mark', () => {
  it("draws the page's picture and its network's logo, hidden from readers", () => {
    const mark = renderPageMark({
      name: 'North Shop',
      network: 'instagram',
      pictureUrl: '/media/north.webp',
    });
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.querySelector('img')?.getAttribute('src')).toBe('/media/north.webp');
    expect(mark?.querySelector('svg[data-network="instagram"]')).toBeTruthy();
  });

  it('draws initials on the page colour while the page has no picture', () => {
    const mark = renderPageMark({ name: 'Boulangerie Durand', network: 'sandbox', pictureUrl: null });
    const avatar = mark?.querySelector<HTMLElement>('.planner-event-avatar');
    expect(avatar?.dataset.letters).toBe('BD');
    expect(mark?.querySelector('img')).toBeNull();
  });

  it('draws nothing for an event with no page', () => {
    expect(renderPageMark(null)).toBeNull();
  });
});
