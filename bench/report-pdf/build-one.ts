// Two builds of a 12-page report PDF by a fresh worker process (started by as-worker.ts), which has
// them drawn by its PDF renderer process: prints one JSON line with both processes' peak RSS.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { accounts } from '../../apps/server/src/modules/accounts/schema.ts';
import { buildReportPdf } from '../../apps/server/src/modules/reporting/build-report-pdf.ts';
import { reportPdfs } from '../../apps/server/src/modules/reporting/delivery-schema.ts';
import { pdfRenderer } from '../../apps/server/src/modules/reporting/pdf/pdf-renderer.ts';
import { reportSeed } from '../../apps/server/src/modules/reporting/report-seed.ts';
import { users } from '../../apps/server/src/modules/users/schema.ts';
import { releaseStartupMemory } from '../../apps/server/src/platform/startup-memory.ts';

// The worker role on PostgreSQL, as production runs it: the process holds no database. A fresh
// database per run on the bench cluster (BENCH_DATABASE_URL, as the other benchmarks).
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `pagewise_bench_pdf_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`create database ${databaseName}`);
const databaseUrl = new URL(baseUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-bench-pdf-'));
const config = loadConfig({
  ROLE: 'worker',
  DATABASE_URL: databaseUrl.toString(),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://pagewise.bench',
  WEB_DIST: join(dataDir, 'no-web'),
  RATE_LIMITS: 'off',
});
const app = await createApp(config);
// As start.ts does once the worker is up (there 5 s later).
releaseStartupMemory();
const startedRss = process.memoryUsage().rss;
const { context } = app;
const db = context.database.db;
try {
  const [account] = await db
    .insert(accounts)
    .values({ name: 'Harbour Café', timeZone: 'Europe/Paris' })
    .returning();
  const accountId = account?.id ?? '';
  const [user] = await db
    .insert(users)
    .values({
      accountId,
      firstname: 'Odile',
      lastname: 'Bench',
      email: `bench-${randomUUID()}@example.com`,
      passwordHash: 'unused',
      role: 'administrator',
      language: 'fr',
    })
    .returning();
  // Three pages with March 2026 day by day (31 days, 30 countries), and 100 posts in the month:
  // the posts table spans four pages, the report twelve or more.
  const seed = reportSeed(db, accountId);
  const countries = Object.fromEntries(
    'FR DE IT ES PT BE NL CH AT GB IE US CA BR MX AR MA TN SN CI JP KR IN AU NZ SE NO DK FI PL'
      .split(' ')
      .map((code, index) => [code, 1000 - index * 30]),
  );
  const pageIds = [];
  for (const name of ['Bakery', 'Florist', 'Café']) {
    const pageId = await seed.page(name);
    pageIds.push(pageId);
    await seed.days(
      pageId,
      Object.fromEntries(
        Array.from({ length: 59 }, (_, index) => {
          const day = new Date(Date.UTC(2026, 1, 1 + index)).toISOString().slice(0, 10);
          return [
            day,
            {
              followers: 1000 + index * 10,
              impressions: 100 * ((index % 9) + 1),
              reach: 50 * ((index % 7) + 1),
              reactions: index % 13,
              comments: 2,
              shares: 1,
              linkClicks: index % 3,
              videoViews3s: 30 + index,
              videoViews10s: 20,
              countries,
              demographics: { 'F.25-34': 400, 'M.25-34': 350 },
            },
          ];
        }),
      ),
    );
  }
  for (let index = 0; index < 100; index += 1) {
    await seed.post(
      pageIds[index % 3] ?? '',
      `Croissants are out, batch ${index}: a post long enough to wrap over two lines of the table 🥐`,
      new Date(Date.UTC(2026, 2, 1 + (index % 31), 8 + (index % 10))),
      { impressions: 400 + index, reach: 300, reactions: 30 + (index % 17), comments: 6, shares: 2 },
    );
  }
  const ask = async () => {
    const [row] = await db
      .insert(reportPdfs)
      .values({
        accountId,
        requestedBy: user?.id ?? null,
        scope: { period: 'last_month' },
        fromDay: '2026-03-01',
        toDay: '2026-03-31',
        language: 'fr',
        recipients: [user?.email ?? ''],
      })
      .returning();
    const started = performance.now();
    await buildReportPdf(context, row?.id ?? '');
    const ms = performance.now() - started;
    const [built] = await db
      .select()
      .from(reportPdfs)
      .where(eq(reportPdfs.id, row?.id ?? ''));
    return { ms, built };
  };
  const before = process.memoryUsage().rss;
  // The first build of a process starts the renderer, which loads react-pdf, its fonts and layout
  // engine; a worker's next ones find it running.
  const first = await ask();
  const rendererPid = pdfRenderer.pid;
  const { ms, built } = await ask();
  if (pdfRenderer.pid === undefined || pdfRenderer.pid !== rendererPid)
    throw new Error('the second PDF was not drawn by the first one’s renderer process');
  // The renderer's high-water mark, read by the kernel (VmHWM, in kB): the process that builds the PDF.
  const status = readFileSync(`/proc/${pdfRenderer.pid}/status`, 'utf8');
  const rendererPeakKb = Number(status.match(/^VmHWM:\s+(\d+) kB$/m)?.[1]);
  console.log(
    JSON.stringify({
      firstMs: Math.round(first.ms),
      ms: Math.round(ms),
      status: built?.status,
      error: built?.error,
      pageCount: built?.pageCount,
      sizeBytes: built?.sizeBytes,
      rendererPeakRssMb: Math.round((rendererPeakKb * 1024) / 1e6),
      workerStartRssMb: Math.round(startedRss / 1e6),
      workerRssBeforeMb: Math.round(before / 1e6),
      // maxRSS is in kibibytes: the worker's peak, reading the report and storing the file.
      workerPeakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
    }),
  );
} finally {
  pdfRenderer.stop();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  // The pool's last connections may still be on their way out: forced, once they are gone.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  await admin.end();
}
