import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import type { CaughtMail } from '../../test/mail-catcher.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/schema.ts';
import { decidePost } from './decide-post.ts';
import { findActorPost } from './find-actor-post.ts';
import { newValidatorLink } from './validator-link.ts';
import { type ValidatorRow, validatorPages, validators } from './validator-schema.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let editor: Who;
let writer: Who;
let viewer: Who;
let north: string;
let south: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test, { firstname: 'Olga', lastname: 'Owner' });
  stranger = await buildUser(test);
  north = await sandboxPage(test, owner, 'North Market');
  south = await sandboxPage(test, owner, 'South Market');
  editor = await buildTeamMember(test, owner, 'editor');
  writer = await buildTeamMember(test, owner, 'writer');
  viewer = await buildTeamMember(test, owner, 'viewer');
});
afterAll(() => test.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const db = () => test.app.context.database.db;

async function created(who: Who, body: Record<string, unknown>): Promise<Post> {
  const response = await call(test, who, 'POST', '/api/posts', { pageIds: [north], ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Post;
}
const draft = (who: Who, message: string, more: Record<string, unknown> = {}) =>
  created(who, { intent: 'draft', message, ...more });
const read = async (postId: string) =>
  (await call(test, owner, 'GET', `/api/posts/${postId}`)).json() as Post;
const assign = (who: Who, postId: string, assignee: { kind: string; id: string } | null, notify = true) =>
  call(test, who, 'PUT', `/api/posts/${postId}/assignment`, { assignee, notify });
const decide = (who: Who, postId: string, decision: 'validated' | 'unvalidated') =>
  call(test, who, 'POST', `/api/posts/${postId}/validation`, { decision });
const history = async (postId: string) =>
  (await call(test, owner, 'GET', `/api/posts/${postId}/history`)).json().entries as {
    action: string;
    userName: string | null;
    changes: { field: string; before: unknown; after: unknown }[];
  }[];
const mailsAbout = (postId: string, to: string) =>
  test.mail.messages.filter((mail) => mail.to.includes(to) && mail.text.includes(postId));
/** E-mails leave through the queue: a short wait lets any that should not exist show up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

async function addValidator(pageIds: string[], kind: 'sharedPlanner' | 'viewer' = 'sharedPlanner') {
  const link = newValidatorLink(test.app.context);
  const [row] = await db()
    .insert(validators)
    .values({
      accountId: owner.user.accountId,
      kind,
      firstname: 'Vera',
      lastname: 'Client',
      email: `vera-${Math.random().toString(36).slice(2)}@example.com`,
      ...link.columns,
    })
    .returning();
  if (!row) throw new Error('validator not added');
  await db()
    .insert(validatorPages)
    .values(pageIds.map((pageId) => ({ validatorId: row.id, pageId })));
  return { row, token: link.token };
}
const asValidator = (row: ValidatorRow, pageIds: string[]) => ({
  kind: 'validator' as const,
  validator: row,
  pageIds,
});

describe('assignment', () => {
  it('lets a writer hand their draft to an editor, who is e-mailed a link to the post', async () => {
    const post = await draft(writer, 'Spring sale draft');
    const response = await assign(writer, post.id, { kind: 'user', id: editor.user.id });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Post).validation).toMatchObject({
      state: 'awaiting',
      assignee: { kind: 'user', id: editor.user.id, name: expect.stringContaining('editor') },
      decidedAt: null,
    });
    const mail = await test.mail.waitFor(editor.email, (message) => message.text.includes(post.id));
    expect(mail.subject).toContain('asks you to validate a post');
    expect(mail.text).toContain(`http://pagewise.test/#/dash/posts2?post_id=${post.id}`);
    expect(mail.text).toContain('Spring sale draft');
    const [, assigned] = await history(post.id);
    expect(assigned).toMatchObject({
      action: 'assigned',
      changes: [
        { field: 'assignee', before: null, after: expect.stringContaining('editor') },
        { field: 'validation', before: 'none', after: 'awaiting' },
      ],
    });
  });

  it('refuses anyone who cannot validate every page of the post, with one answer that leaks nothing', async () => {
    const post = await draft(owner, 'For both markets', { pageIds: [north, south] });
    const northOnly = await buildTeamMember(test, owner, 'editor', { pageIds: [north] });
    const foreign = await buildTeamMember(test, stranger, 'editor');
    for (const assignee of [
      { kind: 'user', id: writer.user.id },
      { kind: 'user', id: northOnly.user.id },
      { kind: 'user', id: foreign.user.id },
      { kind: 'user', id: stranger.user.id },
      { kind: 'user', id: 'not-a-uuid' },
      { kind: 'validator', id: (await addValidator([north])).row.id },
    ]) {
      const response = await assign(owner, post.id, assignee);
      expect(response.statusCode, JSON.stringify(assignee)).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { assignee: 'validation.assignee_cannot_validate' },
      });
    }
    const revoked = await addValidator([north, south]);
    await db()
      .update(validators)
      .set({ sealedToken: null, tokenHash: null })
      .where(eq(validators.id, revoked.row.id));
    expect((await assign(owner, post.id, { kind: 'validator', id: revoked.row.id })).statusCode).toBe(400);
    expect((await read(post.id)).validation).toMatchObject({ state: 'none', assignee: null });

    const bothPages = await buildTeamMember(test, owner, 'viewer', { pageIds: [north, south] });
    expect((await assign(owner, post.id, { kind: 'user', id: bothPages.user.id })).statusCode).toBe(200);
  });

  it('lists who may take a post to anyone who may hand it over, writers included', async () => {
    const post = await draft(writer, 'For both markets, by the writer', { pageIds: [north, south] });
    const northOnly = await buildTeamMember(test, owner, 'viewer', { pageIds: [north] });
    const external = await addValidator([north, south]);
    const narrow = await addValidator([north]);
    const response = await call(test, writer, 'GET', `/api/posts/${post.id}/assignees`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = (response.json().assignees as { kind: string; id: string }[]).map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining([owner.user.id, editor.user.id, viewer.user.id, external.row.id]),
    );
    for (const refused of [writer.user.id, northOnly.user.id, narrow.row.id, stranger.user.id])
      expect(ids).not.toContain(refused);
    expect((await call(test, viewer, 'GET', `/api/posts/${post.id}/assignees`)).statusCode).toBe(403);
    expect((await call(test, stranger, 'GET', `/api/posts/${post.id}/assignees`)).statusCode).toBe(404);
  });

  it('sends viewers and external validators the reduced e-mail: validate only, through their own link', async () => {
    const post = await draft(owner, 'Autumn menu');
    expect((await assign(owner, post.id, { kind: 'user', id: viewer.user.id })).statusCode).toBe(200);
    const toViewer = await test.mail.waitFor(viewer.email, (message) => message.text.includes(post.id));
    expect(toViewer.text).toContain('Validate the post');
    expect(toViewer.text).not.toContain('add a note');

    const external = await addValidator([north], 'viewer');
    const handed = await assign(owner, post.id, { kind: 'validator', id: external.row.id });
    expect(handed.statusCode, handed.body).toBe(200);
    expect((handed.json() as Post).validation.assignee).toEqual({
      kind: 'validator',
      id: external.row.id,
      name: 'Vera Client',
    });
    const toValidator = await test.mail.waitFor(external.row.email, (message) =>
      message.text.includes('Autumn menu'),
    );
    expect(toValidator.text).toContain(`http://pagewise.test/#/invite/viewer?token=${external.token}`);
    expect(toValidator.text).toContain('Validate the post');
  });

  it('e-mails no one when asked not to, nor a user who turned validation e-mails off, nor oneself', async () => {
    const quiet = await buildTeamMember(test, owner, 'editor');
    await db().update(users).set({ notifyValidations: false }).where(eq(users.id, quiet.user.id));
    const post = await draft(owner, 'Quiet please');
    expect((await assign(owner, post.id, { kind: 'user', id: quiet.user.id })).statusCode).toBe(200);
    expect((await assign(owner, post.id, { kind: 'user', id: editor.user.id }, false)).statusCode).toBe(200);
    expect((await assign(owner, post.id, { kind: 'user', id: owner.user.id })).statusCode).toBe(200);
    await settle();
    expect(mailsAbout(post.id, quiet.email)).toEqual([]);
    expect(mailsAbout(post.id, editor.email)).toEqual([]);
    expect(mailsAbout(post.id, owner.email)).toEqual([]);
  });

  it('keeps a validation when unassigned, otherwise needs none any more', async () => {
    const kept = await draft(owner, 'Kept validation', { scheduledAt: inMinutes(120) });
    await assign(owner, kept.id, { kind: 'user', id: editor.user.id }, false);
    expect((await decide(editor, kept.id, 'validated')).statusCode).toBe(200);
    const unassigned = (await assign(owner, kept.id, null)).json() as Post;
    expect(unassigned.validation).toMatchObject({ state: 'validated', assignee: null });

    const waiting = await draft(owner, 'Never decided');
    await assign(owner, waiting.id, { kind: 'user', id: editor.user.id }, false);
    expect(((await assign(owner, waiting.id, null)).json() as Post).validation.state).toBe('none');
    expect((await history(waiting.id)).at(-1)).toMatchObject({
      action: 'unassigned',
      changes: [
        { field: 'assignee', before: expect.stringContaining('editor'), after: null },
        { field: 'validation', before: 'awaiting', after: 'none' },
      ],
    });
  });
});

describe('decisions', () => {
  it('refuses a writer (403), lets a viewer validate, and names who decided and when', async () => {
    const post = await created(owner, {
      intent: 'schedule',
      message: 'Decide me',
      scheduledAt: inMinutes(90),
    });
    await assign(owner, post.id, { kind: 'user', id: viewer.user.id }, false);
    const refused = await decide(writer, post.id, 'validated');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.key).toBe('forbidden');
    expect((await call(test, writer, 'DELETE', `/api/posts/${post.id}/validation`)).statusCode).toBe(403);

    const response = await decide(viewer, post.id, 'unvalidated');
    expect(response.statusCode, response.body).toBe(200);
    const decided = (response.json() as Post).validation;
    expect(decided).toMatchObject({ state: 'unvalidated', decidedByName: expect.stringContaining('viewer') });
    expect(Date.parse(decided.decidedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await history(post.id)).at(-1)).toMatchObject({
      action: 'unvalidated',
      changes: [{ field: 'validation', before: 'awaiting', after: 'unvalidated' }],
    });
  });

  it('schedules a draft when it is validated, at its planned time, and e-mails its author', async () => {
    const at = inMinutes(180);
    const post = await draft(writer, 'Validated draft', { scheduledAt: at, pageIds: [north, south] });
    await assign(writer, post.id, { kind: 'user', id: editor.user.id }, false);
    const response = await decide(editor, post.id, 'validated');
    expect(response.statusCode, response.body).toBe(200);
    const validated = response.json() as Post;
    expect(validated.validation.state).toBe('validated');
    expect(validated.targets.map((target) => [target.status, target.dueAt])).toEqual([
      ['scheduled', new Date(at).toISOString()],
      ['scheduled', new Date(at).toISOString()],
    ]);
    expect((await history(post.id)).slice(-2).map((entry) => entry.action)).toEqual([
      'validated',
      'scheduled',
    ]);
    const mail = await test.mail.waitFor(writer.email, (message) => message.text.includes(post.id));
    expect(mail.subject).toBe('Pagewise: Your post was validated');
  });

  it('changes nothing when the draft could not be scheduled: the composer’s error is the answer', async () => {
    const post = await draft(owner, 'Too soon', { scheduledAt: inMinutes(5) });
    await assign(owner, post.id, { kind: 'user', id: editor.user.id }, false);
    const response = await decide(editor, post.id, 'validated');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { scheduledAt: 'post.schedule_too_soon' },
    });
    const after = await read(post.id);
    expect(after.validation.state).toBe('awaiting');
    expect(after.targets.map((target) => target.status)).toEqual(['draft']);

    const empty = await draft(owner, '', { scheduledAt: inMinutes(60) });
    const noText = await decide(owner, empty.id, 'validated');
    expect(noText.statusCode).toBe(400);
    expect(noText.json().error.fields).toMatchObject({ message: 'post.text_required' });
  });

  it('takes a decision back: waiting again while assigned, no validation once nobody must give one', async () => {
    const post = await created(owner, { intent: 'schedule', message: 'Undo me', scheduledAt: inMinutes(90) });
    await assign(owner, post.id, { kind: 'user', id: editor.user.id }, false);
    await decide(editor, post.id, 'validated');
    const removed = await call(test, editor, 'DELETE', `/api/posts/${post.id}/validation`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Post).validation).toMatchObject({ state: 'awaiting', decidedAt: null });
    expect((await history(post.id)).at(-1)).toMatchObject({
      action: 'validation_removed',
      changes: [{ field: 'validation', before: 'validated', after: 'awaiting' }],
    });

    const free = await created(owner, { intent: 'schedule', message: 'Free', scheduledAt: inMinutes(90) });
    await decide(owner, free.id, 'unvalidated');
    const released = (await call(test, owner, 'DELETE', `/api/posts/${free.id}/validation`)).json() as Post;
    expect(released.validation.state).toBe('none');
  });

  it('lets an external validator decide only the posts assigned to them, on their pages', async () => {
    const external = await addValidator([north]);
    const actor = asValidator(external.row, [north]);
    const mine = await created(owner, {
      intent: 'schedule',
      message: 'For Vera',
      scheduledAt: inMinutes(90),
    });
    await assign(owner, mine.id, { kind: 'validator', id: external.row.id }, false);
    const other = await created(owner, {
      intent: 'schedule',
      message: 'Not for Vera',
      scheduledAt: inMinutes(90),
    });
    const southern = await created(owner, {
      intent: 'schedule',
      message: 'South only',
      pageIds: [south],
      scheduledAt: inMinutes(90),
    });

    const decided = await decidePost(test.app.context, actor, mine.id, 'validated');
    expect(decided.validation).toMatchObject({ state: 'validated', decidedByName: 'Vera Client' });
    await expect(decidePost(test.app.context, actor, other.id, 'validated')).rejects.toMatchObject({
      key: 'forbidden',
    });
    await expect(findActorPost(test.app.context, actor, southern.id)).rejects.toMatchObject({
      key: 'not_found',
    });
    const foreign = await created(stranger, {
      intent: 'draft',
      message: 'Elsewhere',
      pageIds: [await sandboxPage(test, stranger, 'Elsewhere')],
    });
    await expect(findActorPost(test.app.context, actor, foreign.id)).rejects.toMatchObject({
      key: 'not_found',
    });
    await expect(findActorPost(test.app.context, actor, 'nonsense')).rejects.toMatchObject({
      key: 'not_found',
    });
  });

  it('schedules a draft validated by an external validator with the account’s checks', async () => {
    const external = await addValidator([north]);
    const at = inMinutes(240);
    const post = await draft(writer, 'Checked for Vera', { scheduledAt: at });
    await assign(writer, post.id, { kind: 'validator', id: external.row.id }, false);
    const decided = await decidePost(
      test.app.context,
      asValidator(external.row, [north]),
      post.id,
      'validated',
    );
    expect(decided.targets.map((target) => target.status)).toEqual(['scheduled']);
    expect((await history(post.id)).slice(-2)).toMatchObject([
      { action: 'validated', userName: null },
      { action: 'scheduled' },
    ]);
  });
});

describe('mandatory validation', () => {
  it('holds every post that goes out until it is validated, and publishing now waits too', async () => {
    const before = await created(owner, {
      intent: 'schedule',
      message: 'Already planned',
      scheduledAt: inMinutes(60),
    });
    const refused = await call(test, editor, 'PATCH', '/api/account/settings', { validationRequired: true });
    expect(refused.statusCode).toBe(403);
    const set = await call(test, owner, 'PATCH', '/api/account/settings', { validationRequired: true });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ validationRequired: true, timeZone: 'UTC' });
    expect((await call(test, viewer, 'GET', '/api/account/settings')).json()).toEqual({
      validationRequired: true,
      timeZone: 'UTC',
    });
    expect((await call(test, stranger, 'GET', '/api/account/settings')).json()).toEqual({
      validationRequired: false,
      timeZone: 'UTC',
    });
    expect((await read(before.id)).validation.state).toBe('awaiting');

    const scheduled = await created(owner, {
      intent: 'schedule',
      message: 'Needs a yes',
      scheduledAt: inMinutes(60),
    });
    expect(scheduled.validation.state).toBe('awaiting');
    const drafted = await draft(owner, 'Just an idea');
    expect(drafted.validation.state).toBe('none');

    const now = await call(test, owner, 'POST', '/api/posts', {
      intent: 'now',
      pageIds: [north],
      message: 'Now!',
    });
    expect(now.statusCode).toBe(409);
    expect(now.json().error.key).toBe('post_not_validated');
    const publishNow = await call(test, owner, 'POST', `/api/posts/${scheduled.id}/publish-now`);
    expect(publishNow.statusCode).toBe(409);
    expect(publishNow.json().error.key).toBe('post_not_validated');
    const editNow = await call(test, owner, 'PUT', `/api/posts/${scheduled.id}`, {
      intent: 'now',
      pageIds: [north],
      message: 'Needs a yes, now',
    });
    expect(editNow.statusCode).toBe(409);

    await decide(editor, scheduled.id, 'validated');
    const goes = await call(test, owner, 'POST', `/api/posts/${scheduled.id}/publish-now`);
    expect(goes.statusCode, goes.body).toBe(200);

    // Removing the validation on an unassigned post: it still needs one, so it waits.
    await decide(editor, before.id, 'validated');
    const removed = (await call(test, editor, 'DELETE', `/api/posts/${before.id}/validation`)).json() as Post;
    expect(removed.validation.state).toBe('awaiting');

    const off = await call(test, owner, 'PATCH', '/api/account/settings', { validationRequired: false });
    expect(off.json()).toEqual({ validationRequired: false, timeZone: 'UTC' });
    expect((await read(before.id)).validation.state).toBe('none');
  });
});

describe('editing a post in the workflow', () => {
  it('resubmits a validated post to its validator, and resends the assignment when asked', async () => {
    const body = {
      intent: 'schedule',
      pageIds: [north],
      message: 'Resubmit me',
      scheduledAt: inMinutes(100),
    };
    const post = await created(owner, body);
    await assign(owner, post.id, { kind: 'user', id: editor.user.id }, false);
    await decide(editor, post.id, 'validated');
    const about = (mail: CaughtMail) =>
      mail.to.includes(editor.email) && mail.text.includes(post.id) && mail.subject.includes('asks you');

    const kept = await call(test, owner, 'PUT', `/api/posts/${post.id}`, { ...body, message: 'Small fix' });
    expect((kept.json() as Post).validation.state).toBe('validated');
    const resubmitted = await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      ...body,
      message: 'A real change',
      resubmitForValidation: true,
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((resubmitted.json() as Post).validation).toMatchObject({ state: 'awaiting', decidedAt: null });
    expect((await history(post.id)).at(-1)).toMatchObject({
      action: 'resubmitted',
      changes: [{ field: 'validation', before: 'validated', after: 'awaiting' }],
    });
    await test.mail.waitFor(editor.email, about);

    await call(test, owner, 'PUT', `/api/posts/${post.id}`, {
      ...body,
      message: 'Again',
      resendAssignment: true,
    });
    const until = Date.now() + 10_000;
    while (test.mail.messages.filter(about).length < 2 && Date.now() < until) await settle();
    expect(test.mail.messages.filter(about)).toHaveLength(2);
  });
});

describe('planner moves', () => {
  it('moves a draft as editing (writers too), keeping it a draft; moving a scheduled post needs publish', async () => {
    const post = await draft(writer, 'Move me around', { scheduledAt: inMinutes(60) });
    const to = inMinutes(300);
    const moved = await call(test, writer, 'PATCH', `/api/posts/${post.id}/schedule`, { scheduledAt: to });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = moved.json() as Post;
    expect(after.scheduledAt).toBe(new Date(to).toISOString());
    expect(after.targets.map((target) => [target.status, target.dueAt])).toEqual([['draft', null]]);

    const early = await draft(writer, 'No page yet', { pageIds: [] });
    const placed = await call(test, writer, 'PATCH', `/api/posts/${early.id}/schedule`, { scheduledAt: to });
    expect(placed.statusCode, placed.body).toBe(200);

    const scheduled = await created(owner, {
      intent: 'schedule',
      message: 'Planned',
      scheduledAt: inMinutes(60),
    });
    const refused = await call(test, writer, 'PATCH', `/api/posts/${scheduled.id}/schedule`, {
      scheduledAt: to,
    });
    expect(refused.statusCode).toBe(403);
    const tooSoon = await call(test, writer, 'PATCH', `/api/posts/${post.id}/schedule`, {
      scheduledAt: inMinutes(5),
    });
    expect(tooSoon.statusCode).toBe(400);
  });
});

describe('another account', () => {
  it('gets 404 on every route of the workflow, whatever it sends', async () => {
    const post = await draft(owner, 'Not yours');
    for (const [method, url, payload] of [
      ['PUT', `/api/posts/${post.id}/assignment`, { assignee: { kind: 'user', id: stranger.user.id } }],
      ['PUT', `/api/posts/${post.id}/assignment`, { assignee: null }],
      ['POST', `/api/posts/${post.id}/validation`, { decision: 'validated' }],
      ['DELETE', `/api/posts/${post.id}/validation`, undefined],
      ['GET', `/api/posts/${post.id}/notes`, undefined],
      ['POST', `/api/posts/${post.id}/notes`, { text: 'Hello' }],
      ['POST', '/api/posts/not-a-uuid/validation', { decision: 'validated' }],
    ] as const) {
      const response = await call(test, stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await read(post.id)).validation).toMatchObject({ state: 'none', assignee: null });
  });

  it('answers bad input with the field at fault', async () => {
    const post = await draft(owner, 'Bad input');
    const response = await call(test, owner, 'POST', `/api/posts/${post.id}/validation`, {
      decision: 'maybe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('decision');
    const assignment = await call(test, owner, 'PUT', `/api/posts/${post.id}/assignment`, {
      assignee: { kind: 'robot', id: 'x' },
    });
    expect(assignment.statusCode).toBe(400);
    expect(Object.keys(assignment.json().error.fields)).toEqual(['assignee.kind']);
  });
});
