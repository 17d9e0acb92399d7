import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { createQueryClient } from '../../app/queryClient.ts';
import { loadEnglish } from '../../app/test-utils.tsx';
import { InstallPopup } from './InstallPopup.tsx';
import { oneMonthLater } from './installPopup.ts';
import { captureInstallPrompt } from './installPrompt.ts';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

let stopCapture: () => void;
beforeEach(async () => {
  await loadEnglish();
  stopCapture = captureInstallPrompt(window);
});
afterEach(() => {
  stopCapture();
  // Drop a prompt a test left unused.
  window.dispatchEvent(new Event('appinstalled'));
  vi.useRealTimers();
});

function offerPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const prompt = vi.fn(async () => {});
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

function show(userAgent: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <InstallPopup userAgent={userAgent} />
    </AppProviders>,
  );
}

describe('InstallPopup', () => {
  it('shows nothing before the browser offers its prompt', () => {
    show(android);
    expect(screen.queryByText('Install Pagewise on your phone')).toBeNull();
  });

  it('offers "Add" and "No thanks" on a phone and marks the first popup seen', async () => {
    show(android);
    offerPrompt();
    expect(await screen.findByText('Install Pagewise on your phone')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No thanks' })).toBeTruthy();
    expect(localStorage.getItem('installPopupSeen')).toBe('true');
  });

  it('"Add" opens the browser prompt; an accepted install means never again', async () => {
    show(android);
    const prompt = offerPrompt('accepted');
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(prompt).toHaveBeenCalledOnce();
    await waitFor(() => expect(localStorage.getItem('installPopupNever')).toBe('true'));
    expect(screen.queryByText('Install Pagewise on your phone')).toBeNull();
  });

  it('the close icon hides it for one month', async () => {
    const now = Date.UTC(2025, 2, 1);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    show(android);
    offerPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('installPopupHiddenUntil')).toBe(String(oneMonthLater(now)));
    expect(localStorage.getItem('installPopupNever')).toBeNull();
    expect(screen.queryByText('Install Pagewise on your phone')).toBeNull();
  });

  it('"No thanks" on the first popup waits a month', async () => {
    show(android);
    offerPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(localStorage.getItem('installPopupHiddenUntil')).not.toBeNull();
    expect(localStorage.getItem('installPopupNever')).toBeNull();
  });

  it('"No thanks" on a later popup sets the permanent never flag', async () => {
    localStorage.setItem('installPopupSeen', 'true');
    show(android);
    offerPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(localStorage.getItem('installPopupNever')).toBe('true');
  });

  it('stays hidden during the one-month delay and with the never flag', () => {
    localStorage.setItem('installPopupHiddenUntil', String(Date.now() + 60_000));
    const { unmount } = show(android);
    offerPrompt();
    expect(screen.queryByText('Install Pagewise on your phone')).toBeNull();
    unmount();
    localStorage.clear();
    localStorage.setItem('installPopupNever', 'true');
    show(android);
    expect(screen.queryByText('Install Pagewise on your phone')).toBeNull();
  });

  it('offers a desktop shortcut on a computer', async () => {
    show(desktop);
    const prompt = offerPrompt();
    expect(await screen.findByText('Add Pagewise to your desktop')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add the shortcut' }));
    expect(prompt).toHaveBeenCalledOnce();
  });

  it('on iPhone, "Add" explains the Home Screen steps (no browser prompt there)', async () => {
    show(iphone);
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(screen.getByText(/tap the Share button/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(localStorage.getItem('installPopupHiddenUntil')).not.toBeNull();
  });
});
