import { dayIn, instantAt, wallClock } from '@pagewise/shared/time-zones';
import { type DragEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfDay, weeksOf } from '../shown-days.ts';
import { chipsByDay, longDayFormat, type OwnViewProps } from './day-chips.ts';
import { EventChip, MoreChip } from './EventChip.tsx';
import type { EventSubject } from './event-content.ts';

/** What a chip carries while it is dragged to another day. */
const dragType = 'application/x-pagewise-planner-event';

/** `days`: the grid's six weeks; `onDay`: a day's number, or its "+N more", opens that day's week. */
interface MonthGridProps extends OwnViewProps {
  /** The month shown, `YYYY-MM`: the days of the months around it are dimmed. */
  month: string;
  /** A movable post dropped on another day, at the same time of day. None: nothing is dragged. */
  onMove?: ((subject: Extract<EventSubject, { kind: 'item' }>, start: Date) => void) | undefined;
}

/** The same time of day on another day, in the user's zone. */
function sameTimeOn(start: string | Date, day: string, timeZone: string): Date {
  const wall = wallClock(new Date(start), timeZone);
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return instantAt({ year, month, day: date, hour: wall.hour, minute: wall.minute }, timeZone);
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
      longDay: longDayFormat(language),
    }),
    [language],
  );

  const drop = (day: string) => (drag: DragEvent) => {
    const id = drag.dataTransfer.getData(dragType);
    const chip = [...byDay.values()].flat().find((candidate) => candidate.id === id);
    drag.preventDefault();
    if (!onMove || chip?.subject.kind !== 'item') return;
    const { item } = chip.subject;
    if (dayIn(new Date(item.start), timeZone) === day) return;
    onMove(chip.subject, sameTimeOn(item.start, day, timeZone));
  };
  const startDrag = (id: string) => (drag: DragEvent) => {
    drag.dataTransfer.setData(dragType, id);
    drag.dataTransfer.effectAllowed = 'move';
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
              {weekday.format(dateOfDay(day))}
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
                    aria-label={t('event.dayLabel', { day: longDay.format(dateOfDay(day)) })}
                    aria-current={day === today ? 'date' : undefined}
                    onClick={() => onDay(day)}
                  >
                    {Number(day.slice(8))}
                  </button>
                  {byDay
                    .get(day)
                    ?.map((chip) =>
                      chip.subject.kind === 'more' ? (
                        <MoreChip
                          key={chip.id}
                          chip={chip}
                          className="planner-month-more"
                          onOpen={() => onDay(day)}
                        />
                      ) : (
                        <EventChip
                          key={chip.id}
                          chip={chip}
                          className="planner-month-event"
                          onChip={onChip}
                          onDragStart={
                            onMove && chip.event.startEditable === true ? startDrag(chip.id) : undefined
                          }
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
