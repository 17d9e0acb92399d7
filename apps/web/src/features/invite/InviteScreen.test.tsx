import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { localDay } from '../planner/plannerDate.ts';
import { apiError, buildItem, nextWeek, ok, stubRequests } from '../planner/test-fixtures.ts';

vi.mock('../collaboration/PostDetailDrawer.tsx', () => ({
  PostDetailDrawer: ({ postId, mode }: { postId: string | null; mode?: { kind: string; token?: string } }) =>
    postId ? <div role="dialog" aria-label={`Post ${postId} (${mode?.kind} ${mode?.token})`} /> : null,
}));

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const { day, wednesday } = nextWeek();
const token = 'link-token-123';

const bread = buildItem({
  id: 't-bread',
  postId: 'post-bread',
  kind: 'awaiting',
  validation: 'awaiting',
  title: 'Fresh bread this morning',
  start: day(1, 9).toISOString(),
  movable: false,
});
const insta = buildItem({
  id: 't-insta',
  postId: 'post-insta',
  pageId: 'p2',
  pageName: 'Durand Insta',
  title: 'Croissant contest',
  start: day(2, 11).toISOString(),
  movable: false,
});

const shared = (items = [bread, insta]) =>
  ok({
    validator: { id: 'validator-1', firstname: 'Léa', lastname: 'Martin', kind: 'sharedPlanner' },
    accountName: 'Boulangerie Durand',
    timeZone: 'Europe/Paris',
    pages: [
      { id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' },
      { id: 'p2', name: 'Durand Insta', kind: 'instagram' },
    ],
    items,
  });

const label = (name: RegExp) => screen.findByLabelText(name, {}, slow);

describe('shared planner', { timeout: 20_000 }, () => {
  it('shows the shared pages’ posts to the validator, read-only, with the token in a header', async () => {
    const sent = stubRequests({ 'GET /shared-planner': shared() });
    renderApp(`/invite/shared-planner?token=${token}&date=${localDay(wednesday)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shared planner' }, slow)).toBeTruthy();
    expect(
      await screen.findByText('Léa Martin, here is the planner of Boulangerie Durand', {}, slow),
    ).toBeTruthy();
    const event = await label(/ · Boulangerie Durand: Fresh bread this morning \(Awaiting approval, /);
    expect(event.getAttribute('role')).toBe('button');
    // In the account's zone, which it names, not the browser's (UTC here).
    expect(await screen.findByText('Times in Europe/Paris', {}, slow)).toBeTruthy();
    const paris = new Intl.DateTimeFormat('en', {
      timeZone: 'Europe/Paris',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }).format(new Date(bread.start));
    expect(
      await label(new RegExp(` · Boulangerie Durand: Fresh bread this morning .*, ${paris}\\)$`)),
    ).toBeTruthy();
    // Nothing moves, no empty slot, no time to write in.
    expect(event.className).not.toContain('fc-event-draggable');
    expect(screen.queryByRole('button', { name: 'Time slots' })).toBeNull();

    const [request] = sent;
    expect(request?.path.startsWith('/shared-planner?')).toBe(true);
    expect(request?.path).not.toContain(token);
    expect(request?.headers.get('x-planner-token')).toBe(token);
    expect(request?.headers.has('authorization')).toBe(false);
    const from = new Date(request?.query.get('from') ?? '');
    expect(from <= wednesday && wednesday < new Date(request?.query.get('to') ?? '')).toBe(true);
  });

  it('filters among the shared pages only', async () => {
    stubRequests({ 'GET /shared-planner': shared() });
    renderApp(`/invite/shared-planner?token=${token}&date=${localDay(wednesday)}`);
    await label(/Croissant contest/);
    const pages = screen.getByRole('group', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('checkbox')
        .map((box) => box.closest('div')?.textContent),
    ).toEqual(['Boulangerie Durand', 'Durand Insta']);
    await userEvent.click(within(pages).getByRole('checkbox', { name: 'Durand Insta' }));
    await waitFor(() => expect(screen.queryByLabelText(/Fresh bread this morning/)).toBeNull());
    expect(screen.getByLabelText(/Croissant contest/)).toBeTruthy();
  });

  it('opens a post in the validator’s drawer with the link’s token', async () => {
    stubRequests({ 'GET /shared-planner': shared() });
    renderApp(`/invite/viewer?token=${token}&date=${localDay(wednesday)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Viewer access' }, slow)).toBeTruthy();
    await userEvent.click(await label(/Fresh bread this morning/));
    expect(await screen.findByRole('dialog', { name: `Post post-bread (validator ${token})` })).toBeTruthy();
  });

  it('says when a link was revoked', async () => {
    stubRequests({ 'GET /shared-planner': apiError(401, 'planner_link_invalid') });
    renderApp(`/invite/shared-planner?token=${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' }, slow),
    ).toBeTruthy();
    expect(screen.getByText(/Ask the person who shared this planner with you for a new link/)).toBeTruthy();
  });

  it('says a link without a token is not valid, without asking the server', async () => {
    const sent = stubRequests({});
    renderApp('/invite/viewer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' }, slow),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('offers to retry when the planner cannot be loaded, and says when nothing is planned', async () => {
    let fail = true;
    stubRequests({ 'GET /shared-planner': () => (fail ? apiError(503, 'internal_error') : shared([])) });
    renderApp(`/invite/shared-planner?token=${token}`);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The planner could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No post in this period', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Write a post' })).toBeNull();
  });
});
