import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../platform/mail.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverEmail } from './deliver-email.ts';
import { queueEmail } from './queue-email.ts';
import { clearEmailQueue, sealEarlierEmailJobs } from './seal-earlier-email-jobs.ts';
import { sendEmail } from './send-email.ts';
import { sendEmailJob } from './send-email-job.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const message = (to: string, secret: string): MailMessage => ({
  to,
  subject: 'Pagewise: reset your password',
  text: `Reset it: http://pagewise.test/#/reset-password?token=${secret}`,
  html: `<a href="http://pagewise.test/#/reset-password?token=${secret}">Reset it</a>`,
});

/** Every row pg-boss keeps of a queue's jobs, as text. */
async function jobRows(queue: string): Promise<string[]> {
  const result = (await test.app.context.database.db.execute(
    sql`select j::text as row from pgboss.job j where name = ${queue}`,
  )) as unknown as { rows: { row: string }[] };
  return result.rows.map((row) => row.row);
}

describe('e-mails in the job queue', () => {
  it('keeps a waiting e-mail sealed: its job shows neither address nor link, and opens to the message', async () => {
    const secret = 'waiting-Secret-Token-1';
    const later = new Date(Date.now() + 3600_000);
    const composed = message('waiting@example.com', secret);
    const id = await queueEmail(test.app.context, composed, { startAfter: later });
    if (!id) throw new Error('e-mail not queued');
    const rows = await jobRows(sendEmailJob.name);
    expect(rows.some((row) => row.includes(id))).toBe(true);
    for (const row of rows) {
      expect(row).not.toContain(secret);
      expect(row).not.toContain('waiting@example.com');
    }

    const job = await test.app.context.queue.boss.getJobById<{ sealed: string }>(sendEmailJob.name, id);
    const sent: MailMessage[] = [];
    await deliverEmail(
      {
        secrets: test.app.context.secrets,
        mailer: { send: async (mail) => void sent.push(mail), describe: () => '' },
      },
      sendEmailJob.payload.parse(job?.data),
    );
    expect(sent).toEqual([composed]);
    await test.app.context.queue.boss.deleteJob(sendEmailJob.name, id);
  });

  it('deletes the job of a sent e-mail at once', async () => {
    await sendEmail(test.app.context, {
      kind: 'reset_password',
      to: 'sent@example.com',
      name: 'Sam',
      language: 'en',
      path: '/#/reset-password?token=sent-Secret-Token-2',
    });
    const mail = await test.mail.waitFor('sent@example.com');
    expect(mail.text).toContain('sent-Secret-Token-2');
    for (let waited = 0; (await jobRows(sendEmailJob.name)).length > 0; waited += 50) {
      if (waited > 5_000) throw new Error(`jobs kept: ${await jobRows(sendEmailJob.name)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('seals the e-mails an earlier version left waiting in clear, sends them once, and drops the sent ones', async () => {
    const { boss } = test.app.context.queue;
    await boss.createQueue(clearEmailQueue);
    const sentBefore = await boss.send(clearEmailQueue, message('earlier@example.com', 'earlier-Sent-Token'));
    const [active] = await boss.fetch(clearEmailQueue);
    expect(active?.id).toBe(sentBefore);
    await boss.complete(clearEmailQueue, active?.id ?? '');
    const waiting = await boss.send(
      clearEmailQueue,
      message('waiting-earlier@example.com', 'earlier-Waiting-Token'),
      {
        startAfter: new Date(Date.now() + 600_000),
      },
    );
    await boss.send(clearEmailQueue, { unexpected: 'shape' });

    expect(await sealEarlierEmailJobs(test.app.context)).toBe(1);
    expect(await boss.getQueue(clearEmailQueue)).toBeNull();
    expect(await jobRows(clearEmailQueue)).toEqual([]);
    const mail = await test.mail.waitFor('waiting-earlier@example.com');
    expect(mail.text).toContain('earlier-Waiting-Token');
    expect(
      test.mail.messages.filter((caught) => caught.to.includes('waiting-earlier@example.com')),
    ).toHaveLength(1);
    expect(waiting).not.toBeNull();
    expect(await sealEarlierEmailJobs(test.app.context)).toBe(0);
  });
});
