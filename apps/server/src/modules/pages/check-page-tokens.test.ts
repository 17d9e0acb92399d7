import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/schema.ts';
import { checkPageTokens } from './check-page-tokens.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('token health', () => {
  it('turns a page whose token was revoked to "reconnection needed" and e-mails the administrator once', async () => {
    const owner = await buildUser(test, { language: 'fr' });
    const connected = await test.http.inject({
      method: 'POST',
      url: '/api/networks/sandbox/form',
      headers: owner.headers,
      payload: { fields: { pageName: 'Café du Port' } },
    });
    const page = connected.json().pages[0] as { id: string };

    await checkPageTokens(test.app.context);
    expect(test.mail.messages.filter((mail) => mail.subject.includes('Café du Port'))).toHaveLength(0);

    const revoke = await test.http.inject({
      method: 'POST',
      url: `/api/sandbox/pages/${page.id}/revoke-token`,
      headers: owner.headers,
    });
    expect(revoke.statusCode).toBe(204);
    const refresh = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${page.id}/refresh`,
      headers: owner.headers,
    });
    expect(refresh.json().error.key).toBe('network_token_invalid');

    const first = await checkPageTokens(test.app.context);
    expect(first.notified).toBe(1);
    const pages = (
      await test.http.inject({ method: 'GET', url: '/api/pages', headers: owner.headers })
    ).json().pages;
    expect(pages[0]).toMatchObject({ status: 'reconnection_needed', lastError: 'network_token_invalid' });

    const mail = await test.mail.waitFor(owner.email, (message) => message.subject.includes('Café du Port'));
    expect(mail.subject).toBe('Pagewise: Votre page Café du Port est déconnectée');
    expect(mail.text).toContain(`http://pagewise.test/?refresh-token=${page.id}#/dash/bots`);

    const second = await checkPageTokens(test.app.context);
    expect(second.notified).toBe(0);

    const reconnected = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${page.id}/reconnect`,
      headers: owner.headers,
      payload: { fields: {} },
    });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect(reconnected.json()).toMatchObject({ id: page.id, status: 'running', lastError: null });
    const refreshed = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${page.id}/refresh`,
      headers: owner.headers,
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('e-mails the users who reach the page and keep page errors on, and no one else', async () => {
    const owner = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Quay Market');
    const otherPage = await sandboxPage(test, owner, 'Hill Market');
    const viewer = await buildTeamMember(test, owner, 'viewer', { pageIds: [pageId] });
    const quiet = await buildTeamMember(test, owner, 'editor');
    const elsewhere = await buildTeamMember(test, owner, 'editor', { pageIds: [otherPage] });
    const unconfirmed = await buildTeamMember(test, owner, 'editor');
    const db = test.app.context.database.db;
    await db.update(users).set({ notifyPageErrors: false }).where(eq(users.id, quiet.user.id));
    await db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, unconfirmed.user.id));

    await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/revoke-token`);
    await call(test, owner, 'POST', `/api/pages/${pageId}/refresh`);
    await checkPageTokens(test.app.context);

    const about = (mail: { subject: string }) => mail.subject.includes('Quay Market');
    await test.mail.waitFor(owner.email, about);
    await test.mail.waitFor(viewer.email, about);
    // The e-mails are queued together: the two above arriving means any other would have too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = test.mail.messages.filter(about).flatMap((mail) => mail.to);
    expect(recipients.sort()).toEqual([owner.email, viewer.email].sort());
    for (const left of [quiet, elsewhere, unconfirmed]) expect(recipients).not.toContain(left.email);
  });
});
