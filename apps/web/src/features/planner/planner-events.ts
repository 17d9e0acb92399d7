import type { PlannerItem, PlannerMoreOnDay } from '@pagewise/shared/planner';

/**
 * The planner's events on the client (spec §3): the server's events ("static") and the moves the
 * user made that the server has not confirmed yet ("patches"), both keyed by event id. A move
 * shows at once as a patch; the server's answer either confirms it (the patch becomes the static
 * event) or refuses it (the patch goes, the event is back where the server has it).
 */
export interface PlannerEvents {
  items: Record<string, PlannerItem>;
  /** The order the server sent, so that events keep their place in a day. */
  order: string[];
  patches: Record<string, EventPatch>;
  /**
   * The month view's answer leaves events out: how many of each day, as the server counted them.
   * Kept with the events they go with, so a count never meets the events of another answer.
   */
  left: PlannerMoreOnDay[];
}

export interface EventPatch {
  start: string;
}

export type PlannerEventsAction =
  | { type: 'receive'; items: PlannerItem[]; left?: PlannerMoreOnDay[] | undefined }
  | { type: 'patch'; ids: string[]; start: string }
  | { type: 'revert'; ids: string[] }
  | { type: 'confirm'; ids: string[] };

export const noEvents: PlannerEvents = { items: {}, order: [], patches: {}, left: [] };

function without(patches: Record<string, EventPatch>, ids: string[]): Record<string, EventPatch> {
  const next = { ...patches };
  for (const id of ids) delete next[id];
  return next;
}

export function plannerEventsReducer(state: PlannerEvents, action: PlannerEventsAction): PlannerEvents {
  switch (action.type) {
    case 'receive':
      // Patches outlive a reload: a move still on its way to the server keeps showing.
      return {
        items: Object.fromEntries(action.items.map((item) => [item.id, item])),
        order: action.items.map((item) => item.id),
        patches: state.patches,
        left: action.left ?? [],
      };
    case 'patch': {
      const patches = { ...state.patches };
      for (const id of action.ids) if (state.items[id]) patches[id] = { start: action.start };
      return { ...state, patches };
    }
    case 'revert':
      return { ...state, patches: without(state.patches, action.ids) };
    case 'confirm': {
      const items = { ...state.items };
      for (const id of action.ids) {
        const item = items[id];
        const patch = state.patches[id];
        if (item && patch) items[id] = { ...item, start: patch.start };
      }
      return { ...state, items, patches: without(state.patches, action.ids) };
    }
  }
}

/** What the calendar shows: every server event, moved where a patch puts it. */
export function currentEvents(state: PlannerEvents): PlannerItem[] {
  return state.order.flatMap((id) => {
    const item = state.items[id];
    if (!item) return [];
    const patch = state.patches[id];
    return [patch ? { ...item, start: patch.start } : item];
  });
}

/** The events of one post (its publications) as the calendar shows them now. */
export function eventsOfPost(state: PlannerEvents, postId: string): string[] {
  return state.order.filter((id) => state.items[id]?.postId === postId);
}
