import type { PlannerItem } from '@pagewise/shared/planner';

/** A planner event as the server sends it; tests override what they look at. */
export function buildItem(overrides: Partial<PlannerItem> = {}): PlannerItem {
  return {
    id: 'target-1',
    kind: 'scheduled',
    start: '2026-03-05T12:00:00.000Z',
    postId: 'post-1',
    targetId: 'target-1',
    pageId: 'p1',
    pageName: 'Boulangerie Durand',
    pageKind: 'facebook_page',
    title: 'Fresh bread this morning',
    postKind: 'standard',
    publications: 1,
    storyOfPostId: null,
    validation: 'none',
    assigneeName: null,
    movable: true,
    ...overrides,
  };
}
