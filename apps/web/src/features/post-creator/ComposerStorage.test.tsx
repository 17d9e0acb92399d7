import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildMedia, stubUploads } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 15_000 };
const GB = 1024 ** 3;
const MB = 1024 ** 2;
const ok = (body: unknown, status = 200) => ({ status, body });
const listed = {
  'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' })] }),
  'GET /groups': ok({ groups: [] }),
};
const usage = (usedBytes: number, quotaBytes = 5 * GB) =>
  ok({ usedBytes: Math.round(usedBytes), quotaBytes });

async function openComposer() {
  renderApp('/dash/postCreator');
  await screen.findByRole('textbox', { name: 'Message' }, slow);
}

describe('the storage gauge of the media picker', { timeout: 40_000 }, () => {
  it("says how much of the account's quota its files take, with a bar", async () => {
    stubDash({ ...listed, 'GET /media/usage': usage(1.2 * GB) });
    await openComposer();
    expect(await screen.findByText('1.2 GB of 5 GB used', {}, slow)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Storage used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.getAttribute('aria-valuetext')).toBe('1.2 GB of 5 GB used');
    expect(screen.queryByText(/Storage almost full/)).toBeNull();
  });

  it('shows the room left when there is no file yet', async () => {
    stubDash({ ...listed, 'GET /media/usage': usage(0) });
    await openComposer();
    expect(await screen.findByText('No files yet: 5 GB available', {}, slow)).toBeTruthy();
  });

  it('warns when the storage is almost full', async () => {
    stubDash({ ...listed, 'GET /media/usage': usage(4.9 * GB) });
    await openComposer();
    expect(await screen.findByText('4.9 GB of 5 GB used', {}, slow)).toBeTruthy();
    expect(screen.getByText('Storage almost full: delete files you no longer need.')).toBeTruthy();
  });

  it('says when the usage cannot be loaded, and loads it again on demand', async () => {
    let fail = true;
    stubDash({
      ...listed,
      'GET /media/usage': () =>
        fail
          ? { status: 503, body: { error: { key: 'service_unavailable', message: 'x' } } }
          : usage(300 * MB),
    });
    await openComposer();
    expect(
      await screen.findByText('Storage usage could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('300 MB of 5 GB used', {}, slow)).toBeTruthy();
  });

  it('is read again once an upload is done', async () => {
    let used = 0;
    const calls = stubDash({ ...listed, 'GET /media/usage': () => usage(used) });
    stubUploads((file) => {
      used = 2 * MB;
      return ok(buildMedia({ id: file.name, fileName: file.name, url: `/m/${file.name}` }), 201);
    });
    await openComposer();
    await screen.findByText('No files yet: 5 GB available', {}, slow);
    await userEvent.upload(
      screen.getByLabelText('Add images or videos'),
      new File([new Uint8Array(8)], 'bread.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('2 MB of 5 GB used', {}, slow)).toBeTruthy();
    expect(calls.filter((call) => call === 'GET /media/usage').length).toBeGreaterThanOrEqual(2);
  });
});

describe('upload limits in the media picker', { timeout: 40_000 }, () => {
  it('refuses an image over 50 MB at once, without sending it, naming the limit', async () => {
    stubDash({ ...listed, 'GET /media/usage': usage(0) });
    const sent = stubUploads(() => ok({}, 500));
    await openComposer();
    const huge = new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 200 * MB });
    await userEvent.upload(screen.getByLabelText('Add images or videos'), huge);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toBe('Upload failed: This image is too large: images are limited to 50 MB.');
    expect(sent).toEqual([]);
  });

  it("says when a file does not fit in the account's storage", async () => {
    stubDash({ ...listed, 'GET /media/usage': usage(4.99 * GB) });
    stubUploads(() => ({
      status: 413,
      body: {
        error: {
          key: 'storage_quota_exceeded',
          message: 'x',
          details: { quotaBytes: 5 * GB, usedBytes: 4.99 * GB },
        },
      },
    }));
    await openComposer();
    await userEvent.upload(
      screen.getByLabelText('Add images or videos'),
      new File([new Uint8Array(8)], 'bread.png', { type: 'image/png' }),
    );
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toBe(
      "Upload failed: This file does not fit in your account's storage (5 GB of 5 GB used). Delete files you no longer need, then try again.",
    );
  });
});
