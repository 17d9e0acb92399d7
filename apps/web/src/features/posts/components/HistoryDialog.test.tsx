import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { buildPost, firstPage, ok, openPosts, stubPosts } from '../test-fixtures.ts';

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

describe('post history', () => {
  it('shows each change as a readable before → after', async () => {
    stubPosts({
      [firstPage]: ok({ posts: [buildPost()], total: 1 }),
      'GET /posts/post-1/history': ok({
        entries: [
          {
            id: 'h2',
            action: 'rescheduled',
            at: '2026-03-02T10:00:00.000Z',
            userName: 'Camille Durand',
            changes: [
              { field: 'scheduledAt', before: '2026-03-04T12:00:00.000Z', after: '2026-03-05T12:00:00.000Z' },
              { field: 'message', before: 'Bread', after: `Fresh bread ${'and more '.repeat(30)}` },
              { field: 'pageIds', before: ['p1'], after: ['p1', 'p2'] },
            ],
          },
          { id: 'h1', action: 'created', at: '2026-03-01T09:00:00.000Z', userName: null, changes: [] },
        ],
      }),
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
    await userEvent.click(within(post).getByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of changes' });
    expect(await within(dialog).findByText('Rescheduled', {}, slow)).toBeTruthy();
    expect(within(dialog).getByText(/by Camille Durand/)).toBeTruthy();
    expect(within(dialog).getByText('Scheduled date')).toBeTruthy();
    expect(within(dialog).getByText(/^Mar 4, 2026/)).toBeTruthy();
    expect(within(dialog).getByText('Post text')).toBeTruthy();
    expect(within(dialog).getByText(/^Fresh bread and more .*…$/)).toBeTruthy();
    expect(within(dialog).getByText('Boulangerie Durand, Durand Insta')).toBeTruthy();
    expect(within(dialog).getByText('Created')).toBeTruthy();
  });
});
