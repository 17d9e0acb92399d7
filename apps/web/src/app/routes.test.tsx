import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, signIn } from './test-utils.tsx';

// The reporting screen's charts, the heaviest code to transform, in before a test waits 5 s for it.
beforeAll(() => import('../features/reporting/ReportingScreen.tsx'), 30_000);
beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: 5000 };
const findTitle = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, slow);
const loaded = () =>
  waitFor(() => expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull(), slow);

describe('dash routes', () => {
  it.each([
    ['/dash/invoice', 'Invoices'],
    ['/dash/plan', 'Plans'],
    ['/dash/overview', 'Overview'],
    ['/dash/pages', 'Pages'],
    ['/dash/bots', 'Bots'],
    ['/dash/bots/new', 'Bots'],
    ['/dash/bots/edit', 'Bots'],
    ['/dash/bots/edit/bot-1', 'Bots'],
    ['/dash/sources', 'My sources'],
    ['/dash/moderation', 'Inbox'],
    ['/dash/reporting', 'Reporting'],
  ])('%s shows its screen in the layout', async (path, title) => {
    signIn();
    const { router } = renderApp(path);
    await findTitle(title);
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it.each(['/_', '/dash'])('%s leads to the overview', async (path) => {
    signIn();
    const { router } = renderApp(path);
    await findTitle('Overview');
    expect(router.state.location.pathname).toBe('/dash/overview');
  });

  it.each(['/_', '/dash', '/dash/overview', '/dash/pages', '/dash/settings/users', '/dash/posts2?post_id=1'])(
    '%s without a token goes to the auth screen',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await loaded();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    },
  );

  it.each([
    ['/dash/bots/new', 'New bot'],
    ['/dash/bots/edit', 'Edit a bot'],
    ['/dash/settings/users', 'Manage users'],
    ['/dash/settings/user', 'My account'],
    ['/dash/settings/notifications', 'Notifications'],
    ['/dash/postCreator/edit', 'Edit a post'],
    ['/dash/postCreator/duplicate', 'Duplicate a post'],
  ])('%s is told apart by its subtitle', async (path, subtitle) => {
    signIn();
    renderApp(path);
    await findTitle(/./);
    const main = screen.getByRole('main');
    expect(within(main).getAllByText(subtitle).length).toBeGreaterThan(0);
  });

  it('switches settings sections through the address', async () => {
    signIn();
    const { router } = renderApp('/dash/settings');
    await findTitle('Settings');
    screen.getByRole('tab', { name: 'Subscription and billing' }).click();
    // The router moves once the tab's catalogue has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/billing'), slow);
  });

  it('shows a not-found page inside the layout for an unknown dash address', async () => {
    signIn();
    renderApp('/dash/nowhere');
    await findTitle('Page not found');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});

describe('version flag', () => {
  it.each(['/dash/posts', '/dash/planner'])('%s leads to posts2 on the new version', async (path) => {
    signIn();
    const { router } = renderApp(`${path}?status=draft`);
    await findTitle('Posts and planner');
    expect(router.state.location.pathname).toBe('/dash/posts2');
    expect(router.state.location.search).toBe('?status=draft');
  });

  it('carries the planner date of the path to posts2', async () => {
    signIn();
    const { router } = renderApp('/dash/planner/2025-03-14');
    await findTitle('Posts and planner');
    expect(router.state.location.search).toBe('?date=2025-03-14');
  });

  it.each([
    ['/dash/posts', 'Posts'],
    ['/dash/planner', 'Planner'],
  ])('%s stays with no_redirection', async (path, title) => {
    signIn();
    const { router } = renderApp(`${path}?no_redirection=1`);
    await findTitle(title);
    expect(router.state.location.pathname).toBe(path);
  });

  it('keeps posts and planner, and sends posts2 to planner, on the old version', async () => {
    signIn();
    localStorage.setItem('version', 'old');
    const { router } = renderApp('/dash/posts2?post_id=7');
    await findTitle('Planner');
    expect(router.state.location.pathname).toBe('/dash/planner');
    expect(router.state.location.search).toBe('?post_id=7');
  });

  it('keeps posts2 on the old version with no_redirection', async () => {
    signIn();
    localStorage.setItem('version', 'old');
    const { router } = renderApp('/dash/posts2?no_redirection');
    await findTitle('Posts and planner');
    expect(router.state.location.pathname).toBe('/dash/posts2');
  });

  // Which week the planner shows for these dates is checked in PlannerScreen.test.tsx.
  it.each([
    ['/dash/planner/2025-03-14', '/dash/planner/2025-03-14', ''],
    ['/dash/planner?date=2025-03-15', '/dash/planner', '?date=2025-03-15'],
  ])('the old planner opens %s and keeps its date', async (path, pathname, search) => {
    signIn();
    localStorage.setItem('version', 'old');
    const { router } = renderApp(path);
    await findTitle('Planner');
    expect(router.state.location.pathname).toBe(pathname);
    expect(router.state.location.search).toBe(search);
  });
});

describe('auth screen /', () => {
  it('shows the auth screen without a token', async () => {
    const { router } = renderApp('/');
    await loaded();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in user to the dashboard', async () => {
    signIn();
    const { router } = renderApp('/');
    await findTitle('Overview');
    expect(router.state.location.pathname).toBe('/dash/overview');
  });

  it('sends a logged-in user with post_id, page_id and bot_id to posts2 with the same query', async () => {
    signIn();
    const { router } = renderApp('/?post_id=1&page_id=2&bot_id=3');
    await findTitle('Posts and planner');
    expect(router.state.location.pathname).toBe('/dash/posts2');
    expect(router.state.location.search).toBe('?post_id=1&page_id=2&bot_id=3');
  });

  it('does not with no_redirection', async () => {
    signIn();
    const { router } = renderApp('/?post_id=1&page_id=2&bot_id=3&no_redirection');
    await findTitle('Overview');
    expect(router.state.location.pathname).toBe('/dash/overview');
  });

  it('leaves /confirm alone even with a token', async () => {
    signIn();
    const { router } = renderApp('/confirm?token=abc');
    await loaded();
    expect(router.state.location.pathname).toBe('/confirm');
  });
});

describe('public routes', () => {
  it('/invite leads to /', async () => {
    const { router } = renderApp('/invite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await loaded();
  });

  it.each(['/invite/shared-planner', '/invite/viewer'])(
    '%s opens without a session, and says a link without its token is not valid',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'This link is no longer valid' },
          { timeout: 5000 },
        ),
      ).toBeTruthy();
    },
  );

  it.each([
    ['/preview/story', 'Story preview'],
    ['/preview/story/42', 'Story preview'],
    ['/preview/post', 'Post preview'],
    ['/preview/post/page-9', 'Post preview'],
  ])('%s opens without a token', async (path, title) => {
    renderApp(path);
    await findTitle(title);
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });

  it('/legal opens without a token', async () => {
    renderApp('/legal');
    await findTitle('Legal notice');
  });

  it.each(['/no/such/page', '/preview'])(
    '%s shows a translated not-found page with a link home',
    async (path) => {
      renderApp(path);
      await findTitle('Page not found');
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    },
  );
});
