import type { Page } from 'playwright-core';
import enCommon from '../../apps/web/src/i18n/en/common.json' with { type: 'json' };
import enComposer from '../../apps/web/src/i18n/en/composer.json' with { type: 'json' };

/**
 * Picks a wall-clock time ("2026-03-05 14:30") in an English schedule field, as a user does: opens
 * the picker, turns to the month, clicks the day, types the hours and minutes, chooses AM or PM
 * (12 hours in English), then confirms. The composer's field unless another label is given.
 */
export async function pickScheduleTime(page: Page, wall: string, label = enComposer.schedule.date) {
  const [date = '', time = ''] = wall.split(/[ T]/);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const field = page.getByLabel(label, { exact: true });
  // In the middle of the window, so that the picker opens whole beside it: a field near an edge
  // opens it across the edge, and scrolling to its button then hides it with its field.
  await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await field.click();
  const dayLabel = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const day = page.getByRole('button', { name: dayLabel, exact: true });
  const next = page.getByRole('button', { name: enCommon.dateTime.nextMonth, exact: true });
  const shownMonth = page.getByRole('button', { name: enCommon.dateTime.monthLevel, exact: true });
  // The calendar opens on this month: the day may be in a later one. Each turn waits for the
  // month it asked for, so a day is never looked for in a calendar still drawing.
  await next.waitFor();
  for (let turns = 0; turns < 24 && (await day.count()) === 0; turns += 1) {
    const before = await shownMonth.textContent();
    await next.click();
    await page.waitForFunction(
      ({ name, before }) =>
        Array.from(document.querySelectorAll('button')).some(
          (button) => button.getAttribute('aria-label') === name && button.textContent !== before,
        ),
      { name: enCommon.dateTime.monthLevel, before },
    );
  }
  await day.click();
  await page.getByLabel(enCommon.dateTime.hours, { exact: true }).fill(String(hours % 12 || 12));
  await page.getByLabel(enCommon.dateTime.minutes, { exact: true }).fill(String(minutes));
  await page.getByLabel(enCommon.dateTime.amPm, { exact: true }).selectOption(hours < 12 ? 'AM' : 'PM');
  await page.getByRole('button', { name: enCommon.dateTime.done, exact: true }).click();
  // The field holds the picked time (its hidden input, as a form has it) before anyone saves.
  const held = page.locator('input[name="scheduledAt"]');
  await page
    .waitForFunction(
      ({ expected }) =>
        Array.from(document.querySelectorAll<HTMLInputElement>('input[name="scheduledAt"]')).some((input) =>
          input.value.startsWith(expected),
        ),
      { expected: `${date} ${time}` },
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`the schedule field holds "${await held.first().inputValue()}", not ${date} ${time}`);
    });
}
