import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import {
  apiError,
  buildUser,
  findDialog,
  ok,
  openUsers,
  self,
  slow,
  stubUsers,
  userRow,
} from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const lea = buildUser();
const hugo = buildUser({
  id: 'user-3',
  firstname: 'Hugo',
  lastname: 'Bernard',
  email: 'hugo@example.com',
  role: 'writer',
  emailConfirmed: false,
  access: { allPages: false, pageIds: ['p1', 'p2'] },
});
const nina = buildUser({
  id: 'user-4',
  firstname: 'Nina',
  lastname: 'Petit',
  email: 'nina@example.com',
  role: 'viewer',
  access: { allPages: false, pageIds: [] },
});
const team = [self, lea, hugo, nina];

describe('users list', () => {
  it('shows each user with e-mail, role, invitation and page access', async () => {
    stubUsers({ 'GET /users': ok({ users: team }) });
    await openUsers();
    await screen.findByRole('listitem', { name: 'Hugo Bernard' }, slow);
    const me = userRow('Camille Durand');
    expect(within(me).getByText('You')).toBeTruthy();
    expect(within(me).getByText('Administrator')).toBeTruthy();
    expect(within(me).getByText('All pages')).toBeTruthy();
    expect(within(userRow('Léa Martin')).getByText('lea@example.com')).toBeTruthy();
    expect(within(userRow('Léa Martin')).getByText('Editor')).toBeTruthy();
    expect(within(userRow('Léa Martin')).queryByText('Invitation pending')).toBeNull();
    const hugoRow = userRow('Hugo Bernard');
    expect(within(hugoRow).getByText('Writer')).toBeTruthy();
    expect(within(hugoRow).getByText('Invitation pending')).toBeTruthy();
    expect(
      await within(hugoRow).findByText('Pages: Boulangerie Durand, Durand Insta', undefined, slow),
    ).toBeTruthy();
    expect(within(userRow('Nina Petit')).getByText('Viewer')).toBeTruthy();
    expect(within(userRow('Nina Petit')).getByText('No page yet')).toBeTruthy();
    // Not alone: no invitation to add a first colleague.
    expect(screen.queryByText('You are the only user so far')).toBeNull();
  });

  it('sends the invitation again to a user who has not confirmed', async () => {
    const calls = stubUsers({
      'GET /users': ok({ users: team }),
      'POST /users/user-3/invitation': ok({ accepted: true }, 202),
    });
    await openUsers();
    const hugoRow = await screen.findByRole('listitem', { name: 'Hugo Bernard' }, slow);
    await userEvent.click(within(hugoRow).getByRole('button', { name: 'Resend' }));
    expect(
      await screen.findByText('The invitation was sent again to hugo@example.com.', undefined, slow),
    ).toBeTruthy();
    expect(calls).toContain('POST /users/user-3/invitation');
  });

  it('shows a loading state', async () => {
    stubUsers({ 'GET /users': () => new Promise(() => {}) });
    await openUsers();
    expect(await screen.findByRole('status', { name: 'Loading the users' }, slow)).toBeTruthy();
  });

  it('invites to add a colleague while the administrator is alone', async () => {
    stubUsers({ 'GET /users': ok({ users: [self] }) });
    await openUsers();
    expect(await screen.findByText('You are the only user so far', undefined, slow)).toBeTruthy();
    expect(userRow('Camille Durand')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Add a user' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await findDialog('Add a user')).toBeTruthy();
  });

  it('translates a loading error and tries again', async () => {
    let attempts = 0;
    stubUsers({
      'GET /users': () => (++attempts === 1 ? apiError(503, 'service_unavailable') : ok({ users: team })),
    });
    await openUsers();
    const message = await screen.findByText(/temporarily unavailable/, undefined, slow);
    const alert = message.closest('[role=alert]');
    if (!(alert instanceof HTMLElement)) throw new Error('The error is not an alert');
    expect(within(alert).getByText('The users could not be loaded')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Léa Martin' }, slow)).toBeTruthy();
  });
});

describe('edit a user', () => {
  it('changes the role, limits the pages and saves', async () => {
    let users = team;
    const calls = stubUsers({
      'GET /users': () => ok({ users }),
      'PATCH /users/user-2': () => {
        users = team.map((user) =>
          user.id === lea.id
            ? { ...lea, role: 'writer' as const, access: { allPages: false, pageIds: ['p2'] } }
            : user,
        );
        return ok(users[1]);
      },
    });
    await openUsers();
    const row = await screen.findByRole('listitem', { name: 'Léa Martin' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Léa Martin');
    expect((within(dialog).getByRole('radio', { name: /^Editor/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Writer/ }));
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'All pages, including those connected later' }),
    );
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Durand Insta' }, slow));
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Inbox and direct messages' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The changes to Léa Martin were saved.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContain('PATCH /users/user-2');
    expect(sentBody('PATCH', '/users/user-2')).toEqual({
      role: 'writer',
      access: { allPages: false, pageIds: ['p2'] },
      notifications: { ...lea.notifications, inbox: false },
    });
    expect(await within(userRow('Léa Martin')).findByText('Writer', undefined, slow)).toBeTruthy();
    expect(within(userRow('Léa Martin')).getByText('Pages: Durand Insta')).toBeTruthy();
  });

  it('keeps the dialog and says why when the last administrator would be demoted', async () => {
    stubUsers({
      'GET /users': ok({ users: [self, lea] }),
      'PATCH /users/user-1': apiError(409, 'last_administrator'),
    });
    await openUsers();
    const row = await screen.findByRole('listitem', { name: 'Camille Durand' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await findDialog('Edit Camille Durand');
    // An administrator reaches every page: there is nothing to choose.
    expect(within(dialog).getByText('An administrator reaches every page of the account.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Editor/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert', undefined, slow);
    expect(alert.textContent).toContain(
      'An account needs at least one administrator: make another user administrator first.',
    );
    expect((within(dialog).getByRole('radio', { name: /^Editor/ }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('remove a user', () => {
  it('asks for confirmation, then removes the user', async () => {
    let users = team;
    const calls = stubUsers({
      'GET /users': () => ok({ users }),
      'DELETE /users/user-2': () => {
        users = team.filter((user) => user.id !== lea.id);
        return { status: 204 };
      },
    });
    await openUsers();
    const row = await screen.findByRole('listitem', { name: 'Léa Martin' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await findDialog('Remove Léa Martin?');
    expect(within(dialog).getByText(/Léa Martin will no longer reach this account/)).toBeTruthy();
    expect(calls).not.toContain('DELETE /users/user-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Léa Martin was removed.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Léa Martin' })).toBeNull());
    expect(calls).toContain('DELETE /users/user-2');
  });

  it('does not offer to remove the only administrator, and says why', async () => {
    stubUsers({ 'GET /users': ok({ users: [self, lea] }) });
    await openUsers();
    const row = await screen.findByRole('listitem', { name: 'Camille Durand' }, slow);
    expect(within(row).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(row).getByText(/The only administrator: make another user administrator/)).toBeTruthy();
    expect(within(userRow('Léa Martin')).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('says clearly that the last administrator cannot be removed when another was demoted meanwhile', async () => {
    stubUsers({
      'GET /users': ok({ users: [self, { ...lea, role: 'administrator' }] }),
      'DELETE /users/user-1': apiError(409, 'last_administrator'),
    });
    await openUsers();
    const row = await screen.findByRole('listitem', { name: 'Camille Durand' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await findDialog('Remove Camille Durand?');
    expect(within(dialog).getByText(/You will no longer reach this account/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const alert = await within(dialog).findByRole('alert', undefined, slow);
    expect(within(alert).getByText('The user could not be removed')).toBeTruthy();
    expect(alert.textContent).toContain('An account needs at least one administrator');
    expect(userRow('Camille Durand')).toBeTruthy();
  });
});

/** The JSON body of the last `method path` call. */
function sentBody(method: string, path: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url) === `/api${path}` && (init?.method ?? 'GET') === method)
    .at(-1);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
