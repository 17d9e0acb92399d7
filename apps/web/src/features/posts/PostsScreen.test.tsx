import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../app/test-utils.tsx';
import { apiError, buildPost, buildTarget, firstPage, ok, openPosts, stubPosts } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

const published = buildPost({
  id: 'post-1',
  message: 'Fresh bread this morning',
  media: [
    {
      id: 'm1',
      kind: 'image',
      fileName: 'bread.jpg',
      mime: 'image/jpeg',
      format: 'jpg',
      bytes: 1000,
      width: 800,
      height: 600,
      frames: null,
      durationSeconds: null,
      videoCodec: null,
      audioCodec: null,
      audioSampleRate: null,
      fps: null,
      url: '/media/bread.jpg',
    },
  ],
  targets: [
    buildTarget({
      id: 't1',
      pageName: 'Boulangerie Durand',
      status: 'posted',
      url: 'https://facebook.com/p/1',
      latenessMs: 400,
    }),
    buildTarget({
      id: 't2',
      pageId: 'p2',
      pageName: 'Durand Insta',
      pageKind: 'instagram',
      status: 'error',
      errorKey: 'network_token_invalid',
      errorDetail: 'Error validating access token',
      attempts: 3,
      uncertain: true,
    }),
  ],
});
const draft = buildPost({
  id: 'post-2',
  message: 'A draft for Sunday',
  scheduledAt: null,
  targets: [buildTarget({ id: 't3', status: 'draft', dueAt: null })],
});

const row = (name: string) => screen.getByRole('listitem', { name });
const target = (post: HTMLElement, page: string) => within(post).getByRole('listitem', { name: page });

