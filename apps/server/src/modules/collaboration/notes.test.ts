import type { PostNote } from '@pagewise/shared/collaboration';
import type { Post } from '@pagewise/shared/posts/post';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { exportContents } from '../accounts/export-contents.ts';
import { authenticate } from '../auth/sessions.ts';
import { users } from '../users/schema.ts';
import { addNote, listNotes } from './notes.ts';
import { newValidatorLink } from './validator-link.ts';
import { validatorPages, validators } from './validator-schema.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;
let editor: Who;
let viewer: Who;
let page: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test, { firstname: 'Nora', lastname: 'Author' });
  stranger = await buildUser(test);
  page = await sandboxPage(test, owner, 'Corner Shop');
  editor = await buildTeamMember(test, owner, 'editor');
  viewer = await buildTeamMember(test, owner, 'viewer');
});
afterAll(() => test.close());

const db = () => test.app.context.database.db;
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

async function postBy(who: Who, message: string): Promise<Post> {
  const response = await call(test, who, 'POST', '/api/posts', { intent: 'draft', pageIds: [page], message });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Post;
}
const note = (who: Who, postId: string, text: string, kind = 'note') =>
  call(test, who, 'POST', `/api/posts/${postId}/notes`, { text, kind });
const noteMails = (postId: string, to: string) =>
  test.mail.messages.filter(
    (mail) => mail.to.includes(to) && mail.text.includes(postId) && mail.subject.includes('New note'),
  );

async function addValidator() {
  const link = newValidatorLink(test.app.context);
  const [row] = await db()
    .insert(validators)
    .values({
      accountId: owner.user.accountId,
      firstname: 'Vic',
      lastname: 'Partner',
      email: 'vic.partner@example.com',
      ...link.columns,
    })
    .returning();
  if (!row) throw new Error('validator not added');
  await db().insert(validatorPages).values({ validatorId: row.id, pageId: page });
  return { row, token: link.token, actor: { kind: 'validator' as const, validator: row, pageIds: [page] } };
}

