import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { apiError, meAs, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';
import { self } from '../users/test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const onManageUsers = {
  'GET /pages': ok({ pages: [] }),
  'GET /users': ok({ users: [self] }),
  'GET /validators': ok({ validators: [] }),
  'GET /account/settings': ok({ validationRequired: false, timeZone: 'UTC' }),
};

async function openTimeZone() {
  await openSettings('/dash/settings/users');
  const section = await screen.findByRole('region', { name: 'Time zone' }, slow);
  const zone = await within(section).findByRole<HTMLInputElement>(
    'combobox',
    { name: "Account's time zone" },
    slow,
  );
  return { section, zone };
}

async function pick(zone: HTMLElement, search: string, name: string) {
  await userEvent.click(zone);
  await userEvent.clear(zone);
  await userEvent.type(zone, search);
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('account time zone setting', { timeout: 20_000 }, () => {
  it('lets an administrator search for a zone and save it', async () => {
    stubSettings({
      ...onManageUsers,
      'PATCH /account/settings': ok({ validationRequired: false, timeZone: 'Europe/Paris' }),
    });
    const { section, zone } = await openTimeZone();
    expect(zone.value).toBe('UTC');
    await pick(zone, 'Paris', 'Europe/Paris');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the time zone' }));
    expect(await screen.findByText("The account's time zone is now Europe/Paris.", {}, slow)).toBeTruthy();
    expect(sentBody('PATCH', '/account/settings')).toEqual({ timeZone: 'Europe/Paris' });
    expect(zone.value).toBe('Europe/Paris');
  });

  it('shows the server’s refusal on the field and keeps the choice', async () => {
    stubSettings({
      ...onManageUsers,
      'PATCH /account/settings': apiError(400, 'invalid_data', { timeZone: 'validation.time_zone' }),
    });
    const { section, zone } = await openTimeZone();
    await pick(zone, 'Tokyo', 'Asia/Tokyo');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the time zone' }));
    expect(
      await within(section).findByText(
        'Choose a time zone from the list (for example Europe/Paris).',
        {},
        slow,
      ),
    ).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(zone.value).toBe('Asia/Tokyo');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says what went wrong when the server cannot save', async () => {
    stubSettings({
      ...onManageUsers,
      'PATCH /account/settings': apiError(503, 'service_unavailable'),
    });
    const { section, zone } = await openTimeZone();
    await pick(zone, 'Lisbon', 'Europe/Lisbon');
    await userEvent.click(within(section).getByRole('button', { name: 'Save the time zone' }));
    const alert = await within(section).findByRole('alert', {}, slow);
    expect(alert.textContent).toMatch(/temporarily unavailable/);
    await waitFor(() => expect(zone.value).toBe('Europe/Lisbon'));
  });

  it('shows the others the account’s zone, without letting them change it', async () => {
    const calls = stubSettings(
      { 'GET /account/settings': ok({ validationRequired: false, timeZone: 'America/New_York' }) },
      meAs('editor'),
    );
    const { section, zone } = await openTimeZone();
    expect(zone.value).toBe('America/New_York');
    expect(zone.disabled).toBe(true);
    expect(within(section).getByText("Only administrators change the account's time zone.")).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Save the time zone' })).toBeNull();
    expect(calls).not.toContain('PATCH /account/settings');
  });
});
