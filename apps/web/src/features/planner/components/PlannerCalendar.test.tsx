import { MantineProvider } from '@mantine/core';
import { previewEventId } from '@pagewise/shared/planner';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '../../../app/test-utils.tsx';
import { localDay } from '../plannerDate.ts';
import { firstDayOfWeek, shownDays, shownRange } from '../shown-days.ts';
import { buildItem, nextWeek } from '../test-fixtures.ts';
import { PlannerCalendar, type PlannerCalendarProps } from './PlannerCalendar.tsx';

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
      <PlannerCalendar {...props} />
    </MantineProvider>,
  );
  return {
    props,
    onRangeChange,
    rerender: (next: Partial<PlannerCalendarProps>) =>
      view.rerender(
        <MantineProvider>
          <PlannerCalendar {...props} {...next} />
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
    renderCalendar({ place: { view: 'month', date: localDay(wednesday) }, items: busy });
    const more = await screen.findByLabelText('2 more posts this day: open the week');
    // One box that starts and ends on its day (not a bar running into the next day).
    expect(screen.getAllByLabelText(/more posts this day/)).toHaveLength(1);
    expect(more.className).toContain('fc-event-start');
    expect(more.className).toContain('fc-event-end');
    expect(screen.getAllByLabelText(/ · Boulangerie Durand: Post \d/)).toHaveLength(4);
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
