import { accountPlan } from '@pagewise/shared/billing';
import { plans } from '@pagewise/shared/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addCustomSource } from '../bots/test-sources.ts';
import { assignPlan } from './assign-plan.ts';
import { putOnPlan } from './test-plans.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

let test: TestApp;
let owner: Who;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test, { firstname: 'Nora', lastname: 'Baker', company: 'Baker & Sons' });
});
afterAll(() => test.close());

describe('GET /api/plan', () => {
  it('answers every role of the account the same plan, with what the account uses now', async () => {
    const pageId = await sandboxPage(test, owner, 'Counted page');
    await addCustomSource(test, owner.user.accountId, 'Counted feed');
    const scheduled = await call(test, owner, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [pageId],
      message: 'Counted',
      scheduledAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const members = [];
    for (const role of ['editor', 'writer', 'viewer'] as const)
      members.push({ role, who: await buildTeamMember(test, owner, role) });
    const answers = [];
    for (const { role, who } of members) {
      const response = await call(test, who, 'GET', '/api/plan');
      expect(response.statusCode, `${role}: ${response.body}`).toBe(200);
      answers.push(response.json());
    }
    const mine = await call(test, owner, 'GET', '/api/plan');
    expect(mine.statusCode).toBe(200);
    const plan = accountPlan.parse(mine.json());
    expect(plan).toMatchObject({
      plan: 'premium',
      state: 'trial',
      limits: plans.premium.limits,
      features: plans.premium.features,
      billingConfigured: false,
    });
    expect(plan.usage).toMatchObject({ pages: 1, users: 4, sources: 1, bots: 0, scheduledPostsPerMonth: 1 });
    // The post goes out within the hour: today's, unless the day ends first.
    expect(plan.usage.postsPerDay).toBeLessThanOrEqual(1);
    for (const answer of answers) expect(answer).toEqual(mine.json());
  });

  it('shows the chosen plan once the trial is closed, its numbers and locks', async () => {
    const starter = await buildUser(test);
    await putOnPlan(test, starter.user.accountId, 'starter');
    const plan = (await call(test, starter, 'GET', '/api/plan')).json();
    expect(plan).toMatchObject({
      plan: 'starter',
      chosenPlan: 'starter',
      period: 'monthly',
      state: 'active',
      trial: null,
      limits: plans.starter.limits,
      features: { moderation: true, moderationV2: false, pdfExport: false },
    });
  });

  it('needs a session', async () => {
    expect((await test.http.inject({ method: 'GET', url: '/api/plan' })).statusCode).toBe(401);
  });

  it('says billing is configured when a Stripe key is', async () => {
    const withStripe = await startTestApp({ env: { STRIPE_SECRET_KEY: 'sk_test_plans_1234' } });
    try {
      const someone = await buildUser(withStripe);
      const plan = (await call(withStripe, someone, 'GET', '/api/plan')).json();
      expect(plan.billingConfigured).toBe(true);
    } finally {
      await withStripe.close();
    }
  }, 120_000);
});

describe('POST /api/plan/contact', () => {
  it('e-mails the sales address who asks, for which account, their message and phone', async () => {
    const writer = await buildTeamMember(test, owner, 'writer');
    const sent = await call(test, writer, 'POST', '/api/plan/contact', {
      message: 'We run 40 pages for our clients: what would that cost?',
      phone: '+33 6 12 34 56 78',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const mail = await test.mail.waitFor('sales@pagewise.test');
    expect(mail.subject).toContain('contact request from writer');
    expect(mail.subject).toContain('Baker & Sons');
    expect(mail.text).toContain(`E-mail: ${writer.email}`);
    expect(mail.text).toContain('Phone: +33 6 12 34 56 78');
    expect(mail.text).toContain(`Account: Baker & Sons (${owner.user.accountId})`);
    expect(mail.text).toContain('Plan: premium (trial)');
    expect(mail.text).toContain('We run 40 pages for our clients: what would that cost?');
  });

  it('refuses an empty message with its field', async () => {
    const empty = await call(test, owner, 'POST', '/api/plan/contact', { message: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ message: 'validation.required' });
  });

  it('goes to SALES_EMAIL when set, else to sales@ the public host', () => {
    expect(loadConfig({ SALES_EMAIL: 'deals@pagewise.example' }).salesEmail).toBe('deals@pagewise.example');
    expect(loadConfig({ PUBLIC_URL: 'https://app.pagewise.example' }).salesEmail).toBe(
      'sales@app.pagewise.example',
    );
    expect(() => loadConfig({ SALES_EMAIL: 'not an address' })).toThrow(/SALES_EMAIL/);
  });
});

describe('assigning a plan without Stripe (npm run set-plan)', () => {
  it('names the account by an administrator’s address or its id, and refuses anything else', async () => {
    const customer = await buildUser(test, { company: 'Corner Shop' });
    const byEmail = await assignPlan(test.app.context, {
      who: customer.email.toUpperCase(),
      plan: 'standard',
      period: 'annual',
    });
    expect(byEmail).toMatchObject({
      id: customer.user.accountId,
      name: 'Corner Shop',
      plan: 'standard',
      period: 'annual',
    });
    expect((await call(test, customer, 'GET', '/api/plan')).json()).toMatchObject({
      plan: 'standard',
      state: 'active',
    });
    const byId = await assignPlan(test.app.context, { who: customer.user.accountId, plan: 'free' });
    expect(byId).toMatchObject({ plan: 'free', period: null });
    const member = await buildTeamMember(test, customer, 'editor');
    await expect(assignPlan(test.app.context, { who: member.email, plan: 'premium' })).rejects.toMatchObject({
      key: 'forbidden',
    });
    await expect(
      assignPlan(test.app.context, { who: 'nobody@example.com', plan: 'premium' }),
    ).rejects.toMatchObject({
      key: 'not_found',
    });
    await expect(assignPlan(test.app.context, { who: customer.email, plan: 'gold' })).rejects.toMatchObject({
      key: 'invalid_data',
    });
    await expect(
      assignPlan(test.app.context, { who: customer.email, plan: 'starter', period: 'weekly' }),
    ).rejects.toMatchObject({ key: 'invalid_data' });
  });
});
