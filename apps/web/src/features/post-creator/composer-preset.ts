import type { Page } from '@pagewise/shared/pages';
import { isoToLocal } from '../../lib/schedule-time.ts';
import type { ComposerState } from './composer-state.ts';
import type { PostCreatorMode } from './postCreatorMode.ts';

/**
 * A new post opened from the planner (an empty slot, an empty time, an optimal time) starts at
 * that time and on that page: `?scheduled_at=<ISO>&page_id=<id>`. Unknown pages and unreadable
 * dates are ignored; a loaded post (edit, duplicate, draft) keeps its own.
 */
export function withPreset(
  state: ComposerState,
  mode: PostCreatorMode,
  query: URLSearchParams,
  pages: Page[],
  timeZone: string,
): ComposerState {
  if (mode !== 'create') return state;
  const scheduledAt = isoToLocal(query.get('scheduled_at'), timeZone);
  const pageId = query.get('page_id');
  const page = pages.find((candidate) => candidate.id === pageId);
  return {
    ...state,
    scheduledAt: scheduledAt || state.scheduledAt,
    content: page ? { ...state.content, pageIds: [page.id] } : state.content,
  };
}
