import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { apiError, buildUser, findDialog, ok, openUsers, self, slow, stubUsers } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const hugo = buildUser({ id: 'user-3', firstname: 'Hugo', lastname: 'Bernard', email: 'hugo@example.com' });
const strongPassword = 'Fournil-Matin-2026';

async function openWizard(answers: Parameters<typeof stubUsers>[0] = {}) {
  const calls = stubUsers({ 'GET /users': ok({ users: [self] }), ...answers });
  await openUsers();
  await screen.findByRole('listitem', { name: 'Camille Durand' }, slow);
  await userEvent.click(screen.getAllByRole('button', { name: 'Add a user' })[0] as HTMLElement);
  const dialog = await findDialog('Add a user');
  return { calls, wizard: within(dialog) };
}

type Wizard = Awaited<ReturnType<typeof openWizard>>['wizard'];

const field = (wizard: Wizard, name: string) => wizard.getByRole<HTMLInputElement>('textbox', { name });
const password = (wizard: Wizard) =>
  wizard.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const click = (wizard: Wizard, name: string) => userEvent.click(wizard.getByRole('button', { name }));

async function fillInfo(wizard: Wizard, email = 'hugo@example.com') {
  await userEvent.type(field(wizard, 'First name'), 'Hugo');
  await userEvent.type(field(wizard, 'Last name'), 'Bernard');
  await userEvent.type(field(wizard, 'E-mail address'), email);
  await userEvent.type(password(wizard), strongPassword);
}

