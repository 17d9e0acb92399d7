import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serverNodeFlags } from '../apps/server/src/platform/node-flags.ts';

const root = new URL('..', import.meta.url).pathname;

/**
 * Loads the auth screen in Chromium exactly as a visitor does and sums the gzip size (level 9)
 * of every JavaScript file it fetched, once the screen has settled.
 */
export async function benchAuthBundle() {
  const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-'));
  const port = 3990;
  const server = spawn(process.execPath, [...serverNodeFlags, join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    for (let tries = 0; ; tries++) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      if (tries > 600) throw new Error('server not healthy');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await browser.newPage();
    const scripts: { url: string; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const body = await response.body();
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(`http://127.0.0.1:${port}/#/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('input[type="email"], input[name="email"]', { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    return { files: scripts.length, gzipKB: Math.round((total / 1024) * 10) / 10, scripts };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
