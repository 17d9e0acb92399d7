import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AccountPlan } from '@pagewise/shared/billing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { accounts } from '../accounts/schema.ts';
import { users } from '../users/schema.ts';
import { closeTrialWithPlan } from './close-trial.ts';
import { expectPlanLimit } from './test-plans.ts';
import { runTrialRound } from './trial-round.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

const hour = 3600_000;
const day = 24 * hour;
// Tuesday 10 March 2026, noon UTC: the trial ends on the 18th at noon UTC, 01:00 on the 19th in Auckland.
const signedUpAt = new Date('2026-03-10T12:00:00Z');
let clock = signedUpAt;
const at = (offsetMs: number) => {
  clock = new Date(signedUpAt.getTime() + offsetMs);
};

let test: TestApp;
let admin: Who;
let secondAdmin: Awaited<ReturnType<typeof buildTeamMember>>;
let editor: Awaited<ReturnType<typeof buildTeamMember>>;
let confirmed: Who;

const planOf = async (who: { headers: Record<string, string> }) =>
  (await call(test, who as Who, 'GET', '/api/plan')).json() as AccountPlan;
const mailsTo = (email: string, subject: RegExp) =>
  test.mail.messages.filter((mail) => mail.to.includes(email) && subject.test(mail.subject));
const settle = () => new Promise((resolve) => setTimeout(resolve, 800));

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  admin = await buildUser(test, { firstname: 'Ada' });
  const zone = await call(test, admin, 'PATCH', '/api/account/settings', { timeZone: 'Pacific/Auckland' });
  expect(zone.statusCode, zone.body).toBe(200);
  await sandboxPage(test, admin, 'Trial page');
  secondAdmin = await buildTeamMember(test, admin, 'administrator');
  editor = await buildTeamMember(test, admin, 'editor');
  confirmed = await buildUser(test, { firstname: 'Cleo' });
});
afterAll(() => test.close());

describe('the trial (spec §9): 8 days, a reminder 2 days before its end, the free plan 3 days after it', () => {
  it('starts on sign-up with the trial’s plan and its days', async () => {
    const plan = await planOf(admin);
    expect(plan).toMatchObject({
      plan: 'premium',
      chosenPlan: 'free',
      period: null,
      state: 'trial',
      trial: {
        kind: 'account',
        endsAt: '2026-03-18T12:00:00.000Z',
        daysRemaining: 8,
        hoursRemaining: 192,
        freeFrom: '2026-03-19T12:00:00.000Z',
      },
    });
    at(5 * day);
    expect(await runTrialRound(test.app.context)).toEqual({ reminded: 0, movedToFree: 0, emails: 0 });
    expect((await planOf(admin)).trial?.daysRemaining).toBe(3);
  });

  it('reminds each account once, even with two rounds at the same time, its administrators only', async () => {
    at(6 * day + hour);
    const [one, two] = await Promise.all([runTrialRound(test.app.context), runTrialRound(test.app.context)]);
    expect((one?.reminded ?? 0) + (two?.reminded ?? 0)).toBe(2);
    expect(await runTrialRound(test.app.context)).toEqual({ reminded: 0, movedToFree: 0, emails: 0 });
    const reminder = await test.mail.waitFor(admin.email, (mail) => /trial ends/.test(mail.subject));
    await test.mail.waitFor(secondAdmin.email, (mail) => /trial ends/.test(mail.subject));
    await test.mail.waitFor(confirmed.email, (mail) => /trial ends/.test(mail.subject));
    await settle();
    // The end read in the account's zone: 01:00 on the 19th in Auckland.
    expect(reminder.subject).toBe('Pagewise: Your Pagewise trial ends on March 19, 2026');
    expect(reminder.text).toContain('the account goes to the free plan on March 20, 2026');
    expect(reminder.text).toContain('http://pagewise.test/#/dash/plan');
    expect(mailsTo(admin.email, /trial ends/)).toHaveLength(1);
    expect(mailsTo(editor.email, /trial/)).toHaveLength(0);
    const [row] = await test.app.context.database.db
      .select({ remindedAt: accounts.trialRemindedAt })
      .from(accounts)
      .where(eq(accounts.id, admin.user.accountId));
    expect(row?.remindedAt?.toISOString()).toBe('2026-03-16T13:00:00.000Z');
    expect((await planOf(admin)).trial?.freeFrom).toBe('2026-03-19T13:00:00.000Z');
  });

  it('an account that confirmed a plan is not moved; the others go to the free plan 3 days after the reminder', async () => {
    await closeTrialWithPlan(test.app.context, confirmed.user.accountId, 'standard', 'annual');
    at(9 * day + hour - 1);
    expect((await runTrialRound(test.app.context)).movedToFree).toBe(0);
    at(9 * day + hour);
    expect(await runTrialRound(test.app.context)).toMatchObject({ reminded: 0, movedToFree: 1 });
    const ended = await test.mail.waitFor(admin.email, (mail) => /trial has ended/.test(mail.subject));
    await test.mail.waitFor(secondAdmin.email, (mail) => /trial has ended/.test(mail.subject));
    expect(ended.text).toContain('on the free plan since March 20, 2026');
    expect(await planOf(admin)).toMatchObject({
      plan: 'free',
      chosenPlan: 'free',
      state: 'free',
      trial: null,
    });
    expect(await planOf(confirmed)).toMatchObject({
      plan: 'standard',
      chosenPlan: 'standard',
      period: 'annual',
      state: 'active',
      trial: null,
    });
    await settle();
    expect(mailsTo(confirmed.email, /trial has ended/)).toHaveLength(0);
    expect(await runTrialRound(test.app.context)).toEqual({ reminded: 0, movedToFree: 0, emails: 0 });
  });

  it('the free plan then refuses a second page, and keeps the first', async () => {
    const second = await call(test, admin, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'A second page' },
    });
    expectPlanLimit(second, { plan: 'free', limit: 'pages', max: 1 });
    expect((await call(test, admin, 'GET', '/api/pages')).json().pages).toHaveLength(1);
  });
});

describe('the trial round as the worker starts', () => {
  it('moves an account whose trial ended while no worker ran, before the server answers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pagewise-trial-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'no-web') }),
    };
    const embeddedPath = join(dataDir, 'pglite');
    try {
      const first = await createApp(config, { embeddedPath });
      const db = first.context.database.db;
      const [account] = await db.insert(accounts).values({ name: 'Late trial' }).returning();
      if (!account) throw new Error('no account');
      await db.insert(users).values({
        accountId: account.id,
        firstname: 'Lou',
        lastname: 'Late',
        email: 'lou@late.example',
        passwordHash: 'x',
        role: 'administrator',
        emailConfirmedAt: new Date(),
      });
      await first.close();
      // Time moves on while the server is down (as the end-to-end test does it, in the database).
      const second = await createApp(config, { embeddedPath });
      await second.context.database.db
        .update(accounts)
        .set({ trialEndsAt: new Date(Date.now() - 2 * day), trialRemindedAt: new Date(Date.now() - 4 * day) })
        .where(eq(accounts.id, account.id));
      await second.close();
      const third = await createApp(config, { embeddedPath });
      try {
        const [row] = await third.context.database.db
          .select({ plan: accounts.plan, closedAt: accounts.trialClosedAt })
          .from(accounts)
          .where(eq(accounts.id, account.id));
        expect(row?.plan).toBe('free');
        expect(row?.closedAt).not.toBeNull();
      } finally {
        await third.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
