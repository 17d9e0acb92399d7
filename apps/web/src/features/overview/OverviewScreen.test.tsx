import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, signIn, testMe } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildOverview, buildPublication } from './test-fixtures.ts';

beforeEach(async () => {
  // A toast of an earlier test (another alert) must not stand in for this screen's.
  notifications.clean();
  await loadEnglish();
});
afterEach(() => vi.unstubAllGlobals());

const ok = (body: unknown) => ({ status: 200, body });
const noPages = ok({ pages: [] });
const wait = { timeout: 5000 };
const region = (name: string) => screen.findByRole('region', { name }, wait);

describe('OverviewScreen', () => {
  it('welcomes the user by first name', async () => {
    signIn({ ...testMe, firstname: 'Inès' });
    renderApp('/dash/overview');
    expect(await screen.findByText('Welcome, Inès!', undefined, wait)).toBeTruthy();
  });

  it('shows a new account the three steps, none done, and empty lists that say what comes there', async () => {
    stubDash({ 'GET /overview': ok(buildOverview()), 'GET /pages': noPages });
    renderApp('/dash/overview');
    expect(await screen.findByText('Nothing needs your action', { exact: false }, wait)).toBeTruthy();
    const items = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(
      items.map((item) => within(item).getByText(/Connect a page|Create a bot|Ready to post/).textContent),
    ).toEqual(['Connect a page', 'Create a bot or add sources', 'Ready to post']);
    expect(screen.queryByText('Done')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Pages' }).getAttribute('href')).toBe('/dash/pages');
    expect(screen.getByRole('link', { name: 'Go to Bots' }).getAttribute('href')).toBe('/dash/bots');
    expect(within(await region('Latest posts')).getByText('No post has gone out yet.')).toBeTruthy();
    expect(within(await region('Next scheduled posts')).getByText(/Nothing is scheduled yet/)).toBeTruthy();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('marks each step the account has done', async () => {
    const onboarding = { connectPage: true, createBot: false, ready: true };
    stubDash({ 'GET /overview': ok(buildOverview({ onboarding })), 'GET /pages': noPages });
    renderApp('/dash/overview');
    await region('Needs your action');
    const steps = screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
    expect(steps.map((step) => within(step).queryByText('Done') !== null)).toEqual([true, false, true]);
  });

  it('shows the latest outcomes and the next posts in the user’s time zone, each with its link', async () => {
    signIn();
    stubDash({
      'GET /users/me': ok({ ...testMe, timeZone: 'Europe/Paris' }),
      'GET /pages': noPages,
      'GET /overview': ok(
        buildOverview({
          latest: [
            buildPublication(),
            buildPublication({
              id: 'target-2',
              status: 'error',
              url: null,
              excerpt: 'Closed on Monday',
              errorKey: 'network_token_invalid',
              at: '2026-03-14T09:00:00.000Z',
            }),
          ],
          upcoming: [
            buildPublication({
              id: 'target-3',
              status: 'scheduled',
              url: null,
              excerpt: 'Weekend market',
              pageName: 'Durand Insta',
              at: '2026-03-14T23:30:00.000Z',
            }),
          ],
        }),
      ),
    });
    renderApp('/dash/overview');
    const latest = await region('Latest posts');
    expect(within(latest).getByText('Fresh croissants every morning')).toBeTruthy();
    // 10:30 UTC is 11:30 in Paris in March.
    expect(within(latest).getByText(/11:30/).closest('time')?.getAttribute('dateTime')).toBe(
      '2026-03-14T10:30:00.000Z',
    );
    const view = within(latest).getByRole('link', { name: 'View the post' });
    expect(view.getAttribute('href')).toBe('https://sandbox.example/posts/1');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(latest).getByText('Failed')).toBeTruthy();
    expect(within(latest).getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe(
      '/dash/posts?status=error&pageId=p1',
    );
    expect(within(latest).getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe(
      '/dash/posts',
    );

    const upcoming = await region('Next scheduled posts');
    expect(within(upcoming).getByText('Weekend market')).toBeTruthy();
    expect(within(upcoming).getByText('Scheduled')).toBeTruthy();
    // 23:30 UTC on the 14th is already the 15th in Paris: the planner opens on the user's day.
    expect(within(upcoming).getByRole('link', { name: 'See in the planner' }).getAttribute('href')).toBe(
      '/dash/planner?date=2026-03-15',
    );
  });

  it('lists what needs action, each with the screen that fixes it, and counts what it does not show', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const insta = buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram', status: 'expired' });
    const calls = stubDash({
      'GET /pages': noPages,
      'GET /overview': ok(
        buildOverview({
          needsAction: {
            failedPosts: {
              total: 7,
              items: [
                buildPublication({
                  status: 'error',
                  url: null,
                  errorKey: 'network_token_invalid',
                  excerpt: 'Closed on Monday',
                }),
              ],
            },
            pages: { total: 1, items: [insta] },
            sources: { total: 1, items: [{ id: 's1', name: 'Old town news', errorKey: 'source_gone' }] },
          },
        }),
      ),
      'POST /networks/instagram/oauth': ok({ authorizationUrl: 'https://instagram.example/auth' }),
    });
    renderApp('/dash/overview');
    const section = await region('Needs your action');
    expect(within(section).getByText('7 failed posts')).toBeTruthy();
    expect(within(section).getByText('Closed on Monday')).toBeTruthy();
    expect(within(section).getByText('and 6 more')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Fix it' }).getAttribute('href')).toBe(
      '/dash/posts?status=error&pageId=p1',
    );
    expect(within(section).getByRole('link', { name: 'See the failed posts' }).getAttribute('href')).toBe(
      '/dash/posts?status=error',
    );

    expect(within(section).getByText('1 page to reconnect')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Manage my pages' }).getAttribute('href')).toBe(
      '/dash/pages',
    );
    const page = within(section).getByRole('listitem', { name: 'Durand Insta' });
    await userEvent.click(within(page).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://instagram.example/auth'));
    expect(calls).toContain('POST /networks/instagram/oauth');

    expect(within(section).getByText('1 source in error')).toBeTruthy();
    const source = within(section).getByRole('listitem', { name: 'Old town news' });
    expect(within(source).getByText(/This feed no longer exists/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open my sources' }).getAttribute('href')).toBe(
      '/dash/sources',
    );
    assign.mockRestore();
  });

  it('shows a loading state while the overview loads', async () => {
    stubDash({ 'GET /overview': () => new Promise(() => {}), 'GET /pages': noPages });
    renderApp('/dash/overview');
    expect(await screen.findByRole('status', { name: 'Loading the overview' }, wait)).toBeTruthy();
  });

  it('says when the overview cannot be loaded, and loads it again on demand', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { error: { key: 'internal_error', message: 'boom' } },
    };
    stubDash({ 'GET /overview': () => answer, 'GET /pages': noPages });
    renderApp('/dash/overview');
    const alert = await screen.findByRole('alert', undefined, wait);
    expect(within(alert).getByText('The overview could not be loaded')).toBeTruthy();
    answer = ok(buildOverview({ latest: [buildPublication()] }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fresh croissants every morning', undefined, wait)).toBeTruthy();
  });
});

describe('my pages on the overview', () => {
  it('counts pages by status', async () => {
    const pages = [
      buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
      buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram', status: 'expired' }),
      buildPage({ id: 'p3', name: 'Durand Pro', kind: 'linkedin', status: 'reconnection_needed' }),
    ];
    stubDash({ 'GET /pages': ok({ pages }), 'GET /overview': ok(buildOverview()) });
    renderApp('/dash/overview');
    expect(await screen.findByText('1 running', undefined, wait)).toBeTruthy();
    expect(screen.getByText('1 expired')).toBeTruthy();
    expect(screen.getByText('1 to reconnect')).toBeTruthy();
  });

  it('invites to connect a first page when there is none', async () => {
    stubDash({ 'GET /pages': noPages, 'GET /overview': ok(buildOverview()) });
    renderApp('/dash/overview');
    expect(await screen.findByText(/Connect your first page/, undefined, wait)).toBeTruthy();
  });
});
