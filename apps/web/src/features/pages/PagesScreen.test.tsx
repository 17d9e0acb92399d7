import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { apiError, buildPage, stubDash, testNetworks } from './test-fixtures.ts';

beforeEach(async () => {
  // Notifications outlive a test; Mantine queues new ones past its limit of five.
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

const pages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({
    id: 'p2',
    name: 'Durand Insta',
    kind: 'instagram',
    status: 'near_expiration',
    expiresAt: '2026-03-05T12:00:00.000Z',
  }),
  buildPage({
    id: 'p3',
    name: 'Durand Pro',
    kind: 'linkedin',
    status: 'expired',
    connectionMode: 'concierge',
  }),
  buildPage({
    id: 'p4',
    name: 'Durand Channel',
    kind: 'telegram',
    status: 'disabled',
    connectionMode: 'api_not_connected',
    lastError: 'page_sync_failed',
  }),
];

const ok = (body: unknown) => ({ status: 200, body });
const listed = { 'GET /pages': ok({ pages }), 'GET /groups': ok({ groups: [] }) };

const row = (name: string) => screen.getByRole('listitem', { name });

async function openPages(path = '/dash/pages') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Pages' }, slow);
  return view;
}

describe('pages list', () => {
  it('groups pages by network with their status, expiry, mode and last error', async () => {
    stubDash(listed);
    await openPages();
    await screen.findByRole('listitem', { name: 'Boulangerie Durand' }, slow);
    for (const network of ['Facebook page', 'Instagram', 'LinkedIn', 'Telegram']) {
      expect(screen.getByRole('heading', { level: 2, name: network })).toBeTruthy();
    }
    expect(within(row('Boulangerie Durand')).getByText('Running')).toBeTruthy();
    expect(within(row('Durand Insta')).getByText('Expires on Mar 5, 2026')).toBeTruthy();
    expect(within(row('Durand Pro')).getByText('Expired')).toBeTruthy();
    expect(within(row('Durand Pro')).getByText('Concierge')).toBeTruthy();
    expect(within(row('Durand Channel')).getByText('Disabled')).toBeTruthy();
    expect(within(row('Durand Channel')).getByText('API not connected')).toBeTruthy();
    expect(within(row('Durand Channel')).getByText(/could not be synchronised/)).toBeTruthy();
    // Reconnect is offered for OAuth and form networks; disconnecting the concierge for concierge pages only.
    expect(within(row('Durand Channel')).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(row('Durand Insta')).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    expect(within(row('Durand Pro')).getByRole('button', { name: 'Disconnect the concierge' })).toBeTruthy();
    expect(
      within(row('Durand Insta')).queryByRole('button', { name: 'Disconnect the concierge' }),
    ).toBeNull();
  });

  it('keeps the selected pages and the collapsed list in local storage', async () => {
    localStorage.setItem('selectedPageIds', JSON.stringify(['p2']));
    stubDash(listed);
    await openPages();
    const insta = await screen.findByRole('checkbox', { name: 'Select Durand Insta' }, slow);
    expect((insta as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Durand Pro' }));
    await userEvent.click(insta);
    expect(JSON.parse(localStorage.getItem('selectedPageIds') ?? '')).toEqual(['p3']);
    expect(screen.getByText('1 page selected')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Hide the list' }));
    expect(localStorage.getItem('pageListRetracted')).toBe('true');
    expect(screen.queryByRole('listitem', { name: 'Durand Insta' })).toBeNull();
  });

  it('starts collapsed when the list was left collapsed', async () => {
    localStorage.setItem('pageListRetracted', 'true');
    stubDash(listed);
    await openPages();
    await userEvent.click(await screen.findByRole('button', { name: 'Show the list' }, slow));
    expect(localStorage.getItem('pageListRetracted')).toBe('false');
    expect(screen.getByRole('listitem', { name: 'Durand Insta' })).toBeTruthy();
  });

  it('asks for confirmation before deleting a page', async () => {
    let current = pages;
    const calls = stubDash({
      ...listed,
      'GET /pages': () => ok({ pages: current }),
      'DELETE /pages/p3': () => {
        current = pages.filter((page) => page.id !== 'p3');
        return { status: 204 };
      },
    });
    await openPages();
    await screen.findByRole('listitem', { name: 'Durand Pro' }, slow);
    await userEvent.click(within(row('Durand Pro')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Durand Pro?' });
    expect(within(dialog).getByText(/stops its bots and its scheduled posts/)).toBeTruthy();
    expect(calls).not.toContain('DELETE /pages/p3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the page' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Durand Pro' })).toBeNull());
    expect(calls).toContain('DELETE /pages/p3');
  });

  it('says when a refresh succeeds, and the translated error when it fails', async () => {
    stubDash({
      ...listed,
      'POST /pages/p1/refresh': ok(pages[0]),
      'POST /pages/p2/refresh': apiError(401, 'network_token_invalid'),
    });
    await openPages();
    await screen.findByRole('listitem', { name: 'Boulangerie Durand' }, slow);
    await userEvent.click(within(row('Boulangerie Durand')).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Synchronisation successful', undefined, slow)).toBeTruthy();
    await userEvent.click(within(row('Durand Insta')).getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        'The access to this network is invalid or has expired. Reconnect the page.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
  });

  it('disconnects the concierge', async () => {
    const calls = stubDash({ ...listed, 'POST /pages/p3/disconnect-concierge': ok(pages[2]) });
    await openPages();
    await screen.findByRole('listitem', { name: 'Durand Pro' }, slow);
    await userEvent.click(
      within(row('Durand Pro')).getByRole('button', { name: 'Disconnect the concierge' }),
    );
    expect(
      await screen.findByText('The concierge is disconnected from this page.', undefined, slow),
    ).toBeTruthy();
    expect(calls).toContain('POST /pages/p3/disconnect-concierge');
  });
});

describe('pages states', () => {
  it('shows a loading state', async () => {
    stubDash({ 'GET /pages': () => new Promise(() => {}) });
    await openPages();
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('invites to connect a first page when there is none', async () => {
    stubDash({ 'GET /pages': ok({ pages: [] }), 'GET /networks': ok({ networks: testNetworks }) });
    await openPages();
    expect(await screen.findByText('No page yet', undefined, slow)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Connect a page' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Connect a page' })).toBeTruthy();
  });

  it('translates a loading error and tries again', async () => {
    let attempts = 0;
    stubDash({
      ...listed,
      'GET /pages': () => (++attempts === 1 ? apiError(503, 'service_unavailable') : ok({ pages })),
    });
    await openPages();
    const alert = (await screen.findByText(/temporarily unavailable/, undefined, slow)).closest(
      '[role=alert]',
    );
    if (!(alert instanceof HTMLElement)) throw new Error('The error is not an alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Durand Insta' }, slow)).toBeTruthy();
  });
});

describe('connect a page', () => {
  async function openConnect(answers: Parameters<typeof stubDash>[0] = {}) {
    const calls = stubDash({ ...listed, 'GET /networks': ok({ networks: testNetworks }), ...answers });
    await openPages();
    await userEvent.click(screen.getByRole('button', { name: 'Connect a page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect a page' });
    await within(dialog).findByText('Facebook page', undefined, slow);
    return { calls, dialog };
  }

  it('lists every network, greying those the server has not configured', async () => {
    const { dialog } = await openConnect();
    const linkedin = within(dialog).getByRole('button', { name: /LinkedIn/ });
    expect(linkedin.hasAttribute('disabled')).toBe(true);
    expect(within(linkedin).getByText('Not configured on this server')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('button', { name: /Telegram/ })
        .hasAttribute('disabled'),
    ).toBe(false);
  });

  it('sends the browser to the network for an OAuth one', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { dialog, calls } = await openConnect({
      'POST /networks/facebook_page/oauth': ok({ authorizationUrl: 'https://facebook.example/oauth?x=1' }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: /Facebook page/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://facebook.example/oauth?x=1'));
    expect(calls).toContain('POST /networks/facebook_page/oauth');
  });

  it("shows the server's field errors on the form's fields and keeps what was typed", async () => {
    const { dialog } = await openConnect({
      'POST /networks/telegram/form': () =>
        apiError(400, 'invalid_data', { 'fields.channel': 'validation.telegram_channel_link' }),
    });
    const fetchStub = vi.mocked(fetch);
    await userEvent.click(within(dialog).getByRole('button', { name: /Telegram/ }));
    const form = await screen.findByRole('dialog', { name: 'Connect Telegram' });
    const channel = within(form).getByLabelText(/Channel link/);
    await userEvent.type(channel, 'my channel');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(
      await within(form).findByText(
        'Enter the link of a Telegram channel, such as https://t.me/yourchannel.',
      ),
    ).toBeTruthy();
    expect((channel as HTMLInputElement).value).toBe('my channel');
    const call = fetchStub.mock.calls.find(([url]) => String(url) === '/api/networks/telegram/form');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ fields: { channel: 'my channel', botToken: '' } });
  });

  it('asks for required fields before sending, then adds the page', async () => {
    const calls = (
      await openConnect({ 'POST /networks/telegram/form': ok({ pages: [buildPage({ kind: 'telegram' })] }) })
    ).calls;
    await userEvent.click(screen.getByRole('button', { name: /Telegram/ }));
    const form = await screen.findByRole('dialog', { name: 'Connect Telegram' });
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    expect(calls).not.toContain('POST /networks/telegram/form');
    await userEvent.type(within(form).getByLabelText(/Channel link/), 'https://t.me/durand');
    await userEvent.click(within(form).getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Boulangerie Durand added', undefined, slow)).toBeTruthy();
    expect(calls).toContain('POST /networks/telegram/form');
  });
});

describe('after an OAuth connection', () => {
  const candidates = {
    kind: 'facebook_page',
    pages: [
      { remoteId: 'r1', name: 'Durand Paris', pictureUrl: null, unavailable: null },
      { remoteId: 'r2', name: 'Durand Lyon', pictureUrl: null, unavailable: 'page_in_another_account' },
    ],
  };

  it('picks pages to add: unavailable ones say why, none picked is refused', async () => {
    const calls = stubDash({
      ...listed,
      'GET /connections/c1/pages': ok(candidates),
      'POST /connections/c1/pages': ok({ pages: [buildPage({ id: 'p9', name: 'Durand Paris' })] }),
    });
    const { router } = await openPages('/dash/pages?connection=c1');
    const dialog = await screen.findByRole('dialog', { name: 'Choose the pages to add' }, slow);
    const lyon = await within(dialog).findByRole('checkbox', { name: 'Durand Lyon' }, slow);
    expect(lyon.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('This page is already added to another account.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Choose at least one page.')).toBeTruthy();
    expect(calls).not.toContain('POST /connections/c1/pages');

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Durand Paris' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Durand Paris added', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((call) => call === 'GET /pages').length).toBeGreaterThan(1);
  });

  it('says the page is reconnected, or the translated error, and drops the parameter', async () => {
    stubDash(listed);
    const { router } = await openPages('/dash/pages?reconnected=p2');
    expect(await screen.findByText('The page is reconnected.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('translates an error coming back from the network', async () => {
    stubDash(listed);
    await openPages('/dash/pages?error=oauth_state_invalid');
    expect(await screen.findByText(/could not be verified/, undefined, slow)).toBeTruthy();
  });
});

describe('groups', () => {
  const group = { id: 'g1', name: 'Bakeries', pageIds: ['p1', 'p2'] };

  it('lists groups with their page counts, creates, edits and deletes them', async () => {
    let groups = [group];
    const sent: unknown[] = [];
    const body = async () => {
      const call = vi.mocked(fetch).mock.calls.at(-1);
      return JSON.parse(String(call?.[1]?.body));
    };
    const calls = stubDash({
      ...listed,
      'GET /groups': () => ok({ groups }),
      'POST /groups': async () => {
        const values = await body();
        sent.push(values);
        groups = [...groups, { id: 'g2', ...values }];
        return ok(groups.at(-1));
      },
      'PUT /groups/g1': async () => {
        const values = await body();
        sent.push(values);
        groups = groups.map((g) => (g.id === 'g1' ? { id: 'g1', ...values } : g));
        return ok(groups[0]);
      },
      'DELETE /groups/g1': () => {
        groups = groups.filter((g) => g.id !== 'g1');
        return { status: 204 };
      },
    });
    await openPages();
    const bakeries = await screen.findByRole('listitem', { name: 'Bakeries' }, slow);
    expect(within(bakeries).getByText('2 pages')).toBeTruthy();

    // Create: the name and at least one page are required, each said beside its field.
    await userEvent.click(screen.getByRole('button', { name: 'New group' }));
    let dialog = await screen.findByRole('dialog', { name: 'New group' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one page.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose at least one page.')).toBeTruthy();
    expect(within(dialog).queryByText('This field is required.')).toBeNull();
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Durand Pro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const pro = await screen.findByRole('listitem', { name: 'Pro' }, slow);
    expect(within(pro).getByText('1 page')).toBeTruthy();
    expect(sent[0]).toEqual({ name: 'Pro', pageIds: ['p3'] });

    // Edit: starts from the group's values.
    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Bakeries' })).getByRole('button', { name: 'Edit' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Edit the group' });
    expect((within(dialog).getByRole('checkbox', { name: 'Durand Insta' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Durand Insta' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Bakeries' })).getByText('1 page')).toBeTruthy(),
    );
    expect(sent[1]).toEqual({ name: 'Bakeries', pageIds: ['p1'] });

    // Delete, after confirmation.
    await userEvent.click(
      within(screen.getByRole('listitem', { name: 'Bakeries' })).getByRole('button', { name: 'Delete' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete the group Bakeries?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the group' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bakeries' })).toBeNull());
    expect(calls).toContain('DELETE /groups/g1');
  });
});
