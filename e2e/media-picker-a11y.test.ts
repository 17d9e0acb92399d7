import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import enComposer from '../apps/web/src/i18n/en/composer.json' with { type: 'json' };
import { described, seriousViolations } from './support/axe.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

beforeAll(async () => {
  // A 1 MB quota: one file fills the storage, so the gauge's warning can be checked too.
});
const e2e = serverAndBrowser(() => ({ STORAGE_QUOTA_MB: '1' }));

/** A page to write for: the composer asks for one before anything else. */
async function connectSandboxPage(token: string) {
  const response = await fetch(`${e2e.server.url}/api/networks/sandbox/form`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: { pageName: 'Harbour Books' } }),
  });
  if (response.status !== 201) throw new Error(`sandbox page: ${response.status} ${await response.text()}`);
}

/** A file in the account, so the gauge has something to say. */
async function upload(token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('file', file, name);
  const response = await fetch(`${e2e.server.url}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
}

const smallImage = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 320, height: 200, channels: 3, background: '#4a7bd0' } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'image/png' },
  );
/** A PDF of 1,000,000 bytes: over 95 % of a 1 MB quota. */
const largeDocument = () =>
  new Blob([Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1_000_000 - 9, 0x20)])], {
    type: 'application/pdf',
  });

const screens = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;
const schemes = ['light', 'dark'] as const;

type State = { name: string; token: string; used: RegExp; warning: boolean };
let states: State[] = [];

describe("the composer's media picker with the storage gauge", () => {
  beforeAll(async () => {
    const roomy = await createConfirmedUser(e2e.server);
    await connectSandboxPage(roomy.token);
    await upload(roomy.token, await smallImage(), 'harbour.png');
    const full = await createConfirmedUser(e2e.server);
    await connectSandboxPage(full.token);
    await upload(full.token, largeDocument(), 'catalogue.pdf');
    states = [
      { name: 'roomy', token: roomy.token, used: /^[\d.]+ kB of 1 MB used$/, warning: false },
      { name: 'full', token: full.token, used: /^976\.6 kB of 1 MB used$/, warning: true },
    ];
  });

  // One test per screen width: each opens the composer twice (roomy, full), checked in light and
  // then in dark (the system's scheme switched under the app, which follows it).
  it.each(screens)(
    'has no serious or critical accessibility violation on a $name, light and dark, roomy or full',
    async (screen) => {
      const found: string[] = [];
      for (const state of states) {
        const context = await e2e.browser.newContext({ viewport: screen.viewport, colorScheme: 'light' });
        await context.addInitScript((token: string) => {
          localStorage.setItem('token', token);
          // Mantine keeps the chosen colour scheme here: the system's.
          localStorage.setItem('mantine-color-scheme-value', 'auto');
        }, state.token);
        const page = await context.newPage();
        await page.goto(`${e2e.server.url}/#/dash/postCreator`);
        await page.getByText(state.used).waitFor();
        const gauge = page.getByRole('progressbar', { name: enComposer.storage.label });
        expect(await gauge.getAttribute('aria-valuetext')).toMatch(state.used);
        expect(await page.getByText(enComposer.storage.full).count()).toBe(state.warning ? 1 : 0);
        for (const scheme of schemes) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect
            .poll(() => page.locator('html').getAttribute('data-mantine-color-scheme'))
            .toBe(scheme);
          const { findings, passes } = await seriousViolations(page, {
            include: [`fieldset:has([aria-label="${enComposer.storage.label}"])`],
          });
          found.push(
            ...findings.map((finding) => `${screen.name}/${scheme}/${state.name}: ${described(finding)}`),
          );
          // The check looked at the picker itself, not at an empty page.
          expect(passes).toBeGreaterThan(0);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    },
    // Two openings of the composer and four axe runs: about 15 s alone, twice that beside another file.
    150_000,
  );
});
