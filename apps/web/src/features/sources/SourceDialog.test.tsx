import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../app/test-utils.tsx';
import { apiError, buildPage, buildSource, ok, openSources, slow, stubSources } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openAddDialog() {
  await openSources();
  const buttons = await screen.findAllByRole('button', { name: 'Add a source' }, slow);
  await userEvent.click(buttons[0] as HTMLElement);
  return screen.findByRole('dialog', { name: 'Add a source' }, slow);
}

/** The body the dialog sent with its last `method` call. */
function sentBody(method: string): unknown {
  const fetchStub = vi.mocked(fetch);
  const call = fetchStub.mock.calls.filter(([, init]) => init?.method === method).at(-1);
  return JSON.parse(String(call?.[1]?.body));
}

describe('add a source', () => {
  it('shows every problem on its field, checks the address as it is typed, and sends', async () => {
    let sources = [] as ReturnType<typeof buildSource>[];
    const calls = stubSources({
      'GET /sources': () => ok({ sources }),
      'POST /sources': () => {
        sources = [buildSource({ name: 'Our channel', type: 'youtube' })];
        return ok(sources[0], 201);
      },
    });
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(calls).not.toContain('POST /sources');

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'youtube');
    const address = within(dialog).getByRole('textbox', { name: 'Channel or playlist address' });
    await userEvent.type(address, 'https://example.com/videos');
    expect(
      await within(dialog).findByText(/Enter the address of a YouTube channel/, undefined, slow),
    ).toBeTruthy();
    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.youtube.com/channel/UC42');
    await waitFor(() =>
      expect(within(dialog).queryByText(/Enter the address of a YouTube channel/)).toBeNull(),
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Our channel');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Logo address (optional)' }), 'logo');
    expect(await within(dialog).findByText(/Enter a full web address/, undefined, slow)).toBeTruthy();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Logo address (optional)' }));
    await userEvent.click(within(dialog).getByRole('switch', { name: /Evergreen/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));

    expect(await screen.findByText('Our channel was added.', undefined, slow)).toBeTruthy();
    expect(sentBody('POST')).toEqual({
      name: 'Our channel',
      type: 'youtube',
      url: 'https://www.youtube.com/channel/UC42',
      logoUrl: '',
      evergreen: true,
      pageId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(await screen.findByRole('listitem', { name: 'Our channel' }, slow)).toBeTruthy();
  });

  it('shows the server verdict on the field it names and keeps what was typed', async () => {
    stubSources({
      'GET /sources': ok({ sources: [] }),
      'POST /sources': apiError(400, 'invalid_data', { url: 'validation.url' }),
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bakery blog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feed address' }),
      'https://blog.example/',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    const address = within(dialog).getByRole('textbox', { name: 'Feed address' });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(within(dialog).getByText(/Enter a full web address/)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((address as HTMLInputElement).value).toBe('https://blog.example/');
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Bakery blog',
    );
  });

  it('puts a feed the server could not read on the address', async () => {
    stubSources({
      'GET /sources': ok({ sources: [] }),
      'POST /sources': apiError(422, 'source_address_refused'),
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Intranet');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feed address' }),
      'http://10.0.0.2/feed',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    expect(await within(dialog).findByText(/private or local network/, undefined, slow)).toBeTruthy();
  });

  it('shows an error that names no field above the buttons', async () => {
    stubSources({
      'GET /sources': ok({ sources: [] }),
      'POST /sources': apiError(403, 'plan_limit'),
    });
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bakery blog');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feed address' }),
      'https://blog.example/',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    const alert = await within(dialog).findByRole('alert', undefined, slow);
    expect(alert.textContent).toMatch(/Your plan does not allow this action/);
  });

  it('asks for search words for news and an account with a Twitter page for Twitter', async () => {
    stubSources({
      'GET /sources': ok({ sources: [] }),
      'GET /pages': ok({
        pages: [
          buildPage({ id: 'p1', name: 'Durand Facebook' }),
          buildPage({ id: 'p2', name: 'Durand X', kind: 'twitter' }),
        ],
      }),
      'POST /sources': ok(buildSource({ name: 'Competitor', type: 'twitter', url: '@rival' }), 201),
    });
    const dialog = await openAddDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'news');
    expect(within(dialog).getByRole('textbox', { name: 'Search words' })).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'twitter');
    const account = within(dialog).getByRole('textbox', { name: 'Twitter account' });
    await userEvent.type(account, 'not an account!');
    expect(await within(dialog).findByText(/Enter a Twitter account name/, undefined, slow)).toBeTruthy();
    await userEvent.clear(account);
    await userEvent.type(account, '@rival');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Competitor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    const pagePicker = await within(dialog).findByRole('combobox', { name: /Twitter page that reads/ }, slow);
    expect(pagePicker.getAttribute('aria-invalid')).toBe('true');
    expect(within(pagePicker).queryByRole('option', { name: 'Durand Facebook' })).toBeNull();
    await userEvent.selectOptions(pagePicker, 'p2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    expect(await screen.findByText('Competitor was added.', undefined, slow)).toBeTruthy();
    expect(sentBody('POST')).toMatchObject({ type: 'twitter', url: '@rival', pageId: 'p2' });
  });

  it('says the source is being read, then in red that its address could not be read', async () => {
    const saved = buildSource({ name: 'Intranet', lastFetchedAt: null, lastFetchedUrl: null });
    let sources: ReturnType<typeof buildSource>[] = [];
    stubSources({
      'GET /sources': () => ok({ sources }),
      'GET /pages': ok({ pages: [buildPage()] }),
      'POST /sources': () => {
        sources = [saved];
        return ok(saved, 201);
      },
    });
    const dialog = await openAddDialog();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feed address' }),
      'https://intranet.example/feed',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Intranet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    expect(await screen.findByText('Intranet was added. Reading it…', undefined, slow)).toBeTruthy();

    // The worker's read fails; the list's next look (every 3 s while a source awaits its read) tells.
    sources = [
      { ...saved, status: 'error', errorKey: 'source_address_refused', lastFetchedAt: saved.createdAt },
    ];
    expect(
      await screen.findByText(
        'Intranet was added, but it could not be read: This address cannot be used: it points to a private or local network.',
        undefined,
        { timeout: 8_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Intranet was added.')).toBeNull();
    expect(screen.queryByText('Intranet was added. Reading it…')).toBeNull();
  }, 15_000);

  it('says in green that a source was added once it was read', async () => {
    const saved = buildSource({ name: 'Harbour news', lastFetchedAt: null, lastFetchedUrl: null });
    let sources: ReturnType<typeof buildSource>[] = [];
    stubSources({
      'GET /sources': () => ok({ sources }),
      'POST /sources': () => {
        sources = [{ ...saved, lastFetchedAt: saved.createdAt }];
        return ok(saved, 201);
      },
    });
    const dialog = await openAddDialog();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Feed address' }),
      'https://harbour.example/feed',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Harbour news');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the source' }));
    expect(await screen.findByText('Harbour news was added.', undefined, slow)).toBeTruthy();
  });

  it('says a Twitter source needs a connected Twitter page when there is none', async () => {
    stubSources({ 'GET /sources': ok({ sources: [] }), 'GET /pages': ok({ pages: [buildPage()] }) });
    const dialog = await openAddDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'twitter');
    expect(await within(dialog).findByText('No Twitter page connected', undefined, slow)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Connect one in Pages' }).getAttribute('href')).toBe(
      '/dash/pages',
    );
  });
});

describe('edit a source', () => {
  it('opens with the source filled in and saves the change', async () => {
    const blog = buildSource({ logoUrl: 'https://bakery.example/logo.png', evergreen: true });
    const calls = stubSources({
      'GET /sources': ok({ sources: [blog] }),
      'PUT /sources/source-1': ok({ ...blog, name: 'Bakery journal' }),
    });
    await openSources();
    const row = await screen.findByRole('listitem', { name: 'Bakery news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the source' }, slow);
    const name = within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Bakery news');
    expect((within(dialog).getByRole('textbox', { name: 'Feed address' }) as HTMLInputElement).value).toBe(
      'https://bakery.example/feed.xml',
    );
    expect((within(dialog).getByRole('switch', { name: /Evergreen/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Bakery journal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bakery journal was saved.', undefined, slow)).toBeTruthy();
    expect(calls).toContain('PUT /sources/source-1');
    expect(sentBody('PUT')).toMatchObject({
      name: 'Bakery journal',
      logoUrl: 'https://bakery.example/logo.png',
    });
  });
});
