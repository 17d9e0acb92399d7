import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders.tsx';
import { requestNotificationsHost } from './notificationsHost.ts';
import { createQueryClient } from './queryClient.ts';

beforeEach(() => notifications.clean());

function show() {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <p>The app</p>
    </AppProviders>,
  );
}

const container = () => document.querySelector('.mantine-Notifications-root');

describe('NotificationsHost', () => {
  it('leaves Mantine notifications out until there is something to show', async () => {
    show();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container()).toBeNull();
  });

  it('shows a notification queued before its component has loaded', async () => {
    show();
    act(() => {
      notifications.show({ message: 'Queued before the chunk' });
    });
    expect(await screen.findByText('Queued before the chunk')).toBeTruthy();
  });

  it('shows one queued even before the app renders', async () => {
    notifications.show({ message: 'Queued before render' });
    show();
    expect(await screen.findByText('Queued before render')).toBeTruthy();
  });

  // Last: the dashboard's request holds for the rest of the page's life.
  it('is loaded up front once the dashboard asks for it', async () => {
    show();
    act(requestNotificationsHost);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container()).not.toBeNull();
  });
});
