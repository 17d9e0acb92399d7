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
const label = /^Posts must be validated before they go out/;
const onManageUsers = {
  'GET /pages': ok({ pages: [] }),
  'GET /users': ok({ users: [self] }),
  'GET /validators': ok({ validators: [] }),
};

describe('mandatory validation setting', { timeout: 20_000 }, () => {
  it('lets an administrator make validation mandatory', async () => {
    const calls = stubSettings({
      ...onManageUsers,
      'GET /account/settings': ok({ validationRequired: false, timeZone: 'UTC' }),
      'PATCH /account/settings': ok({ validationRequired: true, timeZone: 'UTC' }),
    });
    await openSettings('/dash/settings/users');
    const section = await screen.findByRole('region', { name: 'Validation' }, slow);
    const toggle = await within(section).findByRole('switch', { name: label }, slow);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await userEvent.click(toggle);
    expect(
      await screen.findByText('From now on, posts must be validated before they go out.', {}, slow),
    ).toBeTruthy();
    expect(calls).toContain('PATCH /account/settings');
    expect(sentBody('PATCH', '/account/settings')).toEqual({ validationRequired: true });
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('puts the switch back when the server refuses', async () => {
    stubSettings({
      ...onManageUsers,
      'GET /account/settings': ok({ validationRequired: true, timeZone: 'UTC' }),
      'PATCH /account/settings': apiError(503, 'service_unavailable'),
    });
    await openSettings('/dash/settings/users');
    const toggle = await screen.findByRole('switch', { name: label }, slow);
    await userEvent.click(toggle);
    expect(
      await screen.findByText(
        /^The setting was not changed: The service is temporarily unavailable/,
        {},
        slow,
      ),
    ).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
  });

  it('shows the others how it is set, without letting them change it', async () => {
    const calls = stubSettings(
      { 'GET /account/settings': ok({ validationRequired: true, timeZone: 'UTC' }) },
      meAs('editor'),
    );
    await openSettings('/dash/settings/users');
    expect(screen.getByText('Only administrators manage users')).toBeTruthy();
    const toggle = await screen.findByRole('switch', { name: label }, slow);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Only administrators change this setting.')).toBeTruthy();
    expect(calls).not.toContain('GET /validators');
    expect(calls).not.toContain('GET /users');
  });
});
