import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, loadEnglish, renderAuthRoute, stubFetch } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

const newPassword = () => screen.getByLabelText<HTMLInputElement>('New password', { selector: 'input' });
const confirmation = () =>
  screen.getByLabelText<HTMLInputElement>('Confirm the new password', { selector: 'input' });

async function choose(password: string, repeated: string) {
  await userEvent.type(newPassword(), password);
  await userEvent.type(confirmation(), repeated);
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
}

describe('ResetPasswordScreen', () => {
  it('refuses two different passwords, keeping both', async () => {
    const calls = stubFetch();
    renderAuthRoute('/reset-password?token=t1');
    await choose('Analytical-Engine-1843', 'Analytical-Engine-1842');
    expect(await screen.findByText('The two passwords do not match.')).toBeTruthy();
    expect(newPassword().value).toBe('Analytical-Engine-1843');
    expect(confirmation().value).toBe('Analytical-Engine-1842');
    expect(calls).toHaveLength(0);
  });

  it('applies the shared password rule', async () => {
    stubFetch();
    renderAuthRoute('/reset-password?token=t1');
    await choose('aaaaaaaaaaaa', 'aaaaaaaaaaaa');
    expect(await screen.findByText(/This password is too easy to guess/)).toBeTruthy();
  });

  it('changes the password and leads to the login', async () => {
    const calls = stubFetch([200, { ok: true }]);
    renderAuthRoute('/reset-password?token=t1');
    await choose('Analytical-Engine-1843', 'Analytical-Engine-1843');
    expect(
      await screen.findByText('Your password has been changed. You can now log in with it.'),
    ).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: 't1', password: 'Analytical-Engine-1843' },
    });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/?tab=login');
  });

  it('explains an invalid or expired link and points to a new one', async () => {
    stubFetch([400, apiError('invalid_token')]);
    renderAuthRoute('/reset-password?token=old');
    await choose('Analytical-Engine-1843', 'Analytical-Engine-1843');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/?tab=forgot',
    );
  });

  it('shows the server field error on the password', async () => {
    stubFetch([400, apiError('invalid_data', { fields: { password: 'validation.password_weak' } })]);
    renderAuthRoute('/reset-password?token=t1');
    await choose('Analytical-Engine-1843', 'Analytical-Engine-1843');
    expect(await screen.findByText(/This password is too easy to guess/)).toBeTruthy();
    expect(newPassword().value).toBe('Analytical-Engine-1843');
  });
});
