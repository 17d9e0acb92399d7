import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { meAs } from '../settings/test-fixtures.ts';
import { buildPost, sentBodies } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown, status = 200) => ({ status, body });
const listed = {
  'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand' })] }),
  'GET /groups': ok({ groups: [] }),
};
const draftOnly = 'You save posts as drafts; an editor or an administrator schedules them.';

async function openComposerAs(role: 'editor' | 'writer') {
  const calls = stubDash({ ...listed, 'GET /users/me': ok(meAs(role)), 'POST /posts': ok(buildPost(), 201) });
  renderApp('/dash/postCreator');
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  return calls;
}

describe('composer by role', { timeout: 20_000 }, () => {
  it('lets a writer save a draft only, and says who schedules it', async () => {
    const calls = await openComposerAs('writer');
    expect(screen.getByText(draftOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Croissants for Sunday');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({ intent: 'draft', message: 'Croissants for Sunday' });
  });

  it('lets an editor schedule and publish', async () => {
    await openComposerAs('editor');
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schedule' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeTruthy();
    expect(screen.queryByText(draftOnly)).toBeNull();
  });
});
