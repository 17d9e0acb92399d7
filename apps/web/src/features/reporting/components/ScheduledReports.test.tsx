import { notifications } from '@mantine/notifications';
import type { ReportSchedule } from '@pagewise/shared/report-exports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { buildPdf, ok, renderExports } from './export-test-kit.tsx';
import { ScheduledReports } from './ScheduledReports.tsx';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 6000 };

function buildSchedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id: 'schedule-1',
    name: 'Clients monthly',
    frequency: 'monthly',
    pageId: null,
    groupId: null,
    recipients: ['client@harbour.example', 'boss@harbour.example'],
    language: 'fr',
    enabled: true,
    nextRunAt: '2026-04-01T04:00:00.000Z',
    createdAt: '2026-03-01T09:00:00.000Z',
    lastDelivery: null,
    ...overrides,
  };
}

const lastBody = () => {
  const [, init] = vi.mocked(fetch).mock.calls.at(-1) ?? [];
  return JSON.parse(String(init?.body));
};
const basics = { 'GET /pages': ok({ pages: [] }), 'GET /groups': ok({ groups: [] }) };

describe('scheduled reports', { timeout: 20_000 }, () => {
  it('starts empty, names the missing fields, then schedules a report for a list of addresses', async () => {
    let saved: unknown;
    let list: ReportSchedule[] = [];
    await renderExports(<ScheduledReports />, {
      ...basics,
      'GET /reporting/schedules': () => ok({ schedules: list }),
      'POST /reporting/schedules': () => {
        saved = lastBody();
        list = [buildSchedule({ name: 'Weekly clients', frequency: 'weekly', language: 'en' })];
        return { status: 201, body: list[0] };
      },
    });
    const region = await screen.findByRole('region', { name: 'Scheduled reports' }, slow);
    expect(await within(region).findByText(/No scheduled report yet/)).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Schedule a report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Weekly clients');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Frequency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Every week', hidden: true }));
    await userEvent.type(
      within(dialog).getByRole('combobox', { name: 'Recipients' }),
      'client@harbour.example{enter}',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toBeTruthy());
    expect(saved).toEqual({
      name: 'Weekly clients',
      frequency: 'weekly',
      pageId: null,
      groupId: null,
      recipients: ['client@harbour.example'],
      language: 'en',
      enabled: true,
    });
    expect(await within(region).findByRole('cell', { name: 'Weekly clients' })).toBeTruthy();
    expect(within(region).getByRole('cell', { name: '2 addresses' })).toBeTruthy();
  });

  it("shows the server's field errors on the field they name", async () => {
    await renderExports(<ScheduledReports />, {
      ...basics,
      'GET /reporting/schedules': ok({ schedules: [buildSchedule()] }),
      'PUT /reporting/schedules/schedule-1': {
        status: 400,
        body: {
          error: { key: 'invalid_data', message: 'bad', fields: { 'recipients.1': 'validation.email' } },
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Clients monthly' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the scheduled report' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeTruthy();
  });

  it('lists the deliveries of a schedule and deletes it after confirmation', async () => {
    let deleted = false;
    await renderExports(<ScheduledReports />, {
      ...basics,
      'GET /reporting/schedules': () => ok({ schedules: deleted ? [] : [buildSchedule()] }),
      'GET /reporting/schedules/schedule-1/deliveries': ok({
        pdfs: [
          buildPdf({
            id: 'd1',
            status: 'sent',
            scheduleId: 'schedule-1',
            from: '2026-02-01',
            to: '2026-02-28',
          }),
        ],
      }),
      'DELETE /reporting/schedules/schedule-1': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deliveries of Clients monthly' }, slow));
    const deliveries = await screen.findByRole('list', { name: 'Deliveries of Clients monthly' });
    expect(within(deliveries).getByText('Sent by e-mail')).toBeTruthy();
    expect(within(deliveries).getByText(/Feb 1, 2026 – Feb 28, 2026/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Clients monthly' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the scheduled report?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No scheduled report yet/)).toBeTruthy();
  });
});
