import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, renderApp, testMe } from '../../app/test-utils.tsx';
import { isoToLocal, localToIso } from '../../lib/schedule-time.ts';
import { pickScheduleTime } from '../../test/pick-schedule-time.ts';
import { apiError, buildPage, stubDash } from '../pages/test-fixtures.ts';
import { buildMedia, buildPost, sentBodies, stubUploads } from './test-fixtures.ts';

/** The zone the test user reads times in: their account's (`testMe`). */
const testZone = 'UTC';

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const MB = 1024 * 1024;
const ok = (body: unknown, status = 200) => ({ status, body });

const pages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand', kind: 'facebook_page' }),
  buildPage({ id: 'p2', name: 'Durand on X', kind: 'twitter' }),
  buildPage({ id: 'p3', name: 'Durand Pro', kind: 'linkedin', status: 'expired' }),
];
const listed = {
  'GET /pages': ok({ pages }),
  'GET /groups': ok({ groups: [{ id: 'g1', name: 'Bakeries', pageIds: ['p1', 'p2', 'p3'] }] }),
};

async function openComposer(path = '/dash/postCreator') {
  const view = renderApp(path);
  await screen.findByRole('textbox', { name: 'Message' }, slow);
  return view;
}

/** `minutes` from now, as the schedule field holds it (the test user's zone). */
const inMinutes = (minutes: number) =>
  isoToLocal(new Date(Date.now() + minutes * 60_000).toISOString(), testZone);

async function write(message: string, link = '') {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), message);
  if (link) await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), link);
}

const schedule = (value: string) => pickScheduleTime('Publication date and time', value);

