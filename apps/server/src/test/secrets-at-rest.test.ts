import { type FakeFacebookPageApi, startFakeFacebookPage } from '@pagewise/networks/facebook-page/fake';
import type { Validator } from '@pagewise/shared/collaboration';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExports } from '../modules/accounts/export-schema.ts';
import { createSupervisorLink } from '../modules/auth/create-supervisor-link.ts';
import { sendEmailJob } from '../modules/notifications/send-email-job.ts';
import { openCredentials } from '../modules/pages/credentials.ts';
import { oauthStates, pages } from '../modules/pages/schema.ts';
import { dumpDatabase } from './database-dump.ts';
import { strongPassword } from './factories.ts';
import { type CaughtMail, linkToken } from './mail-catcher.ts';

import { startTestApp, type TestApp } from './test-app.ts';

let test: TestApp;
let facebook: FakeFacebookPageApi;
beforeAll(async () => {
  facebook = await startFakeFacebookPage();
  test = await startTestApp({
    env: {
      NETWORK_FACEBOOK_PAGE_CLIENT_ID: 'pagewise-app',
      NETWORK_FACEBOOK_PAGE_CLIENT_SECRET: 'app-secret',
      NETWORK_FACEBOOK_PAGE_API_URL: facebook.url,
      NETWORK_FACEBOOK_PAGE_AUTH_URL: facebook.url,
    },
  });
});
afterAll(async () => {
  await test.close();
  await facebook.close();
});

type Who = { email: string; token: string; headers: Record<string, string> };

/** Every secret that grants access, by what it is, as the test met it (from e-mails and answers). */
const secrets: [string, string][] = [];
const keep = (what: string, secret: string | null | undefined) => {
  if (!secret) throw new Error(`no ${what}`);
  secrets.push([what, secret]);
  return secret;
};

const post = (url: string, payload: object) => test.http.inject({ method: 'POST', url, payload });

const api = (who: Who, method: 'POST' | 'PUT', url: string, payload: object = {}) =>
  test.http.inject({ method, url, payload, headers: who.headers });

async function mailTo(email: string, match: (mail: CaughtMail) => boolean) {
  return test.mail.waitFor(email, match);
}

