import type { CSSProperties } from 'react';

/**
 * FullCalendar draws with its own light colours (a white page, light grey borders and fills). Set
 * to Mantine's variables, which follow the colour scheme, the calendar reads in light and dark.
 */
export const calendarSchemeVariables = {
  '--fc-page-bg-color': 'var(--mantine-color-body)',
  '--fc-border-color': 'var(--mantine-color-default-border)',
  '--fc-neutral-bg-color': 'var(--mantine-color-default-hover)',
  '--fc-neutral-text-color': 'var(--mantine-color-dimmed)',
  '--fc-list-event-hover-bg-color': 'var(--mantine-color-default-hover)',
  '--fc-today-bg-color': 'var(--mantine-primary-color-light)',
} as CSSProperties;
