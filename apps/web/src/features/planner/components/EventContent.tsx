import { Box, Text } from '@mantine/core';
import type { PlannerItem } from '@pagewise/shared/planner';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotOccurrence } from '../empty-slots.ts';

/** What a calendar event stands for: a planner item of the server, or an empty slot. */
export type EventSubject =
  | { kind: 'item'; item: PlannerItem }
  | { kind: 'slot'; slot: SlotOccurrence; pageName: string };

/**
 * The accessible name of an event: its page, its post's first words, its status and its time
 * ("Boulangerie Durand: Fresh bread (Scheduled, Thu, Mar 5, 12:00)"), so that a screen reader
 * and the end-to-end tests find a post in the calendar by what the user sees.
 */
function useEventLabel() {
  const { t, i18n } = useTranslation('planner');
  const when = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (subject: EventSubject) => {
    if (subject.kind === 'slot') {
      return t('event.slotLabel', { page: subject.pageName, time: when.format(subject.slot.start) });
    }
    const { item } = subject;
    const status = [
      t(`kinds.${item.kind}`),
      item.validation === 'unvalidated' ? t('event.unvalidated') : null,
      item.assigneeName ? t('event.assignee', { name: item.assigneeName }) : null,
    ]
      .filter(Boolean)
      .join(', ');
    return t('event.label', {
      page: item.pageName ?? t('event.noPage'),
      title: item.title || t('event.untitled'),
      status,
      time: when.format(new Date(item.start)),
    });
  };
}

interface EventContentProps {
  subject: EventSubject;
  timeText: string;
  /** A click opens something: the event is a button. */
  clickable: boolean;
}

/**
 * What an event shows in its box: the time, the page, the post's first words. Its name and role
 * go on FullCalendar's own element (the one that takes focus and clicks), and follow every change
 * of the event: FullCalendar keeps that element when only the event's data changes.
 */
export function EventContent({ subject, timeText, clickable }: EventContentProps) {
  const { t } = useTranslation('planner');
  const label = useEventLabel()(subject);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const event = box.current?.closest('.fc-event');
    if (!event) return;
    event.setAttribute('aria-label', label);
    if (clickable) event.setAttribute('role', 'button');
    else event.removeAttribute('role');
  }, [label, clickable]);
  if (subject.kind === 'slot') {
    return (
      <Box ref={box} px={4} style={{ overflow: 'hidden' }}>
        <Text size="xs" fw={600} truncate>
          {timeText} · {t('event.emptySlot')}
        </Text>
        <Text size="xs" truncate>
          {subject.pageName}
        </Text>
      </Box>
    );
  }
  const { item } = subject;
  return (
    <Box ref={box} px={4} style={{ overflow: 'hidden', color: 'inherit' }}>
      <Text size="xs" fw={600} truncate c="inherit">
        {timeText} · {item.pageName ?? t('event.noPage')}
      </Text>
      <Text size="xs" truncate c="inherit">
        {item.title || t('event.untitled')}
      </Text>
    </Box>
  );
}
