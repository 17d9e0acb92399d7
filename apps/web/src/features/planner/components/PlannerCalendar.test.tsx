import { MantineProvider } from '@mantine/core';
import { previewEventId } from '@pagewise/shared/planner';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { localDay } from '../plannerDate.ts';
import { firstDayOfWeek, shownDays, shownRange } from '../shown-days.ts';
import { buildItem, nextWeek } from '../test-fixtures.ts';
import { PlannerCalendar, type PlannerCalendarProps } from './PlannerCalendar.tsx';

// FullCalendar's code, which the calendar loads for a week, in before the first test draws one.
beforeAll(() => import('./CalendarGrid.tsx'), 30_000);
beforeEach(loadEnglish);

const { day, wednesday } = nextWeek();
const item = buildItem({ id: 't-1', title: 'Fresh bread this morning', start: day(1, 9).toISOString() });

function renderCalendar(overrides: Partial<PlannerCalendarProps> = {}) {
  const onRangeChange = vi.fn();
  const props: PlannerCalendarProps = {
    place: { view: 'week', date: localDay(wednesday) },
    // The zone the test runs in, the one `nextWeek` builds its days in.
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    onPlaceChange: vi.fn(),
    onRangeChange,
    items: [item],
    onItemClick: vi.fn(),
    ...overrides,
  };
  const view = render(
    <MantineProvider>
      <Suspense fallback={null}>
        <PlannerCalendar {...props} />
      </Suspense>
    </MantineProvider>,
  );
  return {
    props,
    onRangeChange,
    rerender: (next: Partial<PlannerCalendarProps>) =>
      view.rerender(
        <MantineProvider>
          <Suspense fallback={null}>
            <PlannerCalendar {...props} {...next} />
          </Suspense>
        </MantineProvider>,
      ),
  };
}

