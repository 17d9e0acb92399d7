import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildMedia, buildPost, sentBodies, stubUploads } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown, status = 200) => ({ status, body });
const listed = {
  'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' })] }),
  'GET /groups': ok({ groups: [] }),
};

async function openComposer() {
  renderApp('/dash/postCreator');
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
}

const png = (name: string) => new File([new Uint8Array(8)], name, { type: 'image/png' });
/** Each uploaded file answers as a measured image named like it, with an id of its name. */
const answerAsImage = (file: File) =>
  ok(buildMedia({ id: file.name, fileName: file.name, url: `/m/${file.name}` }), 201);
const fileNames = () =>
  within(screen.getByRole('list', { name: 'Added files' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('composer media', { timeout: 20_000 }, () => {
  it('shows the progress of an upload, then the file with its measured facts', async () => {
    let finish: (value: { status: number; body: unknown }) => void = () => {};
    stubUploads(() => new Promise((resolve) => (finish = resolve)));
    stubDash(listed);
    await openComposer();
    await userEvent.upload(screen.getByLabelText('Add images or videos'), png('bread.png'));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading bread.png' }, slow);
    await waitFor(() => expect(progress.getAttribute('aria-valuenow')).toBe('50'));
    finish(answerAsImage(png('bread.png')));
    expect(await screen.findByRole('listitem', { name: 'bread.png' }, slow)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('204.8 kB · 1200×800 px')).toBeTruthy();
  });

  it('reorders images with the move buttons and sends them in that order', async () => {
    stubUploads(answerAsImage);
    // Instagram shows a carousel in one ratio: there the ratio is honoured (rules `images.ratios`).
    const instagram = ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'instagram' })] });
    stubDash({ ...listed, 'GET /pages': instagram, 'POST /posts': ok(buildPost(), 201) });
    await openComposer();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Three breads');
    await userEvent.upload(screen.getByLabelText('Add images or videos'), [
      png('a.png'),
      png('b.png'),
      png('c.png'),
    ]);
    await waitFor(() => expect(fileNames()).toEqual(['a.png', 'b.png', 'c.png']), slow);
    expect((screen.getByRole('button', { name: 'Move a.png up' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move c.png up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move c.png up' }));
    expect(fileNames()).toEqual(['c.png', 'a.png', 'b.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Move a.png down' }));
    expect(fileNames()).toEqual(['c.png', 'b.png', 'a.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(fileNames()).toEqual(['c.png', 'a.png']);
    // Several images: the carousel ratio can be chosen.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Carousel ratio' }), '1:1');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies('POST /posts')).toHaveLength(1), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      mediaIds: ['c.png', 'a.png'],
      carouselRatio: '1:1',
    });
  });

  it('says why an upload failed, in the user’s words', async () => {
    stubUploads(() => ({ status: 415, body: { error: { key: 'unsupported_media_type', message: 'x' } } }));
    stubDash(listed);
    await openComposer();
    await userEvent.upload(screen.getByLabelText('Add images or videos'), png('odd.png'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert.textContent).toMatch(/^Upload failed: /);
    expect(alert.textContent).not.toBe('Upload failed: An error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('odd.png')).toBeNull();
  });

  it('asks before a change of type drops the media, and drops them only after yes', async () => {
    stubUploads(answerAsImage);
    stubDash(listed);
    await openComposer();
    await userEvent.upload(screen.getByLabelText('Add images or videos'), png('a.png'));
    await screen.findByRole('listitem', { name: 'a.png' }, slow);
    const kind = screen.getByRole('combobox', { name: 'Post type' });
    await userEvent.selectOptions(kind, 'video');
    let dialog = await screen.findByRole('dialog', { name: 'Change the post type?' }, slow);
    expect(within(dialog).getByText(/Changing the post type may lose added media/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the current type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((kind as HTMLSelectElement).value).toBe('standard');
    expect(screen.getByRole('listitem', { name: 'a.png' })).toBeTruthy();

    await userEvent.selectOptions(kind, 'video');
    dialog = await screen.findByRole('dialog', { name: 'Change the post type?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change the type' }));
    await waitFor(() => expect((kind as HTMLSelectElement).value).toBe('video'));
    expect(screen.queryByRole('listitem', { name: 'a.png' })).toBeNull();
    expect(screen.getByLabelText('Add a video')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing to lose: no question.
    await userEvent.selectOptions(kind, 'image');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((kind as HTMLSelectElement).value).toBe('image');
  });

  it('builds a document post from a PDF and its title', async () => {
    const pdf = new File([new Uint8Array(8)], 'menu.pdf', { type: 'application/pdf' });
    stubUploads(() =>
      ok(
        buildMedia({
          id: 'doc',
          kind: 'document',
          format: 'pdf',
          fileName: 'menu.pdf',
          width: null,
          height: null,
        }),
        201,
      ),
    );
    stubDash({
      ...listed,
      'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'linkedin' })] }),
      'POST /posts': ok(buildPost(), 201),
    });
    await openComposer();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post type' }), 'document');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Our menu');
    await userEvent.upload(screen.getByLabelText('Add a PDF document'), pdf);
    expect(await screen.findByRole('listitem', { name: 'menu.pdf' }, slow)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Document title/ }), 'Spring menu');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sentBodies('POST /posts')).toHaveLength(1), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      kind: 'document',
      documentMediaId: 'doc',
      documentTitle: 'Spring menu',
      mediaIds: [],
      poll: null,
    });
  });

  it('edits a poll of 2 to 4 options and sends it', async () => {
    stubDash({
      ...listed,
      'GET /pages': ok({ pages: [buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'linkedin' })] }),
      'POST /posts': ok(buildPost(), 201),
    });
    await openComposer();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post type' }), 'poll');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Vote');
    await userEvent.type(screen.getByRole('textbox', { name: /Question/ }), 'Which bread?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Rye');
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Spelt');
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add an option' }));
    expect(screen.queryByRole('button', { name: 'Add an option' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Option 3' }), 'Wheat');
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 4' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Duration' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(sentBodies('POST /posts')).toHaveLength(1), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      kind: 'poll',
      poll: { question: 'Which bread?', options: ['Rye', 'Spelt', 'Wheat'], durationDays: 7 },
    });
  });
});
