import type { CSSProperties, DragEvent } from 'react';
import type { DayChip } from './day-chips.ts';
import type { EventSubject } from './event-content.ts';
import { PageMark } from './PageMark.tsx';

interface EventChipProps {
  chip: DayChip;
  /** The view's class for its chips (`planner-month-event`, `planner-list-event`). */
  className: string;
  /**
   * The list's row: the time in a column of its own, then the page's mark and name. Otherwise (the
   * month) the time and the page share the first line.
   */
  timeApart?: boolean;
  onChip: (subject: EventSubject) => void;
  /** Set on a movable chip of the month: it can be dragged to another day. */
  onDragStart?: ((drag: DragEvent) => void) | undefined;
}

/**
 * An event of the app's own views (the month, the list) in its status's colours: a button when a
 * click opens something (a post, a bot, an empty slot's new post), otherwise an article. Its name
 * is the event's label (event-content.ts), which starts with what it shows first: its time.
 */
export function EventChip({ chip, className, timeApart = false, onChip, onDragStart }: EventChipProps) {
  const { face, event } = chip;
  const style = {
    backgroundColor: event.backgroundColor,
    borderColor: event.borderColor,
    color: event.textColor,
  } as CSSProperties;
  const classes = [className, ...((event.classNames as string[] | undefined) ?? [])].join(' ');
  const lines = (
    <>
      <span className="planner-event-line" style={{ fontWeight: 600 }}>
        {face.page ? <PageMark page={face.page} /> : null}{' '}
        <span className="planner-event-text">{timeApart ? face.head : `${face.time} · ${face.head}`}</span>
      </span>{' '}
      <span className="planner-event-line" style={{ fontWeight: 400 }}>
        <span className="planner-event-text">{face.body}</span>
      </span>
    </>
  );
  const content = timeApart ? (
    <>
      <span className="planner-list-time">{face.time}</span>{' '}
      <span className="planner-list-lines">{lines}</span>
    </>
  ) : (
    lines
  );
  if (!face.clickable)
    return (
      <article className={classes} style={style} aria-label={face.label} title={face.label}>
        {content}
      </article>
    );
  return (
    <button
      type="button"
      className={classes}
      style={style}
      aria-label={face.label}
      title={face.label}
      draggable={onDragStart ? true : undefined}
      onDragStart={onDragStart}
      onClick={() => onChip(chip.subject)}
    >
      {content}
    </button>
  );
}

/** A day's "+N more" in the app's own views: a click opens what the view opens for the day. */
export function MoreChip({
  chip,
  className,
  onOpen,
}: {
  chip: DayChip;
  className: string;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className={`${className} planner-event-more`}
      aria-label={chip.face.label}
      onClick={onOpen}
    >
      {chip.face.head}
    </button>
  );
}
