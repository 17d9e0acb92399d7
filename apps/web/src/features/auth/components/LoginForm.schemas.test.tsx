import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { loadEnglish, renderAuthRoute, stubFetch } from '../test-utils.tsx';

// The shared schemas come with the first submit; here their chunk cannot be fetched.
vi.mock('../../../lib/schemas.ts', () => ({
  authSchemas: () =>
    Promise.reject(new ApiError('network_error', 0, 'Failed to fetch dynamically imported module')),
}));

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('LoginForm without its schemas', () => {
  it('says the server cannot be reached, sends nothing and keeps what was typed', async () => {
    const calls = stubFetch();
    renderAuthRoute('/?tab=login');
    const panel = await screen.findByRole('tabpanel');
    const email = within(panel).getByRole<HTMLInputElement>('textbox', { name: 'E-mail address' });
    await userEvent.type(email, 'ada@example.com');
    await userEvent.type(within(panel).getByLabelText('Password'), 'correct-horse-9');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(calls).toHaveLength(0);
    expect(email.value).toBe('ada@example.com');
  });
});
