import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage, settledPost } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/schema.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

describe('publication failure e-mails', () => {
  it('go to the users who reach the page and keep publication failures on, and no one else', async () => {
    const owner = await buildUser(test);
    const pageId = await sandboxPage(test, owner, 'Dockside Deli');
    const otherPage = await sandboxPage(test, owner, 'Uptown Deli');
    const writer = await buildTeamMember(test, owner, 'writer', { pageIds: [pageId] });
    const quiet = await buildTeamMember(test, owner, 'editor');
    const elsewhere = await buildTeamMember(test, owner, 'editor', { pageIds: [otherPage] });
    await test.app.context.database.db
      .update(users)
      .set({ notifyPublicationFailures: false })
      .where(eq(users.id, quiet.user.id));

    // A token the network revoked makes the publication fail for good.
    await call(test, owner, 'POST', `/api/sandbox/pages/${pageId}/revoke-token`);
    const created = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [pageId],
      message: 'Soup of the day',
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await settledPost(test, owner, (created.json() as Post).id);
    expect(post.targets[0]?.status).toBe('error');

    const about = (mail: { subject: string; text: string }) => mail.text.includes(post.id);
    await test.mail.waitFor(owner.email, about);
    const mail = await test.mail.waitFor(writer.email, about);
    expect(mail.text).toContain(`/#/dash/postCreator/edit?post_id=${post.id}`);
    // The e-mails are queued together: the two above arriving means any other would have too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recipients = test.mail.messages.filter(about).flatMap((message) => message.to);
    expect(recipients.sort()).toEqual([owner.email, writer.email].sort());
    expect(recipients).not.toContain(quiet.email);
    expect(recipients).not.toContain(elsewhere.email);
  });
});
