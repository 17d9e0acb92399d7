import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { localDateStamp } from '../download-file.ts';
import { apiError, captureDownloads, ok, openPosts, stubPosts } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const errorList = 'GET /posts?status=error&limit=50&offset=0';

describe('CSV export', () => {
  it('downloads the posts of the current filter with the session token', async () => {
    const calls = stubPosts({
      [errorList]: ok({ posts: [], total: 0 }),
      'GET /posts/export.csv?status=error': ok('id,message\n1,Hello\n'),
    });
    const downloads = captureDownloads();
    await openPosts('/dash/posts?status=error');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(calls).toContain('GET /posts/export.csv?status=error');
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('export.csv')) ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
    expect(downloads[0]?.name).toBe(`posts-${localDateStamp()}.csv`);
  });

  it('says why the export failed', async () => {
    stubPosts({
      [errorList]: ok({ posts: [], total: 0 }),
      'GET /posts/export.csv?status=error': apiError(403, 'plan_limit'),
    });
    const downloads = captureDownloads();
    await openPosts('/dash/posts?status=error');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(
      await screen.findByText(
        'Your plan does not allow this action. Change your plan to unlock it.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(downloads).toEqual([]);
  });
});
