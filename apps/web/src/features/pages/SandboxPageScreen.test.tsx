import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';
import { apiError, buildPage, stubDash } from './test-fixtures.ts';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const ok = (body: unknown) => ({ status: 200, body });

const comment = (remoteId: string, authorName: string, text: string, postRemoteId: string) => ({
  remoteId,
  type: 'comment' as const,
  authorName,
  text,
  createdAt: '2026-03-04T10:00:00.000Z',
  postRemoteId,
});

const view = {
  name: 'Test bakery',
  posts: [
    {
      id: 'post-old',
      text: 'Our first loaf',
      link: null,
      media: [],
      details: {
        format: 'reel' as const,
        location: 'Rue du Four, Lyon',
        tags: ['@anna', '@bruno'],
        collaborators: ['@corner_coffee'],
        poll: { question: 'Which bread?', options: ['Rye', 'Spelt'], durationDays: 3 },
      },
      createdAt: '2026-03-01T09:00:00.000Z',
      comments: [],
      replies: [],
      reposts: 0,
    },
    {
      id: 'post-new',
      text: 'Fresh croissants today',
      link: 'https://bakery.example/croissants',
      media: [
        { url: 'https://cdn.example/croissant.jpg', mime: 'image/jpeg' },
        { url: 'https://cdn.example/oven.mp4', mime: 'video/mp4' },
      ],
      details: null,
      createdAt: '2026-03-04T08:00:00.000Z',
      comments: [
        comment('c1', 'Lea Martin', 'They look delicious!', 'post-new'),
        comment('c2', 'Hugo Petit', 'Any left for tomorrow?', 'post-new'),
      ],
      replies: [
        { id: 'r1', text: 'https://bakery.example/croissants-recipe', createdAt: '2026-03-04T08:01:00.000Z' },
      ],
      reposts: 1,
    },
  ],
  messages: [
    {
      remoteId: 'm1',
      type: 'message' as const,
      authorName: 'Nora Blanc',
      text: 'Do you deliver on Sundays?',
      createdAt: '2026-03-04T12:00:00.000Z',
    },
  ],
  metrics: {
    followers: 1234,
    impressions: 580,
    engagements: 36,
    daily: [
      { date: '2026-03-03', impressions: 40, engagements: 0 },
      { date: '2026-03-04', impressions: 340, engagements: 24 },
    ],
  },
};

const sandboxPage = buildPage({ id: 'sb1', name: 'Test bakery', kind: 'sandbox' });

async function openView(answers: Parameters<typeof stubDash>[0]) {
  const calls = stubDash(answers);
  const rendered = renderApp('/dash/sandbox/sb1');
  await screen.findByRole('heading', { level: 1, name: 'Sandbox page' }, slow);
  return { calls, ...rendered };
}

