import { useState } from 'react';
import { readStored, writeStored } from '../../../lib/storage.ts';

/** The selected page ids as the pages screen keeps them too (`selectedPageIds`, a JSON list). */
export function readSelectedPageIds(): string[] {
  try {
    const stored: unknown = JSON.parse(readStored('selectedPageIds') ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export interface PlannerFilter {
  /** Pages to show; none selected shows every page the user reaches. */
  pageIds: string[];
  /** A group shows its pages instead of the selected ones. */
  groupId: string | null;
}

/**
 * The planner's page and group filter. The selected pages are kept across visits in local
 * storage (spec §3); a link naming one page (`page_id`) selects that page alone.
 */
export function usePlannerFilter(linkedPageId: string | null = null) {
  const [pageIds, setPageIdsState] = useState<string[]>(() => {
    if (!linkedPageId) return readSelectedPageIds();
    writeStored('selectedPageIds', JSON.stringify([linkedPageId]));
    return [linkedPageId];
  });
  const [groupId, setGroupId] = useState<string | null>(null);
  const setPageIds = (next: string[]) => {
    setPageIdsState(next);
    writeStored('selectedPageIds', JSON.stringify(next));
  };
  const filter: PlannerFilter = { pageIds, groupId };
  return { filter, setPageIds, setGroupId };
}
