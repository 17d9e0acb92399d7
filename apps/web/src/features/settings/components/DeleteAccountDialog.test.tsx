import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { apiError, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const exportsListed = { 'GET /account/exports': ok({ exports: [] }) };

async function openDialog() {
  const view = await openSettings('/dash/settings/account');
  const zone = await screen.findByRole('region', { name: 'Delete my account' }, slow);
  await userEvent.click(within(zone).getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  return { ...view, dialog };
}

describe('delete my account', { timeout: 20_000 }, () => {
  it('explains what is removed and asks for the password and consent', async () => {
    const calls = stubSettings(exportsListed);
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('every user of the account, you included')).toBeTruthy();
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Delete everything' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: /everything will be removed for good/ }),
    );
    await userEvent.click(submit);
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls).not.toContain('DELETE /account');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a wrong password on its field and keeps the session', async () => {
    stubSettings({
      ...exportsListed,
      'DELETE /account': apiError(400, 'old_password_mismatch', {
        password: 'validation.current_password_wrong',
      }),
    });
    const { dialog, router } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /everything will be removed/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));
    expect(
      await within(dialog).findByText('The current password is not correct.', undefined, slow),
    ).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('test-token');
    expect(router.state.location.pathname).toBe('/dash/settings/account');
  });

  it('deletes the account, logs out and goes to the auth screen', async () => {
    const calls = stubSettings({ ...exportsListed, 'DELETE /account': { status: 204 } });
    const { dialog, router } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'Brioche-2025!');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /everything will be removed/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete everything' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(sentBody('DELETE', '/account')).toEqual({ password: 'Brioche-2025!' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your account was deleted.')).toBeTruthy();
    // The sessions went with the account: no "session expired" from a logout call.
    expect(calls).not.toContain('POST /auth/logout');
    expect(screen.queryByText(/session has expired/i)).toBeNull();
  });
});
