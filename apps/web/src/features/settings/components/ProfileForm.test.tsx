import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
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

async function openProfile() {
  await openSettings('/dash/settings/account');
  return screen.findByRole('region', { name: 'Profile' }, slow);
}

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

describe('profile', { timeout: 20_000 }, () => {
  it('shows every field error found before sending, and keeps what was typed', async () => {
    const calls = stubSettings(exportsListed);
    const profile = await openProfile();
    await userEvent.clear(field(profile, /First name/));
    await userEvent.type(field(profile, /Phone/), '12345');
    await userEvent.clear(field(profile, /E-mail address/));
    await userEvent.type(field(profile, /E-mail address/), 'not-an-address');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));

    expect(await within(profile).findByText('This field is required.')).toBeTruthy();
    expect(within(profile).getByText(/Enter a valid phone number/)).toBeTruthy();
    expect(within(profile).getByText(/valid e-mail address/)).toBeTruthy();
    expect((field(profile, /Phone/) as HTMLInputElement).value).toBe('12345');
    expect(calls).not.toContain('PATCH /users/me');
  });

  it('shows the server’s field error on its field and keeps the form as typed', async () => {
    stubSettings({
      ...exportsListed,
      'PATCH /users/me': apiError(409, 'email_already_used', { email: 'validation.email_taken' }),
    });
    const profile = await openProfile();
    await userEvent.clear(field(profile, /E-mail address/));
    await userEvent.type(field(profile, /E-mail address/), 'taken@example.com');
    await userEvent.type(field(profile, /City/), 'Lyon');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));

    const email = field(profile, /E-mail address/) as HTMLInputElement;
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(profile).getByText('This e-mail address is already used by another account.')).toBeTruthy();
    expect(email.value).toBe('taken@example.com');
    expect((field(profile, /City/) as HTMLInputElement).value).toBe('Lyon');
    expect(screen.queryByText('Your profile was saved.')).toBeNull();
  });

  it('saves the profile, country included, and the whole app sees the new name', async () => {
    const saved = { ...testMe, firstname: 'Camila', city: 'Lyon', country: 'FR', phone: '+33612345678' };
    stubSettings({ ...exportsListed, 'PATCH /users/me': ok(saved) });
    const profile = await openProfile();
    await userEvent.clear(field(profile, /First name/));
    await userEvent.type(field(profile, /First name/), 'Camila');
    await userEvent.type(field(profile, /City/), 'Lyon');
    await userEvent.type(field(profile, /Phone/), '06 12 34 56 78');
    const country = within(profile).getByRole('combobox', { name: 'Country' });
    await userEvent.click(country);
    await userEvent.type(country, 'Fran');
    await userEvent.click(await screen.findByRole('option', { name: 'France', hidden: true }));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));

    expect(await screen.findByText('Your profile was saved.', undefined, slow)).toBeTruthy();
    expect(sentBody('PATCH', '/users/me')).toMatchObject({
      firstname: 'Camila',
      city: 'Lyon',
      country: 'FR',
      phone: '06 12 34 56 78',
    });
    expect(sentBody('PATCH', '/users/me')).not.toHaveProperty('bitlyToken');
    // The server's form of the number replaces what was typed.
    expect((field(profile, /Phone/) as HTMLInputElement).value).toBe('+33612345678');
    expect(screen.getByText('Camila Durand')).toBeTruthy();
  });

  it('saves a new Bitly token, and removes the saved one', async () => {
    stubSettings(
      { ...exportsListed, 'PATCH /users/me': ok({ ...testMe, hasBitlyToken: false }) },
      { ...testMe, hasBitlyToken: true },
    );
    const profile = await openProfile();
    expect(within(profile).getByText('A token is saved. Type a new one to replace it.')).toBeTruthy();
    await userEvent.click(within(profile).getByRole('button', { name: 'Remove the token' }));
    expect(await screen.findByText('The Bitly token was removed.', undefined, slow)).toBeTruthy();
    expect(sentBody('PATCH', '/users/me')).toMatchObject({ firstname: 'Camille', bitlyToken: null });
    expect(within(profile).queryByText('A token is saved. Type a new one to replace it.')).toBeNull();

    await userEvent.type(within(profile).getByLabelText(/Bitly token/), 'bitly-secret');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(sentBody('PATCH', '/users/me')).toMatchObject({ bitlyToken: 'bitly-secret' }));
  });

  it('follows the account’s time zone until the user picks their own, and can go back to it', async () => {
    const me = { ...testMe, account: { ...testMe.account, timeZone: 'America/New_York' } };
    stubSettings({ ...exportsListed, 'PATCH /users/me': ok({ ...me, timeZone: 'Europe/Paris' }) }, me);
    const profile = await openProfile();
    const zone = within(profile).getByRole<HTMLInputElement>('combobox', { name: 'Your time zone' });
    expect(zone.value).toBe("Account's time zone (America/New_York)");
    await userEvent.click(zone);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Paris');
    await userEvent.click(await screen.findByRole('option', { name: 'Europe/Paris', hidden: true }));
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Your profile was saved.', undefined, slow)).toBeTruthy();
    expect(sentBody('PATCH', '/users/me')).toMatchObject({ timeZone: 'Europe/Paris' });
    expect(zone.value).toBe('Europe/Paris');

    await userEvent.click(zone);
    await userEvent.clear(zone);
    await userEvent.type(zone, "Account's");
    await userEvent.click(
      await screen.findByRole('option', { name: "Account's time zone (America/New_York)", hidden: true }),
    );
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(sentBody('PATCH', '/users/me')).toMatchObject({ timeZone: null }));
  });

  it('shows the server’s refusal of the time zone on its field', async () => {
    stubSettings(
      {
        ...exportsListed,
        'PATCH /users/me': apiError(400, 'invalid_data', { timeZone: 'validation.time_zone' }),
      },
      { ...testMe, timeZone: 'Asia/Tokyo' },
    );
    const profile = await openProfile();
    const zone = within(profile).getByRole<HTMLInputElement>('combobox', { name: 'Your time zone' });
    expect(zone.value).toBe('Asia/Tokyo');
    await userEvent.click(within(profile).getByRole('button', { name: 'Save the profile' }));
    expect(
      await within(profile).findByText(
        'Choose a time zone from the list (for example Europe/Paris).',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(within(profile).queryByRole('alert')).toBeNull();
  });
});
