import { describe, expect, it } from 'vitest';
import { asksMoveScope, moveRefusal, rescheduleBody } from './move-rules.ts';
import { buildItem } from './test-items.ts';

const now = new Date('2026-03-05T10:00:00.000Z');
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('moveRefusal', () => {
  const item = buildItem({ start: '2026-03-06T12:00:00.000Z' });

  it('lets a movable post go more than 10 minutes ahead', () => {
    expect(moveRefusal(item, minutesFromNow(11), now, [item])).toBeNull();
    expect(moveRefusal(item, minutesFromNow(60 * 24 * 30), now, [item])).toBeNull();
  });

  it('refuses the past, and less than 10 minutes ahead', () => {
    expect(moveRefusal(item, minutesFromNow(-1), now, [item])).toBe('move.past');
    expect(moveRefusal(item, minutesFromNow(0), now, [item])).toBe('post.schedule_too_soon');
    expect(moveRefusal(item, minutesFromNow(10), now, [item])).toBe('post.schedule_too_soon');
  });

  it('refuses what the server says may not move', () => {
    const posted = buildItem({ kind: 'posted', movable: false });
    expect(moveRefusal(posted, minutesFromNow(60), now, [posted])).toBe('move.notMovable');
    const preview = buildItem({ kind: 'preview', postId: null, movable: true });
    expect(moveRefusal(preview, minutesFromNow(60), now, [preview])).toBe('move.notMovable');
  });

  it('keeps a story after its standard post', () => {
    const standard = buildItem({ id: 't-standard', postId: 'post-std', start: '2026-03-06T12:00:00.000Z' });
    const story = buildItem({
      id: 't-story',
      postId: 'post-story',
      postKind: 'story',
      storyOfPostId: 'post-std',
      start: '2026-03-06T13:00:00.000Z',
    });
    const shown = [standard, story];
    expect(moveRefusal(story, new Date('2026-03-06T11:00:00.000Z'), now, shown)).toBe(
      'post.story_before_post',
    );
    expect(moveRefusal(story, new Date('2026-03-06T12:00:00.000Z'), now, shown)).toBe(
      'post.story_before_post',
    );
    expect(moveRefusal(story, new Date('2026-03-06T12:01:00.000Z'), now, shown)).toBeNull();
    // The standard post may not jump past its story either.
    expect(moveRefusal(standard, new Date('2026-03-06T14:00:00.000Z'), now, shown)).toBe(
      'move.postAfterItsStory',
    );
    expect(moveRefusal(standard, new Date('2026-03-06T12:30:00.000Z'), now, shown)).toBeNull();
    // A standard post out of view: the server decides.
    expect(moveRefusal(story, new Date('2026-03-06T11:00:00.000Z'), now, [story])).toBeNull();
  });
});

describe('rescheduling requests', () => {
  const start = new Date('2026-03-07T09:30:00.000Z');

  it('asks about the scope only for a post with several publications', () => {
    expect(asksMoveScope(buildItem({ publications: 1 }))).toBe(false);
    expect(asksMoveScope(buildItem({ publications: 3 }))).toBe(true);
    expect(asksMoveScope(buildItem({ publications: 2, targetId: null }))).toBe(false);
  });

  it('moves every publication, or only the dragged one', () => {
    const item = buildItem({ targetId: 'target-7', publications: 2 });
    expect(rescheduleBody(item, start, 'all')).toEqual({
      scheduledAt: '2026-03-07T09:30:00.000Z',
      applyToAll: true,
    });
    expect(rescheduleBody(item, start, 'one')).toEqual({
      scheduledAt: '2026-03-07T09:30:00.000Z',
      applyToAll: false,
      targetId: 'target-7',
    });
  });

  it('moves a draft without a page as a whole', () => {
    const draft = buildItem({ id: 'post:post-3', kind: 'draft', targetId: null, pageId: null });
    expect(rescheduleBody(draft, start, 'one')).toEqual({
      scheduledAt: start.toISOString(),
      applyToAll: true,
    });
  });
});
