import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPage } from '../../features/pages/test-fixtures.ts';
import { meAs } from '../../features/settings/test-fixtures.ts';
import { loadEnglish, renderApp, signIn, stubApi } from '../test-utils.tsx';

const start = window.location.href;

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', start);
});

const slow = { timeout: 5000 };
// happy-dom has no layout: Floating UI hides the menu's dropdown, so queries include hidden elements.
const hidden = { hidden: true };

async function openDashAs(role: 'editor' | 'writer' | 'viewer', path = '/dash/overview') {
  signIn(meAs(role));
  renderApp(path);
  await screen.findByRole('heading', { level: 1 }, slow);
}

const navLinks = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('navigation by role', () => {
  it('hides plans and invoices from an editor, who does not handle billing', async () => {
    await openDashAs('editor');
    expect(navLinks()).toEqual([
      'Overview',
      'Pages',
      'Bots',
      'Planner',
      'New post',
      'Inbox',
      'My sources',
      'Reporting',
      'Settings',
    ]);
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const menu = await screen.findByRole('menu', hidden);
    expect(within(menu).getByRole('menuitem', { name: 'Settings', ...hidden })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Invoices', ...hidden })).toBeNull();
  });

  it('lets a writer write posts', async () => {
    await openDashAs('writer');
    expect(navLinks()).toContain('New post');
  });

  it('leaves a viewer no post to create', async () => {
    await openDashAs('viewer');
    expect(navLinks()).toEqual([
      'Overview',
      'Pages',
      'Bots',
      'Planner',
      'Inbox',
      'My sources',
      'Reporting',
      'Settings',
    ]);
  });

  it('opens no reconnection from a token e-mail for a role that may not connect pages', async () => {
    window.history.replaceState(null, '', '/?refresh-token=p2#/dash/bots');
    localStorage.setItem('token', 'test-token');
    const calls = stubApi({
      'GET /users/me': { status: 200, body: meAs('writer') },
      'GET /pages': { status: 200, body: { pages: [buildPage({ id: 'p2', name: 'Durand Insta' })] } },
    });
    renderApp('/dash/bots');
    await screen.findByRole('heading', { level: 1 }, slow);
    // The dialog is a lazy chunk: give it the time it takes for an administrator.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).not.toContain('GET /pages');
  });
});
