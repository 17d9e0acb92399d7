import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { fillSavedReply } from './components/ReplyBox.tsx';
import {
  apiError,
  buildInboxItem,
  detailOf,
  inboxCalls,
  meAs,
  ok,
  openInbox,
  stubInbox,
} from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const croissants = buildInboxItem();
const rude = buildInboxItem({
  id: 'item-2',
  pageId: 'p2',
  pageName: 'Durand Insta',
  pageKind: 'instagram',
  author: { name: 'Max Grumpy', remoteId: 'author-2', email: null, phone: null, url: null },
  text: 'Stale bread again',
  evaluation: 'bad',
  receivedAt: '2026-03-02T08:00:00.000Z',
  lastAction: {
    id: 'action-1',
    kind: 'hide',
    state: 'failed',
    text: null,
    origin: 'user',
    matchedWord: null,
    requestedBy: 'user-1',
    errorKey: 'forbidden',
    createdAt: '2026-03-02T08:01:00.000Z',
    finishedAt: '2026-03-02T08:01:02.000Z',
  },
});
const items = [croissants, rude];
const option = (name: string) => screen.findByRole('option', { name, hidden: true }, slow);

describe('inbox', { timeout: 20_000 }, () => {
  it('shows the tabs with their counts and the items with their page, author, time and chips', async () => {
    stubInbox(items);
    await openInbox();
    const tabs = screen.getByRole('tablist');
    const names = () =>
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    await waitFor(
      () =>
        expect(names()).toEqual([
          'Feed2',
          'Pinned posts0',
          'Conversations1',
          'Reviews2',
          'Bad words',
          'Team',
        ]),
      slow,
    );
    const list = await screen.findByRole('list', { name: 'Inbox items' }, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('img', { name: /Durand Insta/ })).toBeTruthy();
    expect(rows[1]?.textContent).toContain('Max Grumpy');
    expect(rows[1]?.textContent).toContain('Stale bread again');
    expect(rows[1]?.textContent).toContain('Bad');
    expect(rows[1]?.textContent).toContain('Hide: failed');
    // The time is read in the account's zone (UTC here).
    expect(rows[0]?.querySelector('time')?.textContent).toMatch(/9:30/);
    expect(screen.getByText('Keyboard:')).toBeTruthy();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    const sent = stubInbox(items);
    const { router } = await openInbox();
    await screen.findByRole('list', { name: 'Inbox items' }, slow);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await option('Flagged'));
    await waitFor(() => expect(router.state.location.search).toContain('status=flag'));
    await waitFor(() =>
      expect(inboxCalls(sent, '/inbox/items').some((call) => call.query.get('status') === 'flag')).toBe(true),
    );
    expect(inboxCalls(sent, '/inbox/counts').some((call) => call.query.get('status') === 'flag')).toBe(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search words' }), 'bread');
    await waitFor(() => expect(router.state.location.search).toContain('q=bread'), slow);
    await waitFor(() =>
      expect(inboxCalls(sent, '/inbox/items').some((call) => call.query.get('q') === 'bread')).toBe(true),
    );
  });

  it('turns days picked in the account’s zone into instants', async () => {
    const sent = stubInbox(
      items,
      {},
      {
        ...meAs('administrator'),
        account: {
          id: 'account-1',
          name: 'A',
          partner: false,
          timeZone: 'Europe/Paris',
          logoUrl: null,
          brandColor: null,
        },
      },
    );
    await openInbox('/dash/moderation?from=2026-03-01&to=2026-03-01');
    await screen.findByRole('list', { name: 'Inbox items' }, slow);
    const call = inboxCalls(sent, '/inbox/items').at(-1);
    expect(call?.query.get('from')).toBe('2026-02-28T23:00:00.000Z');
    expect(call?.query.get('to')).toBe('2026-03-01T23:00:00.000Z');
  });

  it('opens an item with its actions, each action’s state and reason, and replies', async () => {
    const sent = stubInbox(items, {
      'GET /inbox/items/item-2': ok(detailOf(rude, { actions: rude.lastAction ? [rude.lastAction] : [] })),
      'POST /inbox/items/item-2/replies': {
        status: 202,
        body: { ...rude.lastAction, kind: 'reply', state: 'pending' },
      },
    });
    const { router } = await openInbox();
    await userEvent.click(await screen.findByRole('button', { name: /Max Grumpy/ }, slow));
    await waitFor(() => expect(router.state.location.search).toContain('item=item-2'));
    const detail = await screen.findByRole('article', {}, slow);
    expect(within(detail).getByRole('heading', { name: 'Max Grumpy' })).toBeTruthy();
    expect(within(detail).getByText('You are not allowed to do this', { exact: false })).toBeTruthy();
    for (const name of ['Hide', 'Flag', 'Delete', 'Block the author', 'Mark treated', 'Like'])
      expect(within(detail).getByRole('button', { name })).toBeTruthy();
    await userEvent.type(within(detail).getByRole('textbox', { name: 'Reply' }), 'Sorry about that!');
    await userEvent.click(within(detail).getByRole('button', { name: 'Send the reply' }));
    await waitFor(() =>
      expect(inboxCalls(sent, '/inbox/items/item-2/replies').map((call) => call.body)).toEqual([
        { text: 'Sorry about that!' },
      ]),
    );
  });

  it('offers to assign an item only to the members who reach its page', async () => {
    stubInbox(items, {
      'GET /inbox/assignees': ok([
        { id: 'user-1', name: 'Camille Durand', pageIds: null },
        { id: 'u2', name: 'Léa Martin', pageIds: [croissants.pageId] },
        { id: 'u3', name: 'Paul Ailleurs', pageIds: ['another-page'] },
      ]),
    });
    await openInbox(`/dash/moderation?item=${croissants.id}`);
    const detail = await screen.findByRole('article', {}, slow);
    const assign = within(detail).getByRole('combobox', { name: 'Assigned to' });
    await userEvent.click(assign);
    await waitFor(() =>
      expect(document.getElementById(assign.getAttribute('aria-controls') ?? '')).toBeTruthy(),
    );
    const offered = within(document.getElementById(assign.getAttribute('aria-controls') ?? '') as HTMLElement)
      .getAllByRole('option', { hidden: true })
      .map((element) => element.textContent);
    expect(offered).toEqual(['Camille Durand', 'Léa Martin']);
  });

  it('hides what a role may not do: a viewer has no reply box, a writer no moderation', async () => {
    stubInbox(items, {}, meAs('viewer'));
    const first = await openInbox('/dash/moderation?item=item-1');
    const viewerDetail = await screen.findByRole('article', {}, slow);
    expect(within(viewerDetail).queryByRole('textbox', { name: 'Reply' })).toBeNull();
    expect(within(viewerDetail).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    first.unmount();

    stubInbox(items, {}, meAs('writer'));
    await openInbox('/dash/moderation?item=item-1');
    const writerDetail = await screen.findByRole('article', {}, slow);
    expect(within(writerDetail).getByRole('textbox', { name: 'Reply' })).toBeTruthy();
    expect(within(writerDetail).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(within(writerDetail).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(writerDetail).getByRole('button', { name: 'Mark treated' })).toBeTruthy();
  });

  it('triages from the keyboard: j and k move, e marks treated, a assigns to oneself', async () => {
    const sent = stubInbox(items, {
      'PATCH /inbox/items/item-1': ok({ ...croissants, status: 'treated' }),
    });
    const { router } = await openInbox();
    await screen.findByRole('list', { name: 'Inbox items' }, slow);
    await userEvent.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toContain('item=item-1'));
    await userEvent.keyboard('j');
    await waitFor(() => expect(router.state.location.search).toContain('item=item-2'));
    await userEvent.keyboard('k');
    await waitFor(() => expect(router.state.location.search).toContain('item=item-1'));
    await userEvent.keyboard('a');
    await userEvent.keyboard('e');
    await waitFor(() =>
      expect(
        inboxCalls(sent, '/inbox/items/item-1')
          .filter((call) => call.method === 'PATCH')
          .map((call) => call.body),
      ).toEqual([
        { change: 'assign', assigneeId: 'user-1' },
        { change: 'status', status: 'treated' },
      ]),
    );
  });

  it('acts on a selection at once', async () => {
    const sent = stubInbox(items, { 'POST /inbox/actions/bulk': { status: 202, body: [] } });
    await openInbox();
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Select the item of Jean Dupont' }, slow),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select the item of Max Grumpy' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected items' });
    expect(bar.textContent).toContain('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(inboxCalls(sent, '/inbox/actions/bulk').map((call) => call.body)).toEqual([
        { itemIds: ['item-1', 'item-2'], kind: 'hide' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Selected items' })).toBeNull());
  });

  it('names the pages whose collection fails, and shows empty and error states', async () => {
    stubInbox([], {
      'GET /inbox/problems': ok([
        { pageId: 'p2', stream: 'messages', errorKey: 'forbidden', since: '2026-03-01T00:00:00.000Z' },
      ]),
    });
    const view = await openInbox();
    expect(await screen.findByText('Some pages cannot be read', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Durand Insta \(messages\)/)).toBeTruthy();
    expect(await screen.findByText('Nothing here for these filters.', {}, slow)).toBeTruthy();
    view.unmount();
    stubInbox([], { 'GET /inbox/items': apiError(500, 'internal_error') });
    await openInbox();
    expect(await screen.findByText('The inbox could not be loaded', {}, slow)).toBeTruthy();
  });

  it('edits the bad-words list, for every page or one', async () => {
    const sent = stubInbox(items, {
      'GET /inbox/bad-words': ok([
        { id: 'w1', word: 'stale', pageId: null, createdAt: '2026-03-01T00:00:00.000Z' },
      ]),
      'POST /inbox/bad-words': {
        status: 201,
        body: { id: 'w2', word: 'awful', pageId: null, createdAt: '2026-03-01T00:00:00.000Z' },
      },
      'DELETE /inbox/bad-words/w1': { status: 204 },
    });
    await openInbox('/dash/moderation?tab=bad-words');
    expect(await screen.findByRole('cell', { name: 'stale' }, slow)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Every page' })).toBeTruthy();
    const word = screen.getByRole('textbox', { name: 'Word or phrase' });
    expect(word.getAttribute('maxlength')).toBe('100');
    await userEvent.type(word, 'awful');
    await userEvent.click(screen.getByRole('button', { name: 'Add the word' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove stale' }));
    await waitFor(() => {
      expect(
        inboxCalls(sent, '/inbox/bad-words')
          .filter((call) => call.method === 'POST')
          .map((call) => call.body),
      ).toEqual([{ word: 'awful', pageId: null }]);
      expect(inboxCalls(sent, '/inbox/bad-words/w1').map((call) => call.method)).toEqual(['DELETE']);
    });
  });

  it('shows the team panel: treated and median first reply per user', async () => {
    stubInbox(items, {
      'GET /inbox/team': ok([
        { userId: 'u2', name: 'Léa Martin', treated: 42, replies: 30, medianFirstReplyMs: 150_000 },
      ]),
    });
    await openInbox('/dash/moderation?tab=team');
    const row = await screen.findByRole('row', { name: /Léa Martin/ }, slow);
    expect(row.textContent).toContain('42');
    expect(row.textContent).toMatch(/2\.5 min/);
  });
});

describe('saved replies', () => {
  it('fill their variables', () => {
    expect(
      fillSavedReply('Hello {{name}}, thanks from {{ page }}! {{user}}', {
        name: 'Jean',
        page: 'Durand',
        user: 'Léa',
      }),
    ).toBe('Hello Jean, thanks from Durand! Léa');
  });
});
