import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { apiError, buildPage, stubDash, testNetworks } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown) => ({ status: 200, body });

const channel = buildPage({
  id: 'p4',
  name: 'Durand Channel',
  kind: 'telegram',
  status: 'reconnection_needed',
});
const insta = buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram', status: 'expired' });
const sandbox = buildPage({ id: 'sb1', name: 'Test bakery', kind: 'sandbox', status: 'reconnection_needed' });
const pages = [channel, insta, sandbox];

/** The body the app sent with its last call to `url`. */
function sentBody(url: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input) === url)
    .at(-1);
  return JSON.parse(String(call?.[1]?.body));
}

function answers(extra: Parameters<typeof stubDash>[0] = {}) {
  return stubDash({
    'GET /pages': ok({ pages }),
    'GET /groups': ok({ groups: [] }),
    'GET /networks': ok({ networks: testNetworks }),
    ...extra,
  });
}

async function reconnectFromList(name: string) {
  renderApp('/dash/pages');
  const row = await screen.findByRole('listitem', { name }, slow);
  await userEvent.click(within(row).getByRole('button', { name: 'Reconnect' }));
  return screen.findByRole('dialog', { name: `Reconnect ${name}` }, slow);
}

describe('reconnecting a page of a form network from the pages list', () => {
  it("shows the server's field errors on the fields, keeps the input, then says it is reconnected", async () => {
    let attempts = 0;
    // Until it is reconnected, the overview lists the page among what needs action.
    const overview = (pageStatus: 'reconnection_needed' | 'running') => {
      const toReconnect = pageStatus === 'running' ? [] : [channel];
      return ok({
        latest: [],
        upcoming: [],
        needsAction: {
          failedPosts: { total: 0, items: [] },
          pages: { total: toReconnect.length, items: toReconnect },
          sources: { total: 0, items: [] },
        },
        onboarding: { connectPage: true, createBot: false, ready: false },
      });
    };
    const calls = answers({
      'GET /overview': () => overview(attempts > 1 ? 'running' : 'reconnection_needed'),
      'POST /pages/p4/reconnect': () =>
        ++attempts === 1
          ? apiError(400, 'invalid_data', { 'fields.channel': 'validation.telegram_channel_link' })
          : ok({ ...channel, status: 'running' }),
    });
    const dialog = await reconnectFromList('Durand Channel');
    const input = await within(dialog).findByLabelText(/Channel link/, undefined, slow);
    expect(within(dialog).getByText(/Enter the Telegram details again/)).toBeTruthy();

    // A required field is asked for before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls).not.toContain('POST /pages/p4/reconnect');

    await userEvent.type(input, 'my channel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(
      await within(dialog).findByText(
        'Enter the link of a Telegram channel, such as https://t.me/yourchannel.',
      ),
    ).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('my channel');
    expect(sentBody('/api/pages/p4/reconnect')).toEqual({ fields: { channel: 'my channel', botToken: '' } });

    await userEvent.clear(input);
    await userEvent.type(input, 'https://t.me/durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('The page is reconnected.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === 'GET /pages').length).toBeGreaterThan(1);
    expect(calls.some((call) => call.startsWith('POST /networks/'))).toBe(false);
  });

  it('translates an error that names no field of the form', async () => {
    answers({ 'POST /pages/p4/reconnect': apiError(404, 'no_page_found') });
    const dialog = await reconnectFromList('Durand Channel');
    await userEvent.type(
      await within(dialog).findByLabelText(/Channel link/, undefined, slow),
      'https://t.me/x',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText('No page was found for this address.')).toBeTruthy();
  });

  it('asks nothing for a sandbox page: the server re-issues its token', async () => {
    const calls = answers({ 'POST /pages/sb1/reconnect': ok({ ...sandbox, status: 'running' }) });
    const dialog = await reconnectFromList('Test bakery');
    expect(within(dialog).getByText(/The sandbox gives this page a new token/)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('The page is reconnected.', undefined, slow)).toBeTruthy();
    expect(sentBody('/api/pages/sb1/reconnect')).toEqual({ fields: {} });
    expect(calls).not.toContain('GET /networks');
  });

  it('leaves the page untouched when cancelled', async () => {
    const calls = answers();
    const dialog = await reconnectFromList('Durand Channel');
    await within(dialog).findByLabelText(/Channel link/, undefined, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('POST /pages/p4/reconnect');
  });
});

describe('reconnecting a page of an OAuth network', () => {
  it('still leaves for the network, with no form', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = answers({
      'POST /networks/instagram/oauth': ok({ authorizationUrl: 'https://instagram.example/auth' }),
    });
    renderApp('/dash/pages');
    const row = await screen.findByRole('listitem', { name: 'Durand Insta' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://instagram.example/auth'));
    expect(sentBody('/api/networks/instagram/oauth')).toEqual({ pageId: 'p2' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).not.toContain('POST /pages/p2/reconnect');
  });
});

describe('reconnecting a form page from the overview', () => {
  it('opens the form from "Needs your action", shows field errors, then says it is reconnected', async () => {
    let attempts = 0;
    // Until it is reconnected, the overview lists the page among what needs action.
    const overview = (pageStatus: 'reconnection_needed' | 'running') => {
      const toReconnect = pageStatus === 'running' ? [] : [channel];
      return ok({
        latest: [],
        upcoming: [],
        needsAction: {
          failedPosts: { total: 0, items: [] },
          pages: { total: toReconnect.length, items: toReconnect },
          sources: { total: 0, items: [] },
        },
        onboarding: { connectPage: true, createBot: false, ready: false },
      });
    };
    const calls = answers({
      'GET /overview': () => overview(attempts > 1 ? 'running' : 'reconnection_needed'),
      'POST /pages/p4/reconnect': () =>
        ++attempts === 1
          ? apiError(400, 'invalid_data', { 'fields.channel': 'validation.telegram_channel_link' })
          : ok({ ...channel, status: 'running' }),
    });
    renderApp('/dash/overview');
    const section = await screen.findByRole('region', { name: 'Needs your action' }, slow);
    const row = within(section).getByRole('listitem', { name: 'Durand Channel' });
    await userEvent.click(within(row).getByRole('button', { name: 'Reconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Durand Channel' }, slow);
    const input = await within(dialog).findByLabelText(/Channel link/, undefined, slow);
    await userEvent.type(input, 'durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByText(/Enter the link of a Telegram channel/)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('The page is reconnected.', undefined, slow)).toBeTruthy();
    expect(calls.filter((call) => call === 'POST /pages/p4/reconnect')).toHaveLength(2);
    expect(calls.filter((call) => call === 'GET /pages').length).toBeGreaterThan(1);
    // The overview reads again what needs action: the page is no longer there.
    await waitFor(
      () => expect(within(section).queryByRole('listitem', { name: 'Durand Channel' })).toBeNull(),
      slow,
    );
  });
});
