import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { paintStoredColorScheme } from '../color-scheme.ts';
import { loadEnglish, renderApp, stubApi, testMe } from '../test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const slow = { timeout: 5000 };
// happy-dom has no layout: Floating UI hides the dropdown, so the queries include hidden elements.
const hidden = { hidden: true };
const drawnIn = () => document.documentElement.getAttribute('data-mantine-color-scheme');

function signedIn(answers: Parameters<typeof stubApi>[0] = {}) {
  localStorage.setItem('token', 'test-token');
  return stubApi({
    'GET /users/me': { status: 200, body: testMe },
    'GET /pages': { status: 200, body: { pages: [] } },
    ...answers,
  });
}

async function chooseInMenu(name: string) {
  await screen.findByRole('heading', { level: 1 }, slow);
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
  const menu = await screen.findByRole('menu', hidden);
  await userEvent.click(within(menu).getByRole('menuitem', { name, ...hidden }));
}

describe('colour scheme', () => {
  it('offers light, dark and the system’s, with the user’s choice checked', async () => {
    signedIn();
    renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1 }, slow);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', hidden);
    const choices = ['Light', 'Dark', 'System'].map((name) =>
      within(menu).getByRole('menuitem', { name, ...hidden }),
    );
    expect(choices.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  });

  it('draws the app dark at once, keeps the choice on the device and saves it on the user', async () => {
    const calls = signedIn({
      'PUT /users/me/color-scheme': { status: 200, body: { ...testMe, colorScheme: 'dark' } },
    });
    renderApp('/dash/overview');
    await chooseInMenu('Dark');
    expect(drawnIn()).toBe('dark');
    expect(localStorage.getItem(storageKeys.colorScheme)).toBe('dark');
    await waitFor(() => expect(calls).toContain('PUT /users/me/color-scheme'));
    const put = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/users/me/color-scheme');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ colorScheme: 'dark' });
  });

  it('draws the scheme the user chose on another device as soon as the user loads', async () => {
    localStorage.setItem(storageKeys.colorScheme, 'light');
    signedIn({ 'GET /users/me': { status: 200, body: { ...testMe, colorScheme: 'dark' } } });
    renderApp('/dash/overview');
    await screen.findByRole('heading', { level: 1 }, slow);
    await waitFor(() => expect(drawnIn()).toBe('dark'));
    expect(localStorage.getItem(storageKeys.colorScheme)).toBe('dark');
  });

  it('goes back to the previous scheme and says so when the server refuses', async () => {
    signedIn({
      'GET /users/me': { status: 200, body: { ...testMe, colorScheme: 'light' } },
      'PUT /users/me/color-scheme': {
        status: 500,
        body: { error: { key: 'internal_error', message: 'boom' } },
      },
    });
    renderApp('/dash/overview');
    await chooseInMenu('Dark');
    expect(
      await screen.findByText('Your appearance could not be saved. Try again.', undefined, slow),
    ).toBeTruthy();
    await waitFor(() => expect(drawnIn()).toBe('light'));
    expect(localStorage.getItem(storageKeys.colorScheme)).toBe('light');
  });

  it('paints the stored scheme before the app renders', () => {
    localStorage.setItem(storageKeys.colorScheme, 'dark');
    paintStoredColorScheme();
    expect(drawnIn()).toBe('dark');
    localStorage.setItem(storageKeys.colorScheme, 'light');
    paintStoredColorScheme();
    expect(drawnIn()).toBe('light');
  });
});
