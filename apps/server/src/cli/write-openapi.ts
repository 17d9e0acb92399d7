// Usage: node apps/server/src/cli/write-openapi.ts <file.json>
// Writes the API's OpenAPI document as the server serves it at /api/docs/json, without listening:
// the app is built on a throw-away embedded database, with a stand-in web app so that every route
// a real start registers (the web app's catch-all included) is there to be left out or described.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: write-openapi <file.json>');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-openapi-'));
try {
  const webDist = join(dataDir, 'web');
  mkdirSync(webDist);
  writeFileSync(join(webDist, 'index.html'), '<!doctype html>');
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: webDist, LOG_LEVEL: 'warn' });
  const app = await createApp({ ...config, role: 'web' }, { embeddedPath: 'memory://' });
  try {
    if (!app.http) throw new Error('no HTTP server');
    await app.http.ready();
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(app.http.swagger(), null, 2)}\n`);
  } finally {
    await app.close();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
