import { randomUUID } from 'node:crypto';
import type { InboxAction, InboxItem } from '@pagewise/shared/inbox';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { storeInboxItem, storeInboxThread } from '../../test/inbox-items.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pages } from '../pages/schema.ts';
import { sandboxReplies } from '../sandbox/schema.ts';
import { users } from '../users/schema.ts';
import { recoverActions } from './action-drain.ts';
import { sendInboxDigests } from './digest-send.ts';
import { applyBadWords } from './rule-bad-words.ts';
import { inboxActions, inboxBadWords, inboxItems } from './schema.ts';

// A clock the tests move forward (the 48-hour re-block wait); it starts at the real time.
let offsetMs = 0;
let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let pageId: string;
beforeAll(async () => {
  test = await startTestApp({ now: () => new Date(Date.now() + offsetMs) });
  owner = await buildUser(test);
  pageId = await sandboxPage(test, owner, 'Le Petit Four');
}, 120_000);
afterAll(() => test.close());

const db = () => test.app.context.database.db;

/** Waits for the worker to settle an action (done or failed). */
async function settled(id: string) {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await db().select().from(inboxActions).where(eq(inboxActions.id, id));
    if (row && (row.state === 'done' || row.state === 'failed')) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`action ${id} never settled`);
}

const sandboxRemote = async () => {
  const [page] = await db().select().from(pages).where(eq(pages.id, pageId));
  return page?.remoteId ?? '';
};

describe('a reply', () => {
  it('is answered 202 at once, then sent once by a worker, its variables filled', async () => {
    const item = await storeInboxItem(test, pageId);
    const response = await call(test, owner, 'POST', `/api/inbox/items/${item.id}/replies`, {
      text: 'Thanks {{name}}! The team of {{page}} ({{user}})',
    });
    expect(response.statusCode, response.body).toBe(202);
    const action = response.json() as InboxAction;
    expect(action.kind).toBe('reply');
    expect(['pending', 'sending', 'done']).toContain(action.state);
    const done = await settled(action.id);
    expect(done.state).toBe('done');
    const sent = await db()
      .select()
      .from(sandboxReplies)
      .where(and(eq(sandboxReplies.itemId, item.remoteId), eq(sandboxReplies.action, 'reply')));
    expect(sent).toHaveLength(1);
    const [me] = await db().select().from(users).where(eq(users.id, owner.user.id));
    expect(sent[0]?.text).toBe(`Thanks Amélie Roche! The team of Le Petit Four (${me?.firstname})`);
    expect(sent[0]?.idempotencyKey).toBe(done.idempotencyKey);
    const [after] = await db().select().from(inboxItems).where(eq(inboxItems.id, item.id));
    expect(after?.firstReplyBy).toBe(owner.user.id);
    expect(after?.firstReplyAt).not.toBeNull();
  });

  it('refuses an empty or too long text with the field named, never a 5xx', async () => {
    const item = await storeInboxItem(test, pageId);
    const empty = await call(test, owner, 'POST', `/api/inbox/items/${item.id}/replies`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ text: 'validation.required' });
    const long = await call(test, owner, 'POST', `/api/inbox/items/${item.id}/replies`, {
      text: 'x'.repeat(20_000),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: 'validation.too_long' });
  });
});

describe('an action whose worker died after claiming it', () => {
  /** An action left `sending` with its lease run out, as a killed worker leaves it. */
  async function lost(kind: 'reply' | 'like', storedOnNetwork: boolean) {
    const item = await storeInboxItem(test, pageId);
    const key = randomUUID();
    const past = new Date(Date.now() + offsetMs - 120_000);
    const [row] = await db()
      .insert(inboxActions)
      .values({
        accountId: owner.user.accountId,
        pageId,
        itemId: item.id,
        kind,
        state: 'sending',
        text: kind === 'reply' ? 'Lost in the network' : null,
        requestedBy: owner.user.id,
        idempotencyKey: key,
        attempts: 1,
        claimedAt: past,
        leaseUntil: past,
        nextAttemptAt: past,
        createdAt: past,
      })
      .returning();
    if (storedOnNetwork)
      await db()
        .insert(sandboxReplies)
        .values({
          pageId: await sandboxRemote(),
          itemId: item.remoteId,
          action: kind,
          text: 'Lost in the network',
          idempotencyKey: key,
        });
    return { item, action: row as NonNullable<typeof row> };
  }

  it('is read back: a reply the network has is done, never sent again', async () => {
    const { item, action } = await lost('reply', true);
    await recoverActions(test.app.context);
    const row = await settled(action.id);
    expect(row.state).toBe('done');
    const sent = await db().select().from(sandboxReplies).where(eq(sandboxReplies.itemId, item.remoteId));
    expect(sent).toHaveLength(1);
  });

  it('is read back: a reply the network does not have is sent, once', async () => {
    const { item, action } = await lost('reply', false);
    await recoverActions(test.app.context);
    const row = await settled(action.id);
    expect(row.state).toBe('done');
    expect(row.attempts).toBe(2);
    const sent = await db().select().from(sandboxReplies).where(eq(sandboxReplies.itemId, item.remoteId));
    expect(sent).toHaveLength(1);
  });

  it('is failed as uncertain when nothing can read it back, for the user to check', async () => {
    const { item, action } = await lost('like', false);
    await recoverActions(test.app.context);
    const row = await settled(action.id);
    expect(row.state).toBe('failed');
    expect(row.errorKey).toBe('inbox_action_uncertain');
    const sent = await db().select().from(sandboxReplies).where(eq(sandboxReplies.itemId, item.remoteId));
    expect(sent).toHaveLength(0);
  });
});

