import { Box, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hourCycleOf, timeOfDayOptions, wallTimeText } from '../lib/hour-cycle.ts';
import { skippedTimeMovedTo } from '../lib/schedule-time.ts';

interface ScheduleFieldProps {
  label: string;
  description: string;
  /** The wall-clock time of `timeZone` ("2026-03-05 14:30"), or '' before one is picked. */
  value: string;
  onChange: (value: string) => void;
  timeZone: string;
  error?: ReactNode;
  autoFocus?: boolean;
  maw?: number;
}

/**
 * The picker's "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss" as the UTC instant of that wall clock: read
 * back in UTC it shows the picked date and time, whatever the browser's zone.
 */
function asUtc(picked: string): Date {
  const [date, time = '00:00'] = picked.split(/[ T]/);
  return new Date(`${date}T${time.slice(0, 5)}:00Z`);
}

/**
 * When a post goes out: a date and a time of day picked in the app's language (month names, the
 * week's first day, 12 hours with AM/PM in English and 24 in the others), whatever the browser's
 * locale. The time is the user's zone's; a time that zone skips is named, with the time it becomes.
 */
export function ScheduleField({
  label,
  description,
  value,
  onChange,
  timeZone,
  error,
  autoFocus,
  maw,
}: ScheduleFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const movedTo = skippedTimeMovedTo(value, timeZone);
  const dateText = (options: Intl.DateTimeFormatOptions) => (picked: string) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(asUtc(picked));
  return (
    <Box maw={maw}>
      <DateTimePicker
        label={label}
        description={description}
        // The picked "YYYY-MM-DD HH:mm:ss" also stands in a hidden input of that name, as in a form.
        name="scheduledAt"
        value={value === '' ? null : value}
        onChange={(picked) => onChange(picked ? picked.slice(0, 16) : '')}
        valueFormat={dateText({
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          ...timeOfDayOptions(language),
        })}
        getDayAriaLabel={dateText({ dateStyle: 'long' })}
        error={error}
        clearable
        data-autofocus={autoFocus || undefined}
        timePickerProps={{
          format: hourCycleOf(language),
          hoursInputLabel: t('dateTime.hours'),
          minutesInputLabel: t('dateTime.minutes'),
          amPmInputLabel: t('dateTime.amPm'),
        }}
        ariaLabels={{
          previousMonth: t('dateTime.previousMonth'),
          nextMonth: t('dateTime.nextMonth'),
          previousYear: t('dateTime.previousYear'),
          nextYear: t('dateTime.nextYear'),
          previousDecade: t('dateTime.previousDecade'),
          nextDecade: t('dateTime.nextDecade'),
          monthLevelControl: t('dateTime.monthLevel'),
          yearLevelControl: t('dateTime.yearLevel'),
        }}
        submitButtonProps={{ 'aria-label': t('dateTime.done') }}
        clearButtonProps={{ 'aria-label': t('dateTime.clear') }}
      />
      {movedTo ? (
        <Text size="sm" c="orange.8" mt={4} role="status">
          {t('dateTime.skipped', {
            zone: timeZone,
            typed: wallTimeText(value.slice(11, 16), language),
            time: wallTimeText(movedTo.slice(11, 16), language),
          })}
        </Text>
      ) : null}
    </Box>
  );
}
