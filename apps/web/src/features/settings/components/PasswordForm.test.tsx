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

async function openPassword() {
  await openSettings('/dash/settings/account');
  return screen.findByRole('region', { name: 'Password' }, slow);
}

async function fill(region: HTMLElement, current: string, next: string, confirmation: string) {
  await userEvent.type(within(region).getByLabelText(/Current password/), current);
  await userEvent.type(within(region).getByLabelText(/^New password/), next);
  await userEvent.type(within(region).getByLabelText(/Confirm the new password/), confirmation);
  await userEvent.click(within(region).getByRole('button', { name: 'Change the password' }));
}

describe('password change', { timeout: 20_000 }, () => {
  it('asks for a strong password typed twice before sending', async () => {
    const calls = stubSettings(exportsListed);
    const region = await openPassword();
    await fill(region, 'old-secret', 'short', 'other');
    expect(await within(region).findByText('The two passwords do not match.')).toBeTruthy();
    expect(within(region).getByText(/The password needs at least \d+ characters/)).toBeTruthy();
    expect(calls).not.toContain('PUT /users/me/password');
  });

  it('flags every empty field, the confirmation included, when nothing was typed', async () => {
    const calls = stubSettings(exportsListed);
    const region = await openPassword();
    await userEvent.click(within(region).getByRole('button', { name: 'Change the password' }));
    // The current password, the new one and its confirmation: each says it is required.
    await waitFor(() => expect(within(region).getAllByText('This field is required.')).toHaveLength(3));
    // …and is marked invalid for a screen reader, which reads the message with it.
    const confirmation = within(region).getByLabelText(/Confirm the new password/);
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirmation.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required.',
    );
    expect(calls).not.toContain('PUT /users/me/password');
  });

  it('shows a wrong current password on its field', async () => {
    stubSettings({
      ...exportsListed,
      'PUT /users/me/password': apiError(400, 'old_password_mismatch', {
        currentPassword: 'validation.current_password_wrong',
      }),
    });
    const region = await openPassword();
    await fill(region, 'not-it', 'Brioche-2025!', 'Brioche-2025!');
    expect(
      await within(region).findByText('The current password is not correct.', undefined, slow),
    ).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('changes the password and empties the form', async () => {
    stubSettings({ ...exportsListed, 'PUT /users/me/password': ok({ ok: true }) });
    const region = await openPassword();
    await fill(region, 'old-secret', 'Brioche-2025!', 'Brioche-2025!');
    expect(await screen.findByText('Your password was changed.', undefined, slow)).toBeTruthy();
    expect(sentBody('PUT', '/users/me/password')).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'Brioche-2025!',
    });
    await waitFor(() =>
      expect((within(region).getByLabelText(/Current password/) as HTMLInputElement).value).toBe(''),
    );
  });
});
