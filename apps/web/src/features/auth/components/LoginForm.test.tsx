import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, aUser, loadEnglish, renderAuthRoute, stubFetch } from '../test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

async function logIn(email: string, password: string) {
  renderAuthRoute('/?tab=login');
  const panel = await screen.findByRole('tabpanel');
  if (email) await userEvent.type(within(panel).getByRole('textbox', { name: 'E-mail address' }), email);
  if (password) await userEvent.type(within(panel).getByLabelText('Password'), password);
  await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
  return panel;
}

describe('LoginForm', () => {
  it('asks for both e-mail and password without calling the server', async () => {
    const calls = stubFetch();
    await logIn('ada@example.com', '');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter your e-mail address and your password.',
    );
    expect(calls).toHaveLength(0);
  });

  it('says when the e-mail or password is wrong, keeping what was typed', async () => {
    stubFetch([401, apiError('bad_credentials')]);
    const panel = await logIn('ada@example.com', 'not-the-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail address or password.');
    expect(within(panel).getByRole<HTMLInputElement>('textbox', { name: 'E-mail address' }).value).toBe(
      'ada@example.com',
    );
    expect(within(panel).getByLabelText<HTMLInputElement>('Password').value).toBe('not-the-password');
  });

  it('tells the wait in minutes after too many attempts', async () => {
    stubFetch([429, apiError('too_many_attempts', { details: { retryAfterSeconds: 540 } })]);
    await logIn('ada@example.com', 'guess-number-6');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 9 minutes.');
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed', async () => {
    const calls = stubFetch([403, apiError('email_not_confirmed')], [202, { accepted: true }]);
    await logIn('Ada@Example.com ', 'correct-horse-9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your e-mail address is not confirmed yet.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'A new confirmation e-mail is on its way',
    );
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/auth/resend-confirmation',
      body: { email: 'ada@example.com' },
    });
  });

  it('shows a translated message when the network fails', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    await logIn('ada@example.com', 'correct-horse-9');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
  });

  it('logs in: sends the same-schema request, keeps the token and lands on the overview', async () => {
    const calls = stubFetch([200, { token: 'tok-1', expiresAt: '2026-12-01T00:00:00.000Z', user: aUser }]);
    await logIn(' ada@example.com ', 'correct-horse-9');
    expect((await screen.findByTestId('landing')).textContent).toBe('/dash/overview');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct-horse-9' });
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(i18next.language).toBe('fr');
  });
});
