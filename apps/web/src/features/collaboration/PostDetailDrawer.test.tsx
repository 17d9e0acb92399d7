import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { buildMe } from '../../test/user-fixtures.ts';
import { sentBodies } from '../post-creator/test-fixtures.ts';
import {
  apiError,
  buildPost,
  buildTarget,
  firstPage,
  ok,
  openPosts,
  stubPosts,
} from '../posts/test-fixtures.ts';
import { buildNote, buildValidation, buildValidator, slow } from './test-fixtures.tsx';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const awaiting = buildPost({
  id: 'post-1',
  message: 'Fresh bread this morning, straight from the oven',
  kind: 'image',
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
  pageIds: ['p1', 'p2'],
  targets: [
    buildTarget({ id: 't1', pageId: 'p1', pageName: 'Boulangerie Durand', status: 'scheduled' }),
    buildTarget({
      id: 't2',
      pageId: 'p2',
      pageName: 'Durand Insta',
      pageKind: 'instagram',
      status: 'scheduled',
    }),
  ],
  validation: buildValidation({
    state: 'awaiting',
    assignee: { kind: 'user', id: 'user-2', name: 'Léa Martin' },
  }),
});
const title = 'Fresh bread this morning, straight from the oven';
const notes = [
  buildNote(),
  buildNote({
    id: 'note-2',
    kind: 'comment',
    authorName: 'Zoé Leroy',
    authorKind: 'validator',
    text: 'Lovely!',
  }),
];
const post = (answer = awaiting) => ({
  [firstPage]: ok({ posts: [answer], total: 1 }),
  'GET /posts/post-1': ok(answer),
  'GET /posts/post-1/notes': ok({ notes }),
});

async function openDetails() {
  await openPosts();
  const row = await screen.findByRole('listitem', { name: title }, slow);
  await userEvent.click(within(row).getByRole('button', { name: 'Details' }));
  return screen.findByRole('dialog', { name: title }, slow);
}
const validation = (drawer: HTMLElement) => within(drawer).getByRole('region', { name: 'Validation' });

