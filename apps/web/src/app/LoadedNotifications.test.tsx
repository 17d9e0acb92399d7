import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoadedNotifications, { notificationsTop, phoneQuery } from './LoadedNotifications.tsx';
import { headerHeight } from './layout/header-height.ts';

afterEach(() => {
  notifications.clean();
  vi.restoreAllMocks();
});

/** The browser's answer to media queries as on a screen `phone` or not. */
function screenIs(phone: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === phoneQuery ? phone : false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

async function placeOfToast() {
  render(
    <MantineProvider>
      <LoadedNotifications />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Saved.' });
  });
  const toast = await screen.findByText('Saved.');
  const root = toast.closest<HTMLElement>('[data-position]');
  return {
    position: root?.getAttribute('data-position'),
    below: root?.classList.contains('pagewise-notifications'),
    top: root?.style.getPropertyValue('--notifications-top'),
  };
}

describe('where notifications appear', () => {
  it('is the bottom right on a wide screen, away from the header and the top-right actions', async () => {
    screenIs(false);
    expect(await placeOfToast()).toMatchObject({ position: 'bottom-right' });
  });

  it('is across the top below the header on a phone, away from the buttons at the bottom', async () => {
    screenIs(true);
    expect(await placeOfToast()).toEqual({ position: 'top-center', below: true, top: notificationsTop });
    expect(notificationsTop).toContain(`${headerHeight}px`);
  });
});
