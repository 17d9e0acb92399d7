import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../../app/test-utils.tsx';
import { apiError, ok, openSettings, stubSettings } from '../test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const exportsListed = { 'GET /account/exports': ok({ exports: [] }) };
const pictureUrl = '/api/users/user-1/picture?v=2';

async function openPicture() {
  await openSettings('/dash/settings/account');
  return screen.findByRole('region', { name: 'Profile picture' }, slow);
}

const fileInput = (region: HTMLElement) => region.querySelector('input[type="file"]') as HTMLInputElement;
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('profile picture', { timeout: 20_000 }, () => {
  it('previews the chosen image, uploads it, and shows it in the header too', async () => {
    const calls = stubSettings({ ...exportsListed, 'POST /users/me/picture': ok({ ...testMe, pictureUrl }) });
    const region = await openPicture();
    await userEvent.upload(fileInput(region), png());

    expect(within(region).getByRole('img', { name: 'Preview of your new picture' }).getAttribute('src')).toBe(
      'blob:preview',
    );
    expect(calls).not.toContain('POST /users/me/picture');
    await userEvent.click(within(region).getByRole('button', { name: 'Use this picture' }));

    expect(await screen.findByText('Your profile picture was saved.', undefined, slow)).toBeTruthy();
    const [, init] =
      vi.mocked(fetch).mock.calls.find(([url]) => String(url) === '/api/users/me/picture') ?? [];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer test-token');
    expect(within(region).getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      pictureUrl,
    );
    expect(
      screen
        .getByRole('button', { name: /Camille Durand – Account menu/ })
        // The menu is named after the user; its picture is decoration (alt=""), hidden from the tree.
        .querySelector('img')
        ?.getAttribute('src'),
    ).toBe(pictureUrl);
  });

  it('refuses a file that is not an image, and says why an upload failed', async () => {
    const calls = stubSettings({
      ...exportsListed,
      'POST /users/me/picture': apiError(413, 'payload_too_large'),
    });
    const region = await openPicture();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(region), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(region).getByText('Choose an image file (PNG, JPEG, WebP or GIF).')).toBeTruthy();
    expect(within(region).queryByRole('button', { name: 'Use this picture' })).toBeNull();

    await user.upload(fileInput(region), png());
    await user.click(within(region).getByRole('button', { name: 'Use this picture' }));
    expect(
      await within(region).findByText('The file or the data sent is too large.', undefined, slow),
    ).toBeTruthy();
    expect(calls).toContain('POST /users/me/picture');
  });

  it('removes the saved picture', async () => {
    stubSettings({ ...exportsListed, 'DELETE /users/me/picture': ok(testMe) }, { ...testMe, pictureUrl });
    const region = await openPicture();
    await userEvent.click(within(region).getByRole('button', { name: 'Remove the picture' }));
    expect(await screen.findByText('Your profile picture was removed.', undefined, slow)).toBeTruthy();
    await waitFor(() =>
      expect(within(region).queryByRole('button', { name: 'Remove the picture' })).toBeNull(),
    );
    expect(within(region).getByRole('button', { name: 'Choose a picture' })).toBeTruthy();
  });
});