describe('planner calendar', () => {
  it('reports the days it shows without moving the address on first show', async () => {
    const { props, onRangeChange } = renderCalendar();
    await screen.findByLabelText(/Fresh bread this morning/);
    expect(onRangeChange).toHaveBeenCalledTimes(1);
    const [range] = onRangeChange.mock.calls[0] ?? [];
    expect(range && range.start <= wednesday && wednesday < range.end).toBe(true);
    expect(props.onPlaceChange).not.toHaveBeenCalled();
  });

  it('follows the server’s answer: a new status relabels the event', async () => {
    const { rerender } = renderCalendar();
    await screen.findByLabelText(/ · Boulangerie Durand: Fresh bread this morning \(Scheduled, /);
    rerender({ items: [{ ...item, kind: 'posted', movable: false }] });
    expect(
      await screen.findByLabelText(/ · Boulangerie Durand: Fresh bread this morning \(Posted, /),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/\(Scheduled, /)).toBeNull();
  });

  it('lets only movable events be dragged, and only when moves are handled', async () => {
    const fixed = buildItem({
      id: 't-2',
      title: 'Croissant contest',
      movable: false,
      start: day(2, 9).toISOString(),
    });
    const { rerender } = renderCalendar({ items: [item, fixed], onMove: vi.fn() });
    expect((await screen.findByLabelText(/Fresh bread/)).className).toContain('fc-event-draggable');
    expect(screen.getByLabelText(/Croissant contest/).className).not.toContain('fc-event-draggable');
    rerender({ items: [item, fixed], onMove: undefined });
    expect((await screen.findByLabelText(/Fresh bread/)).className).not.toContain('fc-event-draggable');
  });

  it('draws a month day’s first four events and one "+N more" within that day', async () => {
    // A Saturday: the last day of an English month row, so a box running into Sunday would be cut
    // in two (one on each row).
    const busy = Array.from({ length: 6 }, (_, index) =>
      buildItem({ id: `t-${index}`, title: `Post ${index}`, start: day(5, 9 + index).toISOString() }),
    );
    const { props } = renderCalendar({ place: { view: 'month', date: localDay(wednesday) }, items: busy });
    const more = await screen.findByLabelText('2 more posts this day: open the week');
    // One "+2 more", in the same day as its four events (not a bar running into the next day).
    expect(screen.getAllByLabelText(/more posts this day/)).toHaveLength(1);
    const cell = more.closest('td');
    expect(cell?.querySelectorAll('[aria-label*=" · Boulangerie Durand: Post "]')).toHaveLength(4);
    expect(screen.getAllByLabelText(/ · Boulangerie Durand: Post \d/)).toHaveLength(4);
    // "+2 more" opens that day's week.
    await userEvent.click(more);
    expect(props.onPlaceChange).toHaveBeenCalledWith({ view: 'week', date: localDay(day(5, 0)) });
  });

  it('draws the month’s six weeks in the language, opens a day’s week and a post, and moves a post to another day', async () => {
    const onMove = vi.fn();
    const onItemClick = vi.fn();
    const { props } = renderCalendar({
      place: { view: 'month', date: localDay(wednesday) },
      items: [item],
      onMove,
      onItemClick,
    });
    const grid = await screen.findByRole('table');
    expect(grid.querySelectorAll('tbody tr')).toHaveLength(6);
    expect([...grid.querySelectorAll('th')].map((header) => header.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    const title = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(wednesday);
    expect(screen.getByText(title)).toBeTruthy();
    const post = screen.getByLabelText(/Fresh bread this morning/);
    await userEvent.click(post);
    expect(onItemClick).toHaveBeenCalledWith(item);
    const longDay = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' });
    await userEvent.click(
      screen.getByRole('button', { name: `${longDay.format(day(2, 12))}: open the week` }),
    );
    expect(props.onPlaceChange).toHaveBeenCalledWith({ view: 'week', date: localDay(day(2, 0)) });
    // Dragged to the next day: the same time of day there.
    expect(post.getAttribute('draggable')).toBe('true');
    const carried = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      get types() {
        return [...carried.keys()];
      },
      effectAllowed: 'all',
    };
    const target = screen
      .getByRole('button', { name: `${longDay.format(day(2, 12))}: open the week` })
      .closest('td');
    fireEvent.dragStart(post, { dataTransfer });
    fireEvent.dragOver(target as HTMLElement, { dataTransfer });
    fireEvent.drop(target as HTMLElement, { dataTransfer });
    expect(onMove).toHaveBeenCalledWith(item, day(2, 9), expect.any(Function));
  });

  it('lists the week’s days that hold events, each event under its day in time order, and opens one', async () => {
    const later = buildItem({ id: 't-2', title: 'Croissant contest', start: day(3, 16, 30).toISOString() });
    const earlier = buildItem({ id: 't-3', title: 'Opening hours', start: day(3, 8).toISOString() });
    const onItemClick = vi.fn();
    renderCalendar({
      place: { view: 'list', date: localDay(wednesday) },
      items: [later, item, earlier],
      onItemClick,
    });
    const longDay = new Intl.DateTimeFormat('en', { weekday: 'long', month: 'long', day: 'numeric' });
    const days = await screen.findAllByRole('heading', { level: 3 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      longDay.format(day(1, 12)),
      longDay.format(day(3, 12)),
    ]);
    const thursday = within(screen.getByRole('region', { name: longDay.format(day(3, 12)) }));
    expect(thursday.getAllByRole('button').map((event) => event.textContent?.replace(/\s+/g, ' '))).toEqual([
      '8:00 AM Boulangerie Durand Opening hours',
      '4:30 PM Boulangerie Durand Croissant contest',
    ]);
    // The week of the address, in the toolbar's title.
    const week = shownDays({ view: 'list', date: localDay(wednesday) }, localDay(wednesday), 0);
    const range = new Intl.DateTimeFormat('en', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const lastDay = Date.parse(`${week.end}T00:00:00Z`) - 86_400_000;
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      range.formatRange(new Date(`${week.start}T00:00:00Z`), lastDay),
    );
    await userEvent.click(thursday.getByRole('button', { name: /Croissant contest/ }));
    expect(onItemClick).toHaveBeenCalledWith(later);
  });

  it('lists a busy day’s first ten events and a "+N more" that opens the day', async () => {
    const busy = Array.from({ length: 12 }, (_, index) =>
      buildItem({ id: `t-${index}`, title: `Post ${index}`, start: day(2, 8, index * 5).toISOString() }),
    );
    const { props } = renderCalendar({
      place: { view: 'list', date: localDay(wednesday) },
      items: busy,
      left: [{ day: localDay(day(2, 0)), count: 30 }],
    });
    const more = await screen.findByRole('button', { name: '32 more posts this day: open the day' });
    expect(more.textContent).toBe('+32 more');
    expect(screen.getAllByLabelText(/ · Boulangerie Durand: Post \d+/)).toHaveLength(10);
    await userEvent.click(more);
    expect(props.onPlaceChange).toHaveBeenCalledWith({ view: 'day', date: localDay(day(2, 0)) });
  });

  it('says so when the list’s week holds no event', async () => {
    renderCalendar({ place: { view: 'list', date: localDay(wednesday) }, items: [] });
    expect(await screen.findByText('No post in this period')).toBeTruthy();
  });

  it('adds the events the server left out to the day’s "+N more"', async () => {
    const sent = Array.from({ length: 4 }, (_, index) =>
      buildItem({ id: `t-${index}`, title: `Post ${index}`, start: day(1, 9 + index).toISOString() }),
    );
    renderCalendar({
      place: { view: 'month', date: localDay(wednesday) },
      items: sent,
      left: [{ day: localDay(day(1, 0)), count: 31 }],
    });
    expect(await screen.findByLabelText('31 more posts this day: open the week')).toBeTruthy();
    expect(screen.getAllByLabelText(/ · Boulangerie Durand: Post \d/)).toHaveLength(4);
  });

  it('opens the bot of a preview, which has no post yet', async () => {
    const preview = buildItem({
      id: previewEventId('bot-7', 'item-3'),
      kind: 'preview',
      postId: null,
      movable: false,
      start: day(3, 9).toISOString(),
    });
    const onItemClick = vi.fn();
    renderCalendar({ items: [preview], onItemClick });
    const event = await screen.findByLabelText(/\(Preview, /);
    expect(event.getAttribute('role')).toBe('button');
    await userEvent.click(event);
    expect(onItemClick).toHaveBeenCalledWith(preview);
  });

  it('makes an event with neither a post nor a bot not clickable', async () => {
    const orphan = buildItem({
      id: 'preview-of-nothing',
      kind: 'preview',
      postId: null,
      movable: false,
      start: day(3, 9).toISOString(),
    });
    renderCalendar({ items: [orphan] });
    const event = await screen.findByLabelText(/\(Preview, /);
    expect(event.getAttribute('role')).toBeNull();
    expect(event.getAttribute('tabindex')).toBeNull();
  });

  it('lays the days and times in the zone it is given, and says which', async () => {
    // Wednesday 4 March 2026, 00:30 UTC: 09:30 that morning in Tokyo.
    const early = { ...item, start: '2026-03-04T00:30:00.000Z' };
    const { onRangeChange } = renderCalendar({
      place: { view: 'week', date: '2026-03-04' },
      timeZone: 'Asia/Tokyo',
      items: [early],
    });
    expect(
      await screen.findByLabelText(
        /^9:30 AM · Boulangerie Durand: Fresh bread this morning \(Scheduled, Facebook page, Wed, Mar 4, 9:30 AM\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Times in Asia/Tokyo')).toBeTruthy();
    const [range] = onRangeChange.mock.calls[0] ?? [];
    // The week starts on Sunday 1 March at midnight in Tokyo.
    expect(range?.start.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(range?.end.toISOString()).toBe('2026-03-07T15:00:00.000Z');
  });

  it.each([
    ['month', '2026-03-20', 'UTC'],
    ['month', '2026-02-01', 'Asia/Tokyo'],
    ['week', '2026-03-04', 'Europe/Paris'],
    ['day', '2026-03-29', 'Europe/Paris'],
    ['list', '2026-03-04', 'UTC'],
  ] as const)(
    'lays out the %s of %s in %s as the planner worked it out before drawing it',
    async (view, date, zone) => {
      const place = { view, date };
      const { onRangeChange } = renderCalendar({ place, timeZone: zone, items: [] });
      await vi.waitFor(() => expect(onRangeChange).toHaveBeenCalled());
      const [range] = onRangeChange.mock.calls[0] ?? [];
      const expected = shownRange(shownDays(place, date, firstDayOfWeek('en')), zone);
      expect({ start: range?.start.toISOString(), end: range?.end.toISOString() }).toEqual({
        start: expected.start.toISOString(),
        end: expected.end.toISOString(),
      });
    },
  );
});
