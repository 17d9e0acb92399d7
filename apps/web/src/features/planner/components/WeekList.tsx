import { memo, useMemo } from 'react';
import { dateOfDay } from '../shown-days.ts';
import { chipsByDay, longDayFormat, type OwnViewProps } from './day-chips.ts';
import { EventChip, MoreChip } from './EventChip.tsx';

interface WeekListProps extends OwnViewProps {
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
  const heading = useMemo(() => longDayFormat(language), [language]);
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
            {heading.format(dateOfDay(day))}
          </h3>
          <ul className="planner-list-events">
            {byDay.get(day)?.map((chip) => (
              <li key={chip.id}>
                {chip.subject.kind === 'more' ? (
                  <MoreChip chip={chip} className="planner-list-more" onOpen={() => onDay(day)} />
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