describe('composer', { timeout: 20_000 }, () => {
  it('lists the pages by network, disables those to reconnect, and selects a group', async () => {
    stubDash(listed);
    await openComposer();
    expect(screen.getByRole('heading', { level: 2, name: 'Facebook page' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'X (Twitter)' })).toBeTruthy();
    const expired = screen.getByRole('checkbox', { name: 'Durand Pro' }) as HTMLInputElement;
    expect(expired.disabled).toBe(true);
    expect(screen.getByText('Expired: reconnect this page in Pages to post on it.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Select the pages of the group Bakeries' }));
    expect((screen.getByRole('checkbox', { name: 'Boulangerie Durand' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Durand on X' }) as HTMLInputElement).checked).toBe(true);
    expect(expired.checked).toBe(false);
    // A counter per selected network, and a preview card for each.
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    expect(screen.getByText('X (Twitter): 7 of 280 characters')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Preview for X (Twitter)' })).toBeTruthy();
  });

  it('shows the empty state with a link to Pages when no page is connected', async () => {
    stubDash({ 'GET /pages': ok({ pages: [] }), 'GET /groups': ok({ groups: [] }) });
    renderApp('/dash/postCreator');
    expect(await screen.findByText('No page connected yet', undefined, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect a page' }).getAttribute('href')).toBe('/dash/pages');
  });

  it('offers to try again when the pages cannot be loaded', async () => {
    let failing = true;
    stubDash({
      ...listed,
      'GET /pages': () => (failing ? apiError(500, 'internal_error') : ok({ pages })),
    });
    renderApp('/dash/postCreator');
    const retry = await screen.findByRole('button', { name: 'Try again' }, slow);
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Message' }, slow)).toBeTruthy();
  });

  it('uploads an image with its progress and flags it when too heavy for Facebook', async () => {
    stubDash(listed);
    const sent = stubUploads(() => ok(buildMedia({ id: 'm1', fileName: 'big.png', bytes: 2 * MB }), 201));
    await openComposer();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Boulangerie Durand' }));
    const file = new File([new Uint8Array(16)], 'big.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add images or videos'), file);
    expect(sent.map((item) => item.name)).toEqual(['big.png']);
    const item = await screen.findByRole('listitem', { name: 'big.png' }, slow);
    expect(within(item).getByText(/2 MB · 1200×800 px/)).toBeTruthy();
    const message = 'This image weighs 2 MB; Facebook page accepts images up to 1 MB.';
    expect(await within(item).findByText(message, undefined, slow)).toBeTruthy();
    // Also in the summary of what to fix.
    expect(screen.getByRole('list', { name: 'To fix before saving' })).toBeTruthy();
  });

  it('refuses a schedule less than 10 minutes ahead without sending anything', async () => {
    const calls = stubDash(listed);
    await openComposer();
    await write('Fresh bread at 7', 'https://example.com');
    await schedule(inMinutes(5));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      (await screen.findAllByText('Schedule the post more than 10 minutes from now.', undefined, slow))
        .length,
    ).toBeGreaterThan(0);
    expect(calls).not.toContain('POST /posts');
  });

  it('sends the content, the intent and the instant for a scheduled post, then goes to the posts', async () => {
    const calls = stubDash({ ...listed, 'POST /posts': ok(buildPost(), 201) });
    const { router } = await openComposer();
    await write('Fresh bread at 7', 'https://example.com/bread');
    const date = inMinutes(24 * 60);
    await schedule(date);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({
      intent: 'schedule',
      scheduledAt: localToIso(date, testZone),
      pageIds: ['p1'],
      kind: 'standard',
      message: 'Fresh bread at 7',
      link: 'https://example.com/bread',
      mediaIds: [],
      confirmAlreadyPosted: false,
    });
    // The posts list (`/dash/posts?display=list`), which this version shows as posts2.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts2'), slow);
    // The list, where the post shows its status on each page.
    expect(router.state.location.search).toBe('?display=list');
    expect(await screen.findByText('Post scheduled', undefined, slow)).toBeTruthy();
  });

  it('reads the date and time typed as the user’s zone’s, and says which zone', async () => {
    stubDash({
      ...listed,
      'GET /users/me': ok({ ...testMe, timeZone: 'America/New_York' }),
      'POST /posts': ok(buildPost(), 201),
    });
    await openComposer();
    await write('Fresh bread at 9', 'https://example.com/bread');
    expect(screen.getByText(/^In America\/New_York time, more than 10 minutes from now\.$/)).toBeTruthy();
    await schedule('2027-07-01 09:15');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // 09:15 in New York in July (summer time, UTC−4).
    await waitFor(
      () => expect(sentBodies('POST /posts')[0]).toMatchObject({ scheduledAt: '2027-07-01T13:15:00.000Z' }),
      slow,
    );
  });

  it('names a time the zone skips on the spring-forward day, and schedules the post just after the gap', async () => {
    stubDash({
      ...listed,
      'GET /users/me': ok({ ...testMe, timeZone: 'Europe/Paris' }),
      'POST /posts': ok(buildPost(), 201),
    });
    await openComposer();
    await write('Fresh bread at dawn', 'https://example.com/bread');
    // Paris skips 02:00–03:00 on 28 March 2027: 02:30 is 03:30 summer time, 01:30 UTC.
    await schedule('2027-03-28 02:30');
    expect(
      screen.getByText(
        'Europe/Paris skips 2:30 AM that day, when the clocks go forward: the post will go out at 3:30 AM.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(
      () => expect(sentBodies('POST /posts')[0]).toMatchObject({ scheduledAt: '2027-03-28T01:30:00.000Z' }),
      slow,
    );
  });

  it('asks before sending a text-only post', async () => {
    const calls = stubDash({ ...listed, 'POST /posts': ok(buildPost(), 201) });
    await openComposer();
    await write('Just words');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post text only?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).not.toContain('POST /posts');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('value', 'Just words');

    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const again = await screen.findByRole('dialog', { name: 'Post text only?' }, slow);
    await userEvent.click(within(again).getByRole('button', { name: 'Send it' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({ intent: 'now', scheduledAt: null });
  });

  it('asks whether to post an article already posted, then sends again with the confirmation', async () => {
    let answers = 0;
    stubDash({
      ...listed,
      'POST /posts': () => {
        answers += 1;
        return answers === 1
          ? {
              status: 409,
              body: { error: { key: 'post_already_posted', message: 'x', details: { pageIds: ['p1'] } } },
            }
          : ok(buildPost(), 201);
      },
    });
    const { router } = await openComposer();
    await write('Our new bakery', 'https://example.com/news');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already posted' }, slow);
    expect(
      within(dialog).getByText('This article was already posted on Boulangerie Durand. Post it anyway?'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post anyway' }));
    // The posts list (`/dash/posts?display=list`), which this version shows as posts2.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/posts2'), slow);
    const bodies = sentBodies('POST /posts');
    expect(bodies.map((body) => body.confirmAlreadyPosted)).toEqual([false, true]);
  });

  it('links a story to one of the scheduled posts and sends its id', async () => {
    const insta = buildPage({ id: 'p4', name: 'Durand Insta', kind: 'instagram' });
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const bread = buildPost({ id: 'post-7', message: 'Bread of the week', scheduledAt: tomorrow });
    const story = buildPost({ id: 'post-8', kind: 'story', message: 'Another story', scheduledAt: tomorrow });
    stubUploads((file) => ok(buildMedia({ id: 'm1', fileName: file.name }), 201));
    const calls = stubDash({
      'GET /pages': ok({ pages: [insta] }),
      'GET /groups': ok({ groups: [] }),
      'GET /posts?status=scheduled&limit=200': ok({ posts: [bread, story], total: 2 }),
      'POST /posts': ok(buildPost({ kind: 'story' }), 201),
    });
    await openComposer();
    expect(screen.queryByRole('combobox', { name: 'Story of the post' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Durand Insta' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Post type' }), 'story');
    const link = await screen.findByRole('combobox', { name: 'Story of the post' }, slow);
    expect(screen.getByText('A story goes out after its post: pick a later time.')).toBeTruthy();
    // Other stories are no posts a story can come from.
    await waitFor(() =>
      expect(
        within(link)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Not linked to a post', expect.stringMatching(/^Bread of the week · /)]),
    );
    await userEvent.selectOptions(link, 'post-7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Out of the oven');
    const png = new File([new Uint8Array(8)], 'loaf.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Add images or videos'), png);
    await screen.findByRole('listitem', { name: 'loaf.png' }, slow);
    await schedule(inMinutes(48 * 60));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(calls).toContain('POST /posts'), slow);
    expect(sentBodies('POST /posts')[0]).toMatchObject({ kind: 'story', storyOfPostId: 'post-7' });
  });

  it('puts the server issues beside their field and keeps what was typed', async () => {
    stubDash({
      ...listed,
      'POST /posts': {
        status: 400,
        body: {
          error: {
            key: 'invalid_data',
            message: 'x',
            fields: {},
            details: { issues: [{ field: 'link', key: 'post.link_invalid' }] },
          },
        },
      },
    });
    await openComposer();
    await write('Our new bakery', 'https://example.com/news');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const link = screen.getByRole('textbox', { name: 'Link' });
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'), slow);
    expect(screen.getAllByText(/The link is not a valid URL/).length).toBeGreaterThan(0);
    expect(link).toHaveProperty('value', 'https://example.com/news');
  });
});
