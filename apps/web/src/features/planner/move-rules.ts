import type { PlannerItem } from '@pagewise/shared/planner';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import type { reschedulePostRequest } from '@pagewise/shared/posts/post';
import type { z } from 'zod';

/**
 * Why a drag cannot stand, checked before anything is sent (spec §4, §5): a key of the
 * `planner` catalogue (`move.*`) or of the `issues` catalogue (`post.*`, the server's own words).
 */
export type MoveRefusal =
  | 'move.notMovable'
  | 'move.past'
  | 'post.schedule_too_soon'
  | 'post.story_before_post'
  | 'move.postAfterItsStory';

const isPublication = (item: PlannerItem) => item.kind !== 'slot' && item.kind !== 'preview';

/**
 * The refusal of moving `item` to `start`, or null when the move may go to the server. A story
 * must go out after its standard post, and a standard post before its stories: the calendar
 * checks what it shows, the server checks the rest.
 */
export function moveRefusal(
  item: PlannerItem,
  start: Date,
  now: Date,
  shown: readonly PlannerItem[],
): MoveRefusal | null {
  if (!item.movable || item.postId === null) return 'move.notMovable';
  const ahead = start.getTime() - now.getTime();
  if (ahead < 0) return 'move.past';
  if (ahead <= minimumScheduleMinutes * 60_000) return 'post.schedule_too_soon';
  const others = shown.filter((other) => isPublication(other) && other.postId !== item.postId);
  if (item.storyOfPostId !== null) {
    const standard = others.filter((other) => other.postId === item.storyOfPostId);
    if (standard.some((other) => new Date(other.start).getTime() >= start.getTime())) {
      return 'post.story_before_post';
    }
  }
  const stories = others.filter((other) => other.storyOfPostId === item.postId);
  if (stories.some((story) => new Date(story.start).getTime() <= start.getTime())) {
    return 'move.postAfterItsStory';
  }
  return null;
}

/** A post on several pages asks whether every publication moves or only the dragged one (spec §4). */
export const asksMoveScope = (item: PlannerItem) => item.publications > 1 && item.targetId !== null;

export type MoveScope = 'all' | 'one';
export type RescheduleBody = z.input<typeof reschedulePostRequest>;

/** `PATCH /api/posts/:id/schedule` for a move of `item` to `start`. */
export function rescheduleBody(item: PlannerItem, start: Date, scope: MoveScope): RescheduleBody {
  const scheduledAt = start.toISOString();
  if (scope === 'one' && item.targetId !== null) {
    return { scheduledAt, applyToAll: false, targetId: item.targetId };
  }
  return { scheduledAt, applyToAll: true };
}