/** The texts an input is described by: its hint, and its error when it has one. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function postedBody(): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url) === '/api/users' && init?.method === 'POST')
    .at(-1);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}

describe('add-user wizard', { timeout: 20_000 }, () => {
  it('goes through info, notifications and pages, then adds the user', async () => {
    let users = [self];
    const { calls, wizard } = await openWizard({
      'GET /users': () => ok({ users }),
      'POST /users': () => {
        users = [self, hugo];
        return ok(hugo, 201);
      },
    });
    await fillInfo(wizard);
    await userEvent.click(wizard.getByRole('radio', { name: /^Writer/ }));
    expect(wizard.getByText(/an editor or an administrator schedules them/)).toBeTruthy();
    await click(wizard, 'Next');

    const switches = wizard.getAllByRole<HTMLInputElement>('switch');
    expect(switches.map((item) => item.checked)).toEqual([true, true, true, true, true]);
    await userEvent.click(wizard.getByRole('switch', { name: 'Source errors' }));
    await click(wizard, 'Next');

    await userEvent.click(wizard.getByRole('switch', { name: 'All pages, including those connected later' }));
    await userEvent.click(await wizard.findByRole('checkbox', { name: 'Boulangerie Durand' }, slow));
    await click(wizard, 'Save');

    expect(
      await screen.findByText(
        'Hugo Bernard was added. An invitation was sent to hugo@example.com.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === 'POST /users')).toHaveLength(1);
    expect(postedBody()).toEqual({
      firstname: 'Hugo',
      lastname: 'Bernard',
      email: 'hugo@example.com',
      password: strongPassword,
      role: 'writer',
      language: 'en',
      notifications: {
        publicationFailures: true,
        validations: true,
        inbox: true,
        pageErrors: true,
        sourceErrors: false,
      },
      access: { allPages: false, pageIds: ['p1'] },
    });
    expect(await screen.findByRole('listitem', { name: 'Hugo Bernard' }, slow)).toBeTruthy();
  });

  it('refuses Next while a first name, last name, e-mail or password is missing', async () => {
    const { calls, wizard } = await openWizard();
    await click(wizard, 'Next');
    const required = 'This field is required.';
    expect(wizard.getByRole('textbox', { name: 'First name', description: required })).toBeTruthy();
    expect(wizard.getByRole('textbox', { name: 'Last name', description: required })).toBeTruthy();
    expect(wizard.getByRole('textbox', { name: 'E-mail address', description: required })).toBeTruthy();
    expect(description(password(wizard))).toContain(required);
    expect(wizard.getAllByText(required)).toHaveLength(4);
    // Still on the first step, nothing sent.
    expect(wizard.queryByRole('switch')).toBeNull();
    expect(calls).not.toContain('POST /users');
  });

  it('refuses an invalid e-mail and a weak password, and keeps what was typed', async () => {
    const { wizard } = await openWizard();
    await userEvent.type(field(wizard, 'First name'), 'Hugo');
    await userEvent.type(field(wizard, 'Last name'), 'Bernard');
    await userEvent.type(field(wizard, 'E-mail address'), 'hugo.example.com');
    await userEvent.type(password(wizard), 'aaaaaaaaaaaa');
    await click(wizard, 'Next');
    expect(
      wizard.getByRole('textbox', { name: 'E-mail address', description: 'Enter a valid e-mail address.' }),
    ).toBeTruthy();
    expect(wizard.getByText(/This password is too easy to guess/)).toBeTruthy();
    expect(field(wizard, 'First name').value).toBe('Hugo');
    expect(field(wizard, 'E-mail address').value).toBe('hugo.example.com');
    expect(wizard.queryByRole('switch')).toBeNull();
  });

  it('keeps every step as it was when going back with Previous', async () => {
    const { wizard } = await openWizard();
    await fillInfo(wizard);
    await click(wizard, 'Next');
    await userEvent.click(wizard.getByRole('switch', { name: 'Page errors' }));
    await click(wizard, 'Previous');
    expect(field(wizard, 'First name').value).toBe('Hugo');
    expect(field(wizard, 'E-mail address').value).toBe('hugo@example.com');
    expect(password(wizard).value).toBe(strongPassword);
    await click(wizard, 'Next');
    expect(wizard.getByRole<HTMLInputElement>('switch', { name: 'Page errors' }).checked).toBe(false);
  });

  it('brings back the first step, e-mail kept, when the server says the e-mail is taken', async () => {
    let attempts = 0;
    const { wizard } = await openWizard({
      'POST /users': () =>
        ++attempts === 1
          ? apiError(409, 'email_already_used', { email: 'validation.email_taken' })
          : ok(hugo, 201),
    });
    await fillInfo(wizard, 'lea@example.com');
    await click(wizard, 'Next');
    await userEvent.click(wizard.getByRole('switch', { name: 'Inbox and direct messages' }));
    await click(wizard, 'Next');
    await click(wizard, 'Save');

    const taken = 'This e-mail address is already used by another account.';
    const email = await wizard.findByRole('textbox', { name: 'E-mail address', description: taken }, slow);
    expect((email as HTMLInputElement).value).toBe('lea@example.com');
    expect(field(wizard, 'First name').value).toBe('Hugo');
    expect(password(wizard).value).toBe(strongPassword);

    await userEvent.clear(email);
    await userEvent.type(email, 'hugo@example.com');
    await click(wizard, 'Next');
    expect(wizard.getByRole<HTMLInputElement>('switch', { name: 'Inbox and direct messages' }).checked).toBe(
      false,
    );
    await click(wizard, 'Next');
    await click(wizard, 'Save');
    expect(await screen.findByText(/Hugo Bernard was added/, undefined, slow)).toBeTruthy();
    expect(postedBody()).toMatchObject({ email: 'hugo@example.com', notifications: { inbox: false } });
  });

  it('gives an administrator every page, with nothing to choose', async () => {
    const { wizard } = await openWizard({ 'POST /users': ok({ ...hugo, role: 'administrator' }, 201) });
    await fillInfo(wizard);
    await userEvent.click(wizard.getByRole('radio', { name: /^Administrator/ }));
    await click(wizard, 'Next');
    await click(wizard, 'Next');
    expect(wizard.getByText('An administrator reaches every page of the account.')).toBeTruthy();
    expect(wizard.queryByRole('checkbox')).toBeNull();
    await click(wizard, 'Save');
    await screen.findByText(/Hugo Bernard was added/, undefined, slow);
    expect(postedBody()).toMatchObject({ role: 'administrator', access: { allPages: true, pageIds: [] } });
  });

  it('shows a server refusal that names no field, and closes on Cancel without sending', async () => {
    const { calls, wizard } = await openWizard({ 'POST /users': apiError(403, 'plan_limit') });
    await fillInfo(wizard);
    await click(wizard, 'Next');
    await click(wizard, 'Next');
    await click(wizard, 'Save');
    expect((await wizard.findByRole('alert', undefined, slow)).textContent).toContain(
      'Your plan does not allow this action.',
    );
    expect(wizard.getByRole('button', { name: 'Save' })).toBeTruthy();
    await click(wizard, 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call === 'POST /users')).toHaveLength(1);
  });
});
