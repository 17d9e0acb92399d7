import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { apiError, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const inboxSwitch = () =>
  screen.getByRole('switch', { name: /Inbox and direct messages/ }) as HTMLInputElement;

async function openNotifications() {
  await openSettings('/dash/settings/notifications');
  await screen.findByRole('region', { name: 'E-mail notifications' }, slow);
}

describe('notifications', { timeout: 20_000 }, () => {
  it('explains each of the five e-mails', async () => {
    stubSettings();
    await openNotifications();
    expect(screen.getAllByRole('switch')).toHaveLength(5);
    expect(screen.getByText('When a source cannot be read any more and was disabled.')).toBeTruthy();
  });

  it('moves the switch at once and saves all five flags', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const saved = { ...testMe, notifications: { ...testMe.notifications, inbox: false } };
    stubSettings({
      'PUT /users/me/notifications': () => new Promise((resolve) => (answer = resolve)),
    });
    await openNotifications();
    await userEvent.click(inboxSwitch());

    // Before the server has answered.
    await waitFor(() => expect(inboxSwitch().checked).toBe(false));
    expect(sentBody('PUT', '/users/me/notifications')).toEqual({
      publicationFailures: true,
      validations: true,
      inbox: false,
      pageErrors: true,
      sourceErrors: true,
    });
    answer(ok(saved));
    await waitFor(() => expect(inboxSwitch().checked).toBe(false));
    expect(screen.queryByText(/could not be saved/)).toBeNull();
  });

  it('moves the switch back and says why when the server refuses', async () => {
    stubSettings({ 'PUT /users/me/notifications': apiError(503, 'service_unavailable') });
    await openNotifications();
    await userEvent.click(inboxSwitch());
    expect(
      await screen.findByText(
        'Your choice could not be saved: The service is temporarily unavailable. Try again in a moment.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(inboxSwitch().checked).toBe(true);
  });
});