describe('notes', () => {
  it('keeps each note with its author and date, oldest first, for anyone who sees the post', async () => {
    const post = await postBy(owner, 'Opening hours');
    const first = await note(viewer, post.id, 'Is Sunday right?');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      postId: post.id,
      kind: 'note',
      authorKind: 'user',
      authorName: expect.stringContaining('viewer'),
      text: 'Is Sunday right?',
    });
    expect(Date.parse(first.json().createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const writer = await buildTeamMember(test, owner, 'writer');
    expect((await note(writer, post.id, 'Yes, from 10', 'comment')).statusCode).toBe(201);

    const list = await call(test, editor, 'GET', `/api/posts/${post.id}/notes`);
    expect(list.statusCode).toBe(200);
    expect((list.json().notes as PostNote[]).map((item) => [item.kind, item.text])).toEqual([
      ['note', 'Is Sunday right?'],
      ['comment', 'Yes, from 10'],
    ]);
  });

  it('refuses an empty or oversized note, naming the field', async () => {
    const post = await postBy(owner, 'Validation of notes');
    const empty = await note(owner, post.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'validation.required' });
    const long = await note(owner, post.id, 'x'.repeat(2001));
    expect(long.json().error.fields).toEqual({ text: 'validation.too_long' });
  });

  it('is hidden from another account and from users off the post’s pages (404)', async () => {
    const post = await postBy(owner, 'Private notes');
    const elsewhere = await buildTeamMember(test, owner, 'editor', {
      pageIds: [await sandboxPage(test, owner, 'Other Shop')],
    });
    for (const who of [stranger, elsewhere]) {
      expect((await call(test, who, 'GET', `/api/posts/${post.id}/notes`)).statusCode).toBe(404);
      expect((await note(who, post.id, 'Peeking')).statusCode).toBe(404);
    }
  });

  it('e-mails the author and the assignee, never the note’s writer, and respects their settings', async () => {
    const post = await postBy(owner, 'Weekend offer');
    await call(test, owner, 'PUT', `/api/posts/${post.id}/assignment`, {
      assignee: { kind: 'user', id: editor.user.id },
      notify: false,
    });
    expect((await note(viewer, post.id, 'Add the price')).statusCode).toBe(201);
    const toAuthor = await test.mail.waitFor(owner.email, (mail) =>
      noteMails(post.id, owner.email).includes(mail),
    );
    expect(toAuthor.text).toContain('Add the price');
    expect(toAuthor.text).toContain(`http://pagewise.test/#/dash/posts2?post_id=${post.id}`);
    await test.mail.waitFor(editor.email, (mail) => noteMails(post.id, editor.email).includes(mail));

    expect((await note(editor, post.id, 'Price added')).statusCode).toBe(201);
    await db().update(users).set({ notifyValidations: false }).where(eq(users.id, owner.user.id));
    expect((await note(viewer, post.id, 'Thanks')).statusCode).toBe(201);
    await settle();
    await db().update(users).set({ notifyValidations: true }).where(eq(users.id, owner.user.id));
    // The author heard of the first two notes, not of the one written once they turned e-mails off.
    expect(noteMails(post.id, owner.email)).toHaveLength(2);
    expect(noteMails(post.id, editor.email)).toHaveLength(2);
    expect(noteMails(post.id, viewer.email)).toHaveLength(0);
  });

  it('lets an external validator read and write notes; they hear of others’ notes through their link', async () => {
    const validator = await addValidator();
    const post = await postBy(owner, 'Partner post');
    await call(test, owner, 'PUT', `/api/posts/${post.id}/assignment`, {
      assignee: { kind: 'validator', id: validator.row.id },
      notify: false,
    });
    expect((await note(owner, post.id, 'Please check the logo')).statusCode).toBe(201);
    const toValidator = await test.mail.waitFor(validator.row.email, (mail) =>
      mail.text.includes('Please check'),
    );
    expect(toValidator.text).toContain(
      `http://pagewise.test/#/invite/shared-planner?token=${validator.token}`,
    );

    const written = await addNote(test.app.context, validator.actor, post.id, {
      kind: 'note',
      text: 'Logo is fine',
    });
    expect(written).toMatchObject({ authorKind: 'validator', authorName: 'Vic Partner' });
    await test.mail.waitFor(owner.email, (mail) => mail.text.includes('Logo is fine'));
    const seen = await listNotes(test.app.context, validator.actor, post.id);
    expect(seen.map((item) => item.authorName)).toEqual(['Nora Author', 'Vic Partner']);

    const offPage = await call(test, owner, 'POST', '/api/posts', {
      intent: 'draft',
      pageIds: [await sandboxPage(test, owner, 'Unshared Shop')],
      message: 'Not shared',
    });
    await expect(listNotes(test.app.context, validator.actor, offPage.json().id)).rejects.toMatchObject({
      key: 'not_found',
    });
  });

  it('go into the account’s data export, with their post', async () => {
    const post = await postBy(owner, 'Exported with notes');
    await note(editor, post.id, 'A note for the archive');
    const auth = await authenticate(test.app.context, owner.token);
    const decoder = new TextDecoder();
    let postsJson = '';
    for await (const entry of exportContents(test.app.context, auth, async () => {})) {
      if (entry.name !== 'posts.json') continue;
      for await (const chunk of entry.content as AsyncIterable<Uint8Array>)
        postsJson += decoder.decode(chunk);
      break;
    }
    const exported = (JSON.parse(postsJson).posts as (Post & { notes: PostNote[] })[]).find(
      (item) => item.id === post.id,
    );
    expect(exported?.notes).toEqual([
      expect.objectContaining({
        text: 'A note for the archive',
        authorName: expect.stringContaining('editor'),
      }),
    ]);
  });
});
