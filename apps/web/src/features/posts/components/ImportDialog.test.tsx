import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { checkImportRows } from '../csv/import-rows.ts';
import { parseCsv } from '../csv/parse-csv.ts';
import {
  apiError,
  buildPost,
  captureDownloads,
  firstPage,
  ok,
  openPosts,
  stubPosts,
  testPages,
} from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

const csv = [
  'page,message,link,scheduled_at,kind,image_url',
  'Boulangerie Durand,"Fresh bread, this morning",https://example.com/,2099-06-30 09:00,,',
  'Nowhere,,,2099-06-30 09:00,,',
  'Durand Insta,Too soon,,2020-01-01 09:00,,',
  'Durand Insta|p1,A draft to refuse,,,,',
  'Durand Insta,With a picture,,,,https://example.com/a.jpg',
].join('\n');

async function openImport() {
  await openPosts();
  await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
  return screen.findByRole('dialog', { name: 'Import posts from a CSV file' });
}

async function chooseFile(dialog: HTMLElement, text: string) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await waitFor(() => expect(input.disabled).toBe(false));
  await userEvent.upload(input, new File([text], 'posts.csv', { type: 'text/csv' }));
}

const previewRow = (row: number) => screen.getByRole('row', { name: `Row ${row}` });

/** The bodies sent with POST /posts, in order. */
function sentPosts() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

describe('CSV import', () => {
  it('previews each row with its problems, then sends the valid rows once with a progress bar', async () => {
    let created = 0;
    const calls = stubPosts({
      [firstPage]: ok({ posts: [], total: 0 }),
      'POST /posts': () =>
        ++created === 1
          ? { status: 201, body: buildPost() }
          : {
              status: 400,
              body: {
                error: {
                  key: 'invalid_data',
                  message: 'invalid',
                  fields: { link: 'validation.invalid' },
                  details: {
                    issues: [{ field: 'pageIds', key: 'post.no_such_issue', network: 'instagram' }],
                  },
                },
              },
            },
    });
    const dialog = await openImport();
    await chooseFile(dialog, csv);

    expect(await within(dialog).findByText('2 of 5 rows are ready to import.', {}, slow)).toBeTruthy();
    expect(within(previewRow(1)).getByText('Ready')).toBeTruthy();
    expect(within(previewRow(2)).getByText('No page named Nowhere.')).toBeTruthy();
    expect(within(previewRow(2)).getByText('The message is missing.')).toBeTruthy();
    expect(within(previewRow(3)).getByText('The date must be at least 10 minutes from now.')).toBeTruthy();
    expect(within(previewRow(4)).getByText('Draft, no date')).toBeTruthy();
    expect(within(previewRow(5)).getByText(/Images cannot be imported from an address/)).toBeTruthy();
    expect(calls.filter((call) => call === 'POST /posts')).toEqual([]);

    const importButton = within(dialog).getByRole('button', { name: 'Import 2 posts' });
    await userEvent.click(importButton);
    await waitFor(() =>
      expect(
        within(dialog).getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
      ).toBe('100'),
    );
    expect(within(dialog).getByText('Import finished: 1 created, 1 refused.')).toBeTruthy();
    expect(within(previewRow(1)).getByText('Created')).toBeTruthy();
    // The server's post issue, translated, with its network.
    expect(within(previewRow(4)).getByText(/^Instagram: /)).toBeTruthy();

    expect(sentPosts()).toMatchObject([
      {
        intent: 'schedule',
        scheduledAt: '2099-06-30T09:00:00.000Z',
        pageIds: ['p1'],
        message: 'Fresh bread, this morning',
        link: 'https://example.com/',
        kind: 'standard',
      },
      { intent: 'draft', scheduledAt: null, pageIds: ['p2', 'p1'], message: 'A draft to refuse' },
    ]);
    // Clicking again sends nothing more.
    expect((importButton as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(importButton);
    expect(calls.filter((call) => call === 'POST /posts')).toHaveLength(2);
  });

  it("reads dates without an offset in the account's time zone, and says which", async () => {
    stubPosts({
      [firstPage]: ok({ posts: [], total: 0 }),
      'GET /users/me': ok({
        ...testMe,
        timeZone: null,
        account: { ...testMe.account, timeZone: 'America/New_York' },
      }),
      'POST /posts': () => ({ status: 201, body: buildPost() }),
    });
    const dialog = await openImport();
    expect(within(dialog).getByText(/are read in the America\/New_York time zone/)).toBeTruthy();
    await chooseFile(
      dialog,
      [
        'page,message,scheduled_at',
        'Boulangerie Durand,Summer,2099-06-30 09:00',
        'Durand Insta,Winter,2099-12-30T09:00',
        'Durand Insta,Given,2099-12-30T09:00Z',
      ].join('\n'),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 posts' }, slow));
    await waitFor(() => expect(sentPosts()).toHaveLength(3));
    // New York is 4 hours behind UTC in June, 5 in December; an explicit Z stays as written.
    expect(sentPosts().map((post) => post.scheduledAt)).toEqual([
      '2099-06-30T13:00:00.000Z',
      '2099-12-30T14:00:00.000Z',
      '2099-12-30T09:00:00.000Z',
    ]);
  });

  it('says which required column a file lacks', async () => {
    stubPosts({ [firstPage]: ok({ posts: [], total: 0 }) });
    const dialog = await openImport();
    await chooseFile(dialog, 'page,text\nDurand,Hello\n');
    expect(await within(dialog).findByText('The file has no column named message.', {}, slow)).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Import 0 posts' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('shows a server refusal in the user words', async () => {
    stubPosts({
      [firstPage]: ok({ posts: [], total: 0 }),
      'POST /posts': apiError(409, 'post_already_posted'),
    });
    const dialog = await openImport();
    await chooseFile(dialog, 'page,message\nBoulangerie Durand,Hello\n');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 1 post' }, slow));
    expect(
      await within(dialog).findByText('This article was already posted on this page.', {}, slow),
    ).toBeTruthy();
  });

  it('offers an example file with the account pages', async () => {
    stubPosts({ [firstPage]: ok({ posts: [], total: 0 }) });
    const downloads = captureDownloads();
    const dialog = await openImport();
    await waitFor(() =>
      expect(dialog.querySelector<HTMLInputElement>('input[type="file"]')?.disabled).toBe(false),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download an example CSV' }));
    expect(downloads.map((file) => file.name)).toEqual(['posts-example.csv']);
    const text = (await downloads[0]?.blob.text()) ?? '';
    expect(text).toMatch(/^\uFEFFpage,message,link,scheduled_at,kind\r\n/);
    expect(text).toContain('\r\nBoulangerie Durand|Durand Insta,A draft to finish later.,,,\r\n');
    // The example imports as it is.
    const table = await parseCsv(text);
    expect(checkImportRows(table.records, testPages, 'UTC').map((row) => row.problems)).toEqual([[], []]);
  });
});
