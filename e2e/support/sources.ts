import type { Page } from 'playwright-core';
import enSources from '../../apps/web/src/i18n/en/sources.json' with { type: 'json' };

/** The texts of My sources' add dialog, in any of the app's languages (`sources.json`). */
interface SourceDialogTexts {
  add: string;
  form: {
    addTitle: string;
    add: string;
    name: { label: string };
    type: { label: string };
    url: { rss: { label: string } };
  };
}

/**
 * Adds a source of type RSS through the add dialog of My sources, as a user does, in the language of
 * `t` (English unless given); returns once the dialog has closed, before the source's first read.
 */
export async function addRssSource(page: Page, name: string, url: string, t: SourceDialogTexts = enSources) {
  await page.getByRole('button', { name: t.add }).first().click();
  const dialog = page.getByRole('dialog', { name: t.form.addTitle });
  await dialog.getByRole('textbox', { name: t.form.name.label }).fill(name);
  await dialog.getByRole('combobox', { name: t.form.type.label }).selectOption('rss');
  await dialog.getByRole('textbox', { name: t.form.url.rss.label }).fill(url);
  await dialog.getByRole('button', { name: t.form.add }).click();
  await dialog.waitFor({ state: 'detached' });
}
