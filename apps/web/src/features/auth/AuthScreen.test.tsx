import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderAuthRoute } from './test-utils.tsx';

beforeEach(loadEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('AuthScreen', () => {
  it('opens the login tab by default', async () => {
    renderAuthRoute('/');
    expect(await screen.findByRole('tab', { name: 'Log in', selected: true })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('opens the tab named in ?tab=', async () => {
    renderAuthRoute('/?tab=partner');
    // Tabs other than login arrive on demand: the panel shows a loader first.
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('button', { name: 'Create my partner account' })).toBeTruthy();
  });

  it('follows the "forgot password" link to its tab', async () => {
    const { router } = renderAuthRoute('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(router.state.location.search).toBe('?tab=forgot');
    expect(
      await within(screen.getByRole('tabpanel')).findByRole('button', { name: 'Send the link' }),
    ).toBeTruthy();
  });

  it('renders a tab only once shown, then keeps what was typed in it', async () => {
    renderAuthRoute('/');
    const loginPanel = await screen.findByRole('tabpanel');
    expect(screen.queryByRole('button', { name: 'Create my account', hidden: true })).toBeNull();
    await userEvent.type(
      within(loginPanel).getByRole('textbox', { name: 'E-mail address' }),
      'ada@example.com',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    const signupPanel = screen.getByRole('tabpanel');
    await userEvent.type(await within(signupPanel).findByRole('textbox', { name: 'First name' }), 'Ada');

    await userEvent.click(screen.getByRole('tab', { name: 'Log in' }));
    const email = within(screen.getByRole('tabpanel')).getByRole<HTMLInputElement>('textbox', {
      name: 'E-mail address',
    });
    expect(email.value).toBe('ada@example.com');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign up' }));
    const firstname = within(screen.getByRole('tabpanel')).getByRole<HTMLInputElement>('textbox', {
      name: 'First name',
    });
    expect(firstname.value).toBe('Ada');
  });

  it('shows what the product does in a carousel', async () => {
    renderAuthRoute('/');
    const carousel = await screen.findByRole('region', { name: 'What Pagewise does' });
    expect(within(carousel).getByRole('heading', { name: 'Connect all your pages' })).toBeTruthy();
    await userEvent.click(within(carousel).getByRole('button', { name: /^Slide 3/ }));
    expect(within(carousel).getByRole('heading', { name: 'Plan and approve as a team' })).toBeTruthy();
  });

  it('switches the interface language', async () => {
    renderAuthRoute('/');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Interface language' }), 'de');
    await waitFor(() => expect(i18next.language).toBe('de'));
    expect(await screen.findByRole('tab', { name: 'Anmelden' })).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('de');
  });
});