describe('network actions', () => {
  it('like, hide, unhide and delete change the item once done', async () => {
    const item = await storeInboxItem(test, pageId);
    const act = async (kind: string) => {
      const response = await call(test, owner, 'POST', `/api/inbox/items/${item.id}/actions`, { kind });
      expect(response.statusCode, response.body).toBe(202);
      const row = await settled((response.json() as InboxAction).id);
      expect(row.state).toBe('done');
      const [after] = await db().select().from(inboxItems).where(eq(inboxItems.id, item.id));
      return after;
    };
    expect((await act('like'))?.liked).toBe(true);
    expect((await act('hide'))?.status).toBe('hided');
    expect((await act('unhide'))?.status).toBe('waiting');
    expect((await act('delete'))?.status).toBe('removed');
    const calls = await db().select().from(sandboxReplies).where(eq(sandboxReplies.itemId, item.remoteId));
    expect(calls.map((entry) => entry.action).sort()).toEqual(['delete', 'hide', 'like', 'unhide']);
  });

  it('refuses to block again within 48 hours of unblocking, with the spec’s error', async () => {
    const item = await storeInboxItem(test, pageId);
    const act = async (kind: string) =>
      call(test, owner, 'POST', `/api/inbox/items/${item.id}/actions`, { kind });
    expect((await settled((await act('block')).json().id)).state).toBe('done');
    expect((await settled((await act('unblock')).json().id)).state).toBe('done');
    const refused = await act('block');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.key).toBe('inbox_reblock_too_soon');
    expect(refused.json().error.details.allowedAt).toBeDefined();
    offsetMs += 48 * 3_600_000 + 60_000;
    const again = await act('block');
    expect(again.statusCode, again.body).toBe(202);
    expect((await settled(again.json().id)).state).toBe('done');
    const calls = await db()
      .select()
      .from(sandboxReplies)
      .where(eq(sandboxReplies.itemId, item.authorRemoteId ?? ''));
    expect(calls.map((entry) => entry.action)).toEqual(['block', 'unblock', 'block']);
  });

  it('blocks an author once, however many ask at the same time and from whichever of their items', async () => {
    const first = await storeInboxItem(test, pageId);
    const second = await storeInboxItem(test, pageId, { authorRemoteId: first.authorRemoteId });
    const block = (itemId: string) =>
      call(test, owner, 'POST', `/api/inbox/items/${itemId}/actions`, { kind: 'block' });
    const answers = await Promise.all([block(first.id), block(first.id), block(second.id)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(202);
    const ids = new Set(answers.map((answer) => answer.json().id));
    expect(ids.size).toBe(1);
    expect((await settled(answers[0]?.json().id)).state).toBe('done');
    // Blocked already: the block in force answers, nothing is sent.
    const again = await block(second.id);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json().id).toBe(answers[0]?.json().id);
    const rows = await db()
      .select()
      .from(inboxActions)
      .where(inArray(inboxActions.itemId, [first.id, second.id]));
    expect(rows.map((row) => row.kind)).toEqual(['block']);
    const calls = await db()
      .select()
      .from(sandboxReplies)
      .where(eq(sandboxReplies.itemId, first.authorRemoteId ?? ''));
    expect(calls.map((entry) => entry.action)).toEqual(['block']);
  });
});

