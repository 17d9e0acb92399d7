import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { apiError, meAs, ok, openSettings, sentBody, stubSettings } from '../test-fixtures.ts';
import { self } from '../users/test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
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
const logoUrl = '/media/logo.png';
const withBrand = (brand: { logoUrl?: string | null; brandColor?: string | null }) => ({
  ...testMe,
  account: { ...testMe.account, ...brand },
});

async function openBrand() {
  await openSettings('/dash/settings/users');
  return screen.findByRole('region', { name: 'Brand for reports' }, slow);
}
const fileInput = (region: HTMLElement) => region.querySelector('input[type="file"]') as HTMLInputElement;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
const colourInput = (region: HTMLElement) =>
  within(region).getByRole<HTMLInputElement>('textbox', { name: "Reports' colour" });

describe('brand for reports', { timeout: 20_000 }, () => {
  it('previews a chosen logo, uploads it, and removes it', async () => {
    const calls = stubSettings({
      ...onManageUsers,
      'POST /account/logo': ok(withBrand({ logoUrl })),
      'DELETE /account/logo': ok(withBrand({ logoUrl: null })),
    });
    const region = await openBrand();
    expect(within(region).getByText('No logo')).toBeTruthy();
    await userEvent.upload(fileInput(region), png());
    expect(within(region).getByRole('img', { name: 'Preview of the new logo' }).getAttribute('src')).toBe(
      'blob:logo',
    );
    expect(calls).not.toContain('POST /account/logo');

    await userEvent.click(within(region).getByRole('button', { name: 'Use this logo' }));
    expect(await screen.findByText("The reports' logo was saved.", undefined, slow)).toBeTruthy();
    const [, init] = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/account/logo') ?? [];
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(within(region).getByRole('img', { name: "The account's logo" }).getAttribute('src')).toBe(logoUrl);

    await userEvent.click(within(region).getByRole('button', { name: 'Remove the logo' }));
    expect(await screen.findByText("The reports' logo was removed.", undefined, slow)).toBeTruthy();
    await waitFor(() => expect(within(region).queryByRole('img', { name: "The account's logo" })).toBeNull());
  });

  it('refuses a file that is not an image before any upload, and tells the server’s refusal', async () => {
    const calls = stubSettings({
      ...onManageUsers,
      'POST /account/logo': apiError(415, 'unsupported_media_type', { file: 'validation.invalid' }),
    });
    const region = await openBrand();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(fileInput(region), text, { applyAccept: false });
    expect((await within(region).findByRole('alert')).textContent).toBe(
      'Choose an image file (PNG, JPEG, WebP or GIF).',
    );
    expect(calls).not.toContain('POST /account/logo');

    await userEvent.upload(fileInput(region), png());
    await userEvent.click(within(region).getByRole('button', { name: 'Use this logo' }));
    expect(await within(region).findByRole('alert', {}, slow)).toBeTruthy();
  });

  it('saves a colour, names a wrong one on its field, and goes back to the logo’s', async () => {
    const calls = stubSettings(
      {
        ...onManageUsers,
        'PUT /account/brand-color': () => {
          const body = sentBody('PUT', '/account/brand-color') as { brandColor: string | null };
          return ok(withBrand({ brandColor: body.brandColor }));
        },
      },
      withBrand({ brandColor: null }),
    );
    const region = await openBrand();
    const input = colourInput(region);
    await userEvent.type(input, 'blue');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the colour' }));
    expect(
      await within(region).findByText('Enter a colour as #rrggbb (for example #1c7ed6).', {}, slow),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('PUT /account/brand-color');

    await userEvent.clear(input);
    await userEvent.type(input, '#7b2d8e');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the colour' }));
    expect(await screen.findByText("The reports' colour was saved.", undefined, slow)).toBeTruthy();
    expect(sentBody('PUT', '/account/brand-color')).toEqual({ brandColor: '#7b2d8e' });

    await userEvent.click(within(region).getByRole('button', { name: "Use the logo's colour" }));
    expect(await screen.findByText("The reports now take the logo's colour.", undefined, slow)).toBeTruthy();
    expect(sentBody('PUT', '/account/brand-color')).toEqual({ brandColor: null });
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('shows the server’s field error on the colour', async () => {
    stubSettings({
      ...onManageUsers,
      'PUT /account/brand-color': apiError(400, 'invalid_data', { brandColor: 'validation.brand_color' }),
    });
    const region = await openBrand();
    await userEvent.type(colourInput(region), '#123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Save the colour' }));
    expect(
      await within(region).findByText('Enter a colour as #rrggbb (for example #1c7ed6).', {}, slow),
    ).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('is not shown to the other roles', async () => {
    stubSettings(
      { 'GET /account/settings': ok({ validationRequired: false, timeZone: 'UTC' }) },
      meAs('editor'),
    );
    await openSettings('/dash/settings/users');
    expect(await screen.findByRole('region', { name: 'Time zone' }, slow)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Brand for reports' })).toBeNull();
  });
});
