import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../../app/test-utils.tsx';
import { isoToLocal } from '../../../lib/schedule-time.ts';
import { pickedScheduleTime } from '../../../test/pick-schedule-time.ts';
import { nextOptimalTime } from '../optimal-times.ts';
import { ok, stubPlanner } from '../test-fixtures.ts';

/** The zone the test user reads times in: their account's (`testMe`). */
const testZone = 'UTC';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const tuesdayEvening = 1 * 24 * 60 + 18 * 60;
const thursdayMorning = 3 * 24 * 60 + 9 * 60;

async function openComposer(path: string) {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  return view;
}

describe('the composer and the planner', { timeout: 20_000 }, () => {
  it('starts a post at the time and on the page the planner chose', async () => {
    stubPlanner({
      'GET /pages/p2/optimal-times': ok({
        pageId: 'p2',
        basis: 'page',
        measuredPosts: 11,
        timeZone: 'UTC',
        times: [],
      }),
    });
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setSeconds(0, 0);
    await openComposer(`/dash/postCreator?scheduled_at=${encodeURIComponent(at.toISOString())}&page_id=p2`);
    expect(pickedScheduleTime()).toBe(isoToLocal(at.toISOString(), testZone));
    expect((screen.getByRole('checkbox', { name: 'Durand Insta' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Boulangerie Durand' }) as HTMLInputElement).checked).toBe(
      false,
    );
    // The page's optimal times are offered at once.
    const times = await screen.findByRole('group', { name: 'Optimal posting times' }, slow);
    expect(
      await within(times).findByText('From your 11 published posts on this page.', {}, slow),
    ).toBeTruthy();
  });

  it('lists the optimal times of a selected page and schedules the next one on a click', async () => {
    stubPlanner({
      'GET /pages/p1/optimal-times': ok({
        pageId: 'p1',
        basis: 'page',
        measuredPosts: 14,
        timeZone: 'UTC',
        times: [
          { minuteOfWeek: thursdayMorning, score: 0.5, posts: 4 },
          { minuteOfWeek: tuesdayEvening, score: 1, posts: 6 },
        ],
      }),
    });
    await openComposer('/dash/postCreator');
    // Nothing to offer before a page is chosen.
    expect(screen.queryByRole('group', { name: 'Optimal posting times' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
    const times = await screen.findByRole('group', { name: 'Optimal posting times' }, slow);
    expect(
      await within(times).findByText('From your 14 published posts on this page.', {}, slow),
    ).toBeTruthy();
    const buttons = within(times).getAllByRole('button', { name: /^Schedule on / });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    const expected = isoToLocal(nextOptimalTime(tuesdayEvening, new Date(), 'UTC').toISOString(), testZone);
    await waitFor(() => expect(pickedScheduleTime()).toBe(expected));
  });
});
