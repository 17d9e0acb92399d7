import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { buildPost, buildTarget, firstPage, ok, openPosts, stubPosts } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('publish now from the failure e-mail', () => {
  it('asks before publishing the post named in the link, then publishes it', async () => {
    const failed = buildPost({
      id: 'post-9',
      targets: [buildTarget({ status: 'error', errorKey: 'publish_failed' })],
    });
    const calls = stubPosts({
      [firstPage]: ok({ posts: [failed], total: 1 }),
      'POST /posts/post-9/publish-now': ok(failed),
    });
    await openPosts('/dash/posts?publish_now=post-9');
    const dialog = await screen.findByRole('dialog', { name: 'Publish this post now?' }, { timeout: 5000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(calls).toContain('POST /posts/post-9/publish-now'));
    await waitFor(() => expect(screen.queryByText('Publish this post now?')).toBeNull());
  });
});
