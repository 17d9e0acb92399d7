import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, loadEnglish, renderAuthRoute, stubFetch } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('ConfirmScreen', () => {
  it('confirms once (even under StrictMode) and offers to log in', async () => {
    const calls = stubFetch([200, { confirmed: true, email: 'ada@example.com' }]);
    const { router } = renderAuthRoute('/confirm?token=abc123');
    expect(screen.getByRole('status').textContent).toBe('Confirming your e-mail address…');
    expect(
      await screen.findByText('Your address ada@example.com is confirmed. You can now log in.'),
    ).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/auth/confirm', body: { token: 'abc123' } }]);
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.search).toBe('?tab=login');
    expect(screen.getByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
  });

  it('explains an invalid or expired link and sends a new e-mail', async () => {
    const calls = stubFetch([400, apiError('invalid_token')], [202, { accepted: true }]);
    renderAuthRoute('/confirm?token=expired');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect((await screen.findByRole('status')).textContent).toContain('ada@example.com');
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/auth/resend-confirmation',
      body: { email: 'ada@example.com' },
    });
  });

  it('says when the address was already confirmed', async () => {
    stubFetch([409, apiError('user_already_confirmed')]);
    renderAuthRoute('/confirm?token=used');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This e-mail address is already confirmed. You can log in.');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('treats a link without token as invalid, without calling the server', async () => {
    const calls = stubFetch();
    renderAuthRoute('/confirm');
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('offers a retry when the network fails', async () => {
    const calls = stubFetch(new TypeError('offline'), [200, { confirmed: true, email: 'ada@example.com' }]);
    renderAuthRoute('/confirm?token=abc123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The server cannot be reached/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/is confirmed/)).toBeTruthy();
    expect(calls).toHaveLength(2);
  });
});