describe('changes to items', () => {
  it('marks treated with when and by whom, evaluates and flags', async () => {
    const item = await storeInboxItem(test, pageId);
    const patch = (body: unknown) => call(test, owner, 'PATCH', `/api/inbox/items/${item.id}`, body);
    const treated = await patch({ change: 'status', status: 'treated' });
    expect(treated.statusCode, treated.body).toBe(200);
    expect((treated.json() as InboxItem).status).toBe('treated');
    const [row] = await db().select().from(inboxItems).where(eq(inboxItems.id, item.id));
    expect(row?.treatedBy).toBe(owner.user.id);
    expect((await patch({ change: 'evaluation', evaluation: 'good' })).json().evaluation).toBe('good');
    expect((await patch({ change: 'status', status: 'flag' })).json().status).toBe('flag');
    const bad = await patch({ change: 'status', status: 'removed' });
    expect(bad.statusCode).toBe(400);
  });

  it('assigns to a member reaching the page, who is e-mailed in their language unless the inbox flag is off', async () => {
    const item = await storeInboxItem(test, pageId, { text: 'Is this available in my city?' });
    const writer = await buildTeamMember(test, owner, 'writer', { pageIds: [pageId] });
    await db()
      .update(users)
      .set({ language: 'fr', timeZone: 'Europe/Paris' })
      .where(eq(users.id, writer.user.id));
    const assigned = await call(test, owner, 'PATCH', `/api/inbox/items/${item.id}`, {
      change: 'assign',
      assigneeId: writer.user.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assigneeId).toBe(writer.user.id);
    const mail = await test.mail.waitFor(writer.email, (message) => message.text.includes(item.id));
    expect(mail.subject).toContain('vous a confié');
    expect(mail.text).toContain('Is this available in my city?');

    const quiet = await buildTeamMember(test, owner, 'writer');
    await db().update(users).set({ notifyInbox: false }).where(eq(users.id, quiet.user.id));
    const other = await storeInboxItem(test, pageId);
    const toQuiet = await call(test, owner, 'PATCH', `/api/inbox/items/${other.id}`, {
      change: 'assign',
      assigneeId: quiet.user.id,
    });
    expect(toQuiet.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(test.mail.messages.filter((message) => message.to.includes(quiet.email))).toHaveLength(0);

    const elsewhere = await buildTeamMember(test, owner, 'writer', {
      pageIds: [await sandboxPage(test, owner, 'Another page')],
    });
    const refused = await call(test, owner, 'PATCH', `/api/inbox/items/${item.id}`, {
      change: 'assign',
      assigneeId: elsewhere.user.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ assigneeId: 'validation.invalid' });

    // The list the screen offers says who reaches which page: the writer this page only, the
    // other writer another page, the owner every page; a limited editor sees only their own pages.
    type Listed = { id: string; pageIds: string[] | null };
    const listed = (await call(test, owner, 'GET', '/api/inbox/assignees')).json() as Listed[];
    const of = (id: string, list: Listed[] = listed) => list.find((entry) => entry.id === id)?.pageIds;
    expect(of(owner.user.id)).toBeNull();
    expect(of(writer.user.id)).toEqual([pageId]);
    expect(of(elsewhere.user.id)).toHaveLength(1);
    expect(of(elsewhere.user.id)).not.toContain(pageId);
    const editor = await buildTeamMember(test, owner, 'editor', { pageIds: [pageId] });
    const seen = (await call(test, editor, 'GET', '/api/inbox/assignees')).json() as Listed[];
    expect(of(elsewhere.user.id, seen)).toEqual([]);
    expect(of(writer.user.id, seen)).toEqual([pageId]);
  });

  it('in bulk: all or nothing, a 404 when one item is not the account’s', async () => {
    const mine = [await storeInboxItem(test, pageId), await storeInboxItem(test, pageId)];
    const stranger = await buildUser(test);
    const theirs = await storeInboxItem(test, await sandboxPage(test, stranger, 'Their page'));
    const refused = await call(test, owner, 'POST', '/api/inbox/items/bulk', {
      itemIds: [...mine.map((item) => item.id), theirs.id],
      change: { change: 'status', status: 'treated' },
    });
    expect(refused.statusCode).toBe(404);
    const untouched = await db()
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.id, mine[0]?.id ?? ''));
    expect(untouched[0]?.status).toBe('waiting');
    const done = await call(test, owner, 'POST', '/api/inbox/items/bulk', {
      itemIds: mine.map((item) => item.id),
      change: { change: 'status', status: 'treated' },
    });
    expect(done.json()).toEqual({ updated: 2 });
    const hidden = await call(test, owner, 'POST', '/api/inbox/actions/bulk', {
      itemIds: mine.map((item) => item.id),
      kind: 'hide',
    });
    expect(hidden.statusCode).toBe(202);
    expect(hidden.json()).toHaveLength(2);
  });

  it('notes, a conversation state and a pin', async () => {
    const item = await storeInboxItem(test, pageId);
    const note = await call(test, owner, 'POST', `/api/inbox/items/${item.id}/notes`, {
      text: 'Call them back',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().text).toBe('Call them back');
    const conversation = await storeInboxThread(test, pageId, 'conversation');
    const state = await call(test, owner, 'PUT', `/api/inbox/threads/${conversation.id}/state`, {
      state: 'follow_up',
    });
    expect(state.json().state).toBe('follow_up');
    const post = await storeInboxThread(test, pageId, 'post');
    expect(
      (await call(test, owner, 'PUT', `/api/inbox/threads/${post.id}/state`, { state: 'done' })).statusCode,
    ).toBe(400);
    expect(
      (await call(test, owner, 'PUT', `/api/inbox/threads/${post.id}/pin`, { pinned: true })).json().pinned,
    ).toBe(true);
  });
});

describe('the bad-words rule', () => {
  it('hides a matching comment (logged with its word), flags a message, and can be undone', async () => {
    await db()
      .insert(inboxBadWords)
      .values({ accountId: owner.user.accountId, word: 'arnaque', pageId: null });
    const comment = await storeInboxItem(test, pageId, { text: 'Quelle ARNAQUÉ !' });
    const message = await storeInboxItem(test, pageId, { type: 'message', text: 'arnaque' });
    const clean = await storeInboxItem(test, pageId, { text: 'Les arnaqueurs sont ailleurs' });
    const done = await applyBadWords(test.app.context, owner.user.accountId, [comment, message, clean]);
    expect(done).toEqual({ hidden: 1, flagged: 1 });
    const [log] = await db().select().from(inboxActions).where(eq(inboxActions.itemId, comment.id));
    expect(log?.origin).toBe('rule');
    expect(log?.matchedWord).toBe('arnaque');
    expect((await settled(log?.id ?? '')).state).toBe('done');
    const [flagged] = await db().select().from(inboxItems).where(eq(inboxItems.id, message.id));
    expect(flagged?.status).toBe('flag');
    const [untouched] = await db().select().from(inboxItems).where(eq(inboxItems.id, clean.id));
    expect(untouched?.status).toBe('waiting');

    const undo = await call(test, owner, 'POST', `/api/inbox/actions/${log?.id}/undo`);
    expect(undo.statusCode, undo.body).toBe(202);
    expect(undo.json().kind).toBe('unhide');
    await settled(undo.json().id);
    const [back] = await db().select().from(inboxItems).where(eq(inboxItems.id, comment.id));
    expect(back?.status).toBe('waiting');

    // The flag is logged too, with its word, and its undo puts the message back to waiting at once.
    const detail = await call(test, owner, 'GET', `/api/inbox/items/${message.id}`);
    const flagLog = detail.json().actions.find((action: { kind: string }) => action.kind === 'flag');
    expect(flagLog).toMatchObject({ origin: 'rule', matchedWord: 'arnaque', state: 'done' });
    const unflag = await call(test, owner, 'POST', `/api/inbox/actions/${flagLog.id}/undo`);
    expect(unflag.statusCode, unflag.body).toBe(202);
    expect(unflag.json()).toMatchObject({ kind: 'unflag', state: 'done', origin: 'user' });
    const [waiting] = await db().select().from(inboxItems).where(eq(inboxItems.id, message.id));
    expect(waiting?.status).toBe('waiting');
  });

  it('is listed and edited through the API, per account or per page', async () => {
    const added = await call(test, owner, 'POST', '/api/inbox/bad-words', { word: 'Spam', pageId });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().word).toBe('spam');
    const list = await call(test, owner, 'GET', '/api/inbox/bad-words');
    expect(list.json().map((entry: { word: string }) => entry.word)).toContain('spam');
    expect((await call(test, owner, 'DELETE', `/api/inbox/bad-words/${added.json().id}`)).statusCode).toBe(
      204,
    );
  });
});

