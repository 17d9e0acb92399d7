import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, signIn, testMe } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('OverviewScreen', () => {
  it('welcomes the user by first name', async () => {
    signIn({ ...testMe, firstname: 'Inès' });
    renderApp('/dash/overview');
    expect(await screen.findByText('Welcome, Inès!', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('lists the three onboarding steps with links to pages and bots', async () => {
    signIn();
    renderApp('/dash/overview');
    const steps = await screen.findByRole('list', undefined, { timeout: 5000 });
    const items = within(steps).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const titles = ['Connect a page', 'Create a bot or add sources', 'Ready to post'];
    for (const [index, title] of titles.entries()) {
      expect(within(items[index] as HTMLElement).getByText(title)).toBeTruthy();
    }
    expect(within(steps).getByRole('link', { name: 'Go to Pages' }).getAttribute('href')).toBe('/dash/pages');
    expect(within(steps).getByRole('link', { name: 'Go to Bots' }).getAttribute('href')).toBe('/dash/bots');
  });
});

describe('my pages on the overview', () => {
  const pages = [
    buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
    buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram', status: 'expired' }),
    buildPage({ id: 'p3', name: 'Durand Pro', kind: 'linkedin', status: 'reconnection_needed' }),
  ];

  it('counts pages by status and lists those needing action with a one-click reconnect', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = stubDash({
      'GET /pages': { status: 200, body: { pages } },
      'POST /networks/instagram/oauth': {
        status: 200,
        body: { authorizationUrl: 'https://instagram.example/auth' },
      },
    });
    renderApp('/dash/overview');
    const section = await screen.findByRole('region', { name: 'Needs your action' }, { timeout: 5000 });
    expect(screen.getByText('1 running')).toBeTruthy();
    expect(screen.getByText('1 expired')).toBeTruthy();
    expect(screen.getByText('1 to reconnect')).toBeTruthy();
    expect(within(section).queryByRole('listitem', { name: 'Boulangerie Durand' })).toBeNull();
    const insta = within(section).getByRole('listitem', { name: 'Durand Insta' });
    expect(within(section).getByRole('listitem', { name: 'Durand Pro' })).toBeTruthy();
    await userEvent.click(within(insta).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://instagram.example/auth'));
    expect(calls).toContain('POST /networks/instagram/oauth');
    const oauth = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url) === '/api/networks/instagram/oauth');
    expect(JSON.parse(String(oauth?.[1]?.body))).toEqual({ pageId: 'p2' });
    assign.mockRestore();
  });

  it('hides "Needs your action" when every page runs, and marks the first step done', async () => {
    stubDash({ 'GET /pages': { status: 200, body: { pages: [pages[0]] } } });
    renderApp('/dash/overview');
    expect(await screen.findByText('1 running', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Needs your action')).toBeNull();
    const steps = screen.getAllByRole('listitem');
    expect(within(steps[0] as HTMLElement).getByText('Done')).toBeTruthy();
  });

  it('leaves the first step open with no page', async () => {
    stubDash({ 'GET /pages': { status: 200, body: { pages: [] } } });
    renderApp('/dash/overview');
    expect(await screen.findByText(/Connect your first page/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Done')).toBeNull();
  });
});
