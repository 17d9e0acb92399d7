import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, stubApi } from '../../app/test-utils.tsx';
import { meAs } from '../settings/test-fixtures.ts';
import {
  apiError,
  buildItem,
  buildSource,
  ok,
  openSources,
  slow,
  sourceRow,
  stubSources,
} from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const blog = buildSource();
const broken = buildSource({
  id: 'source-2',
  name: 'Flour prices',
  type: 'youtube',
  url: 'https://www.youtube.com/channel/UC42',
  status: 'error',
  errorKey: 'source_gone',
  nextFetchAt: null,
  botCount: 2,
});

describe('my sources list', () => {
  it('looks again within seconds while a new source waits for its first read', async () => {
    const unread = buildSource({ lastFetchedAt: null, lastAddedAt: null, itemCount: 0 });
    let calls = 0;
    stubSources({
      'GET /sources': () => {
        calls += 1;
        return ok({ sources: [calls === 1 ? unread : buildSource({ itemCount: 6 })] });
      },
    });
    await openSources();
    expect(await screen.findByText('0 items', {}, slow)).toBeTruthy();
    expect(await screen.findByText('6 items', {}, { timeout: 6000 })).toBeTruthy();
  }, 10_000);

  it('shows each source with its type, address, status, figures and bots', async () => {
    stubSources({ 'GET /sources': ok({ sources: [blog, broken] }) });
    await openSources();
    const row = await screen.findByRole('listitem', { name: 'Bakery news' }, slow);
    expect(within(row).getByText('RSS feed')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'https://bakery.example/feed.xml' })).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText(/^Last read: /)).toBeTruthy();
    expect(within(row).getByText(/^Last new item: /)).toBeTruthy();
    expect(within(row).getByText(/^Newest item:/)).toBeTruthy();
    expect(
      within(row).getByRole('link', { name: 'https://bakery.example/sourdough' }).getAttribute('href'),
    ).toBe('https://bakery.example/sourdough');
    expect(within(row).getByText(/^Next read: /)).toBeTruthy();
    expect(within(row).getByText('12 items')).toBeTruthy();
    expect(within(row).getByText('Used by no bot')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Re-enable' })).toBeNull();

    const failing = sourceRow('Flour prices');
    expect(within(failing).getByText('YouTube')).toBeTruthy();
    expect(within(failing).getByText('Error')).toBeTruthy();
    expect(within(failing).getByText(/This feed no longer exists/)).toBeTruthy();
    expect(within(failing).getByText('Used by 2 bots')).toBeTruthy();
    expect(within(failing).queryByText(/^Next read: /)).toBeNull();
  });

  it('shows a loading state', async () => {
    stubSources({ 'GET /sources': () => new Promise(() => {}) });
    await openSources();
    expect(await screen.findByRole('status', { name: 'Loading the sources' }, slow)).toBeTruthy();
  });

  it('says there is no source yet, that bots post from sources, and offers to add one', async () => {
    stubSources({ 'GET /sources': ok({ sources: [] }) });
    await openSources();
    expect(await screen.findByText('No source yet', undefined, slow)).toBeTruthy();
    expect(screen.getByText(/Bots post from sources/)).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Add a source' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Add a source' }, slow)).toBeTruthy();
  });

  it('translates a loading error and tries again', async () => {
    let attempts = 0;
    stubSources({
      'GET /sources': () =>
        ++attempts === 1 ? apiError(503, 'service_unavailable') : ok({ sources: [blog] }),
    });
    await openSources();
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('The sources could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(/temporarily unavailable/)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Bakery news' }, slow)).toBeTruthy();
  });
});

