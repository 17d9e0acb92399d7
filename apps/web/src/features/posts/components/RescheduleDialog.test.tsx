import { notifications } from '@mantine/notifications';
import type { Post } from '@pagewise/shared/posts/post';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { isoToLocal } from '../../../lib/schedule-time.ts';
import { pickScheduleTime } from '../../../test/pick-schedule-time.ts';
import { buildPost, buildTarget, firstPage, ok, openPosts, stubPosts } from '../test-fixtures.ts';

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
const reschedulePath = 'PATCH /posts/post-1/schedule';

/** `minutes` from now, as the schedule field holds it (the test user's zone). */
const inMinutes = (minutes: number) =>
  isoToLocal(new Date(Date.now() + minutes * 60_000).toISOString(), testZone);

/** The JSON bodies sent with `call` through the stubbed fetch. */
function sentBodies(call: string): Record<string, unknown>[] {
  const [method, path] = call.split(' ');
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input, init]) => init?.method === method && String(input) === `/api${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

async function openDialog(post: Post, answers: Parameters<typeof stubPosts>[0] = {}) {
  const calls = stubPosts({ [firstPage]: ok({ posts: [post], total: 1 }), ...answers });
  await openPosts();
  const row = await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
  await userEvent.click(within(row).getByRole('button', { name: 'Reschedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reschedule the post' }, slow);
  return { calls, dialog };
}

const pickDate = (value: string) => pickScheduleTime('New date and time', value);

const submit = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule' }));

describe('reschedule a post', () => {
  it('moves a single-page post with its current time prefilled, then closes', async () => {
    const post = buildPost();
    const { calls, dialog } = await openDialog(post, { [reschedulePath]: ok(post) });
    // 12:00 UTC, in the test user's zone and English's 12 hours.
    expect(within(dialog).getByLabelText('New date and time').textContent).toBe('Mar 5, 2026, 12:00 PM');
    expect(within(dialog).queryByText('Apply to all publications of this post?')).toBeNull();
    const date = inMinutes(60);
    await pickDate(date);
    await submit(dialog);
    await waitFor(() => expect(calls).toContain(reschedulePath), slow);
    expect(sentBodies(reschedulePath)).toEqual([
      { scheduledAt: `${date.replace(' ', 'T')}:00.000Z`, applyToAll: true },
    ]);
    expect(await screen.findByText('The post was rescheduled.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks on a multi-page post and moves only the chosen page', async () => {
    const post = buildPost({
      targets: [
        buildTarget({ id: 't1', pageName: 'Boulangerie Durand', status: 'posted' }),
        buildTarget({ id: 't2', pageId: 'p2', pageName: 'Durand Insta', pageKind: 'instagram' }),
        buildTarget({ id: 't3', pageId: 'p3', pageName: 'Durand Pro', status: 'error' }),
      ],
    });
    const { dialog } = await openDialog(post, { [reschedulePath]: ok(post) });
    expect(within(dialog).getByText('Apply to all publications of this post?')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'All pages' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Only one page' }));
    const page = within(dialog).getByRole('combobox', { name: 'Page to reschedule' });
    // A page where the post already went out cannot move.
    expect(
      within(page)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Durand Insta', 'Durand Pro']);
    await userEvent.selectOptions(page, 't3');
    const date = inMinutes(120);
    await pickDate(date);
    await submit(dialog);
    await waitFor(() => expect(sentBodies(reschedulePath)).toHaveLength(1), slow);
    expect(sentBodies(reschedulePath)[0]).toEqual({
      scheduledAt: `${date.replace(' ', 'T')}:00.000Z`,
      applyToAll: false,
      targetId: 't3',
    });
  });

  it('shows the refusal of a story planned before its post, keeping the dialog and the date', async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          key: 'invalid_data',
          message: 'x',
          fields: { scheduledAt: 'post.story_before_post' },
          details: { issues: [{ field: 'scheduledAt', key: 'post.story_before_post' }] },
        },
      },
    };
    const { calls, dialog } = await openDialog(buildPost({ kind: 'story' }), { [reschedulePath]: refusal });
    await pickDate(inMinutes(90));
    const picked = within(dialog).getByLabelText('New date and time').textContent;
    await submit(dialog);
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(
      within(alert).getByText('A story must go out after its standard post: pick a later time.'),
    ).toBeTruthy();
    expect(calls).toContain(reschedulePath);
    expect(screen.getByRole('dialog', { name: 'Reschedule the post' })).toBeTruthy();
    expect(picked).not.toBe('');
    expect(within(dialog).getByLabelText('New date and time').textContent).toBe(picked);
    expect(within(dialog).getByRole('button', { name: 'Clear the date and time' })).toBeTruthy();
  });

  it('refuses a time 5 minutes ahead without sending anything', async () => {
    const { calls, dialog } = await openDialog(buildPost());
    await pickDate(inMinutes(5));
    await submit(dialog);
    expect(
      await within(dialog).findByText('Schedule the post more than 10 minutes from now.', undefined, slow),
    ).toBeTruthy();
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Reschedule the post' })).toBeTruthy();
  });

  it('names a time the user’s zone skips at the spring change, and moves the post just after it', async () => {
    const inParis = { 'GET /users/me': ok({ ...testMe, timeZone: 'Europe/Paris' }) };
    const { dialog } = await openDialog(buildPost(), { ...inParis, [reschedulePath]: ok(buildPost()) });
    // Paris skips 02:00–03:00 on 28 March 2027: 02:30 is 03:30 summer time, 01:30 UTC.
    await pickDate('2027-03-28 02:30');
    expect(
      within(dialog).getByText(
        'Europe/Paris skips 2:30 AM that day, when the clocks go forward: the post will go out at 3:30 AM.',
      ),
    ).toBeTruthy();
    await submit(dialog);
    await waitFor(() => expect(sentBodies(reschedulePath)).toHaveLength(1), slow);
    expect(sentBodies(reschedulePath)[0]).toEqual({
      scheduledAt: '2027-03-28T01:30:00.000Z',
      applyToAll: true,
    });
  });
});
