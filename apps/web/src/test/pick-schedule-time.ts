import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The element `selector` finds under `root`, or a test failure naming what is missing. */
function found<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
}

/**
 * Picks a wall-clock time ("2026-03-05 14:30") in the English schedule field labelled `label`, as a
 * user does: opens the picker, turns to the month, clicks the day, types the hours and minutes
 * (with AM or PM, 12 hours in English), then confirms.
 */
export async function pickScheduleTime(label: string, wall: string) {
  const [date = '', time = ''] = wall.split(' ');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  await userEvent.click(screen.getByLabelText(label));
  const dayLabel = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const day = `button[aria-label="${dayLabel}"]`;
  // The calendar opens on the field's month, or this month: turn forward, then back, to the day.
  for (const turn of [...Array(24).fill('Next month'), ...Array(48).fill('Previous month')]) {
    if (document.querySelector(day)) break;
    fireEvent.click(found(document, `button[aria-label="${turn}"]`));
  }
  const dayButton = found<HTMLButtonElement>(document, day);
  fireEvent.click(dayButton);
  const dropdown = dayButton.closest('[role="dialog"]') ?? document;
  // React's onChange on a text field is the browser's `input` event (Preact listens to that one).
  fireEvent.input(found(dropdown, 'input[aria-label="Hours"]'), {
    target: { value: String(hours % 12 === 0 ? 12 : hours % 12) },
  });
  fireEvent.input(found(dropdown, 'input[aria-label="Minutes"]'), { target: { value: String(minutes) } });
  fireEvent.change(found(dropdown, 'select[aria-label="AM or PM"]'), {
    target: { value: hours < 12 ? 'AM' : 'PM' },
  });
  await userEvent.click(found(dropdown, 'button[aria-label="Confirm the date and time"]'));
}

/** The wall-clock time the schedule field holds ("2026-03-05 14:30"), '' when none is picked. */
export function pickedScheduleTime(): string {
  return found<HTMLInputElement>(document, 'input[type="hidden"][name="scheduledAt"]').value.slice(0, 16);
}
