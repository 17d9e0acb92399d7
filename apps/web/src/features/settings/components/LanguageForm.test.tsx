import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { apiError, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18next.changeLanguage('en');
});

const slow = { timeout: 5000 };
const exportsListed = { 'GET /account/exports': ok({ exports: [] }) };

async function openLanguage() {
  await openSettings('/dash/settings/account');
  return screen.findByRole('region', { name: 'Interface language' }, slow);
}

describe('interface language', { timeout: 20_000 }, () => {
  it('saves the language on the user and switches the interface to it', async () => {
    stubSettings({ ...exportsListed, 'PATCH /users/me': ok({ ...testMe, language: 'fr' }) });
    const region = await openLanguage();
    const save = within(region).getByRole('button', { name: 'Save the language' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Language' }), 'fr');
    await userEvent.click(save);

    expect(await screen.findByRole('heading', { level: 1, name: 'Paramètres' }, slow)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Mon compte' })).toBeTruthy();
    expect(await screen.findByText('La langue de l’interface a été changée.', undefined, slow)).toBeTruthy();
    // The whole saved profile goes along, so nothing else changes.
    expect(sentBody('PATCH', '/users/me')).toMatchObject({
      firstname: 'Camille',
      lastname: 'Durand',
      email: 'camille@example.com',
      language: 'fr',
    });
    expect(localStorage.getItem('language')).toBe('fr');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    // The screen stayed, switched in place: never replaced by a loader while the texts came.
    expect(region.isConnected).toBe(true);
  });

  it('keeps the interface as it is when the server refuses', async () => {
    stubSettings({ ...exportsListed, 'PATCH /users/me': apiError(503, 'service_unavailable') });
    const region = await openLanguage();
    await userEvent.selectOptions(within(region).getByRole('combobox', { name: 'Language' }), 'de');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the language' }));
    expect(
      await within(region).findByText(
        'The service is temporarily unavailable. Try again in a moment.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
  });
});
