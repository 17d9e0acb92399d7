import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { buildMe } from '../../../test/user-fixtures.ts';
import { buildPdf, ok, renderExports } from './export-test-kit.tsx';
import { PdfExportButton } from './PdfExportButton.tsx';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The list is read again every 3 s (`reportPdfPollMs`): two reads, with room for a loaded machine.
const slow = { timeout: 12_000 };

describe('the PDF by e-mail', { timeout: 20_000 }, () => {
  it('asks for the PDF of the report on screen, says it comes by e-mail, and follows its state', async () => {
    const lists = [
      [],
      [buildPdf()],
      [buildPdf({ status: 'sent', sentAt: '2026-03-12T09:01:00.000Z', pageCount: 12 })],
    ];
    let body: unknown;
    const { calls } = await renderExports(<PdfExportButton query={{ period: '7d', pageId: 'page-1' }} />, {
      'GET /reporting/pdfs': () => ok({ pdfs: lists.length > 1 ? lists.shift() : lists[0] }),
      'POST /reporting/pdfs': async () => {
        const [, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
        body = JSON.parse(String(init?.body));
        return { status: 202, body: buildPdf() };
      },
    });
    const region = await screen.findByRole('region', { name: 'PDF report by e-mail' }, slow);
    expect(await within(region).findByText('No PDF asked for yet.')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Get the PDF by e-mail' }));
    expect(body).toEqual({ period: '7d', pageId: 'page-1' });
    expect(await within(region).findByText('In progress… you will get it by e-mail.')).toBeTruthy();
    expect(within(region).getByText('In progress')).toBeTruthy();
    expect(await within(region).findByText('Sent by e-mail', undefined, slow)).toBeTruthy();
    expect(within(region).queryByText('In progress… you will get it by e-mail.')).toBeNull();
    expect(calls).toContain('POST /reporting/pdfs');
  });

  it('says when a PDF failed, and when the list cannot be read, with a way to try again', async () => {
    let fail = true;
    await renderExports(
      <PdfExportButton query={{ period: 'custom', from: '2026-03-01', to: '2026-03-02' }} />,
      {
        'GET /reporting/pdfs': () =>
          fail
            ? { status: 500, body: { error: { key: 'internal_error', message: 'boom' } } }
            : ok({ pdfs: [buildPdf({ status: 'failed', error: 'page not found' })] }),
      },
    );
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The latest PDFs could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText(/PDF generation failed: ask for it again\./)).toBeTruthy();
  });

  it('is not offered to a role that may not export reports', async () => {
    const { calls } = await renderExports(
      <PdfExportButton query={{ period: '7d' }} />,
      {},
      buildMe({ role: 'viewer' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('button', { name: 'Get the PDF by e-mail' })).toBeNull();
    expect(calls).not.toContain('GET /reporting/pdfs');
  });
});
