import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, buildPage, stubDash, testNetworks } from '../../features/pages/test-fixtures.ts';
import { loadEnglish, renderApp } from '../test-utils.tsx';

const start = window.location.href;

beforeEach(loadEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', start);
});

const pages = [buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram', status: 'expired' })];

describe('refresh-token link', () => {
  it('offers to reconnect the named page and drops the parameter when closed', async () => {
    window.history.replaceState(null, '', '/?refresh-token=p2#/dash/bots');
    stubDash({ 'GET /pages': { status: 200, body: { pages } } });
    renderApp('/dash/bots');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Durand Insta' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/dash/bots');
  });

  it('starts the OAuth reconnection of that page', async () => {
    window.history.replaceState(null, '', '/?refresh-token=p2');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const calls = stubDash({
      'GET /pages': { status: 200, body: { pages } },
      'POST /networks/instagram/oauth': {
        status: 200,
        body: { authorizationUrl: 'https://instagram.example/a' },
      },
    });
    renderApp('/dash/overview');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Durand Insta' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://instagram.example/a'));
    expect(calls).toContain('POST /networks/instagram/oauth');
    assign.mockRestore();
  });

  it('reconnects a page of a form network in place, with its form', async () => {
    window.history.replaceState(null, '', '/?refresh-token=p4#/dash/bots');
    const channel = buildPage({ id: 'p4', name: 'Durand Channel', kind: 'telegram', status: 'expired' });
    let attempts = 0;
    const calls = stubDash({
      'GET /pages': { status: 200, body: { pages: [channel] } },
      'GET /networks': { status: 200, body: { networks: testNetworks } },
      'POST /pages/p4/reconnect': () =>
        ++attempts === 1
          ? apiError(400, 'invalid_data', { 'fields.channel': 'validation.telegram_channel_link' })
          : { status: 200, body: { ...channel, status: 'running' } },
    });
    renderApp('/dash/bots');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect Durand Channel' }, { timeout: 5000 });
    expect(within(dialog).queryByRole('link', { name: 'Open Pages' })).toBeNull();
    const input = await within(dialog).findByLabelText(/Channel link/, undefined, { timeout: 5000 });
    await userEvent.type(input, 'durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await within(dialog).findByText(/Enter the link of a Telegram channel/)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('durand');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reconnect' }));
    expect(await screen.findByText('The page is reconnected.', undefined, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === 'POST /pages/p4/reconnect')).toHaveLength(2);
    expect(window.location.search).toBe('');
  });

  it('says so when the page is not in the account', async () => {
    window.history.replaceState(null, '', '/?refresh-token=gone');
    stubDash({ 'GET /pages': { status: 200, body: { pages } } });
    renderApp('/dash/bots');
    const dialog = await screen.findByRole('dialog', { name: 'Reconnect a page' }, { timeout: 5000 });
    expect(await within(dialog).findByText(/cannot be found in your account/)).toBeTruthy();
  });

  it('stays away without the parameter', async () => {
    stubDash({ 'GET /pages': { status: 200, body: { pages } } });
    renderApp('/dash/bots');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
