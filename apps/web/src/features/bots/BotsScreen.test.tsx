import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi } from '../../app/test-utils.tsx';
import { meAs } from '../settings/test-fixtures.ts';
import { apiError, botRow, buildBot, ok, openBots, sentBody, slow, stubDash } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const breadNews = buildBot();
const pinBot = buildBot({
  id: 'bot-2',
  name: 'Pins of the day',
  page: { id: 'p3', name: 'Durand Pins', kind: 'pinterest' },
  type: 'suggested',
  status: 'disabled',
  disabledReason: 'source_deleted',
  dailyLimit: null,
  postedToday: 0,
  frequency: 'manual',
  enabled: false,
});

describe('bot list', () => {
  it('shows each bot with its page, type, status, frequency and posts of the day', async () => {
    stubDash({ 'GET /bots': ok({ bots: [breadNews, pinBot] }) });
    await openBots();
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    expect(within(row).getByText('Boulangerie Durand · Facebook page')).toBeTruthy();
    expect(within(row).getByText('My sources')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('Posts: Every hour')).toBeTruthy();
    expect(within(row).getByText('2 of 5 posts today')).toBeTruthy();
    expect((within(row).getByRole('switch', { name: 'On' }) as HTMLInputElement).checked).toBe(true);

    const pins = botRow('Pins of the day');
    expect(within(pins).getByText('Durand Pins · Pinterest')).toBeTruthy();
    expect(within(pins).getByText('Suggested sources')).toBeTruthy();
    expect(within(pins).getByText('Disabled: its source was deleted')).toBeTruthy();
    expect(within(pins).getByText('Posts: Only when I run it')).toBeTruthy();
    expect(within(pins).getByText('0 posts today, no daily limit')).toBeTruthy();
    expect((within(pins).getByRole('switch', { name: 'On' }) as HTMLInputElement).checked).toBe(false);
    expect(within(pins).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dash/bots/edit/bot-2',
    );
  });

  it('shows a loading state', async () => {
    stubDash({ 'GET /bots': () => new Promise(() => {}) });
    await openBots();
    expect(await screen.findByRole('status', { name: 'Loading the bots' }, slow)).toBeTruthy();
  });

  it('says there is no bot yet and offers to create one', async () => {
    stubDash({ 'GET /bots': ok({ bots: [] }) });
    await openBots();
    expect(await screen.findByText('No bot yet', undefined, slow)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'New bot' });
    expect(links).toHaveLength(2);
    expect(links[1]?.getAttribute('href')).toBe('/dash/bots/new');
  });

  it('translates a loading error and tries again', async () => {
    let attempts = 0;
    stubDash({
      'GET /bots': () =>
        ++attempts === 1 ? apiError(503, 'service_unavailable') : ok({ bots: [breadNews] }),
    });
    await openBots();
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('The bots could not be loaded')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Bread news' }, slow)).toBeTruthy();
  });
});

describe('bot actions', () => {
  it('switches a bot off and on', async () => {
    let bots = [breadNews];
    stubDash({
      'GET /bots': () => ok({ bots }),
      'POST /bots/bot-1/enable': () => {
        bots = [{ ...breadNews, enabled: false }];
        return ok(bots[0]);
      },
    });
    await openBots();
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await userEvent.click(within(row).getByRole('switch', { name: 'On' }));
    expect(await screen.findByText(/Bread news is off/, undefined, slow)).toBeTruthy();
    expect(sentBody(fetch, 'POST')).toEqual({ enabled: false });
    await waitFor(() =>
      expect(
        (within(botRow('Bread news')).getByRole('switch', { name: 'On' }) as HTMLInputElement).checked,
      ).toBe(false),
    );
  });

  it('runs a bot now and says what it did', async () => {
    const calls = stubDash({
      'GET /bots': ok({ bots: [breadNews] }),
      'POST /bots/bot-1/run': ok({ posted: 2, skipped: 1, waiting: 3 }),
    });
    await openBots();
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect(
      await screen.findByText('Bread news ran: 2 posted, 1 skipped, 3 waiting for later.', undefined, slow),
    ).toBeTruthy();
    expect(calls).toContain('POST /bots/bot-1/run');
  });

  it('tells why a run failed', async () => {
    stubDash({
      'GET /bots': ok({ bots: [breadNews] }),
      'POST /bots/bot-1/run': apiError(409, 'bot_invalid'),
    });
    await openBots();
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText(/This bot cannot run as it is/, undefined, slow)).toBeTruthy();
  });

  it('deletes a bot after confirmation', async () => {
    let bots = [breadNews, pinBot];
    const calls = stubDash({
      'GET /bots': () => ok({ bots }),
      'DELETE /bots/bot-1': () => {
        bots = [pinBot];
        return { status: 204 };
      },
    });
    await openBots();
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bread news?' }, slow);
    expect(calls).not.toContain('DELETE /bots/bot-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bread news was deleted.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bread news' })).toBeNull(), slow);
    expect(calls).toContain('DELETE /bots/bot-1');
  });
});

describe('roles', () => {
  function openAs(role: 'writer' | 'viewer' | 'editor', path = '/dash/bots') {
    localStorage.setItem('token', 'test-token');
    const calls = stubApi({
      'GET /users/me': ok(meAs(role)),
      'GET /bots': ok({ bots: [breadNews, pinBot] }),
    });
    renderApp(path);
    return calls;
  }

  it.each(['writer', 'viewer'] as const)('lets a %s read the bots without acting on them', async (role) => {
    const calls = openAs(role);
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(botRow('Pins of the day')).getByText('Switched off')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New bot' })).toBeNull();
    // The list names each bot's page: no need for the page list.
    expect(calls).not.toContain('GET /pages');
  });

  it('shows a writer no form at /dash/bots/new', async () => {
    openAs('writer', '/dash/bots/new');
    expect(
      await screen.findByText(/Your role does not allow creating or changing bots/, undefined, slow),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the bot' })).toBeNull();
  });

  it('leaves an editor every bot action', async () => {
    openAs('editor');
    const row = await screen.findByRole('listitem', { name: 'Bread news' }, slow);
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Run now', 'Delete']);
    expect(within(row).getByRole('switch', { name: 'On' })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New bot' })).toBeTruthy();
  });
});
