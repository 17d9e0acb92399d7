import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi } from '../../app/test-utils.tsx';
import { meAs } from '../settings/test-fixtures.ts';
import { buildPage } from './test-fixtures.ts';

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown) => ({ status: 200, body });

const pages = [
  buildPage({ id: 'p1', name: 'Durand Sandbox', kind: 'sandbox' }),
  buildPage({
    id: 'p2',
    name: 'Durand Pro',
    kind: 'linkedin',
    status: 'expired',
    connectionMode: 'concierge',
  }),
];
const groups = [{ id: 'g1', name: 'Bakeries', pageIds: ['p1', 'p2'] }];

function openPagesAs(role: 'editor' | 'writer' | 'viewer', listed = pages) {
  localStorage.setItem('token', 'test-token');
  stubApi({
    'GET /users/me': ok(meAs(role)),
    'GET /pages': ok({ pages: listed }),
    'GET /groups': ok({ groups }),
  });
  renderApp('/dash/pages');
}

const buttonsOf = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('pages for a role that may not connect pages', () => {
  it.each(['writer', 'viewer'] as const)(
    'shows a %s the pages and groups, without page actions',
    async (role) => {
      openPagesAs(role);
      const sandbox = await screen.findByRole('listitem', { name: 'Durand Sandbox' }, slow);
      const expired = screen.getByRole('listitem', { name: 'Durand Pro' });
      // Reading stays: status, and the sandbox's own view.
      expect(within(expired).getByText('Expired')).toBeTruthy();
      expect(within(sandbox).getByRole('link', { name: 'View on the sandbox' })).toBeTruthy();
      expect(buttonsOf(sandbox)).toEqual([]);
      expect(buttonsOf(expired)).toEqual([]);
      expect(screen.queryByRole('button', { name: 'Connect a page' })).toBeNull();
      const group = await screen.findByRole('listitem', { name: 'Bakeries' }, slow);
      expect(buttonsOf(group)).toEqual([]);
      expect(screen.queryByRole('button', { name: 'New group' })).toBeNull();
    },
  );

  it('offers no connection when a writer has no page yet', async () => {
    openPagesAs('writer', []);
    expect(await screen.findByText('No page yet', undefined, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect a page' })).toBeNull();
  });

  it('leaves an editor every page action', async () => {
    openPagesAs('editor');
    const expired = await screen.findByRole('listitem', { name: 'Durand Pro' }, slow);
    expect(buttonsOf(expired)).toEqual(['Refresh', 'Reconnect', 'Disconnect the concierge', 'Delete']);
    expect(screen.getByRole('button', { name: 'Connect a page' })).toBeTruthy();
    const group = await screen.findByRole('listitem', { name: 'Bakeries' }, slow);
    expect(buttonsOf(group)).toEqual(['Edit', 'Delete']);
    expect(screen.getByRole('button', { name: 'New group' })).toBeTruthy();
  });
});
