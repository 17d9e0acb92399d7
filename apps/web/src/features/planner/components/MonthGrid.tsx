import type { EventInput } from '@fullcalendar/core';
import { dayIn, instantAt, wallClock } from '@pagewise/shared/time-zones';
import { type CSSProperties, type DragEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { weeksOf } from '../shown-days.ts';
import type { EventFace, EventSubject } from './event-content.ts';
import { PageMark } from './PageMark.tsx';

/** What a chip carries while it is dragged to another day. */
const dragType = 'application/x-pagewise-planner-event';

type MonthChip = { id: string; subject: EventSubject; face: EventFace; event: EventInput };

interface MonthGridProps {
  /** The grid's six weeks (`end` excluded), as `shownDays` gives them. */
  days: { start: string; end: string };
  /** The month shown, `YYYY-MM`: the days of the months around it are dimmed. */
  month: string;
  today: string;
  language: string;
  timeZone: string;
  /** The month's events (use-calendar-events.ts): each day's first ones and its "+N more". */
  events: EventInput[];
  onChip: (subject: EventSubject) => void;
  /** A day's number, or its "+N more": that day's week. */
  onDay: (day: string) => void;
  /** A movable post dropped on another day, at the same time of day. None: nothing is dragged. */
  onMove?: ((subject: Extract<EventSubject, { kind: 'item' }>, start: Date) => void) | undefined;
}

/** Each day's chips in the order they show: by time, its "+N more" last. */
function chipsByDay(events: EventInput[], timeZone: string): Map<string, MonthChip[]> {
  const byDay = new Map<string, (MonthChip & { at: number })[]>();
  for (const event of events) {
    const subject = event.extendedProps?.subject as EventSubject;
    const face = event.extendedProps?.face as EventFace;
    const start =
      subject.kind === 'item'
        ? new Date(subject.item.start)
        : subject.kind === 'slot'
          ? subject.slot.start
          : null;
    const day = start ? dayIn(start, timeZone) : (subject as { day: string }).day;
    const chip = {
      id: String(event.id),
      subject,
      face,
      event,
      at: start?.getTime() ?? Number.MAX_SAFE_INTEGER,
    };
    const list = byDay.get(day);
    if (list) list.push(chip);
    else byDay.set(day, [chip]);
  }
  for (const list of byDay.values()) list.sort((a, b) => a.at - b.at);
  return byDay;
}

/** The same time of day on another day, in the user's zone. */
function sameTimeOn(start: string | Date, day: string, timeZone: string): Date {
  const wall = wallClock(new Date(start), timeZone);
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return instantAt({ year, month, day: date, hour: wall.hour, minute: wall.minute }, timeZone);
}

function Chip({
  chip,
  draggable,
  onChip,
}: {
  chip: MonthChip;
  draggable: boolean;
  onChip: MonthGridProps['onChip'];
}) {
  const { face, event } = chip;
  const style = {
    backgroundColor: event.backgroundColor,
    borderColor: event.borderColor,
    color: event.textColor,
  } as CSSProperties;
  const classes = ['planner-month-event', ...((event.classNames as string[] | undefined) ?? [])].join(' ');
  const lines = (
    <>
      <span className="planner-event-line" style={{ fontWeight: 600 }}>
        {face.page ? <PageMark page={face.page} /> : null}{' '}
        <span className="planner-event-text">{`${face.time} · ${face.head}`}</span>
      </span>{' '}
      <span className="planner-event-line" style={{ fontWeight: 400 }}>
        <span className="planner-event-text">{face.body}</span>
      </span>
    </>
  );
  if (!face.clickable)
    return (
      <article className={classes} style={style} aria-label={face.label} title={face.label}>
        {lines}
      </article>
    );
  return (
    <button
      type="button"
      className={classes}
      style={style}
      aria-label={face.label}
      title={face.label}
      draggable={draggable}
      onDragStart={(drag) => {
        drag.dataTransfer.setData(dragType, chip.id);
        drag.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onChip(chip.subject)}
    >
      {lines}
    </button>
  );
}

/**
 * The planner's month (spec §2): six weeks of days, each with its first four events and a
 * "+N more" that opens its week, drawn by the app itself rather than by FullCalendar, whose month
 * measured every event after drawing it (one task of 450–620 ms for a busy month: bench/README).
 * Every row is as tall as a full day, so nothing moves as the events come. A movable post is
 * dragged to another day at the same time of day; a day's number opens its week.
 */
export const MonthGrid = memo(function MonthGrid(props: MonthGridProps) {
  const { days, month, today, language, timeZone, events, onChip, onDay, onMove } = props;
  const { t } = useTranslation('planner');
  const weeks = useMemo(() => weeksOf(days), [days]);
  const byDay = useMemo(() => chipsByDay(events, timeZone), [events, timeZone]);
  const { weekday, longDay } = useMemo(
    () => ({
      weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }),
      longDay: new Intl.DateTimeFormat(language, {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    }),
    [language],
  );
  const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

  const drop = (day: string) => (drag: DragEvent) => {
    const id = drag.dataTransfer.getData(dragType);
    const chip = [...byDay.values()].flat().find((candidate) => candidate.id === id);
    drag.preventDefault();
    if (!onMove || chip?.subject.kind !== 'item') return;
    const { item } = chip.subject;
    if (dayIn(new Date(item.start), timeZone) === day) return;
    onMove(chip.subject, sameTimeOn(item.start, day, timeZone));
  };
  const allowDrop = (drag: DragEvent) => {
    if (onMove && drag.dataTransfer.types.includes(dragType)) drag.preventDefault();
  };

  return (
    <table className="planner-month">
      <thead>
        <tr>
          {weeks[0]?.map((day) => (
            <th key={day} scope="col">
              {weekday.format(dateOf(day))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const classes = ['planner-month-day'];
              if (!day.startsWith(month)) classes.push('planner-month-other');
              if (day === today) classes.push('planner-month-today');
              return (
                <td key={day} className={classes.join(' ')} onDragOver={allowDrop} onDrop={drop(day)}>
                  <button
                    type="button"
                    className="planner-month-number"
                    aria-label={t('event.dayLabel', { day: longDay.format(dateOf(day)) })}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => onDay(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                  {byDay.get(day)?.map((chip) =>
                    chip.subject.kind === 'more' ? (
                      <button
                        key={chip.id}
                        type="button"
                        className="planner-month-more planner-event-more"
                        aria-label={chip.face.label}
                        onClick={() => onDay(day)}
                      >
                        {chip.face.head}
                      </button>
                    ) : (
                      <Chip
                        key={chip.id}
                        chip={chip}
                        draggable={Boolean(onMove) && chip.event.startEditable === true}
                        onChip={onChip}
                      />
                    ),
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
});