describe('saved replies and the team panel', () => {
  it('keeps saved replies of the account', async () => {
    const saved = await call(test, owner, 'POST', '/api/inbox/saved-replies', {
      title: 'Thanks',
      text: 'Thanks {{name}}!',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await call(test, owner, 'GET', '/api/inbox/saved-replies')).json()).toHaveLength(1);
    const stranger = await buildUser(test);
    expect(
      (await call(test, stranger, 'DELETE', `/api/inbox/saved-replies/${saved.json().id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(test, owner, 'DELETE', `/api/inbox/saved-replies/${saved.json().id}`)).statusCode,
    ).toBe(204);
  });

  it('counts items treated and the median first-reply time per member', async () => {
    const team = await buildUser(test);
    const page = await sandboxPage(test, team, 'Panel page');
    const received = new Date(Date.now() + offsetMs - 10 * 60_000);
    for (const minutes of [2, 4, 9]) {
      const item = await storeInboxItem(test, page, { receivedAt: received });
      await db()
        .update(inboxItems)
        .set({
          firstReplyAt: new Date(received.getTime() + minutes * 60_000),
          firstReplyBy: team.user.id,
          treatedAt: new Date(received.getTime() + minutes * 60_000),
          treatedBy: team.user.id,
          status: 'treated',
        })
        .where(eq(inboxItems.id, item.id));
    }
    const from = new Date(received.getTime() - 3_600_000).toISOString();
    const to = new Date(received.getTime() + 3_600_000).toISOString();
    const panel = await call(
      test,
      team,
      'GET',
      `/api/inbox/team?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(panel.statusCode, panel.body).toBe(200);
    const [row] = panel.json();
    expect(row).toMatchObject({ userId: team.user.id, treated: 3, medianFirstReplyMs: 4 * 60_000 });
    const bad = await call(test, team, 'GET', '/api/inbox/team?from=yesterday&to=now');
    expect(bad.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  it('a viewer reads only; a writer replies but does not moderate; a user limited to other pages finds nothing', async () => {
    const item = await storeInboxItem(test, pageId);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    const writer = await buildTeamMember(test, owner, 'writer');
    const limited = await buildTeamMember(test, owner, 'editor', {
      pageIds: [await sandboxPage(test, owner, 'Limited page')],
    });
    const reply = (who: typeof owner) =>
      call(test, who, 'POST', `/api/inbox/items/${item.id}/replies`, { text: 'Hi' });
    expect((await reply(viewer)).statusCode).toBe(403);
    expect((await reply(limited)).statusCode).toBe(404);
    const hide = await call(test, writer, 'POST', `/api/inbox/items/${item.id}/actions`, { kind: 'hide' });
    expect(hide.statusCode).toBe(403);
    const treat = await call(test, writer, 'PATCH', `/api/inbox/items/${item.id}`, {
      change: 'status',
      status: 'treated',
    });
    expect(treat.statusCode).toBe(200);
    const flag = await call(test, writer, 'PATCH', `/api/inbox/items/${item.id}`, {
      change: 'status',
      status: 'flag',
    });
    expect(flag.statusCode).toBe(403);
  });
});

describe('the inbox digest', () => {
  it('sums up new items once, per user reaching the pages and keeping the inbox flag on, in their language', async () => {
    const team = await buildUser(test);
    const bakery = await sandboxPage(test, team, 'Digest Bakery');
    const shop = await sandboxPage(test, team, 'Digest Shop');
    const french = await buildTeamMember(test, team, 'writer', { pageIds: [shop] });
    await db().update(users).set({ language: 'fr' }).where(eq(users.id, french.user.id));
    const quiet = await buildTeamMember(test, team, 'editor');
    await db().update(users).set({ notifyInbox: false }).where(eq(users.id, quiet.user.id));
    await storeInboxItem(test, bakery);
    await storeInboxItem(test, bakery);
    await storeInboxItem(test, bakery, { type: 'message' });
    await storeInboxItem(test, shop, { type: 'rating', rating: 4 });
    await storeInboxItem(test, shop, { status: 'treated' });

    expect(await sendInboxDigests(test.app.context)).toBeGreaterThanOrEqual(2);
    const owners = await test.mail.waitFor(team.email, (message) => message.text.includes('Digest Bakery'));
    expect(owners.subject).toContain('4 new items');
    expect(owners.text).toContain('Digest Bakery: 2 comments, 1 message');
    expect(owners.text).toContain('Digest Shop: 1 review');
    const frenchMail = await test.mail.waitFor(french.email, (message) =>
      message.text.includes('Digest Shop'),
    );
    expect(frenchMail.subject).toContain('1 nouvel élément dans');
    expect(frenchMail.text).toContain('1 nouvel élément est arrivé');
    expect(frenchMail.text).toContain('Digest Shop: 1 avis');
    expect(frenchMail.text).not.toContain('Digest Bakery');

    // Told once: a second round finds nothing new for this team.
    await sendInboxDigests(test.app.context);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      test.mail.messages.filter(
        (message) => message.to.includes(team.email) && message.text.includes('Digest Bakery'),
      ),
    ).toHaveLength(1);
    expect(test.mail.messages.filter((message) => message.to.includes(quiet.email))).toHaveLength(0);
  });
});