describe('post detail drawer', { timeout: 20_000 }, () => {
  it('shows the post, its publications, its validation and its notes, and validates it', async () => {
    const validated = {
      ...awaiting,
      validation: buildValidation({
        state: 'validated',
        assignee: awaiting.validation.assignee,
        decidedAt: '2026-03-06T10:00:00.000Z',
        decidedByName: 'Camille Durand',
      }),
    };
    const calls = stubPosts({ ...post(), 'POST /posts/post-1/validation': ok(validated) });
    const drawer = await openDetails();
    expect(await within(drawer).findByText('Image post', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText(/^Planned for Mar 5, 2026/)).toBeTruthy();
    expect(within(drawer).getByRole('img', { name: 'Image 1 of the post' }).getAttribute('src')).toBe(
      '/media/bread.jpg',
    );
    const publications = within(drawer).getByRole('list', { name: 'Publications' });
    expect(
      within(within(publications).getByRole('listitem', { name: 'Durand Insta' })).getByText('Scheduled'),
    ).toBeTruthy();
    expect(within(validation(drawer)).getByText('Awaiting validation')).toBeTruthy();
    expect(within(validation(drawer)).getByText('Assigned to Léa Martin')).toBeTruthy();

    // Notes and comments, each in its tab, with author and date.
    const noteList = await within(drawer).findByRole('list', { name: 'Notes' }, slow);
    const note = within(noteList).getByRole('listitem');
    expect(within(note).getByText('Check the price before Friday')).toBeTruthy();
    expect(within(note).getByText('Léa Martin')).toBeTruthy();
    expect(within(note).getByText(/^Mar 2, 2026/)).toBeTruthy();
    expect(within(noteList).queryByText('Lovely!')).toBeNull();
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Comments' }));
    const comments = await within(drawer).findByRole('list', { name: 'Comments' }, slow);
    expect(within(comments).getByText('Lovely!')).toBeTruthy();
    expect(within(comments).getByText('Zoé Leroy')).toBeTruthy();
    expect(within(comments).getByText('Shared planner')).toBeTruthy();

    await userEvent.click(within(validation(drawer)).getByRole('button', { name: 'Validate' }));
    expect(
      await within(drawer).findByText(/^Validated by Camille Durand on Mar 6, 2026/, {}, slow),
    ).toBeTruthy();
    expect(sentBodies('POST /posts/post-1/validation')).toEqual([{ decision: 'validated' }]);
    expect(within(validation(drawer)).queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(within(validation(drawer)).getByRole('button', { name: 'Unvalidate' })).toBeTruthy();
    expect(within(validation(drawer)).getByRole('button', { name: 'Remove the validation' })).toBeTruthy();
    expect(calls.filter((call) => call === 'GET /posts/post-1')).toHaveLength(1);
  });

  it('assigns to someone the server says may validate the post, with or without the e-mail', async () => {
    const zoe = buildValidator({ pageIds: ['p1', 'p2'] });
    const assigned = {
      ...awaiting,
      validation: buildValidation({
        state: 'awaiting',
        assignee: { kind: 'validator', id: zoe.id, name: 'Zoé Leroy' },
      }),
    };
    stubPosts({
      ...post(),
      'GET /posts/post-1/assignees': ok({
        assignees: [
          { kind: 'user', id: 'user-1', name: 'Camille Durand' },
          { kind: 'user', id: 'user-2', name: 'Léa Martin' },
          { kind: 'user', id: 'user-5', name: 'Omar Diallo' },
          { kind: 'validator', id: zoe.id, name: 'Zoé Leroy' },
        ],
      }),
      'PUT /posts/post-1/assignment': ok(assigned),
    });
    const drawer = await openDetails();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Change the assignee' }, slow));
    const form = within(drawer).getByRole('form', { name: 'Assign for validation' });
    const picker = within(form).getByRole('combobox', { name: 'Who validates the post' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(5));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person', 'Camille Durand', 'Léa Martin', 'Omar Diallo', 'Zoé Leroy']);
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(form).findByText('This field is required.', {}, slow)).toBeTruthy();

    await userEvent.selectOptions(picker, 'validator:validator-1');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Send the notification by e-mail' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(await within(drawer).findByText('Assigned to Zoé Leroy (shared planner)', {}, slow)).toBeTruthy();
    expect(sentBodies('PUT /posts/post-1/assignment')).toEqual([
      { assignee: { kind: 'validator', id: 'validator-1' }, notify: false },
    ]);
    expect(within(drawer).queryByRole('form', { name: 'Assign for validation' })).toBeNull();
  });

  it('shows the server refusing the assignee on the picker', async () => {
    stubPosts({
      ...post(),
      'GET /posts/post-1/assignees': ok({ assignees: [{ kind: 'user', id: 'user-2', name: 'Léa Martin' }] }),
      'PUT /posts/post-1/assignment': apiError(400, 'invalid_data', {
        assignee: 'validation.assignee_cannot_validate',
      }),
    });
    const drawer = await openDetails();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Change the assignee' }, slow));
    const form = within(drawer).getByRole('form', { name: 'Assign for validation' });
    const picker = within(form).getByRole('combobox', { name: 'Who validates the post' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    await userEvent.selectOptions(picker, 'user:user-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
    expect(
      await within(form).findByText(
        'This person cannot validate this post: their role does not allow it, or they do not reach every page of the post.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sentBodies('PUT /posts/post-1/assignment')).toEqual([
      { assignee: { kind: 'user', id: 'user-2' }, notify: true },
    ]);
  });

  it('unassigns, and tells a refused decision in the user’s words', async () => {
    const unassigned = { ...awaiting, validation: buildValidation() };
    stubPosts({
      ...post(),
      'POST /posts/post-1/validation': apiError(409, 'post_not_editable'),
      'PUT /posts/post-1/assignment': ok(unassigned),
    });
    const drawer = await openDetails();
    // Awaiting validation: Validate only, no Unvalidate beside it.
    expect(within(validation(drawer)).queryByRole('button', { name: 'Unvalidate' })).toBeNull();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Validate' }, slow));
    expect(
      await within(drawer).findByText(
        'This post is being published or was already published; it can no longer be changed.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(sentBodies('POST /posts/post-1/validation')).toEqual([{ decision: 'validated' }]);

    await userEvent.click(within(validation(drawer)).getByRole('button', { name: 'Unassign' }));
    expect(await within(drawer).findByText('Not assigned to anyone', {}, slow)).toBeTruthy();
    expect(within(validation(drawer)).getByText('No validation needed')).toBeTruthy();
    expect(sentBodies('PUT /posts/post-1/assignment')).toEqual([{ assignee: null, notify: false }]);
    expect(within(validation(drawer)).queryByRole('button', { name: 'Validate' })).toBeNull();
  });

  it('tells why a draft could not be scheduled by its validation', async () => {
    stubPosts({
      ...post(),
      'POST /posts/post-1/validation': {
        status: 400,
        body: {
          error: {
            key: 'invalid_data',
            message: 'x',
            details: {
              issues: [{ field: 'scheduledAt', key: 'post.schedule_too_soon', params: { minutes: 10 } }],
            },
          },
        },
      },
    });
    const drawer = await openDetails();
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Validate' }, slow));
    const refusal = await within(validation(drawer)).findByRole('alert', {}, slow);
    expect(within(refusal).getByText('The validation could not be changed')).toBeTruthy();
    expect(within(refusal).getByText('Schedule the post more than 10 minutes from now.')).toBeTruthy();
    expect(within(validation(drawer)).getByText('Awaiting validation')).toBeTruthy();
  });

  it('removes a decision', async () => {
    const refused = {
      ...awaiting,
      validation: buildValidation({
        state: 'unvalidated',
        assignee: awaiting.validation.assignee,
        decidedAt: '2026-03-06T10:00:00.000Z',
        decidedByName: 'Léa Martin',
      }),
    };
    stubPosts({ ...post(refused), 'DELETE /posts/post-1/validation': ok(awaiting) });
    const drawer = await openDetails();
    expect(
      await within(drawer).findByText(/^Not validated by Léa Martin on Mar 6, 2026/, {}, slow),
    ).toBeTruthy();
    await userEvent.click(within(validation(drawer)).getByRole('button', { name: 'Remove the validation' }));
    expect(await within(validation(drawer)).findByText('Awaiting validation', {}, slow)).toBeTruthy();
  });

  it('offers a writer to assign the post to no one but themselves, and no decision', async () => {
    const writer = buildMe({ id: 'user-9', firstname: 'Hugo', lastname: 'Bernard', role: 'writer' });
    const calls = stubPosts({ ...post(), 'GET /users/me': ok(writer) });
    const drawer = await openDetails();
    await within(drawer).findByText('Awaiting validation', {}, slow);
    const block = validation(drawer);
    expect(within(block).queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(within(block).queryByRole('button', { name: 'Unvalidate' })).toBeNull();
    await userEvent.click(within(block).getByRole('button', { name: 'Change the assignee' }));
    const picker = within(block).getByRole('combobox', { name: 'Who validates the post' });
    // A writer does not validate, and cannot list the team.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a person']);
    expect(within(block).getByText(/Nobody can validate this post/)).toBeTruthy();
    expect(calls).not.toContain('GET /users');
    expect(calls).not.toContain('GET /validators');
  });

  it('adds a note after checking it, keeps the text when the server refuses it', async () => {
    let answers = 0;
    const added = buildNote({ id: 'note-3', text: 'Use the new photo', authorName: 'Camille Durand' });
    const calls = stubPosts({
      ...post(),
      'POST /posts/post-1/notes': () => {
        answers += 1;
        return answers === 1
          ? apiError(400, 'invalid_data', { text: 'validation.too_long' })
          : { status: 201, body: added };
      },
      'GET /posts/post-1/notes': () => ok({ notes: answers >= 2 ? [...notes, added] : notes }),
    });
    const drawer = await openDetails();
    const form = await within(drawer).findByRole('form', { name: 'Add a note' }, slow);
    await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(form).findByText('This field is required.', {}, slow)).toBeTruthy();
    const field = within(form).getByRole('textbox', { name: 'New note' });
    fireEvent.input(field, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(
      await within(form).findByText('This value is too long: 2000 characters at most.', {}, slow),
    ).toBeTruthy();
    expect(calls).not.toContain('POST /posts/post-1/notes');

    fireEvent.input(field, { target: { value: 'Use the new photo' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(form).findByText('This value is too long.', {}, slow)).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('Use the new photo');

    await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('Use the new photo', { selector: 'p' }, slow)).toBeTruthy();
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    expect(sentBodies('POST /posts/post-1/notes')).toEqual([
      { kind: 'note', text: 'Use the new photo' },
      { kind: 'note', text: 'Use the new photo' },
    ]);
  });

  it('shows the history with the validation steps in words', async () => {
    stubPosts({
      ...post(),
      'GET /posts/post-1/history': ok({
        entries: [
          {
            id: 'h2',
            action: 'assigned',
            at: '2026-03-02T10:00:00.000Z',
            userName: 'Camille Durand',
            changes: [
              { field: 'assignee', before: null, after: 'Léa Martin' },
              { field: 'validation', before: 'none', after: 'awaiting' },
            ],
          },
          { id: 'h1', action: 'blocked', at: '2026-03-01T09:00:00.000Z', userName: null, changes: [] },
        ],
      }),
    });
    const drawer = await openDetails();
    await userEvent.click(await within(drawer).findByRole('tab', { name: 'History' }, slow));
    expect(await within(drawer).findByText('Assigned for validation', {}, slow)).toBeTruthy();
    expect(within(drawer).getByText('Assigned to')).toBeTruthy();
    expect(within(drawer).getByText('No validation needed')).toBeTruthy();
    expect(within(drawer).getAllByText('Awaiting validation').length).toBeGreaterThan(1);
    expect(within(drawer).getByText('Blocked: not validated in time')).toBeTruthy();
  });

  it('offers to try again when the post cannot be loaded', async () => {
    let answers = 0;
    stubPosts({
      ...post(),
      'GET /posts/post-1': () => {
        answers += 1;
        return answers === 1 ? apiError(500, 'internal_error') : ok(awaiting);
      },
    });
    await openPosts();
    const row = await screen.findByRole('listitem', { name: title }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Details' }));
    const drawer = await screen.findByRole('dialog', { name: 'Post details' }, slow);
    expect(await within(drawer).findByText('The post could not be loaded', {}, slow)).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: title }, slow)).toBeTruthy();
  });
});
