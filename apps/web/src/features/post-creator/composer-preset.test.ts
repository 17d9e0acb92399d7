import { describe, expect, it } from 'vitest';
import { isoToLocal } from '../../lib/schedule-time.ts';
import { buildPage } from '../pages/test-fixtures.ts';
import { withPreset } from './composer-preset.ts';
import { initialComposerState } from './composer-state.ts';

const pages = [buildPage({ id: 'p1' }), buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram' })];
const at = '2026-03-05T17:30:00.000Z';

describe('withPreset', () => {
  it('starts a new post at the time and on the page of the link', () => {
    const state = withPreset(
      initialComposerState(),
      'create',
      new URLSearchParams({ scheduled_at: at, page_id: 'p2' }),
      pages,
      'Europe/Paris',
    );
    // 17:30 UTC is 18:30 in Paris in March.
    expect(state.scheduledAt).toBe('2026-03-05 18:30');
    expect(isoToLocal(at, 'Europe/Paris')).toBe('2026-03-05 18:30');
    expect(state.content.pageIds).toEqual(['p2']);
  });

  it('ignores an unknown page and an unreadable date', () => {
    const state = withPreset(
      initialComposerState(),
      'create',
      new URLSearchParams({ scheduled_at: 'soon', page_id: 'gone' }),
      pages,
      'Europe/Paris',
    );
    expect(state.scheduledAt).toBe('');
    expect(state.content.pageIds).toEqual([]);
  });

  it('leaves a loaded post alone', () => {
    const loaded = { ...initialComposerState(), scheduledAt: '2026-04-01 10:00' };
    const query = new URLSearchParams({ scheduled_at: at, page_id: 'p2' });
    expect(withPreset(loaded, 'edit', query, pages, 'Europe/Paris')).toBe(loaded);
  });
});
