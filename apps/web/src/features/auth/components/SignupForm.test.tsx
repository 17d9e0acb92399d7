import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, loadEnglish, stubFetch } from '../test-utils.tsx';
import { SignupForm } from './SignupForm.tsx';

const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The browser runs in `zone`: the form proposes it as the account's time zone. */
function browserIn(zone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

beforeEach(async () => {
  browserIn('Europe/Paris');
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSignup(partner = false) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <SignupForm partner={partner} /> }]);
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const password = () => screen.getByLabelText<HTMLInputElement>(/^Password/, { selector: 'input' });
const submit = (name = 'Create my account') => userEvent.click(screen.getByRole('button', { name }));

async function fillValid() {
  await userEvent.type(field('First name'), 'Ada');
  await userEvent.type(field('Last name'), 'Lovelace');
  await userEvent.type(field('E-mail address'), 'Ada@Example.com');
  await userEvent.type(password(), 'Analytical-Engine-1843');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('SignupForm', () => {
  it('shows every translated field error at once and sends nothing', async () => {
    const calls = stubFetch();
    renderSignup();
    await submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(screen.getByText('You must accept the terms of use.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('keeps what was typed when the form is refused', async () => {
    stubFetch();
    renderSignup();
    await userEvent.type(field('First name'), 'Ada');
    await userEvent.type(field('E-mail address'), 'ada.example.com');
    await userEvent.type(password(), 'ada');
    await submit();
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('The password needs at least 10 characters.')).toBeTruthy();
    expect(field('First name').value).toBe('Ada');
    expect(field('E-mail address').value).toBe('ada.example.com');
    expect(password().value).toBe('ada');
  });

  it('links the terms of use to the legal page', () => {
    renderSignup();
    const link = screen.getByRole('link', { name: 'terms of use' });
    expect(link.getAttribute('href')).toBe('#/legal');
  });

  it('hints at the password strength', async () => {
    renderSignup();
    expect(screen.getByText('At least 10 characters, mixing letters with digits or symbols.')).toBeTruthy();
    await userEvent.type(password(), 'aaaaaaaaaaaa');
    expect(screen.getByText('Password strength: weak')).toBeTruthy();
    await userEvent.clear(password());
    await userEvent.type(password(), 'Analytical-Engine-1843');
    expect(screen.getByText('Password strength: strong')).toBeTruthy();
  });

  it('puts the server field errors on their fields, input intact', async () => {
    stubFetch([400, apiError('invalid_data', { fields: { lastname: 'validation.too_long' } })]);
    renderSignup();
    await fillValid();
    await submit();
    expect(await screen.findByText('This value is too long.')).toBeTruthy();
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last name').value).toBe('Lovelace');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says on the e-mail field that the address is taken', async () => {
    stubFetch([409, apiError('email_already_used', { fields: { email: 'validation.email_taken' } })]);
    renderSignup();
    await fillValid();
    await submit();
    expect(await screen.findByText('This e-mail address is already used by another account.')).toBeTruthy();
    expect(field('E-mail address').getAttribute('aria-invalid')).toBe('true');
  });

  it('signs up in the interface language and the browser’s time zone, and asks to check the inbox', async () => {
    await i18next.changeLanguage('en');
    const calls = stubFetch(
      [201, { email: 'ada@example.com', confirmationSent: true }],
      [202, { accepted: true }],
    );
    renderSignup();
    await fillValid();
    await submit();
    expect(await screen.findByText(/We sent a confirmation link to ada@example.com/)).toBeTruthy();
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/api/auth/signup',
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        password: 'Analytical-Engine-1843',
        language: 'en',
        timeZone: 'Europe/Paris',
        acceptTerms: true,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Resend the confirmation e-mail' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(calls[1]?.path).toBe('/api/auth/resend-confirmation');
  });

  it('proposes no time zone when the browser names one the shared rule does not know', async () => {
    browserIn('Mars/Olympus_Mons');
    const calls = stubFetch([201, { email: 'ada@example.com', confirmationSent: true }]);
    renderSignup();
    await fillValid();
    await submit();
    await screen.findByText(/We sent a confirmation link/);
    expect(calls[0]?.body).not.toHaveProperty('timeZone');
  });

  it('defaults the account language to the interface language, until one is picked', async () => {
    renderSignup();
    const language = () => screen.getByRole<HTMLSelectElement>('combobox');
    expect(language().value).toBe('en');
    await act(() => i18next.changeLanguage('pt'));
    expect(language().value).toBe('pt');
    await userEvent.selectOptions(language(), 'de');
    await act(() => i18next.changeLanguage('fr'));
    expect(language().value).toBe('de');
  });

  it('partner sign-up requires a company and flags the request', async () => {
    const calls = stubFetch([201, { email: 'ada@example.com', confirmationSent: true }]);
    renderSignup(true);
    await fillValid();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Language/ }), 'it');
    await submit('Create my partner account');
    expect(await screen.findByText('A company name is required for a partner account.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    await userEvent.type(field('Agency or company name'), 'Analytical Agency');
    await submit('Create my partner account');
    await screen.findByText(/We sent a confirmation link/);
    expect(calls[0]?.body).toMatchObject({ partner: true, company: 'Analytical Agency', language: 'it' });
  });
});