describe('sandbox page view', () => {
  it('shows the figures, the posts newest first with their comments, and the messages', async () => {
    const { container } = await openView({ 'GET /sandbox/pages/sb1': ok(view) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Test bakery' }, slow)).toBeTruthy();

    const figures = screen.getByRole('region', { name: 'Figures over the last 7 days' });
    expect(
      within(within(figures).getByRole('listitem', { name: 'Followers' })).getByText('1,234'),
    ).toBeTruthy();
    expect(
      within(within(figures).getByRole('listitem', { name: 'Impressions' })).getByText('580'),
    ).toBeTruthy();
    expect(
      within(within(figures).getByRole('listitem', { name: 'Engagements' })).getByText('36'),
    ).toBeTruthy();
    const days = within(within(figures).getByRole('list', { name: 'Per day' })).getAllByRole('listitem');
    expect(days).toHaveLength(2);
    expect(within(days[1] as HTMLElement).getByText('Impressions: 340 · Engagements: 24')).toBeTruthy();

    const posts = within(screen.getByRole('region', { name: 'Published posts' }));
    const items = posts.getAllByRole('listitem', { name: /^Post of/ });
    expect(items).toHaveLength(2);
    const newest = within(items[0] as HTMLElement);
    expect(newest.getByText('Fresh croissants today')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Our first loaf')).toBeTruthy();
    expect(newest.getByRole('link', { name: 'https://bakery.example/croissants' }).getAttribute('href')).toBe(
      'https://bakery.example/croissants',
    );
    expect(container.querySelector('img[src="https://cdn.example/croissant.jpg"]')).toBeTruthy();
    expect(container.querySelector('img[src="https://cdn.example/oven.mp4"]')).toBeNull();
    expect(newest.getByRole('link', { name: 'Attached file (video/mp4)' })).toBeTruthy();
    // A bot's first comment and its repost, as the page's own.
    expect(
      within(newest.getByRole('list', { name: 'Replies of the page' })).getByText(
        'https://bakery.example/croissants-recipe',
      ),
    ).toBeTruthy();
    expect(newest.getByText('Reposted by the page')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('Reposted by the page')).toBeNull();
    const comments = within(newest.getByRole('list', { name: 'Comments' }));
    expect(
      within(comments.getByRole('listitem', { name: 'Lea Martin' })).getByText('They look delicious!'),
    ).toBeTruthy();
    expect(comments.getByRole('listitem', { name: 'Hugo Petit' })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('No comment yet.')).toBeTruthy();
    // What else the post carried, as the composer set it: nothing is dropped on the way.
    const oldest = within(items[1] as HTMLElement);
    expect(oldest.getByText('Published as a Reel')).toBeTruthy();
    expect(oldest.getByText('Location: Rue du Four, Lyon')).toBeTruthy();
    expect(oldest.getByText('Tagged: @anna and @bruno')).toBeTruthy();
    expect(oldest.getByText('Collaborators: @corner_coffee')).toBeTruthy();
    const poll = within(oldest.getByRole('group', { name: 'Poll open 3 days' }));
    expect(poll.getByText('Which bread?')).toBeTruthy();
    expect(poll.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Rye', 'Spelt']);
    expect(newest.queryByText(/^Location:/)).toBeNull();

    const messages = within(screen.getByRole('region', { name: 'Private messages' }));
    expect(
      within(messages.getByRole('listitem', { name: 'Nora Blanc' })).getByText('Do you deliver on Sundays?'),
    ).toBeTruthy();
  });

  it('says when nothing is published yet, and when there are no figures', async () => {
    await openView({
      'GET /sandbox/pages/sb1': ok({ name: 'Test bakery', posts: [], messages: [], metrics: null }),
    });
    expect(
      await screen.findByText(
        'Nothing published on this sandbox page yet — posts you publish to it appear here.',
        undefined,
        slow,
      ),
    ).toBeTruthy();
    expect(screen.getByText('No private message yet.')).toBeTruthy();
    expect(screen.getByText(/No figures right now/)).toBeTruthy();
  });

  it('shows a loading state', async () => {
    await openView({ 'GET /sandbox/pages/sb1': () => new Promise(() => {}) });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
  });

  it('translates a loading error and tries again', async () => {
    let attempts = 0;
    await openView({
      'GET /sandbox/pages/sb1': () => (++attempts === 1 ? apiError(503, 'service_unavailable') : ok(view)),
    });
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('The sandbox page could not be loaded')).toBeTruthy();
    expect(within(alert).getByText(/temporarily unavailable/)).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fresh croissants today', undefined, slow)).toBeTruthy();
  });

  it('says the page is not found, with a way back to the pages', async () => {
    const { router } = await openView({ 'GET /sandbox/pages/sb1': apiError(404, 'not_found') });
    const alert = await screen.findByRole('alert', undefined, slow);
    expect(within(alert).getByText('Page not found')).toBeTruthy();
    expect(within(alert).getByText(/cannot be found in your account/)).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(within(alert).getByRole('link', { name: 'Back to Pages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/pages'));
  });

  it('revokes the token after a confirmation, and the page then asks to be reconnected', async () => {
    let revoked = false;
    const { calls } = await openView({
      'GET /sandbox/pages/sb1': () => ok(revoked ? { ...view, metrics: null, messages: [] } : view),
      'POST /sandbox/pages/sb1/revoke-token': () => {
        revoked = true;
        return { status: 204 };
      },
      'GET /pages': () =>
        ok({ pages: [revoked ? { ...sandboxPage, status: 'reconnection_needed' } : sandboxPage] }),
      'GET /groups': ok({ groups: [] }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revoke the token (test reconnection)' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the token of Test bakery?' });
    expect(within(dialog).getByText(/simulates a network revoking Pagewise’s access/)).toBeTruthy();
    expect(calls).not.toContain('POST /sandbox/pages/sb1/revoke-token');

    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('POST /sandbox/pages/sb1/revoke-token');

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the token (test reconnection)' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke the token of Test bakery?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Revoke the token' }));
    expect(await screen.findByText(/The token is revoked/, undefined, slow)).toBeTruthy();
    expect(calls).toContain('POST /sandbox/pages/sb1/revoke-token');
    expect(await screen.findByText(/No figures right now/, undefined, slow)).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Back to Pages' }));
    const row = await screen.findByRole('listitem', { name: 'Test bakery' }, slow);
    expect(within(row).getByText('Reconnection needed')).toBeTruthy();
  });
});

describe('"View on the sandbox" on the pages list', () => {
  it('is offered on sandbox pages only, and opens their sandbox view', async () => {
    stubDash({
      'GET /pages': ok({ pages: [sandboxPage, buildPage({ id: 'p1', name: 'Boulangerie Durand' })] }),
      'GET /groups': ok({ groups: [] }),
      'GET /sandbox/pages/sb1': ok(view),
    });
    const { router } = renderApp('/dash/pages');
    const row = await screen.findByRole('listitem', { name: 'Test bakery' }, slow);
    const other = screen.getByRole('listitem', { name: 'Boulangerie Durand' });
    expect(within(other).queryByRole('link', { name: 'View on the sandbox' })).toBeNull();
    const link = within(row).getByRole('link', { name: 'View on the sandbox' });
    expect(link.getAttribute('href')).toBe('/dash/sandbox/sb1');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/sandbox/sb1'));
    expect(await screen.findByText('Fresh croissants today', undefined, slow)).toBeTruthy();
  });
});