describe('posts list', () => {
  it('shows each post with its status, error, lateness and attempts on every page', async () => {
    stubPosts({ [firstPage]: ok({ posts: [published, draft], total: 2 }) });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
    expect(within(post).getByText('Standard post')).toBeTruthy();
    expect(within(post).getByText(/^Scheduled for Mar 5, 2026/)).toBeTruthy();
    expect(within(post).getByRole('img', { name: 'First image of the post' }).getAttribute('src')).toBe(
      '/media/bread.jpg',
    );

    const facebook = target(post, 'Boulangerie Durand');
    expect(within(facebook).getByText('Posted')).toBeTruthy();
    expect(within(facebook).getByText('Posted 0.4 sec after its time')).toBeTruthy();
    expect(within(facebook).getByRole('link', { name: 'View the published post' }).getAttribute('href')).toBe(
      'https://facebook.com/p/1',
    );

    const instagram = target(post, 'Durand Insta');
    expect(within(instagram).getByText('Failed')).toBeTruthy();
    expect(within(instagram).getByText(/access to this network is invalid or has expired/)).toBeTruthy();
    expect(within(instagram).getByText('The network said: “Error validating access token”')).toBeTruthy();
    expect(within(instagram).getByText('Uncertain: check the page before publishing again')).toBeTruthy();
    expect(within(instagram).getByText('3 attempts')).toBeTruthy();

    // Published somewhere: no editing; something failed: it can be published again.
    expect(within(post).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(post).getByRole('button', { name: 'Publish now' })).toBeTruthy();
    const sunday = row('A draft for Sunday');
    expect(within(sunday).getByText('Draft')).toBeTruthy();
    expect(within(sunday).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/dash/postCreator/edit?post_id=post-2',
    );
    expect(within(sunday).getByRole('link', { name: 'Duplicate' }).getAttribute('href')).toBe(
      '/dash/postCreator/duplicate?post_id=post-2',
    );
  });

  it('shows the times in the user’s zone', async () => {
    const late = buildPost({ id: 'post-3', message: 'Late bread', scheduledAt: '2026-03-05T23:30:00.000Z' });
    stubPosts({
      'GET /users/me': ok({ ...testMe, account: { ...testMe.account, timeZone: 'Asia/Tokyo' } }),
      [firstPage]: ok({ posts: [late], total: 1 }),
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Late bread' }, slow);
    expect(within(post).getByText(/^Scheduled for Mar 6, 2026, 8:30\sAM$/)).toBeTruthy();
  });

  it('marks a post with texts of its own as customised', async () => {
    const customised = buildPost({
      id: 'post-9',
      message: 'Own texts',
      networkTexts: { twitter: 'X' },
      customised: true,
    });
    stubPosts({ [firstPage]: ok({ posts: [customised, buildPost({ message: 'Common only' })], total: 2 }) });
    await openPosts();
    const own = await screen.findByRole('listitem', { name: 'Own texts' }, slow);
    expect(within(own).getByText('Customised')).toBeTruthy();
    const common = screen.getByRole('listitem', { name: 'Common only' });
    expect(within(common).queryByText('Customised')).toBeNull();
  });

  it('asks the server again for the chosen status and keeps it in the address', async () => {
    const calls = stubPosts({
      [firstPage]: ok({ posts: [published], total: 1 }),
      'GET /posts?status=error&limit=50&offset=0': ok({ posts: [], total: 0 }),
      'GET /posts?status=error&limit=50&offset=0&pageId=p2': ok({ posts: [], total: 0 }),
    });
    const { router } = await openPosts();
    await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
    const status = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Draft',
      'Scheduled',
      'In queue',
      'Posting',
      'Posted',
      'Posted, processing',
      'Failed',
      'Deleting',
      'Deleted',
    ]);
    await userEvent.selectOptions(status, 'error');
    expect(await screen.findByText('No post matches these filters', {}, slow)).toBeTruthy();
    expect(calls).toContain('GET /posts?status=error&limit=50&offset=0');
    expect(router.state.location.search).toBe('?status=error');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by page' }), 'p2');
    await waitFor(() => expect(calls).toContain('GET /posts?status=error&limit=50&offset=0&pageId=p2'));
    expect(router.state.location.search).toBe('?status=error&pageId=p2');
  });

  it('reads the status filter from the address', async () => {
    const calls = stubPosts({ 'GET /posts?status=scheduled&limit=50&offset=0': ok({ posts: [], total: 0 }) });
    await openPosts('/dash/posts?status=scheduled');
    await screen.findByText('No post matches these filters', {}, slow);
    expect(calls).toContain('GET /posts?status=scheduled&limit=50&offset=0');
    expect((screen.getByRole('combobox', { name: 'Filter by status' }) as HTMLSelectElement).value).toBe(
      'scheduled',
    );
  });

  it('pages through a long list fifty posts at a time', async () => {
    const calls = stubPosts({
      [firstPage]: ok({ posts: [published], total: 120 }),
      'GET /posts?status=all&limit=50&offset=50': ok({ posts: [draft], total: 120 }),
    });
    const { router } = await openPosts();
    await screen.findByText('120 posts', {}, slow);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('listitem', { name: 'A draft for Sunday' }, slow)).toBeTruthy();
    expect(calls).toContain('GET /posts?status=all&limit=50&offset=50');
    expect(router.state.location.search).toBe('?offset=50');
  });

  it('reloads the list every 5 seconds while a publication is on its way', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let status: 'posting' | 'posted' = 'posting';
      const calls = stubPosts({
        [firstPage]: () =>
          ok({ posts: [buildPost({ targets: [buildTarget({ status, latenessMs: 1200 })] })], total: 1 }),
      });
      await openPosts();
      const post = await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
      expect(within(post).getByText('Posting')).toBeTruthy();
      status = 'posted';
      await vi.advanceTimersByTimeAsync(5000);
      await waitFor(() => expect(within(row('Fresh bread this morning')).getByText('Posted')).toBeTruthy());
      const loads = calls.filter((call) => call === firstPage).length;
      // Nothing moves any more: no more reloads.
      await vi.advanceTimersByTimeAsync(15_000);
      expect(calls.filter((call) => call === firstPage).length).toBe(loads);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers to write a post when there is none', async () => {
    stubPosts({ [firstPage]: ok({ posts: [], total: 0 }) });
    await openPosts();
    await screen.findByText('No posts yet', {}, slow);
    expect(screen.getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe('/dash/postCreator');
  });

  it('says when the list cannot be loaded and loads it again on retry', async () => {
    let fail = true;
    stubPosts({
      [firstPage]: () => (fail ? apiError(500, 'internal_error') : ok({ posts: [draft], total: 1 })),
    });
    await openPosts();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The posts could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'A draft for Sunday' }, slow)).toBeTruthy();
  });

  it('asks before deleting, and warns that a published post goes from the network too', async () => {
    let posts = [published, draft];
    const calls = stubPosts({
      [firstPage]: () => ok({ posts, total: posts.length }),
      'DELETE /posts/post-1': () => {
        const deleting = buildPost({
          ...published,
          targets: published.targets.map((item) =>
            item.status === 'posted' ? { ...item, status: 'deleting' as const } : item,
          ),
        });
        posts = [deleting, draft];
        return ok(deleting);
      },
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'Fresh bread this morning' }, slow);
    await userEvent.click(within(post).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(
      within(dialog).getByText(/published on Boulangerie Durand: it will be deleted on the network too/),
    ).toBeTruthy();
    expect(calls).not.toContain('DELETE /posts/post-1');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE /posts/post-1'));
    expect(await screen.findByText('The post is being deleted on the networks.', {}, slow)).toBeTruthy();
    await waitFor(() => expect(within(row('Fresh bread this morning')).getByText('Deleting')).toBeTruthy());
  });

  it('publishes a post now', async () => {
    const calls = stubPosts({
      [firstPage]: ok({ posts: [draft], total: 1 }),
      'POST /posts/post-2/publish-now': ok(draft),
    });
    await openPosts();
    const post = await screen.findByRole('listitem', { name: 'A draft for Sunday' }, slow);
    await userEvent.click(within(post).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('The post is on its way to the networks.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /posts/post-2/publish-now');
  });
});
