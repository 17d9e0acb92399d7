import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { ReportPdf, ReportSchedule } from '@pagewise/shared/report-exports';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { plainImage } from '../media/test-files.ts';
import { buildReportPdf } from './build-report-pdf.ts';
import { deliverReportSchedules } from './deliver-report-schedules.ts';
import { reportPdfs, reportSchedules } from './delivery-schema.ts';
import { createPdfRenderer, pdfRenderer } from './pdf/pdf-renderer.ts';
import { countPdfPages } from './pdf/render-report-pdf.ts';
import { parseHexColour, productColour, readableColour } from './pdf/report-brand.ts';
import type { ReportPdfContent } from './pdf/report-document.ts';
import { reportSeed } from './report-seed.ts';

// Thursday 12 March 2026, 10:00 UTC; the suite moves it on to see links expire and schedules fall due.
let clock = new Date('2026-03-12T10:00:00Z');
type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let bakery: string;

const march = (n: number) => `2026-03-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test, { firstname: 'Odile', language: 'fr' });
  stranger = await buildUser(test);
  const db = test.app.context.database.db;
  await db
    .update(accounts)
    .set({ name: 'Harbour Café', timeZone: 'Europe/Paris' })
    .where(eq(accounts.id, owner.user.accountId));
  const seed = reportSeed(db, owner.user.accountId);
  bakery = await seed.page('Bakery');
  await seed.days(
    bakery,
    Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [
        march(index + 1),
        {
          followers: 1000 + index * 10,
          impressions: 100 * (index + 1),
          reach: 50 * (index + 1),
          reactions: index + 1,
          comments: 2,
          shares: 1,
          countries: { FR: 600 + index, DE: 300 },
        },
      ]),
    ),
  );
  await seed.post(bakery, 'Croissants are out 🥐', new Date('2026-03-10T08:00:00Z'), {
    impressions: 400,
    reach: 300,
    reactions: 30,
    comments: 6,
  });
}, 60_000);
afterAll(() => test.close());

const linkOf = (text: string) => {
  const link = text.match(/http:\/\/pagewise\.test(\/api\/reporting\/pdfs\/[^\s"<]+)/)?.[1];
  if (!link) throw new Error(`no download link in ${text}`);
  return link.replaceAll('&amp;', '&');
};
const mailsAbout = (id: string) => test.mail.messages.filter((message) => message.text.includes(id));

async function askPdf(who: Who, body: object): Promise<ReportPdf> {
  const asked = await call(test, who, 'POST', '/api/reporting/pdfs', body);
  expect(asked.statusCode, asked.body).toBe(202);
  return asked.json() as ReportPdf;
}

describe('a report PDF by e-mail', () => {
  let pdf: ReportPdf;
  let link: string;

  it('is built by a job and e-mailed once, in the requester’s language, with a link to a real PDF', async () => {
    pdf = await askPdf(owner, { period: '7d', pageId: bakery });
    expect(pdf).toMatchObject({ status: 'in_progress', from: march(5), to: march(11), pageId: bakery });
    const mail = await test.mail.waitFor(owner.email, (message) => message.text.includes(pdf.id), 30_000);
    expect(mail.subject).toBe('Pagewise: Votre rapport Rapport réseaux sociaux est prêt');
    expect(mail.text).toContain('Bonjour Odile,');
    link = linkOf(mail.text);

    const listed = (await call(test, owner, 'GET', '/api/reporting/pdfs')).json().pdfs as ReportPdf[];
    const sent = listed.find((item) => item.id === pdf.id);
    expect(sent).toMatchObject({ status: 'sent', error: null });
    // A cover and a page per section at least.
    expect(sent?.pageCount).toBeGreaterThanOrEqual(10);

    const download = await test.http.inject({ method: 'GET', url: link });
    expect(download.statusCode, download.body.slice(0, 200)).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(countPdfPages(download.rawPayload)).toBe(sent?.pageCount);
    expect(download.rawPayload.length).toBe(sent?.sizeBytes);
  });

  it('is not e-mailed twice when its job runs again', async () => {
    await buildReportPdf(test.app.context, pdf.id);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsAbout(pdf.id)).toHaveLength(1);
  });

  it('opens only with its token, and says when the link has expired', async () => {
    const [path] = link.split('?');
    const without = await test.http.inject({ method: 'GET', url: path ?? '' });
    expect(without.statusCode).toBe(400);
    const wrong = await test.http.inject({ method: 'GET', url: `${path}?token=not-the-token` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.key).toBe('invalid_token');
    const saved = clock;
    clock = new Date(clock.getTime() + 31 * 24 * 3600_000);
    try {
      const expired = await test.http.inject({ method: 'GET', url: link });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error.key).toBe('report_pdf_expired');
      const [row] = await test.app.context.database.db
        .select()
        .from(reportPdfs)
        .where(eq(reportPdfs.id, pdf.id));
      expect(row?.fileKey).toBeNull();
    } finally {
      clock = saved;
    }
  });

  it('is of its account only: another account finds neither its page nor its PDFs; a viewer may not ask', async () => {
    const theirs = await call(test, stranger, 'POST', '/api/reporting/pdfs', {
      period: '7d',
      pageId: bakery,
    });
    expect(theirs.statusCode).toBe(404);
    const list = (await call(test, stranger, 'GET', '/api/reporting/pdfs')).json().pdfs as ReportPdf[];
    expect(list.map((item) => item.id)).not.toContain(pdf.id);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const refused = await call(test, viewer, 'POST', '/api/reporting/pdfs', { period: '7d' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('forbidden');
  });

  it('checks a custom period before anything is queued', async () => {
    const asked = await call(test, owner, 'POST', '/api/reporting/pdfs', {
      period: 'custom',
      from: march(9),
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error.fields).toEqual({ to: 'validation.required' });
  });

  it('fails with a reason when it cannot be made, and tells the requester', async () => {
    const db = test.app.context.database.db;
    const [row] = await db
      .insert(reportPdfs)
      .values({
        accountId: owner.user.accountId,
        requestedBy: owner.user.id,
        // A page deleted since it was asked for.
        scope: { period: '7d', pageId: randomUUID() },
        fromDay: march(5),
        toDay: march(11),
        language: 'fr',
        recipients: [owner.email],
        createdAt: clock,
      })
      .returning();
    await buildReportPdf(test.app.context, row?.id ?? '');
    const [failed] = await db
      .select()
      .from(reportPdfs)
      .where(eq(reportPdfs.id, row?.id ?? ''));
    expect(failed).toMatchObject({ status: 'failed', fileKey: null, downloadTokenHash: null });
    expect(failed?.error).toMatch(/not found/i);
    const mail = await test.mail.waitFor(owner.email, (message) =>
      message.subject.includes('n’a pas pu être créé'),
    );
    expect(mail.text).toContain('La génération du PDF a échoué');
    expect(mail.text).toContain('http://pagewise.test/#/dash/reporting');
  });
});

describe('the PDF renderer process', () => {
  const db = () => test.app.context.database.db;
  const askRow = async () => {
    const [row] = await db()
      .insert(reportPdfs)
      .values({
        accountId: owner.user.accountId,
        requestedBy: owner.user.id,
        scope: { period: '7d', pageId: bakery },
        fromDay: march(5),
        toDay: march(11),
        language: 'en',
        recipients: [owner.email],
        createdAt: clock,
      })
      .returning();
    return row?.id ?? '';
  };
  const rowOf = async (id: string) => (await db().select().from(reportPdfs).where(eq(reportPdfs.id, id)))[0];
  let content: ReportPdfContent | undefined;

  it('that dies while drawing fails the PDF with the reason, and the next PDF is drawn by a new one', async () => {
    const render = pdfRenderer.render;
    let killed: number | undefined;
    const spy = vi.spyOn(pdfRenderer, 'render').mockImplementationOnce(async (asked) => {
      content = asked;
      const drawing = render(asked);
      // The request is sent once the microtasks have run: the renderer cannot have answered yet.
      await new Promise((resolve) => setImmediate(resolve));
      killed = pdfRenderer.pid;
      process.kill(killed ?? 0, 'SIGKILL');
      return drawing;
    });
    const dying = await askRow();
    await buildReportPdf(test.app.context, dying);
    spy.mockRestore();
    expect(killed).toBeDefined();
    const failed = await rowOf(dying);
    expect(failed).toMatchObject({ status: 'failed', fileKey: null });
    expect(failed?.error).toBe('the PDF renderer stopped while drawing (SIGKILL)');

    const next = await askRow();
    await buildReportPdf(test.app.context, next);
    expect(await rowOf(next)).toMatchObject({ status: 'sent', error: null });
    expect(pdfRenderer.pid).toBeDefined();
    expect(pdfRenderer.pid).not.toBe(killed);
  });

  it('that overruns its time is stopped with the reason, and the next drawing starts a new one', async () => {
    if (!content) throw new Error('the previous test keeps a report’s content');
    // Long enough for a new process's first drawing on a loaded machine (1.2 s alone, more under CI).
    const renderer = createPdfRenderer({ timeoutMs: 8000, idleMs: 60_000, pdfsPerProcess: 10 });
    try {
      expect((await renderer.render(content)).pageCount).toBeGreaterThanOrEqual(10);
      const stuck = renderer.pid ?? 0;
      // A process that does not run draws nothing: as a drawing that never ends.
      process.kill(stuck, 'SIGSTOP');
      await expect(renderer.render(content)).rejects.toThrow(
        'the PDF renderer took longer than 8 s and was stopped',
      );
      const drawn = await renderer.render(content);
      expect(drawn.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.pid).not.toBe(stuck);
      // Its own memory: what the benchmark's target is about (bench/README.md, "Report PDF").
      expect(drawn.rendererPeakRssBytes).toBeLessThan(300e6);
    } finally {
      renderer.stop();
    }
  });
});

describe('scheduled reports', () => {
  const valid = {
    name: 'Monthly clients',
    frequency: 'weekly',
    pageId: null as string | null,
    recipients: ['client@harbour.example', 'Boss@Harbour.example'],
    language: 'en',
  };

  it('names every invalid field', async () => {
    const answer = await call(test, owner, 'POST', '/api/reporting/schedules', {
      name: ' ',
      frequency: 'daily',
      recipients: ['not-an-address'],
      language: 'xx',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields).toEqual({
      name: 'validation.required',
      frequency: 'validation.invalid',
      'recipients.0': 'validation.email',
      language: 'validation.language',
    });
    const none = await call(test, owner, 'POST', '/api/reporting/schedules', { ...valid, recipients: [] });
    expect(none.json().error.fields).toEqual({ recipients: 'validation.required' });
    const many = Array.from({ length: 21 }, (_, index) => `client${index}@harbour.example`);
    const tooMany = await call(test, owner, 'POST', '/api/reporting/schedules', {
      ...valid,
      recipients: many,
    });
    expect(tooMany.json().error.fields).toEqual({ recipients: 'validation.too_many_items' });
  });

  it('is created due next Monday at 06:00 in the account’s zone, changed, and of its account only', async () => {
    const created = await call(test, owner, 'POST', '/api/reporting/schedules', { ...valid, pageId: bakery });
    expect(created.statusCode, created.body).toBe(201);
    const schedule = created.json() as ReportSchedule;
    // Monday 16 March 2026, 06:00 in Paris (UTC+1).
    expect(schedule).toMatchObject({
      nextRunAt: '2026-03-16T05:00:00.000Z',
      recipients: ['client@harbour.example', 'boss@harbour.example'],
      lastDelivery: null,
    });
    const monthly = await call(test, owner, 'PUT', `/api/reporting/schedules/${schedule.id}`, {
      ...valid,
      pageId: bakery,
      frequency: 'monthly',
    });
    expect(monthly.json()).toMatchObject({ frequency: 'monthly', nextRunAt: '2026-04-01T04:00:00.000Z' });
    for (const [method, path] of [
      ['PUT', `/api/reporting/schedules/${schedule.id}`],
      ['DELETE', `/api/reporting/schedules/${schedule.id}`],
      ['GET', `/api/reporting/schedules/${schedule.id}/deliveries`],
    ] as const) {
      const answer = await call(test, stranger, method, path, method === 'PUT' ? valid : undefined);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    const deleted = await call(test, owner, 'DELETE', `/api/reporting/schedules/${schedule.id}`);
    expect(deleted.statusCode).toBe(204);
  });

  it('delivers a due schedule once, even when the sweep runs twice at the same time', async () => {
    const created = await call(test, owner, 'POST', '/api/reporting/schedules', valid);
    const schedule = created.json() as ReportSchedule;
    const db = test.app.context.database.db;
    // Monday 16 March, 06:05 in Paris: the schedule has just fallen due.
    clock = new Date('2026-03-16T05:05:00Z');
    await Promise.all([deliverReportSchedules(test.app.context), deliverReportSchedules(test.app.context)]);
    await deliverReportSchedules(test.app.context);
    const deliveries = await db.select().from(reportPdfs).where(eq(reportPdfs.scheduleId, schedule.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ fromDay: march(9), toDay: march(15), language: 'en' });
    const [moved] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, schedule.id));
    expect(moved?.nextRunAt.toISOString()).toBe('2026-03-23T05:00:00.000Z');

    const id = deliveries[0]?.id ?? '';
    for (const address of ['client@harbour.example', 'boss@harbour.example']) {
      const mail = await test.mail.waitFor(address, (message) => message.text.includes(id), 30_000);
      expect(mail.subject).toBe('Pagewise: Your report Monthly clients is ready');
      expect(mail.text).toContain('Hello client,'.replace('client', address.split('@')[0] ?? ''));
      const download = await test.http.inject({ method: 'GET', url: linkOf(mail.text) });
      expect(download.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(mailsAbout(id)).toHaveLength(2);

    const listed = await call(test, owner, 'GET', `/api/reporting/schedules/${schedule.id}/deliveries`);
    expect((listed.json().pdfs as ReportPdf[]).map((item) => [item.id, item.status])).toEqual([[id, 'sent']]);
    const schedules = (await call(test, owner, 'GET', '/api/reporting/schedules')).json()
      .schedules as ReportSchedule[];
    expect(schedules.find((item) => item.id === schedule.id)?.lastDelivery?.id).toBe(id);
  });
});

describe('the report’s white label', () => {
  const db = () => test.app.context.database.db;
  const drawn = async () => {
    const [row] = await db()
      .insert(reportPdfs)
      .values({
        accountId: owner.user.accountId,
        requestedBy: owner.user.id,
        scope: { period: '7d', pageId: bakery },
        fromDay: march(5),
        toDay: march(11),
        language: 'en',
        recipients: [owner.email],
        createdAt: clock,
      })
      .returning();
    let content: ReportPdfContent | undefined;
    const render = pdfRenderer.render;
    const spy = vi.spyOn(pdfRenderer, 'render').mockImplementationOnce(async (asked) => {
      content = asked;
      return render(asked);
    });
    await buildReportPdf(test.app.context, row?.id ?? '');
    spy.mockRestore();
    const [built] = await db()
      .select()
      .from(reportPdfs)
      .where(eq(reportPdfs.id, row?.id ?? ''));
    expect(built?.status).toBe('sent');
    const bytes = await buffer(test.app.context.storage.open(built?.fileKey ?? ''));
    return { brand: content?.brand, images: bytes.toString('latin1').split('/Subtype /Image').length - 1 };
  };

  it('takes the account’s logo and colour when they are set, darkening a colour white text cannot be read on', async () => {
    const before = await drawn();
    expect(before.brand).toMatchObject({ logo: null, colour: productColour, productName: 'Pagewise' });

    const form = new FormData();
    form.append('file', new Blob([await plainImage('png', 800, 200)]), 'logo.png');
    const request = new Request('http://pagewise.test/api/account/logo', { method: 'POST', body: form });
    const uploaded = await test.http.inject({
      method: 'POST',
      url: '/api/account/logo',
      headers: { ...owner.headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(
      (await call(test, owner, 'PUT', '/api/account/brand-color', { brandColor: '#7b2d8e' })).statusCode,
    ).toBe(200);
    const branded = await drawn();
    expect(branded.brand?.colour).toBe('#7b2d8e');
    expect(await sharp(branded.brand?.logo ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 75,
    });
    expect(branded.images).toBeGreaterThan(before.images);

    // Light yellow under white text: darkened until it reads (contrast ≥ 4.5).
    await call(test, owner, 'PUT', '/api/account/brand-color', { brandColor: '#ffe066' });
    const light = await drawn();
    expect(light.brand?.colour).toBe(readableColour(parseHexColour('#ffe066')));
    expect(light.brand?.colour).not.toBe('#ffe066');

    // Without a colour, the logo's main one as before: the test image's blue (#3366cc, to sharp's bins).
    await call(test, owner, 'PUT', '/api/account/brand-color', { brandColor: null });
    const own = parseHexColour((await drawn()).brand?.colour ?? '#000000');
    expect(own.b).toBeGreaterThan(own.g);
    expect(own.g).toBeGreaterThan(own.r);
    await call(test, owner, 'DELETE', '/api/account/logo');
  });
});
