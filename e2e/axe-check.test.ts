import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchBrowser } from './support/browser.ts';

/**
 * The check every accessibility test relies on finds what it must, in the page and in its frames,
 * and keeps to what it is given: a checker that finds nothing would pass every screen.
 */
const frame = `<!doctype html><html lang="en"><head><title>Frame</title></head><body>
  <img id="bare" width="20" height="20" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
</body></html>`;
const poorPage = `<!doctype html><html lang="en"><head><title>Check</title></head><body><main>
  <h1>Check</h1>
  <p id="faint" style="color:#bbb;background:#fff">Faint text</p>
  <button id="nameless"><svg width="10" height="10"></svg></button>
  <iframe title="Frame" src="/frame"></iframe>
</main></body></html>`;

let browser: Browser;
let site: Server;
let url = '';
beforeAll(async () => {
  site = createServer((request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(request.url === '/frame' ? frame : poorPage),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
});

describe('the axe check', () => {
  it('finds a low contrast, a nameless button and an image without text in a frame, and keeps to what it is given', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    await page.frames()[1]?.waitForSelector('#bare', { state: 'attached' });
    const all = await seriousViolations(page);
    expect(all.findings.map((finding) => `${finding.rule} ${finding.target}`).sort()).toEqual([
      'button-name #nameless',
      'color-contrast #faint',
      'image-alt iframe #bare',
    ]);
    expect(all.findings.find((finding) => finding.rule === 'color-contrast')?.detail).toMatch(
      /#bbbbbb on #ffffff/,
    );
    // Checked again on the same document, where axe already is: only the part given, and without
    // the rule left out.
    expect((await seriousViolations(page, { include: ['#faint'] })).findings).toHaveLength(1);
    expect(
      (await seriousViolations(page, { include: ['#faint'], disable: ['color-contrast'] })).findings,
    ).toEqual([]);
    await page.close();
  });
});
