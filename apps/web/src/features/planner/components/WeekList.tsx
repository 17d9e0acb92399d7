import type { EventInput } from '@fullcalendar/core';
import { memo, useMemo } from 'react';
import { chipsByDay } from './day-chips.ts';
import { EventChip } from './EventChip.tsx';
import type { EventSubject } from './event-content.ts';

interface WeekListProps {
  /** The week's days (`end` excluded), as `shownDays` gives them. */
  days: { start: string; end: string };
  today: string;
  language: string;
  timeZone: string;
  /** The week's events (use-calendar-events.ts): each day's first ones and its "+N more". */
  events: EventInput[];
  onChip: (subject: EventSubject) => void;
  /** A day's "+N more": that day. */
  onDay: (day: string) => void;
  /** Said when the week holds no event. */
  emptyText: string;
}

/**
 * The planner's list (spec §2), where a phone opens: the week's days that hold events, each under
 * its date, with its first events in time order (the time in a column of its own) and a "+N more"
 * that opens the day. Drawn by the app, as the month is: a phone neither downloads nor runs
 * FullCalendar (340 KB of script) to open on it, and a busy week is not hundreds of rows to draw.
 */
export const WeekList = memo(function WeekList(props: WeekListProps) {
  const { days, today, language, timeZone, events, onChip, onDay, emptyText } = props;
  const byDay = useMemo(() => chipsByDay(events, timeZone), [events, timeZone]);
  const heading = useMemo(
    () =>
      new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }),
    [language],
  );
  const shown = [...byDay.keys()].filter((day) => day >= days.start && day < days.end).sort();
  if (shown.length === 0) return <p className="planner-list-empty">{emptyText}</p>;
  return (
    <div className="planner-list">
      {shown.map((day) => (
        <section key={day} className="planner-list-day" aria-labelledby={`planner-list-${day}`}>
          <h3
            id={`planner-list-${day}`}
            className={day === today ? 'planner-list-heading planner-list-today' : 'planner-list-heading'}
            aria-current={day === today ? 'date' : undefined}
          >
            {heading.format(new Date(`${day}T00:00:00Z`))}
          </h3>
          <ul className="planner-list-events">
            {byDay.get(day)?.map((chip) => (
              <li key={chip.id}>
                {chip.subject.kind === 'more' ? (
                  <button
                    type="button"
                    className="planner-list-more planner-event-more"
                    aria-label={chip.face.label}
                    onClick={() => onDay(day)}
                  >
                    {chip.face.head}
                  </button>
                ) : (
                  <EventChip chip={chip} className="planner-list-event" timeApart onChip={onChip} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});
