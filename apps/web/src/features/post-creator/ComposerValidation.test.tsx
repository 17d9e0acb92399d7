import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { apiError, buildPage, stubDash } from '../pages/test-fixtures.ts';
import { meAs } from '../settings/test-fixtures.ts';
import { buildPost, sentBodies } from './test-fixtures.ts';

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
const listed = {
  'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand' })] }),
  'GET /groups': ok({ groups: [] }),
};
const lea = { kind: 'user', id: 'user-2', name: 'Léa Martin' } as const;
const validated = buildPost({
  validation: {
    state: 'validated',
    assignee: lea,
    decidedAt: '2026-03-06T10:00:00.000Z',
    decidedByName: 'Léa Martin',
  },
});
const awaiting = buildPost({
  validation: { state: 'awaiting', assignee: lea, decidedAt: null, decidedByName: null },
});
const message = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

async function editAndSave(post = validated, answers: Parameters<typeof stubDash>[0] = {}) {
  const calls = stubDash({
    ...listed,
    'GET /posts/post-1': ok(post),
    'PUT /posts/post-1': ok(post),
    ...answers,
  });
  const view = renderApp('/dash/postCreator/edit?post_id=post-1');
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  await userEvent.type(message(), '!');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  return { calls, ...view };
}

describe('editing a post under validation', { timeout: 20_000 }, () => {
  it('asks whether to send a validated post back for validation, and says so to the server', async () => {
    const { router } = await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'Send it back for validation?' }, slow);
    expect(
      within(dialog).getByText(
        'Léa Martin validated this post. Send your changes back for validation, or keep the validation?',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back for validation' }));
    // The posts list (`/dash/posts?display=list`), which this version shows as posts2.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts2'), slow);
    expect(sentBodies('PUT /posts/post-1')[0]).toMatchObject({
      message: 'Fresh croissants every morning!',
      resubmitForValidation: true,
      resendAssignment: false,
    });
  });

  it('keeps the validation when asked to', async () => {
    await editAndSave();
    const dialog = await screen.findByRole('dialog', { name: 'Send it back for validation?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep as it is' }));
    await waitFor(() => expect(sentBodies('PUT /posts/post-1')).toHaveLength(1), slow);
    expect(sentBodies('PUT /posts/post-1')[0]).toMatchObject({
      resubmitForValidation: false,
      resendAssignment: false,
    });
  });

  it('asks whether to e-mail the assignee again about an assigned post', async () => {
    await editAndSave(awaiting);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Send the assignment notification again?' },
      slow,
    );
    expect(within(dialog).getByText(/assigned to Léa Martin for validation/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sentBodies('PUT /posts/post-1')).toHaveLength(1), slow);
    expect(sentBodies('PUT /posts/post-1')[0]).toMatchObject({
      resubmitForValidation: false,
      resendAssignment: true,
    });
  });

  it('saves nothing when the question is closed, and keeps the text', async () => {
    const { calls } = await editAndSave(awaiting);
    await screen.findByRole('dialog', { name: 'Send the assignment notification again?' }, slow);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(calls).not.toContain('PUT /posts/post-1');
    expect(message().value).toBe('Fresh croissants every morning!');
  });

  it('asks nothing about a post nobody validates', async () => {
    const { router } = await editAndSave(buildPost());
    // The posts list (`/dash/posts?display=list`), which this version shows as posts2.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts2'), slow);
    expect(sentBodies('PUT /posts/post-1')[0]).toMatchObject({
      resubmitForValidation: false,
      resendAssignment: false,
    });
  });

  it('shows why a post awaiting validation cannot be published now', async () => {
    const calls = stubDash({
      ...listed,
      'GET /posts/post-1': ok(buildPost()),
      'PUT /posts/post-1': apiError(409, 'post_not_validated'),
    });
    renderApp('/dash/postCreator/draft?post_id=post-1');
    await screen.findByRole('textbox', { name: 'Message' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText(
        'This post is awaiting validation: it cannot be published before it is validated.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(calls).toContain('PUT /posts/post-1');
  });
});

describe('a post on pages the user does not reach', { timeout: 20_000 }, () => {
  const elsewhere = buildPost({ pageIds: ['p1', 'p9'] });

  it('tells an editor to ask the administrator, without the composer', async () => {
    stubDash({ ...listed, 'GET /users/me': ok(meAs('editor')), 'GET /posts/post-1': ok(elsewhere) });
    renderApp('/dash/postCreator/draft?post_id=post-1');
    const notice = await screen.findByRole('alert', {}, slow);
    expect(within(notice).getByText('You cannot edit this post')).toBeTruthy();
    expect(within(notice).getByText(/Ask your administrator to give you access to them/)).toBeTruthy();
    expect(within(notice).queryByRole('link', { name: 'Open user management' })).toBeNull();
    expect(within(notice).getByRole('link', { name: 'Back to the posts' }).getAttribute('href')).toBe(
      '/dash/posts',
    );
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });

  it('sends an administrator to user management', async () => {
    stubDash({ ...listed, 'GET /posts/post-1': ok(elsewhere) });
    renderApp('/dash/postCreator/edit?post_id=post-1');
    const notice = await screen.findByRole('alert', {}, slow);
    expect(within(notice).getByText(/Change the page access in user management/)).toBeTruthy();
    expect(within(notice).getByRole('link', { name: 'Open user management' }).getAttribute('href')).toBe(
      '/dash/settings/users',
    );
  });

  it('says the same when the server refuses the save for the pages', async () => {
    stubDash({
      ...listed,
      'GET /users/me': ok(meAs('editor')),
      'GET /posts/post-1': ok(buildPost()),
      'PUT /posts/post-1': {
        status: 403,
        body: {
          error: { key: 'forbidden', message: 'x', details: { action: 'edit', reason: 'page_access' } },
        },
      },
    });
    renderApp('/dash/postCreator/draft?post_id=post-1');
    await screen.findByRole('textbox', { name: 'Message' }, slow);
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('You cannot edit this post', {}, slow)).toBeTruthy();
    expect(screen.getByText(/Ask your administrator/)).toBeTruthy();
    expect(message().value).toBe('Fresh croissants every morning');
  });
});
