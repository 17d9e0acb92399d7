import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { isoToLocal } from '../../lib/schedule-time.ts';
import { pickedScheduleTime } from '../../test/pick-schedule-time.ts';
import { apiError, buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildMedia, buildPost, sentBodies } from './test-fixtures.ts';

/** The zone the test user reads times in: their account's (`testMe`). */
const testZone = 'UTC';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown, status = 200) => ({ status, body });
const pages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' }),
  buildPage({ id: 'p2', name: 'Durand Pins', kind: 'pinterest' }),
  buildPage({ id: 'p3', name: 'Durand Clips', kind: 'tiktok' }),
];
const listed = { 'GET /pages': ok({ pages }), 'GET /groups': ok({ groups: [] }) };
const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
const scheduledPost = buildPost({
  scheduledAt: tomorrow,
  mediaIds: ['m1'],
  media: [buildMedia({ id: 'm1', fileName: 'loaf.png' })],
  targets: [
    {
      id: 't1',
      pageId: 'p1',
      pageName: 'Boulangerie Durand',
      pageKind: 'facebook_page',
      status: 'scheduled',
      dueAt: tomorrow,
      postedAt: null,
      remoteId: null,
      url: null,
      errorKey: null,
      errorDetail: null,
      latenessMs: null,
      attempts: 0,
      uncertain: false,
    },
  ],
});
const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

async function open(path: string) {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  return view;
}

describe('composer modes', { timeout: 20_000 }, () => {
  it('loads the post to edit and, when it is scheduled, asks before updating it', async () => {
    stubDash({ ...listed, 'GET /posts/post-1': ok(scheduledPost), 'PUT /posts/post-1': ok(scheduledPost) });
    const { router } = await open('/dash/postCreator/edit?post_id=post-1');
    expect(message().value).toBe('Fresh croissants every morning');
    expect(screen.getByRole('listitem', { name: 'loaf.png' })).toBeTruthy();
    expect(pickedScheduleTime()).toBe(isoToLocal(tomorrow, testZone));
    await userEvent.type(message(), ' and bread');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'This post is scheduled' }, slow);
    expect(within(dialog).getByText('Duplicate as a draft, or update the scheduled post?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update the scheduled post' }));
    // The posts list (`/dash/posts?display=list`), which this version shows as posts2.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts2'), slow);
    expect(sentBodies('PUT /posts/post-1')[0]).toMatchObject({
      intent: 'schedule',
      message: 'Fresh croissants every morning and bread',
      mediaIds: ['m1'],
    });
  });

  it('duplicates a scheduled post as a new draft when asked to', async () => {
    const calls = stubDash({
      ...listed,
      'GET /posts/post-1': ok(scheduledPost),
      'POST /posts': ok(buildPost(), 201),
    });
    await open('/dash/postCreator/edit?post_id=post-1');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'This post is scheduled' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate as a draft' }));
    await waitFor(() => expect(sentBodies('POST /posts')).toHaveLength(1), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({ intent: 'draft' });
    expect(calls).not.toContain('PUT /posts/post-1');
  });

  it('saves a duplicate as a new post, without the original date', async () => {
    stubDash({ ...listed, 'GET /posts/post-1': ok(scheduledPost), 'POST /posts': ok(buildPost(), 201) });
    await open('/dash/postCreator/duplicate?post_id=post-1');
    expect(pickedScheduleTime()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies('POST /posts')).toHaveLength(1), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      intent: 'draft',
      message: 'Fresh croissants every morning',
    });
  });

  it('keeps the text when the post can no longer be changed', async () => {
    const draft = buildPost({ id: 'post-2' });
    stubDash({
      ...listed,
      'GET /posts/post-2': ok(draft),
      'PUT /posts/post-2': apiError(409, 'post_not_editable'),
    });
    await open('/dash/postCreator/draft?post_id=post-2');
    await userEvent.type(message(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/can no longer be changed/, undefined, slow)).toBeTruthy();
    expect(message().value).toBe('Fresh croissants every morning!');
  });

  it('says so when no post is named', async () => {
    stubDash(listed);
    renderApp('/dash/postCreator/edit');
    expect(await screen.findByText('No post chosen', undefined, slow)).toBeTruthy();
  });

  it('fills the composer from a template and saves the content as a template', async () => {
    const template = {
      id: 'tpl-1',
      name: 'Daily bread',
      content: { ...buildPost({ message: 'Bread of the day', pageIds: ['p1'] }) },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const calls = stubDash({
      ...listed,
      'GET /post-templates': ok({ templates: [template] }),
      'POST /post-templates': ok(template, 201),
    });
    await open('/dash/postCreator');
    await userEvent.click(screen.getByRole('button', { name: 'Use a template' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use the template Daily bread' }, slow));
    await waitFor(() => expect(message().value).toBe('Bread of the day'));
    expect((screen.getByRole('checkbox', { name: 'Boulangerie Durand' }) as HTMLInputElement).checked).toBe(
      true,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save as template' }, slow);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Template name/ }), 'Copy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the template' }));
    await waitFor(() => expect(calls).toContain('POST /post-templates'), slow);
    expect(sentBodies('POST /post-templates')[0]).toMatchObject({
      name: 'Copy',
      content: { message: 'Bread of the day' },
    });
  });

  it('shows the options of the selected networks only, and creates a Pinterest board', async () => {
    const boards = [{ id: 'b1', name: 'Breads' }];
    const calls = stubDash({
      ...listed,
      'GET /pages/p2/boards': () => ok({ boards }),
      'POST /pages/p2/boards': () => {
        boards.push({ id: 'b2', name: 'Pastries' });
        return ok({ id: 'b2', name: 'Pastries' }, 201);
      },
    });
    await open('/dash/postCreator');
    expect(screen.queryByText('Pinterest options')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Durand Pins' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Durand Clips' }));
    expect(await screen.findByRole('option', { name: 'Breads' }, slow)).toBeTruthy();
    // TikTok has no default privacy: saving without one says so.
    await userEvent.type(message(), 'New pastries');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      (await screen.findAllByText('Choose who can view this post on TikTok.', undefined, slow)).length,
    ).toBe(2);
    expect(calls).not.toContain('POST /posts');

    await userEvent.type(screen.getByRole('textbox', { name: 'New board name' }), 'Pastries');
    await userEvent.click(screen.getByRole('button', { name: 'Create the board' }));
    const board = screen.getByRole('combobox', { name: /Board of Durand Pins/ }) as HTMLSelectElement;
    await waitFor(() => expect(board.value).toBe('b2'), slow);
    expect(sentBodies('POST /pages/p2/boards')[0]).toEqual({ name: 'Pastries' });
    fireEvent.change(screen.getByRole('combobox', { name: /Who can view this video/ }), {
      target: { value: 'SELF_ONLY' },
    });
    await waitFor(() => expect(screen.queryByText('Choose who can view this post on TikTok.')).toBeNull());
  });
});
