import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxPosts } from '../sandbox/schema.ts';
import { users } from '../users/schema.ts';
import { drainDue, publishDue } from './publish-targets.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

// The suite's clock: a post planned 15 minutes ahead comes due without waiting for it.
let minutesAhead = 0;
const now = () => new Date(Date.now() + minutesAhead * 60_000);

let test: TestApp;
let owner: Who;
let editor: Who;
let north: string;
let south: string;

beforeAll(async () => {
  test = await startTestApp({ now });
  owner = await buildUser(test, { firstname: 'Paul', lastname: 'Planner' });
  editor = await buildTeamMember(test, owner, 'editor');
  north = await sandboxPage(test, owner, 'North Pier');
  south = await sandboxPage(test, owner, 'South Pier');
});
afterAll(() => test.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

/** A post scheduled 15 minutes ahead on the suite's clock, assigned to the editor. */
async function assignedPost(message: string, pageIds = [north]): Promise<Post> {
  const at = new Date(now().getTime() + 15 * 60_000).toISOString();
  const created = await call(test, owner, 'POST', '/api/posts', {
    intent: 'schedule',
    pageIds,
    message,
    scheduledAt: at,
  });
  expect(created.statusCode, created.body).toBe(201);
  const post = created.json() as Post;
  const assigned = await call(test, owner, 'PUT', `/api/posts/${post.id}/assignment`, {
    assignee: { kind: 'user', id: editor.user.id },
    notify: false,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  return assigned.json() as Post;
}

/**
 * Runs the engine as a wake-up would, once the clock passed the due time; `oneByOne` claims the
 * publications one batch each, as handlers draining the same due time beside each other may.
 */
async function comeDue(post: Post, options: { oneByOne?: boolean } = {}) {
  minutesAhead += 16;
  if (options.oneByOne) while ((await publishDue(test.app.context, 1)) > 0);
  else await drainDue(test.app.context);
  return (await call(test, owner, 'GET', `/api/posts/${post.id}`)).json() as Post;
}

const onSandbox = (message: string) =>
  test.app.context.database.db.select().from(sandboxPosts).where(eq(sandboxPosts.text, message));
const history = async (postId: string) =>
  (
    (await call(test, owner, 'GET', `/api/posts/${postId}/history`)).json().entries as { action: string }[]
  ).map((entry) => entry.action);
const aboutPost = (postId: string) => (mail: { text: string }) => mail.text.includes(postId);

describe('a scheduled post that needs validation', () => {
  it('is blocked at its time when not validated: nothing sent, its assignee and owner told once', async () => {
    const post = await assignedPost('Not validated in time', [north, south]);
    // Its two publications are claimed apart (two batches): the post is still blocked and told once.
    const blocked = await comeDue(post, { oneByOne: true });

    expect(blocked.targets.map((target) => [target.status, target.errorKey])).toEqual([
      ['error', 'post_blocked_not_validated'],
      ['error', 'post_blocked_not_validated'],
    ]);
    expect(await onSandbox('Not validated in time')).toEqual([]);
    expect((await history(post.id)).filter((action) => action === 'blocked')).toHaveLength(1);

    const toOwner = await test.mail.waitFor(owner.email, aboutPost(post.id));
    expect(toOwner.subject).toBe('Pagewise: A post was not published: it is not validated');
    expect(toOwner.text).toContain('North Pier');
    expect(toOwner.text).toContain(`/#/dash/posts2?post_id=${post.id}`);
    await test.mail.waitFor(editor.email, aboutPost(post.id));
    await settle();
    const sent = test.mail.messages.filter(aboutPost(post.id));
    expect(sent.flatMap((mail) => mail.to).sort()).toEqual([owner.email, editor.email].sort());
    expect(sent.some((mail) => mail.subject.includes('could not be published'))).toBe(false);
  });

  it('goes out once validated', async () => {
    const post = await assignedPost('Validated in time');
    const validated = await call(test, editor, 'POST', `/api/posts/${post.id}/validation`, {
      decision: 'validated',
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const posted = await comeDue(post);
    expect(posted.targets.map((target) => target.status)).toEqual(['posted']);
    expect(await onSandbox('Validated in time')).toHaveLength(1);
    expect(await history(post.id)).not.toContain('blocked');
  });

  it('tells the administrators, not the author, once the author is gone; and respects their settings', async () => {
    const author = await buildTeamMember(test, owner, 'editor');
    const quietAdmin = await buildTeamMember(test, owner, 'administrator');
    await test.app.context.database.db
      .update(users)
      .set({ notifyValidations: false })
      .where(eq(users.id, quietAdmin.user.id));
    const at = new Date(now().getTime() + 15 * 60_000).toISOString();
    const created = await call(test, author, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [north],
      message: 'Author left',
      scheduledAt: at,
    });
    const post = created.json() as Post;
    const refused = await call(test, editor, 'POST', `/api/posts/${post.id}/validation`, {
      decision: 'unvalidated',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    await test.app.context.database.db.delete(users).where(eq(users.id, author.user.id));

    const blocked = await comeDue(post);
    expect(blocked.targets[0]?.errorKey).toBe('post_blocked_not_validated');
    await test.mail.waitFor(owner.email, aboutPost(post.id));
    await settle();
    expect(test.mail.messages.filter(aboutPost(post.id)).flatMap((mail) => mail.to)).toEqual([owner.email]);
  });
});
