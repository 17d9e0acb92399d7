import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { apiError, buildPost, buildTarget, firstPage, ok, openPosts, stubPosts } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const lea = { kind: 'user', id: 'user-2', name: 'Léa Martin' } as const;
const decided = { decidedAt: '2026-03-06T10:00:00.000Z', decidedByName: 'Léa Martin' };
const awaiting = buildPost({
  id: 'post-1',
  message: 'Waiting for Léa',
  validation: { state: 'awaiting', assignee: lea, decidedAt: null, decidedByName: null },
});
const refused = buildPost({
  id: 'post-2',
  message: 'Refused by Léa',
  targets: [buildTarget({ id: 't2', status: 'error', errorKey: 'post_blocked_not_validated' })],
  validation: { state: 'unvalidated', assignee: lea, ...decided },
});
const approved = buildPost({
  id: 'post-3',
  message: 'Approved by Léa',
  validation: { state: 'validated', assignee: lea, ...decided },
});
const row = (name: string) => screen.getByRole('listitem', { name });

describe('validation in the posts list', { timeout: 20_000 }, () => {
  it('marks the posts held back by their validation, and says why one was blocked', async () => {
    stubPosts({ [firstPage]: ok({ posts: [awaiting, refused, approved], total: 3 }) });
    await openPosts();
    await screen.findByRole('listitem', { name: 'Waiting for Léa' }, slow);
    expect(within(row('Waiting for Léa')).getByText('Awaiting validation')).toBeTruthy();
    expect(within(row('Refused by Léa')).getByText('Not validated')).toBeTruthy();
    expect(
      within(row('Refused by Léa')).getByText(
        'This post was not published: it was assigned for validation and was not validated at its time.',
      ),
    ).toBeTruthy();
    // Validated: nothing holds it back, no badge.
    expect(within(row('Approved by Léa')).queryByText(/validat/i)).toBeNull();
  });

  it('tells why a post awaiting validation cannot be published now', async () => {
    stubPosts({
      [firstPage]: ok({ posts: [awaiting], total: 1 }),
      'POST /posts/post-1/publish-now': apiError(409, 'post_not_validated'),
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Waiting for Léa' }, slow);
    await userEvent.click(within(post).getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText(
        'This post is awaiting validation: it cannot be published before it is validated.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });

  it('opens the post’s details from its row and closes them', async () => {
    stubPosts({
      [firstPage]: ok({ posts: [awaiting], total: 1 }),
      'GET /posts/post-1': ok(awaiting),
      'GET /posts/post-1/notes': ok({ notes: [] }),
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Waiting for Léa' }, slow);
    await userEvent.click(within(post).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Waiting for Léa' }, slow);
    expect(await within(drawer).findByText('Assigned to Léa Martin', {}, slow)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close the post details' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
  });
});
