import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, testMe } from '../../app/test-utils.tsx';
import { localDay } from '../planner/plannerDate.ts';
import {
  buildItem,
  nextWeek,
  ok,
  plannerAnswer,
  plannerCalls,
  stubRequests,
  testGroups,
  testPages,
} from '../planner/test-fixtures.ts';
import { buildPost } from '../posts/test-fixtures.ts';

vi.mock('../collaboration/PostDetailDrawer.tsx', () => ({
  PostDetailDrawer: ({
    postId,
    mode,
    onClose,
  }: {
    postId: string | null;
    mode?: { kind: string };
    onClose: () => void;
  }) =>
    postId ? (
      <div role="dialog" aria-label={`Post ${postId} (${mode?.kind})`}>
        <button type="button" onClick={onClose}>
          Close the post
        </button>
      </div>
    ) : null,
}));

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const { day, wednesday } = nextWeek();
const insta = buildItem({
  id: 't-insta',
  postId: 'post-insta',
  pageId: 'p2',
  pageName: 'Durand Insta',
  title: 'Croissant contest',
  start: day(1, 10).toISOString(),
});
const listed = 'GET /posts?status=all&limit=50&offset=0';
const draftList = 'GET /posts?status=draft&limit=50&offset=0';

/** A signed-in user on the new version (the default): posts and planner lead to posts2. */
function stubPosts2() {
  localStorage.setItem('token', 'test-token');
  return stubRequests({
    'GET /users/me': ok(testMe),
    'GET /pages': ok({ pages: testPages }),
    'GET /groups': ok({ groups: testGroups }),
    'GET /planner': plannerAnswer([insta]),
    [listed]: ok({ posts: [buildPost({ message: 'A post of the list' })], total: 1 }),
    [draftList]: ok({ posts: [], total: 0 }),
  });
}

const openPosts2 = async (path: string) => {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Posts and planner' }, slow);
  return view;
};

describe('posts2', { timeout: 20_000 }, () => {
  it('opens the post, shows the page and keeps the bot of a link', async () => {
    const sent = stubPosts2();
    const { router } = await openPosts2(
      `/dash/posts2?post_id=post-9&page_id=p2&bot_id=bot-3&date=${localDay(wednesday)}`,
    );
    expect(await screen.findByRole('dialog', { name: 'Post post-9 (team)' }, slow)).toBeTruthy();
    await waitFor(() => expect(plannerCalls(sent)).not.toHaveLength(0));
    expect(plannerCalls(sent)[0]?.query.get('pageIds')).toBe('p2');
    expect(JSON.parse(localStorage.getItem('selectedPageIds') ?? '')).toEqual(['p2']);
    expect(await screen.findByLabelText(/ · Durand Insta: Croissant contest/, {}, slow)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close the post' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Post / })).toBeNull());
    const query = new URLSearchParams(router.state.location.search);
    expect(query.has('post_id')).toBe(false);
    expect(query.get('page_id')).toBe('p2');
    expect(query.get('bot_id')).toBe('bot-3');
  });

  it('switches between the calendar and the list in place', async () => {
    const sent = stubPosts2();
    // The week of the item, whatever today is.
    const { router } = await openPosts2(`/dash/posts2?date=${localDay(wednesday)}`);
    expect((screen.getByRole('radio', { name: 'Calendar' }) as HTMLInputElement).checked).toBe(true);
    await screen.findByLabelText(/Croissant contest/, {}, slow);

    // The display's List, not the calendar's list view.
    const display = screen.getByRole('radiogroup', { name: 'Display' });
    await userEvent.click(within(display).getByRole('radio', { name: 'List' }));
    expect(await screen.findByRole('listitem', { name: 'A post of the list' }, slow)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('display')).toBe('list');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(listed);

    await userEvent.click(screen.getByRole('radio', { name: 'Calendar' }));
    expect(await screen.findByLabelText(/Croissant contest/, {}, slow)).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('display')).toBe('calendar');
  });

  it('opens the list for the old posts screen and the calendar for the old planner, with their inputs', async () => {
    let sent = stubPosts2();
    let view = renderApp('/dash/posts?status=draft');
    await screen.findByText('No post matches these filters', {}, slow);
    expect(view.router.state.location.pathname).toBe('/dash/posts2');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toContain(draftList);
    view.unmount();

    sent = stubPosts2();
    view = renderApp(`/dash/planner/${localDay(wednesday)}`);
    await screen.findByRole('heading', { level: 1, name: 'Posts and planner' }, slow);
    expect(view.router.state.location.pathname).toBe('/dash/posts2');
    await waitFor(() => expect(plannerCalls(sent)).not.toHaveLength(0));
    const [call] = plannerCalls(sent);
    expect(new Date(call?.query.get('from') ?? '') <= wednesday).toBe(true);
    expect(wednesday < new Date(call?.query.get('to') ?? '')).toBe(true);
  });

  it('leads to the classic planner, with the post open, on the old version', async () => {
    stubPosts2();
    localStorage.setItem('version', 'old');
    const { router } = renderApp('/dash/posts2?post_id=post-7');
    await screen.findByRole('heading', { level: 1, name: 'Planner' }, slow);
    expect(router.state.location.pathname).toBe('/dash/planner');
    expect(await screen.findByRole('dialog', { name: 'Post post-7 (team)' }, slow)).toBeTruthy();
  });

  it('stays on posts2 on the old version with no_redirection', async () => {
    stubPosts2();
    localStorage.setItem('version', 'old');
    const { router } = await openPosts2('/dash/posts2?no_redirection=1');
    expect(router.state.location.pathname).toBe('/dash/posts2');
  });
});
