import { notifications } from '@mantine/notifications';
import type { AccountExport } from '@pagewise/shared/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { captureDownloads } from '../../posts/test-fixtures.ts';
import { apiError, ok, openSettings, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

function buildExport(overrides: Partial<AccountExport> = {}): AccountExport {
  return {
    id: 'export-1',
    status: 'queued',
    progress: 0,
    sizeBytes: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

async function openExport() {
  await openSettings('/dash/settings/account');
  return screen.findByRole('region', { name: 'Export my data' }, slow);
}

describe('export my data', { timeout: 20_000 }, () => {
  it('starts an export, follows its progress, then offers the archive', async () => {
    const ready = buildExport({
      status: 'ready',
      progress: 100,
      sizeBytes: 2048,
      finishedAt: '2026-03-01T09:01:00.000Z',
      expiresAt: '2026-03-08T09:01:00.000Z',
    });
    // The list the server gives each time it is asked: empty, then running, then ready.
    const lists = [[], [buildExport({ status: 'running', progress: 40 })], [ready]];
    const calls = stubSettings({
      'GET /account/exports': () => ok({ exports: lists.length > 1 ? lists.shift() : lists[0] }),
      'POST /account/exports': { status: 202, body: buildExport() },
      'GET /account/exports/export-1/archive': ok('PK'),
    });
    const downloads = captureDownloads();
    const region = await openExport();
    await userEvent.click(await within(region).findByRole('button', { name: 'Export my data' }, slow));

    expect(await within(region).findByText('Waiting to start…')).toBeTruthy();
    expect(within(region).getByRole('progressbar', { name: 'Progress of the export' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Start a new export' })).toBeNull();
    expect(await within(region).findByText('Preparing the archive… 40%', undefined, slow)).toBeTruthy();
    expect(
      await within(region).findByText('Ready: the download link was sent to your e-mail.', undefined, slow),
    ).toBeTruthy();
    expect(calls).toContain('POST /account/exports');

    await userEvent.click(within(region).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]?.name).toMatch(/^pagewise-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/archive')) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
    // Finished: no more polling, and a new export may be started.
    const asked = calls.filter((call) => call === 'GET /account/exports').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls.filter((call) => call === 'GET /account/exports').length).toBe(asked);
    expect(within(region).getByRole('button', { name: 'Start a new export' })).toBeTruthy();
  });

  it.each([
    ['failed', /The export failed/],
    ['expired', /The last export has expired/],
  ] as const)('says when the latest export has %s, and offers a new one', async (status, text) => {
    stubSettings({ 'GET /account/exports': ok({ exports: [buildExport({ status })] }) });
    const region = await openExport();
    expect(await within(region).findByText(text, undefined, slow)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Download' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Start a new export' })).toBeTruthy();
  });

  it('says when the archive is not there any more', async () => {
    stubSettings({
      'GET /account/exports': ok({ exports: [buildExport({ status: 'ready', progress: 100 })] }),
      'GET /account/exports/export-1/archive': apiError(409, 'export_not_ready'),
    });
    const downloads = captureDownloads();
    const region = await openExport();
    await userEvent.click(await within(region).findByRole('button', { name: 'Download' }, slow));
    expect(
      await screen.findByText('This export is not ready yet. You will get an e-mail as soon as it is.'),
    ).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