async function logIn(email: string, password: string, what: string): Promise<Who> {
  const response = await post('/api/auth/login', { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const token = keep(what, response.json().token);
  return { email, token, headers: { authorization: `Bearer ${token}` } };
}

/** Until no e-mail waits in the queue: every message the steps asked for has been handled. */
async function mailQueueIdle() {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const result = (await test.app.context.database.db.execute(
      sql`select count(*)::int as waiting from pgboss.job
          where name = ${sendEmailJob.name} and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: { waiting: number }[] };
    if (result.rows[0]?.waiting === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('e-mails still queued');
}

describe('secrets at rest', () => {
  it('leaves no token, link or credential readable in a dump of the database, job queue included', async () => {
    // Sign-up and confirmation.
    const email = `dump-${Date.now()}@example.com`;
    const signup = await post('/api/auth/signup', {
      firstname: 'Dora',
      lastname: 'Dump',
      email,
      password: strongPassword,
      acceptTerms: true,
      language: 'en',
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const confirmToken = keep(
      'confirmation link',
      linkToken(await mailTo(email, (mail) => mail.text.includes('/#/confirm?token=')), 'confirm'),
    );
    expect((await post('/api/auth/confirm', { token: confirmToken })).statusCode).toBe(200);
    await logIn(email, strongPassword, 'first session');

    // Password reset: a link used, then a second one left unused.
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBeLessThan(300);
    const resetToken = keep(
      'password reset link',
      linkToken(
        await mailTo(email, (mail) => mail.text.includes('/#/reset-password?token=')),
        'reset-password',
      ),
    );
    const newPassword = 'Tangerine-Harbour-93';
    const reset = await post('/api/auth/reset-password', { token: resetToken, password: newPassword });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    const owner = await logIn(email, newPassword, 'session after the reset');
    await test.app.context.database.db.execute(
      sql`update user_tokens set created_at = created_at - interval '1 hour'`,
    );
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBeLessThan(300);
    const unusedReset = await mailTo(
      email,
      (mail) => mail.text.includes('/#/reset-password?token=') && !mail.text.includes(resetToken),
    );
    keep('unused password reset link', linkToken(unusedReset, 'reset-password'));

    // A Bitly token kept for the owner.
    const profile = await test.http.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: owner.headers,
      payload: {
        firstname: 'Dora',
        lastname: 'Dump',
        email,
        bitlyToken: keep('Bitly token', 'bitly-Secret-4242'),
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);

    // A team member invited, who confirms and logs in.
    const memberEmail = `member-${Date.now()}@example.com`;
    const memberPassword = 'Violet-Canyon-48';
    const added = await api(owner, 'POST', '/api/users', {
      firstname: 'Nina',
      lastname: 'Keller',
      email: memberEmail,
      password: memberPassword,
      role: 'editor',
    });
    expect(added.statusCode, added.body).toBe(201);
    const invitation = keep(
      'invitation link',
      linkToken(await mailTo(memberEmail, (mail) => mail.text.includes('/#/confirm?token=')), 'confirm'),
    );
    expect((await post('/api/auth/confirm', { token: invitation })).statusCode).toBe(200);
    await logIn(memberEmail, memberPassword, "team member's session");

    // An external validator: the link shown to copy, and the e-mail it receives.
    const connected = await api(owner, 'POST', '/api/networks/sandbox/form', {
      fields: { pageName: 'Dump Bakery' },
    });
    expect(connected.statusCode, connected.body).toBe(201);
    const pageId = connected.json().pages[0].id as string;
    const validatorEmail = `validator-${Date.now()}@client.example`;
    const created = await api(owner, 'POST', '/api/validators', {
      firstname: 'Vera',
      lastname: 'Client',
      email: validatorEmail,
      pageIds: [pageId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const validatorToken = keep(
      'validator link',
      new URL((created.json() as Validator).accessUrl ?? 'http://none/').hash.split('token=')[1],
    );
    const scheduled = await api(owner, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [pageId],
      message: 'Croissants at dawn',
      scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const assigned = await api(owner, 'PUT', `/api/posts/${scheduled.json().id}/assignment`, {
      assignee: { kind: 'validator', id: (created.json() as Validator).id },
      notify: true,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const validatorMail = await mailTo(validatorEmail, (mail) => mail.text.includes('token='));
    expect(validatorMail.text).toContain(validatorToken);

    // The export of the account's data, linked by e-mail.
    const exported = await api(owner, 'POST', '/api/account/exports');
    expect(exported.statusCode, exported.body).toBe(202);
    const exportMail = await mailTo(email, (mail) => mail.text.includes(exported.json().id));
    keep('export download link', exportMail.text.match(/download\?token=([A-Za-z0-9_-]+)/)?.[1]);

    // A support engineer's link.
    const supervisor = await createSupervisorLink(test.app.context, { email });
    keep('supervisor link', new URL(supervisor.url).searchParams.get('supervisortoken'));

    // Network credentials: a sandbox page's token, an OAuth round trip's state and PKCE verifier.
    const db = test.app.context.database.db;
    const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
    keep(
      'sandbox page token',
      openCredentials(test.app.context.secrets, page?.sealedCredentials ?? '').accessToken,
    );
    const started = await api(owner, 'POST', '/api/networks/facebook_page/oauth', {});
    expect(started.statusCode, started.body).toBe(200);
    keep('OAuth state', new URL(started.json().authorizationUrl).searchParams.get('state'));
    const [state] = await db.select().from(oauthStates).where(eq(oauthStates.kind, 'facebook_page'));
    keep('PKCE verifier', test.app.context.secrets.open(state?.sealedVerifier ?? ''));

    // An API key of the account, shown once, then used and revoked: only its hash and prefix stay.
    const apiKey = await api(owner, 'POST', '/api/api-keys', { name: 'Dump dashboard' });
    expect(apiKey.statusCode, apiKey.body).toBe(201);
    const apiKeySecret = keep('API key', apiKey.json().key);
    const reportRead = await test.http.inject({
      method: 'GET',
      url: '/api/v1/reports/overview',
      headers: { authorization: `Bearer ${apiKeySecret}` },
    });
    expect(reportRead.statusCode, reportRead.body).toBe(200);
    const revoked = (await api(owner, 'POST', '/api/api-keys', { name: 'Revoked' })).json();
    keep('revoked API key', revoked.key);
    expect((await api(owner, 'POST', `/api/api-keys/${revoked.id}/revoke`)).statusCode).toBe(200);

    await mailQueueIdle();
    const dump = await dumpDatabase(db);
    // The dump is a real one: it holds the owner's row and pg-boss's tables.
    expect(dump).toContain(email);
    expect(dump).toContain('"pgboss"."queue"');

    const leaks = secrets.filter(([, secret]) => dump.includes(secret)).map(([what]) => what);
    expect(leaks).toEqual([]);

    // What the dump does show of the export, the archive's storage key, opens nothing.
    const [archive] = await db.select().from(accountExports).where(eq(accountExports.id, exported.json().id));
    expect(archive?.fileKey).toBeTruthy();
    const opened = await test.http.inject({ method: 'GET', url: `/media/${archive?.fileKey}` });
    expect(opened.statusCode).toBe(404);
    expect(secrets.length).toBeGreaterThanOrEqual(16);
  });
});
