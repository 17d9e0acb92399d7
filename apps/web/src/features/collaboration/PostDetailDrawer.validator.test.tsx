import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { buildPost, buildTarget } from '../posts/test-fixtures.ts';
import { buildNote, buildValidation, renderDrawer, slow, stubPlannerApi } from './test-fixtures.tsx';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const token = 'link-token';
const mode = { kind: 'validator', token } as const;
const identity = {
  validator: { id: 'validator-1', firstname: 'Zoé', lastname: 'Leroy', kind: 'sharedPlanner' },
  accountName: 'Boulangerie Durand',
  timeZone: 'Europe/Paris',
  pages: [{ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' }],
  items: [],
};
const assignedTo = (name: string, id = 'validator-1') =>
  buildPost({
    message: 'Our Easter menu',
    targets: [buildTarget()],
    validation: buildValidation({
      state: 'awaiting',
      assignee: { kind: 'validator', id, name },
    }),
  });
const ok = (body: unknown, status = 200) => ({ status, body });

describe('post detail drawer of an external validator', { timeout: 20_000 }, () => {
  it('validates a post assigned to them and adds a note, with the link’s token and no session', async () => {
    const validated = {
      ...assignedTo('Zoé Leroy'),
      validation: buildValidation({
        state: 'validated',
        assignee: { kind: 'validator', id: 'validator-1', name: 'Zoé Leroy' },
        decidedAt: '2026-03-06T10:00:00.000Z',
        decidedByName: 'Zoé Leroy',
      }),
    };
    const note = buildNote({
      id: 'note-9',
      authorName: 'Zoé Leroy',
      authorKind: 'validator',
      text: 'Fine for me',
    });
    let noted = false;
    const sent = stubPlannerApi({
      'GET /shared-planner': ok(identity),
      'GET /shared-planner/posts/post-1': ok(assignedTo('Zoé Leroy')),
      'GET /shared-planner/posts/post-1/notes': () => ok({ notes: noted ? [note] : [] }),
      'POST /shared-planner/posts/post-1/validation': ok(validated),
      'POST /shared-planner/posts/post-1/notes': () => {
        noted = true;
        return ok(note, 201);
      },
    });
    const { onChanged } = renderDrawer('post-1', mode);
    const drawer = await screen.findByRole('dialog', { name: 'Our Easter menu' }, slow);
    const block = within(drawer).getByRole('region', { name: 'Validation' });
    await userEvent.click(await within(block).findByRole('button', { name: 'Validate' }, slow));
    expect(await within(block).findByText(/^Validated by Zoé Leroy on Mar 6, 2026/, {}, slow)).toBeTruthy();
    expect(within(block).queryByRole('button', { name: 'Remove the validation' })).toBeNull();
    expect(within(block).queryByRole('button', { name: /assign/i })).toBeNull();
    expect(within(drawer).queryByRole('tab', { name: 'History' })).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);

    await userEvent.type(within(drawer).getByRole('textbox', { name: 'New note' }), 'Fine for me');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('Fine for me', { selector: 'p' }, slow)).toBeTruthy();
    expect(onChanged).toHaveBeenCalledTimes(2);

    expect(
      sent.find((request) => request.call === 'POST /shared-planner/posts/post-1/validation')?.body,
    ).toEqual({
      decision: 'validated',
    });
    expect(sent.find((request) => request.call === 'POST /shared-planner/posts/post-1/notes')?.body).toEqual({
      kind: 'note',
      text: 'Fine for me',
    });
    for (const request of sent) {
      expect(request.headers['x-planner-token'], request.call).toBe(token);
      expect(request.headers.authorization, request.call).toBeUndefined();
    }
    expect(sent.some((request) => request.call.startsWith('GET /posts'))).toBe(false);
  });

  it('offers no decision on a post assigned to someone else', async () => {
    const sent = stubPlannerApi({
      'GET /shared-planner': ok(identity),
      'GET /shared-planner/posts/post-1': ok(assignedTo('Marc Blanc', 'validator-2')),
      'GET /shared-planner/posts/post-1/notes': ok({ notes: [] }),
    });
    renderDrawer('post-1', mode);
    const drawer = await screen.findByRole('dialog', { name: 'Our Easter menu' }, slow);
    const block = within(drawer).getByRole('region', { name: 'Validation' });
    expect(within(block).getByText('Assigned to Marc Blanc (shared planner)')).toBeTruthy();
    await waitFor(() => expect(sent.map((request) => request.call)).toContain('GET /shared-planner'));
    expect(
      await within(block).findByText(
        'This post is assigned to someone else: only they can validate it.',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(within(block).queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(within(block).queryByRole('button', { name: 'Unvalidate' })).toBeNull();
    expect(within(drawer).getByRole('form', { name: 'Add a note' })).toBeTruthy();
  });

  it('says so when the link no longer works', async () => {
    stubPlannerApi({
      'GET /shared-planner': { status: 401, body: { error: { key: 'planner_link_invalid', message: 'x' } } },
      'GET /shared-planner/posts/post-1': {
        status: 401,
        body: { error: { key: 'planner_link_invalid', message: 'x' } },
      },
    });
    renderDrawer('post-1', mode);
    const drawer = await screen.findByRole('dialog', { name: 'Post details' }, slow);
    expect(
      await within(drawer).findByText(
        'This link is no longer valid. Ask the person who shared the planner with you for a new one.',
        {},
        slow,
      ),
    ).toBeTruthy();
  });
});
