import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdf } from 'pdf-to-img';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import enExports from '../apps/web/src/i18n/en/reporting-exports.json' with { type: 'json' };
import { sandboxPageWithFigures, signedInPage } from './support/report-page.ts';
import { serverAndBrowser } from './support/server-and-browser.ts';
import { createConfirmedUser } from './support/users.ts';

/**
 * Issue 19's "Done when": a user asks for the PDF of their report on the reporting screen, sees it
 * in progress then sent, finds the e-mail with its link in the outbox, downloads the PDF through the
 * link in Chromium (a wrong token is refused), and the PDF's pages, turned into images, show the
 * charts. The images stay in `pagesFolder` for a human to look at.
 */
const e2e = serverAndBrowser();
const pagesFolder = join(tmpdir(), 'pagewise-report-pdf-e2e');
let user: Awaited<ReturnType<typeof createConfirmedUser>>;
beforeAll(async () => {
  user = await createConfirmedUser(e2e.server);
  await sandboxPageWithFigures(e2e.server, user.token, 'PDF Bakery');
});

/** The product's colour (report-brand.ts), that of the charts of an account without a picture. */
const brand = { r: 0x1c, g: 0x7e, b: 0xd6 };
/** Rendering scale: 2 pixels a point. */
const scale = 2;
/**
 * Where a page's own content starts, in points: below the coloured band (40 pt) and the title
 * (from 64 pt, 18 pt high), both in the brand's colour on every page.
 */
const bodyTop = 90;

type PageImage = { number: number; png: Buffer; brandPixels: number; colours: number };

/** What a page's image shows below its title: pixels of the brand's colour, and distinct colours. */
async function measure(number: number, png: Buffer): Promise<PageImage> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let brandPixels = 0;
  const colours = new Set<number>();
  for (
    let offset = bodyTop * scale * info.width * info.channels;
    offset < data.length;
    offset += info.channels
  ) {
    const r = data[offset] ?? 0;
    const g = data[offset + 1] ?? 0;
    const b = data[offset + 2] ?? 0;
    if (Math.abs(r - brand.r) + Math.abs(g - brand.g) + Math.abs(b - brand.b) < 60) brandPixels += 1;
    // Colours to 4 bits a channel: antialiasing's shades of one colour count once or twice.
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
  }
  return { number, png, brandPixels, colours: colours.size };
}

describe('a report PDF by e-mail', () => {
  it('is asked for on the screen, e-mailed with a link, downloaded, and its pages show the charts', async () => {
    const page = await signedInPage(e2e, user.token, '/dash/reporting', 'report-pdf-e2e');
    await page.locator('.recharts-surface').first().waitFor();

    const panel = page.getByRole('region', { name: enExports.pdf.region });
    await panel.getByRole('button', { name: enExports.pdf.ask }).click();
    await page.getByText(enExports.pdf.asked).waitFor();
    // The new PDF heads the list at once, in progress, until the list's polling finds it sent.
    await panel.getByText(enExports.status.in_progress).first().waitFor();
    await panel.getByText(enExports.status.sent).first().waitFor({ timeout: 30_000 });
    await panel.getByText(enExports.status.in_progress).first().waitFor({ state: 'detached' });

    const mail = await e2e.server.waitForEmail(user.email, '/api/reporting/pdfs/', 30_000);
    const link = mail.match(
      /http:\/\/\S+\/api\/reporting\/pdfs\/[0-9a-f-]+\/download\?token=[A-Za-z0-9_-]+/,
    )?.[0];
    if (!link) throw new Error(`no download link in the e-mail:\n${mail}`);

    const wrong = await page.request.get(link.replace(/token=.*$/, 'token=not-the-token'));
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { error: { key: string } }).error.key).toBe('invalid_token');

    // The link answers the file as an attachment: Chromium downloads it.
    const downloading = page.waitForEvent('download');
    await page.goto(link).catch(() => undefined);
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await page.context().close();

    await rm(pagesFolder, { recursive: true, force: true });
    await mkdir(pagesFolder, { recursive: true });
    const pages: PageImage[] = [];
    for await (const png of await pdf(bytes, { scale })) {
      const measured = await measure(pages.length + 1, png);
      pages.push(measured);
      await writeFile(join(pagesFolder, `page-${String(measured.number).padStart(2, '0')}.png`), png);
    }
    const summary = pages.map(({ number, brandPixels, colours }) => ({ number, brandPixels, colours }));

    // A cover and a page per section at least (report-document.ts).
    expect(pages.length, JSON.stringify(summary)).toBeGreaterThanOrEqual(10);
    // Below their titles, the pages of tables print in black and grey only (the overview's figures,
    // the posts, the pages compared, the last page); the pages of charts draw their lines and bars
    // in the brand's colour: audience, engagements, impressions, videos (when the sandbox gives
    // views) and demographics. 1,000 pixels: one line across a line chart is about 2,000.
    const sections = pages.slice(1);
    const charts = sections.filter((image) => image.brandPixels > 1000);
    const tables = sections.filter((image) => image.brandPixels === 0);
    expect(charts.length, JSON.stringify(summary)).toBeGreaterThanOrEqual(4);
    expect(tables.length, JSON.stringify(summary)).toBeGreaterThanOrEqual(3);
    expect(tables.map((image) => image.number)).toContain(2);
    // Axes, grid lines, labels and the series: more colours than a table's black, grey and rules.
    const fewestOnCharts = Math.min(...charts.map((image) => image.colours));
    const mostOnTables = Math.max(...tables.map((image) => image.colours));
    expect(fewestOnCharts, JSON.stringify(summary)).toBeGreaterThan(mostOnTables);
  });
});
