import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish, testMe } from '../../app/test-utils.tsx';
import { localDay } from './plannerDate.ts';
import {
  apiError,
  buildItem,
  nextWeek,
  ok,
  openPlanner,
  plannerAnswer,
  plannerCalls,
  stubPlanner,
} from './test-fixtures.ts';

vi.mock('../collaboration/PostDetailDrawer.tsx', () => ({
  PostDetailDrawer: ({ postId, mode }: { postId: string | null; mode?: { kind: string } }) =>
    postId ? <div role="dialog" aria-label={`Post ${postId} (${mode?.kind})`} /> : null,
}));

beforeEach(async () => {
  notifications.clean();
  await loadEnglish();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: 5000 };
const { day, wednesday } = nextWeek();
const week = localDay(wednesday);

const bread = buildItem({
  id: 't-bread',
  postId: 'post-bread',
  title: 'Fresh bread this morning',
  start: day(1, 9).toISOString(),
});
const failed = buildItem({
  id: 't-failed',
  postId: 'post-failed',
  kind: 'error',
  pageId: 'p2',
  pageName: 'Durand Insta',
  title: 'Croissant contest',
  start: day(2, 14, 30).toISOString(),
  movable: false,
});
const awaiting = buildItem({
  id: 't-awaiting',
  postId: 'post-awaiting',
  kind: 'awaiting',
  validation: 'awaiting',
  assigneeName: 'Léa Martin',
  title: 'Easter menu',
  start: day(3, 11).toISOString(),
});

/**
 * happy-dom lays nothing out, so FullCalendar never measures the time grid and keeps its events
 * `visibility: hidden`, which also hides their accessible names: the week's events are found by
 * their label, and checked to be buttons.
 */
async function event(name: RegExp) {
  const found = await screen.findByLabelText(name, {}, slow);
  expect(found.getAttribute('role')).toBe('button');
  return found;
}
const events = (name: RegExp) => screen.getAllByLabelText(name);
/** A choice of an open select; Floating UI hides the dropdown of an input with no size (no layout). */
const option = (name: string) => screen.findByRole('option', { name, hidden: true }, slow);

describe('planner', { timeout: 20_000 }, () => {
  it('shows the events of the visible week with their page, title and status', async () => {
    const sent = stubPlanner({ 'GET /planner': plannerAnswer([bread, failed, awaiting]) });
    await openPlanner();
    expect(await event(/ · Boulangerie Durand: Fresh bread this morning \(Scheduled, /)).toBeTruthy();
    expect(events(/ · Durand Insta: Croissant contest \(Failed, /)).toHaveLength(1);
    expect(
      events(/ · Boulangerie Durand: Easter menu \(Awaiting approval, assigned to Léa Martin, /),
    ).toHaveLength(1);
    // The request covers the week shown, for every page (none selected).
    const [call] = plannerCalls(sent);
    const from = new Date(call?.query.get('from') ?? '');
    const to = new Date(call?.query.get('to') ?? '');
    expect(to.getTime() - from.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600_000 - 3600_000);
    expect(from <= wednesday && wednesday < to).toBe(true);
    expect(call?.query.has('pageIds')).toBe(false);
    // The legend names every colour.
    const legend = screen.getByRole('list', { name: 'Colour legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Posted',
      'Scheduled',
      'Draft',
      'Failed',
      'Awaiting approval',
      'Preview',
      'Empty slot',
      'Reshared',
    ]);
  });

  it('moves through weeks and months and keeps the place in the address', async () => {
    const sent = stubPlanner({ 'GET /planner': plannerAnswer([bread]) });
    const { router } = await openPlanner();
    await event(/Fresh bread this morning/);
    expect(router.state.location.search).toBe(`?date=${week}`);

    await userEvent.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(plannerCalls(sent)).toHaveLength(2));
    // The address follows: the first day of the week now shown.
    const nextFrom = new Date(plannerCalls(sent)[1]?.query.get('from') ?? '');
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${localDay(nextFrom)}`));
    const second = plannerCalls(sent)[1];
    expect(new Date(second?.query.get('from') ?? '') > wednesday).toBe(true);

    await userEvent.click(screen.getByRole('radio', { name: 'Month' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${localDay(nextFrom)}&view=month`));
    await waitFor(() => expect(plannerCalls(sent)).toHaveLength(3));
    const month = plannerCalls(sent)[2];
    const days =
      (Date.parse(month?.query.get('to') ?? '') - Date.parse(month?.query.get('from') ?? '')) / 86_400_000;
    expect(Math.round(days)).toBe(42);
    // The month asks for each day's first four events in the user's days; the weeks for all.
    expect(month?.query.get('perDay')).toBe('4');
    expect(month?.query.get('timeZone')).toBe(testMe.account.timeZone);
    expect(plannerCalls(sent)[1]?.query.has('perDay')).toBe(false);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeTruthy();
  });

  it('keeps the view switch and the calendar agreeing through the menu’s link, back and the switch', async () => {
    stubPlanner({ 'GET /planner': plannerAnswer([bread]) });
    const { router } = await openPlanner(`/dash/planner?date=${week}&view=month`);
    const checked = () => screen.getAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
    // The month is the app's own table; the other views FullCalendar's.
    // The month and the list are the app's own; the week and the day, FullCalendar's.
    const ownViews: Record<string, string> = {
      dayGridMonth: '.planner-month',
      listWeek: '.planner-list, .planner-list-empty',
    };
    const shows = (view: string) => document.querySelector(ownViews[view] ?? `.fc-${view}-view`) !== null;
    await waitFor(() => expect(shows('dayGridMonth')).toBe(true));
    expect(checked()?.getAttribute('value')).toBe('month');

    // "Planner" in the menu: an address with no view nor date.
    await userEvent.click(screen.getByRole('link', { name: 'Planner' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(shows('timeGridWeek')).toBe(true));
    expect(checked()?.getAttribute('value')).toBe('week');
    expect(shows('dayGridMonth')).toBe(false);

    // Back: the month again, switch and calendar alike.
    await act(() => router.navigate?.(-1));
    await waitFor(() => expect(shows('dayGridMonth')).toBe(true));
    expect(checked()?.getAttribute('value')).toBe('month');

    // The switch writes the address; the calendar follows it.
    await userEvent.click(screen.getByRole('radio', { name: 'Day' }));
    await waitFor(() => expect(shows('timeGridDay')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('day');
    expect(screen.getByRole('button', { name: 'Next day' })).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'List' }));
    await waitFor(() => expect(shows('listWeek')).toBe(true));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('list');
    expect(checked()?.getAttribute('value')).toBe('list');
  });

  it('shows in the month the count of the events the server left out, and opens their week', async () => {
    const tuesday = localDay(day(1, 0));
    const first = [9, 10, 11, 12].map((hour) =>
      buildItem({
        id: `t-${hour}`,
        postId: `post-${hour}`,
        title: `Tuesday at ${hour}`,
        start: day(1, hour).toISOString(),
      }),
    );
    const sent = stubPlanner({
      'GET /planner': (request) =>
        request.query.has('perDay')
          ? ok({ items: first, slots: [], more: [{ day: tuesday, count: 9 }], filled: [] })
          : plannerAnswer(first),
    });
    await openPlanner(`/dash/planner?date=${week}&view=month`);
    const more = await screen.findByLabelText('9 more posts this day: open the week', {}, slow);
    expect(screen.getByText('+9 more')).toBeTruthy();
    expect(plannerCalls(sent)[0]?.query.get('perDay')).toBe('4');
    await userEvent.click(more);
    // The week of that day loads in full.
    await waitFor(() => expect(plannerCalls(sent).at(-1)?.query.has('perDay')).toBe(false));
    expect(screen.getByRole('button', { name: 'Next week' })).toBeTruthy();
  });

  it('opens on the date of the path, and keeps it there as the user moves', async () => {
    const sent = stubPlanner({ 'GET /planner': plannerAnswer([]) });
    const { router } = await openPlanner(`/dash/planner/${week}`);
    await waitFor(() => expect(plannerCalls(sent)).toHaveLength(1));
    const [call] = plannerCalls(sent);
    expect(new Date(call?.query.get('from') ?? '') <= wednesday).toBe(true);
    expect(wednesday < new Date(call?.query.get('to') ?? '')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(plannerCalls(sent)).toHaveLength(2));
    const previousFrom = new Date(plannerCalls(sent)[1]?.query.get('from') ?? '');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dash/planner/${localDay(previousFrom)}`),
    );
  });

  it('keeps the selected pages for the next visit and filters by group', async () => {
    localStorage.setItem('selectedPageIds', JSON.stringify(['p2', 'deleted-page']));
    const sent = stubPlanner({ 'GET /planner': plannerAnswer([failed]) });
    await openPlanner();
    await event(/Croissant contest/);
    expect(plannerCalls(sent)[0]?.query.get('pageIds')).toBe('p2');

    await userEvent.click(screen.getByRole('combobox', { name: 'Pages' }));
    await userEvent.click(await option('Boulangerie Durand'));
    await waitFor(() => expect(plannerCalls(sent).at(-1)?.query.get('pageIds')).toBe('p2,p1'));
    expect(JSON.parse(localStorage.getItem('selectedPageIds') ?? '')).toEqual(['p2', 'p1']);

    await userEvent.click(screen.getByLabelText('Group', { selector: 'input' }));
    await userEvent.click(await option('Bakeries'));
    await waitFor(() => expect(plannerCalls(sent).at(-1)?.query.get('groupId')).toBe('g1'));
    expect(plannerCalls(sent).at(-1)?.query.has('pageIds')).toBe(false);
  });

  it('offers to write a post when the period is empty', async () => {
    stubPlanner({ 'GET /planner': plannerAnswer([]) });
    await openPlanner();
    expect(await screen.findByText('No post in this period', {}, slow)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe('/dash/postCreator');
  });

  it('says when the planner cannot be loaded and loads it again on retry', async () => {
    let fail = true;
    stubPlanner({
      'GET /planner': () => (fail ? apiError(500, 'internal_error') : plannerAnswer([bread])),
    });
    await openPlanner();
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('The planner could not be loaded')).toBeTruthy();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await event(/Fresh bread this morning/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a post in the detail drawer and keeps it in the address', async () => {
    stubPlanner({ 'GET /planner': plannerAnswer([bread]) });
    const { router } = await openPlanner();
    await userEvent.click(await event(/Fresh bread this morning/));
    expect(await screen.findByRole('dialog', { name: 'Post post-bread (team)' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('post_id')).toBe('post-bread');
  });

  it('opens the drawer of the post named in the address', async () => {
    stubPlanner({ 'GET /planner': plannerAnswer([]) });
    await openPlanner('/dash/planner?post_id=post-7');
    expect(await screen.findByRole('dialog', { name: 'Post post-7 (team)' }, slow)).toBeTruthy();
  });

  it('shows the empty slots no post fills and writes a post in one', async () => {
    const slots = [
      {
        pageId: 'p1',
        slots: [
          { weekday: 2, time: '09:00' },
          { weekday: 4, time: '18:30' },
        ],
      },
    ];
    stubPlanner({ 'GET /planner': plannerAnswer([bread], slots) });
    const { router } = await openPlanner();
    await event(/Fresh bread this morning/);
    // Tuesday 09:00 is filled by the bread post; Thursday 18:30 is free.
    const free = events(/ · Empty slot Boulangerie Durand \(/);
    expect(free).toHaveLength(1);
    await userEvent.click(free[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/postCreator'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('scheduled_at')).toBe(day(3, 18, 30).toISOString());
    expect(query.get('page_id')).toBe('p1');
  });

  it('edits the time slots of a page and shows the server’s field errors', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    stubPlanner({
      'GET /planner': plannerAnswer([]),
      'GET /pages/p1/slots': ok({ pageId: 'p1', slots: [{ weekday: 1, time: '09:00' }] }),
      'PUT /pages/p1/slots': ({ body }) => {
        bodies.push(body);
        return refuse
          ? apiError(400, 'invalid_data', { 'slots.1.time': 'validation.invalid' })
          : ok({ pageId: 'p1', ...(body as object) });
      },
    });
    await openPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Time slots' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Time slots' });
    const list = await within(dialog).findByRole('list', { name: 'Time slots of the page' }, slow);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Monday 9:00 AM']);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Day' }), '5');
    // English reads the time in 12 hours: 5:45 PM.
    const hours = within(dialog).getByRole('spinbutton', { name: 'Hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '5');
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minutes' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '45');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'AM or PM' }), 'PM');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // The same time twice is refused at once.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('This time slot is already in the list.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the time slots' }));
    expect(await within(dialog).findByText('This value is not valid.', {}, slow)).toBeTruthy();
    expect(bodies[0]).toEqual({
      slots: [
        { weekday: 1, time: '09:00' },
        { weekday: 5, time: '17:45' },
      ],
    });

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Monday 9:00 AM' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the time slots' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Time slots' })).toBeNull());
    expect(bodies[1]).toEqual({ slots: [{ weekday: 5, time: '17:45' }] });
  });

  it('shows a page’s optimal times in local time and writes a post at the next one', async () => {
    const tuesdayEvening = 1 * 24 * 60 + 18 * 60;
    stubPlanner({
      'GET /planner': plannerAnswer([]),
      'GET /pages/p1/optimal-times': ok({
        pageId: 'p1',
        basis: 'page',
        measuredPosts: 12,
        timeZone: 'UTC',
        times: [
          { minuteOfWeek: 3 * 24 * 60 + 9 * 60, score: 0.6, posts: 3 },
          { minuteOfWeek: tuesdayEvening, score: 1, posts: 5 },
        ],
      }),
      'GET /pages/p2/optimal-times': ok({
        pageId: 'p2',
        basis: 'network',
        measuredPosts: 2,
        timeZone: 'UTC',
        times: [],
      }),
    });
    const { router } = await openPlanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Optimal times' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Optimal posting times' });
    expect(
      await within(dialog).findByText('From your 12 published posts on this page.', {}, slow),
    ).toBeTruthy();
    const times = within(dialog).getAllByRole('button', { name: /^Write a post for / });
    // Best first, in local time.
    const at = new Date(Date.UTC(2026, 2, 3, 18, 0));
    const localTime = new Intl.DateTimeFormat('en', {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
    }).format(at);
    expect(times[0]?.textContent).toContain(localTime);

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Page' }), 'p2');
    expect(
      await within(dialog).findByText(
        'General times for Instagram: this page has fewer than 10 measured posts.',
        {},
        slow,
      ),
    ).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Page' }), 'p1');
    await userEvent.click(
      (await within(dialog).findAllByRole('button', { name: /^Write a post for / }, slow))[0] as HTMLElement,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/postCreator'));
    const scheduled = new Date(new URLSearchParams(router.state.location.search).get('scheduled_at') ?? '');
    expect(scheduled.getUTCDay()).toBe(2);
    expect(scheduled.getUTCHours()).toBe(18);
    expect(scheduled.getTime() - Date.now()).toBeGreaterThan(10 * 60_000);
    expect(scheduled.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });
});

describe('planner in the user’s time zone', { timeout: 20_000 }, () => {
  it('cuts the month in the user’s own zone, asks the server for those days and says which zone', async () => {
    const sent = stubPlanner({
      'GET /users/me': ok({ ...testMe, timeZone: 'Pacific/Auckland' }),
      'GET /planner': plannerAnswer([]),
    });
    await openPlanner('/dash/planner?date=2026-03-04&view=month');
    await waitFor(() => expect(plannerCalls(sent)).toHaveLength(1));
    const month = plannerCalls(sent)[0];
    expect(month?.query.get('timeZone')).toBe('Pacific/Auckland');
    // Sunday 1 March to Sunday 12 April, midnights of Auckland (summer time ends on 5 April).
    expect(month?.query.get('from')).toBe('2026-02-28T11:00:00.000Z');
    expect(month?.query.get('to')).toBe('2026-04-11T12:00:00.000Z');
    expect(screen.getByText('Times in Pacific/Auckland')).toBeTruthy();
  });
});
