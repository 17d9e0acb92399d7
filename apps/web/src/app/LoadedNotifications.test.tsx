import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoadedNotifications, { phoneQuery } from './LoadedNotifications.tsx';

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

async function positionOfToast() {
  render(
    <MantineProvider>
      <LoadedNotifications />
    </MantineProvider>,
  );
  act(() => {
    notifications.show({ message: 'Saved.' });
  });
  const toast = await screen.findByText('Saved.');
  return toast.closest('[data-position]')?.getAttribute('data-position');
}

describe('where notifications appear', () => {
  it('is the bottom right on a wide screen, away from the header and a drawer title', async () => {
    screenIs(false);
    expect(await positionOfToast()).toBe('bottom-right');
  });

  it('is across the bottom on a phone', async () => {
    screenIs(true);
    expect(await positionOfToast()).toBe('bottom-center');
  });
});