describe('re-enable and delete', () => {
  it('re-enables a source in error', async () => {
    let sources = [blog, broken];
    const calls = stubSources({
      'GET /sources': () => ok({ sources }),
      'POST /sources/source-2/enable': () => {
        sources = [blog, { ...broken, status: 'running', errorKey: null }];
        return ok(sources[1]);
      },
    });
    await openSources();
    const failing = await screen.findByRole('listitem', { name: 'Flour prices' }, slow);
    await userEvent.click(within(failing).getByRole('button', { name: 'Re-enable' }));
    expect(await screen.findByText(/Flour prices runs again/, undefined, slow)).toBeTruthy();
    expect(calls).toContain('POST /sources/source-2/enable');
    await waitFor(() => expect(within(sourceRow('Flour prices')).getByText('Running')).toBeTruthy(), slow);
    expect(within(sourceRow('Flour prices')).queryByRole('button', { name: 'Re-enable' })).toBeNull();
  });

  it('warns that bots use a source before deleting it', async () => {
    let sources = [blog, broken];
    const calls = stubSources({
      'GET /sources': () => ok({ sources }),
      'DELETE /sources/source-2': () => {
        sources = [blog];
        return { status: 204 };
      },
    });
    await openSources();
    const failing = await screen.findByRole('listitem', { name: 'Flour prices' }, slow);
    await userEvent.click(within(failing).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Flour prices?' }, slow);
    expect(within(dialog).getByText(/2 bots post from this source/)).toBeTruthy();
    expect(calls).not.toContain('DELETE /sources/source-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Flour prices was deleted.', undefined, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Flour prices' })).toBeNull(), slow);
    expect(calls).toContain('DELETE /sources/source-2');
  });

  it('keeps the source when the deletion is cancelled', async () => {
    const calls = stubSources({ 'GET /sources': ok({ sources: [blog] }) });
    await openSources();
    const row = await screen.findByRole('listitem', { name: 'Bakery news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Bakery news?' }, slow);
    expect(within(dialog).getByText(/what was read from it will be deleted/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
  });
});

describe('what was read', () => {
  it('lists the latest items of a source', async () => {
    stubSources({
      'GET /sources': ok({ sources: [blog] }),
      'GET /sources/source-1/items': ok({
        items: [
          buildItem(),
          buildItem({ id: 'item-2', title: 'Rye or spelt?', summary: '', publishedAt: null }),
        ],
      }),
    });
    await openSources();
    const row = await screen.findByRole('listitem', { name: 'Bakery news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'What was read' }));
    const drawer = await screen.findByRole('dialog', { name: 'Read from Bakery news' }, slow);
    expect(await within(drawer).findByRole('link', { name: 'Sourdough in winter' }, slow)).toBeTruthy();
    expect(within(drawer).getByText(/keep a starter alive/)).toBeTruthy();
    expect(within(drawer).getByText('The latest 2 items read')).toBeTruthy();
    expect(within(drawer).getByText(/^Read Mar 2, 2026/)).toBeTruthy();
  });

  it('says when nothing was read yet', async () => {
    stubSources({
      'GET /sources': ok({ sources: [blog] }),
      'GET /sources/source-1/items': ok({ items: [] }),
    });
    await openSources();
    const row = await screen.findByRole('listitem', { name: 'Bakery news' }, slow);
    await userEvent.click(within(row).getByRole('button', { name: 'What was read' }));
    expect(await screen.findByText('Nothing was read from this source yet.', undefined, slow)).toBeTruthy();
  });
});

describe('roles', () => {
  function openAs(role: 'writer' | 'viewer' | 'editor') {
    localStorage.setItem('token', 'test-token');
    stubApi({ 'GET /users/me': ok(meAs(role)), 'GET /sources': ok({ sources: [blog, broken] }) });
    renderApp('/dash/sources');
  }
  const buttonsOf = (element: HTMLElement) =>
    within(element)
      .queryAllByRole('button')
      .map((button) => button.textContent);

  it('lets a viewer read the sources and what was read, nothing more', async () => {
    openAs('viewer');
    const failing = await screen.findByRole('listitem', { name: 'Flour prices' }, slow);
    expect(buttonsOf(failing)).toEqual(['What was read']);
    expect(screen.queryByRole('button', { name: 'Add a source' })).toBeNull();
  });

  it('lets a writer add and edit sources but not delete them', async () => {
    openAs('writer');
    const failing = await screen.findByRole('listitem', { name: 'Flour prices' }, slow);
    expect(buttonsOf(failing)).toEqual(['Re-enable', 'What was read', 'Edit']);
    expect(screen.getByRole('button', { name: 'Add a source' })).toBeTruthy();
  });

  it('leaves an editor every source action', async () => {
    openAs('editor');
    const failing = await screen.findByRole('listitem', { name: 'Flour prices' }, slow);
    expect(buttonsOf(failing)).toEqual(['Re-enable', 'What was read', 'Edit', 'Delete']);
  });
});
