import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { buildBillingOverview } from '../plan/test-fixtures.ts';
import { meAs, ok, openSettings, stubSettings } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('settings tabs', () => {
  it('shows every tab to an administrator, My account first, also under the alias user', async () => {
    stubSettings({ 'GET /account/exports': ok({ exports: [] }) });
    await openSettings('/dash/settings/user');
    expect(tabNames()).toEqual([
      'My account',
      'Notifications',
      'Manage users',
      'API keys',
      'Subscription and billing',
    ]);
    expect(selectedTab()).toBe('My account');
    expect(await screen.findByRole('region', { name: 'Profile' }, slow)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Delete my account' })).toBeTruthy();
  });

  it('switches tab through the address', async () => {
    stubSettings({ 'GET /account/exports': ok({ exports: [] }) });
    const { router } = await openSettings();
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings/notifications'));
    expect(await screen.findByRole('switch', { name: /Publication failures/ })).toBeTruthy();
  });

  it('keeps Manage users and billing from a writer, and says why at their address', async () => {
    const calls = stubSettings({}, meAs('writer'));
    await openSettings('/dash/settings/users');
    expect(tabNames()).toEqual(['My account', 'Notifications']);
    expect(screen.getByText('Only administrators manage users')).toBeTruthy();
    expect(calls).not.toContain('GET /users');
  });

  it('shows a writer My account without export nor deletion', async () => {
    const calls = stubSettings({}, meAs('writer'));
    await openSettings('/dash/settings/account');
    const exportSection = await screen.findByRole('region', { name: 'Export my data' }, slow);
    expect(
      within(exportSection).getByText('Only an administrator of your account can export its data.'),
    ).toBeTruthy();
    expect(within(exportSection).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Delete my account' })).toBeNull();
    expect(calls).not.toContain('GET /account/exports');
  });

  it('opens subscription and billing', async () => {
    stubSettings({
      'GET /billing': ok(buildBillingOverview()),
      'GET /billing/invoices': ok({ invoices: [] }),
    });
    await openSettings('/dash/settings/billing');
    expect(selectedTab()).toBe('Subscription and billing');
    expect(await screen.findByRole('region', { name: 'Payment method' }, slow)).toBeTruthy();
  });
});
