import { notifications } from '@mantine/notifications';
import type { ApiKey, CreatedApiKey } from '@pagewise/shared/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { apiError, meAs, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };

function buildApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'key-1',
    name: 'Looker Studio',
    prefix: 'pw_Ab12Cd34',
    scope: 'reports:read',
    createdBy: { id: 'user-1', name: 'Camille Durand' },
    createdAt: '2026-03-01T09:00:00.000Z',
    lastUsedAt: '2026-03-02T14:30:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

const looker = buildApiKey();
const old = buildApiKey({
  id: 'key-2',
  name: 'Old script',
  prefix: 'pw_Zz99Yy88',
  createdBy: null,
  lastUsedAt: null,
  revokedAt: '2026-03-03T08:00:00.000Z',
});
const section = () => screen.getByRole('region', { name: 'API keys' });
const row = (name: string) => within(section()).getByRole('listitem', { name });

async function openApiKeys(answers: Parameters<typeof stubSettings>[0]) {
  const calls = stubSettings(answers);
  await openSettings('/dash/settings/api-keys');
  await screen.findByRole('region', { name: 'API keys' }, slow);
  return calls;
}

describe('Settings → API keys', { timeout: 20_000 }, () => {
  it('lists each key by its first characters, who created it, its last use, and whether it is revoked', async () => {
    await openApiKeys({ 'GET /api-keys': ok({ apiKeys: [looker, old] }) });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('API keys');
    const first = await within(section()).findByRole('listitem', { name: 'Looker Studio' }, slow);
    expect(within(first).getByText('pw_Ab12Cd34…')).toBeTruthy();
    expect(within(first).getByText('Created on Mar 1, 2026, 9:00 AM by Camille Durand')).toBeTruthy();
    expect(within(first).getByText('Last used on Mar 2, 2026, 2:30 PM')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Revoke Looker Studio' })).toBeTruthy();

    const revoked = row('Old script');
    expect(within(revoked).getByText('Revoked')).toBeTruthy();
    expect(within(revoked).getByText('Created on Mar 1, 2026, 9:00 AM')).toBeTruthy();
    expect(within(revoked).getByText('Never used yet')).toBeTruthy();
    expect(within(revoked).getByText('Revoked on Mar 3, 2026, 8:00 AM')).toBeTruthy();
    expect(within(revoked).queryByRole('button')).toBeNull();

    expect(within(section()).getByText(/60 requests a minute/)).toBeTruthy();
    expect(within(section()).getByLabelText('Example request').textContent).toMatch(
      /Authorization: Bearer pw_….*\/api\/v1\/reports\/overview/s,
    );
    expect(within(section()).getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe(
      '/api/docs',
    );
  });

  it('says when there is no key yet, and when the keys cannot be loaded (then tries again)', async () => {
    let answer = apiError(500, 'internal_error');
    await openApiKeys({ 'GET /api-keys': () => answer });
    const alert = await within(section()).findByRole('alert', {}, slow);
    expect(within(alert).getByText('The API keys could not be loaded.')).toBeTruthy();
    answer = ok({ apiKeys: [] });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No API key yet', {}, slow)).toBeTruthy();
  });

  it('creates a key, shows it once with a copy button, then lists it without it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created: CreatedApiKey = {
      ...buildApiKey({ id: 'key-3', name: 'Data studio', prefix: 'pw_Qq11Ww22', lastUsedAt: null }),
      key: `pw_Qq11Ww22${'x'.repeat(35)}`,
    };
    const { key: _key, ...listed } = created;
    let keys: ApiKey[] = [];
    const calls = await openApiKeys({
      'GET /api-keys': () => ok({ apiKeys: keys }),
      'POST /api-keys': () => {
        keys = [listed];
        return { status: 201, body: created };
      },
    });
    await within(section()).findByText('No API key yet', {}, slow);
    await userEvent.click(within(section()).getByRole('button', { name: 'Create an API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' }, slow);

    // Checked with the shared schema first: nothing is sent without a name.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(calls).not.toContain('POST /api-keys');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Data studio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' }, slow);
    expect(sentBody('POST', '/api-keys')).toEqual({ name: 'Data studio' });
    expect(within(shown).getByText(/It will not be shown again/)).toBeTruthy();
    const field = within(shown).getByRole('textbox', { name: 'API key “Data studio”' }) as HTMLInputElement;
    expect(field.value).toBe(created.key);
    expect(field.readOnly).toBe(true);
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy the key' }));
    expect(writeText).toHaveBeenCalledWith(created.key);
    expect(await within(shown).findByRole('button', { name: 'Copied' }, slow)).toBeTruthy();

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = await within(section()).findByRole('listitem', { name: 'Data studio' }, slow);
    expect(within(item).getByText('pw_Qq11Ww22…')).toBeTruthy();
    expect(screen.queryByText(created.key)).toBeNull();
  });

  it("shows the server's refusal of the name on its field", async () => {
    await openApiKeys({
      'GET /api-keys': ok({ apiKeys: [] }),
      'POST /api-keys': {
        status: 400,
        body: { error: { key: 'invalid_data', message: 'Invalid', fields: { name: 'validation.too_long' } } },
      },
    });
    await within(section()).findByText('No API key yet', {}, slow);
    await userEvent.click(within(section()).getByRole('button', { name: 'Create an API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' }, slow);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create the key' }));
    const input = within(dialog).getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
  });

  it('revokes a key after confirmation', async () => {
    let keys = [looker];
    const calls = await openApiKeys({
      'GET /api-keys': () => ok({ apiKeys: keys }),
      'POST /api-keys/key-1/revoke': () => {
        keys = [{ ...looker, revokedAt: '2026-03-04T10:00:00.000Z' }];
        return ok(keys[0]);
      },
    });
    const item = await within(section()).findByRole('listitem', { name: 'Looker Studio' }, slow);
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Looker Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Looker Studio”?' }, slow);
    expect(within(dialog).getByText(/refused at once/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('POST /api-keys/key-1/revoke');

    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Looker Studio' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke “Looker Studio”?' }, slow);
    await userEvent.click(within(again).getByRole('button', { name: 'Revoke the key' }));
    expect(await screen.findByText('The key “Looker Studio” was revoked.', {}, slow)).toBeTruthy();
    expect(calls).toContain('POST /api-keys/key-1/revoke');
    expect(
      await within(row('Looker Studio')).findByText('Revoked on Mar 4, 2026, 10:00 AM', {}, slow),
    ).toBeTruthy();
  });

  it('says why when the revocation fails, and keeps the dialog open', async () => {
    await openApiKeys({
      'GET /api-keys': ok({ apiKeys: [looker] }),
      'POST /api-keys/key-1/revoke': apiError(404, 'not_found'),
    });
    const item = await within(section()).findByRole('listitem', { name: 'Looker Studio' }, slow);
    await userEvent.click(within(item).getByRole('button', { name: 'Revoke Looker Studio' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “Looker Studio”?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke the key' }));
    const alert = await within(dialog).findByRole('alert', {}, slow);
    expect(within(alert).getByText('The key could not be revoked.')).toBeTruthy();
  });

  it('keeps the tab from the other roles, and says why at its address', async () => {
    const calls = stubSettings({}, meAs('editor'));
    await openSettings('/dash/settings/api-keys');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).not.toContain('API keys');
    expect(screen.getByText('Only administrators manage API keys')).toBeTruthy();
    expect(calls).not.toContain('GET /api-keys');
  });
});
