import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { buildPost } from '../../posts/test-fixtures.ts';
import { apiError, buildItem, ok, stubRequests } from '../test-fixtures.ts';
import { usePlannerEvents } from './use-planner-events.ts';
import { usePlannerMoves } from './use-planner-moves.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
  // The hook would suspend until its texts load: renderHook has no fallback to show.
  await i18next.loadNamespaces(['planner', 'issues', 'posts', 'pages']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000);
const first = buildItem({
  id: 't-1',
  targetId: 't-1',
  postId: 'post-1',
  publications: 2,
  start: inHours(24).toISOString(),
});
const second = buildItem({
  id: 't-2',
  targetId: 't-2',
  postId: 'post-1',
  pageId: 'p2',
  pageName: 'Durand Insta',
  publications: 2,
  start: first.start,
});
const alone = buildItem({ id: 't-3', targetId: 't-3', postId: 'post-3', start: inHours(30).toISOString() });
const items = [first, second, alone];

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <Notifications />
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}

function renderMoves() {
  return renderHook(
    () => {
      const store = usePlannerEvents(items);
      return { store, move: usePlannerMoves(store) };
    },
    { wrapper },
  );
}

const startOf = (result: ReturnType<typeof renderMoves>['result'], id: string) =>
  result.current.store.events.find((event) => event.id === id)?.start;

describe('moving a planner event', { timeout: 15_000 }, () => {
  it('refuses at once a time less than 10 minutes ahead, with the reason, and sends nothing', async () => {
    const sent = stubRequests({});
    const { result } = renderMoves();
    const undo = vi.fn();
    await act(() => result.current.move(alone, new Date(Date.now() + 5 * 60_000), undo));
    expect(undo).toHaveBeenCalled();
    expect(await screen.findByText('Schedule the post more than 10 minutes from now.')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(startOf(result, 't-3')).toBe(alone.start);
  });

  it('moves a post on one page without asking, and keeps the move', async () => {
    const to = inHours(48);
    const sent = stubRequests({ 'PATCH /posts/post-3/schedule': ok(buildPost({ id: 'post-3' })) });
    const { result } = renderMoves();
    await act(() => result.current.move(alone, to));
    expect(sent.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/posts/post-3/schedule', { scheduledAt: to.toISOString(), applyToAll: true }],
    ]);
    expect(startOf(result, 't-3')).toBe(to.toISOString());
    expect(result.current.store.state.patches).toEqual({});
    expect(await screen.findByText('The post was moved.')).toBeTruthy();
  });

  it('asks about a post on several pages and moves only this page when told so', async () => {
    const to = inHours(50);
    const sent = stubRequests({ 'PATCH /posts/post-1/schedule': ok(buildPost()) });
    const { result } = renderMoves();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.move(second, to);
    });
    // The move shows at once, while the question is open.
    await waitFor(() => expect(startOf(result, 't-2')).toBe(to.toISOString()));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to all publications?' }, slow);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['All pages', 'Only this page', 'Cancel']));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Only this page' }));
    await act(() => done);
    expect(sent.map(({ body }) => body)).toEqual([
      { scheduledAt: to.toISOString(), applyToAll: false, targetId: 't-2' },
    ]);
    expect(startOf(result, 't-2')).toBe(to.toISOString());
    expect(startOf(result, 't-1')).toBe(first.start);
  });

  it('moves every publication when told all pages', async () => {
    const to = inHours(52);
    const sent = stubRequests({ 'PATCH /posts/post-1/schedule': ok(buildPost()) });
    const { result } = renderMoves();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.move(first, to);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'All pages' }, slow));
    await act(() => done);
    expect(sent.map(({ body }) => body)).toEqual([{ scheduledAt: to.toISOString(), applyToAll: true }]);
    expect(startOf(result, 't-1')).toBe(to.toISOString());
    expect(startOf(result, 't-2')).toBe(to.toISOString());
  });

  it('puts the event back when the user cancels', async () => {
    const sent = stubRequests({});
    const { result } = renderMoves();
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.move(first, inHours(60));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await act(() => done);
    expect(sent).toEqual([]);
    expect(startOf(result, 't-1')).toBe(first.start);
  });

  it('puts the event back with the server’s reason when the server refuses the move', async () => {
    stubRequests({
      'PATCH /posts/post-3/schedule': {
        status: 400,
        body: {
          error: {
            key: 'invalid_data',
            message: 'invalid',
            fields: { scheduledAt: 'post.story_before_post' },
            details: { issues: [{ field: 'scheduledAt', key: 'post.story_before_post' }] },
          },
        },
      },
    });
    const { result } = renderMoves();
    await act(() => result.current.move(alone, inHours(70)));
    expect(startOf(result, 't-3')).toBe(alone.start);
    expect(
      await screen.findByText('A story must go out after its standard post: pick a later time.', {}, slow),
    ).toBeTruthy();
    expect(result.current.store.state.patches).toEqual({});
  });

  it('says why a post that is on its way cannot move', async () => {
    stubRequests({ 'PATCH /posts/post-3/schedule': apiError(409, 'post_not_editable') });
    const { result } = renderMoves();
    await act(() => result.current.move(alone, inHours(70)));
    expect(startOf(result, 't-3')).toBe(alone.start);
    expect(
      await screen.findByText(
        'This post is being published or was already published; it can no longer be changed.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
