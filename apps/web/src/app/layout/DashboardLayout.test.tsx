import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../features/pwa/installPrompt.ts';
import { supportEmail } from '../support.ts';
import { loadEnglish, renderApp, signIn, stubApi, testMe } from '../test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 5000 };

async function openDash(path = '/dash/overview') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, slow);
  return view;
}

// happy-dom has no layout, so Floating UI thinks the menu's anchor is off screen and hides the
// dropdown (display: none): the queries below must include hidden elements.
const hidden = { hidden: true };

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
  return screen.findByRole('menu', hidden);
}

const menuItem = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, ...hidden });

describe('dashboard layout', () => {
  it('links to every dash screen', async () => {
    signIn();
    await openDash();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(links).toEqual({
      Overview: '/dash/overview',
      Pages: '/dash/pages',
      Bots: '/dash/bots',
      Planner: '/dash/posts2',
      'New post': '/dash/postCreator',
      Inbox: '/dash/moderation',
      'My sources': '/dash/sources',
      Reporting: '/dash/reporting',
      Plans: '/dash/plan',
      Settings: '/dash/settings',
      Invoices: '/dash/invoice',
    });
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists posts and planner apart on the old version', async () => {
    signIn();
    localStorage.setItem('version', 'old');
    await openDash();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Posts' }).getAttribute('href')).toBe('/dash/posts');
    expect(within(nav).getByRole('link', { name: 'Planner' }).getAttribute('href')).toBe('/dash/planner');
  });

  it("shows the user's name and no supervisor badge in an ordinary session", async () => {
    signIn();
    await openDash();
    expect(screen.getByText('Camille Durand')).toBeTruthy();
    expect(screen.queryByText('Supervisor session')).toBeNull();
  });

  it("speaks the user's language setting", async () => {
    signIn({ ...testMe, language: 'fr' });
    // The screen is drawn once, in French: never first in the language the tab opened in.
    const englishScreens: string[] = [];
    const watch = new MutationObserver(() => {
      if (screen.queryByRole('navigation', { name: 'Main navigation' })) englishScreens.push('nav');
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderApp('/dash/overview');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' }, slow);
    watch.disconnect();
    expect(englishScreens).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Vue d’ensemble' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('marks a supervisor session', async () => {
    signIn({ ...testMe, supervisor: true });
    await openDash();
    expect(screen.getByText('Supervisor session')).toBeTruthy();
  });

  it('marks a session opened by a supervisor link even before the server says so', async () => {
    signIn();
    localStorage.setItem('supervisor', 'true');
    await openDash();
    expect(screen.getByText('Supervisor session')).toBeTruthy();
  });

  it('shows a loader while the session loads', async () => {
    localStorage.setItem('token', 't');
    stubApi({ 'GET /users/me': () => new Promise(() => {}) });
    renderApp('/dash/overview');
    expect(await screen.findByRole('status', { name: 'Loading…' }, slow)).toBeTruthy();
  });

  it('offers to try again when the session cannot load', async () => {
    localStorage.setItem('token', 't');
    let attempts = 0;
    stubApi({
      'GET /users/me': () =>
        ++attempts === 1
          ? { status: 429, body: { error: { key: 'too_many_attempts', message: 'slow down' } } }
          : { status: 200, body: testMe },
    });
    renderApp('/dash/overview');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, slow));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, slow)).toBeTruthy();
  });
});

describe('header menu', () => {
  it('holds settings, invoices, support, install, legal and logout', async () => {
    signIn();
    await openDash();
    const menu = await openMenu();
    const item = (name: string) => menuItem(menu, name);
    expect(item('Settings').getAttribute('href')).toBe('/dash/settings');
    expect(item('Invoices').getAttribute('href')).toBe('/dash/invoice');
    expect(item('Support').getAttribute('href')).toBe(`mailto:${supportEmail}`);
    expect(item('Legal notice').getAttribute('href')).toBe('/legal');
    expect(
      item('Install the app').hasAttribute('disabled') || item('Install the app').dataset.disabled,
    ).toBeTruthy();
    expect(item('Log out')).toBeTruthy();
  });

  it('logs out: the server is told, the token forgotten, the user back at /', async () => {
    const calls = signIn();
    const { router } = await openDash();
    const menu = await openMenu();
    await userEvent.click(menuItem(menu, 'Log out'));
    // Logging out waits on the server's answer: on a loaded machine that takes more than a second.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5_000 });
    expect(calls).toContain('POST /auth/logout');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('installs the app through the captured browser prompt', async () => {
    signIn();
    const stop = captureInstallPrompt(window);
    await openDash();
    const prompt = vi.fn(async () => {});
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const menu = await openMenu();
    await userEvent.click(menuItem(menu, 'Install the app'));
    expect(prompt).toHaveBeenCalledOnce();
    stop();
  });

  it('switches between the new and the classic version', async () => {
    signIn();
    const { router } = await openDash('/dash/posts2');
    let menu = await openMenu();
    await userEvent.click(menuItem(menu, 'Switch to the classic version'));
    await screen.findByRole('heading', { level: 1, name: 'Planner' }, slow);
    expect(localStorage.getItem('version')).toBe('old');
    expect(router.state.location.pathname).toBe('/dash/planner');

    menu = await openMenu();
    await userEvent.click(menuItem(menu, 'Switch to the new version'));
    await screen.findByRole('heading', { level: 1, name: 'Posts and planner' }, slow);
    expect(localStorage.getItem('version')).toBe('beta');
  });
});
