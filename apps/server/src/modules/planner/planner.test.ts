import type { PlannerItem, PlannerResponse } from '@pagewise/shared/planner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { plannerKindOf } from './planner-events.ts';
import { insertPost } from './test-publications.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

// Every time of these tests lies ahead of the clock, so the publishing engine leaves them alone.
const clock = new Date('2030-03-01T00:00:00Z');
const at = (day: number, hour = 9) => new Date(Date.UTC(2030, 2, day, hour));
const march = `from=${encodeURIComponent('2030-03-01T00:00:00Z')}&to=${encodeURIComponent('2030-04-01T00:00:00Z')}`;

let test: TestApp;
let owner: Who;
let pageA: string;
let pageB: string;
const ids: Record<string, string> = {};

async function planner(who: Who, query = march) {
  const response = await call(test, who, 'GET', `/api/planner?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlannerResponse;
}
const byId = (items: PlannerItem[]) => new Map(items.map((item) => [item.id, item]));

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test);
  pageA = await sandboxPage(test, owner, 'Bakery');
  pageB = await sandboxPage(test, owner, 'Florist');
  const assignee = await buildTeamMember(test, owner, 'editor');
  const posted = await insertPost(test, owner, {
    message: `Posted ${'x'.repeat(200)}`,
    scheduledAt: at(5),
    publications: [{ pageId: pageA, status: 'posted', dueAt: at(5), postedAt: at(5, 10) }],
  });
  ids.posted = posted.targetIds[0] ?? '';
  const twoPages = await insertPost(test, owner, {
    message: 'On both pages',
    scheduledAt: at(10),
    publications: [
      { pageId: pageA, status: 'scheduled', dueAt: at(10) },
      { pageId: pageB, status: 'scheduled', dueAt: at(10) },
      { pageId: pageB, status: 'deleted', dueAt: at(10) },
    ],
  });
  [ids.scheduledA, ids.scheduledB, ids.deleted] = twoPages.targetIds as [string, string, string];
  ids.error = (
    await insertPost(test, owner, {
      scheduledAt: at(11),
      publications: [{ pageId: pageB, status: 'error', dueAt: at(11) }],
    })
  ).targetIds[0] as string;
  ids.draft = (
    await insertPost(test, owner, {
      message: 'A draft on a page',
      scheduledAt: at(12),
      publications: [{ pageId: pageA, status: 'draft' }],
    })
  ).targetIds[0] as string;
  const awaiting = await insertPost(test, owner, {
    scheduledAt: at(13),
    validation: 'awaiting',
    assigneeId: assignee.user.id,
    publications: [{ pageId: pageA, status: 'scheduled', dueAt: at(13) }],
  });
  ids.awaiting = awaiting.targetIds[0] as string;
  ids.pageless = (
    await insertPost(test, owner, { message: 'No page yet', scheduledAt: at(14), publications: [] })
  ).postId;
  await insertPost(test, owner, {
    scheduledAt: new Date(Date.UTC(2030, 3, 2)),
    publications: [{ pageId: pageA, status: 'scheduled', dueAt: new Date(Date.UTC(2030, 3, 2)) }],
  });
  await insertPost(test, owner, {
    scheduledAt: at(1),
    publications: [
      { pageId: pageA, status: 'posted', dueAt: at(1), postedAt: new Date('2030-02-28T23:00Z') },
    ],
  });
}, 60_000);
afterAll(() => test.close());

describe('GET /api/planner', () => {
  it('shows each publication of the range once, at the time its status says, with its post', async () => {
    const { items } = await planner(owner);
    const found = byId(items);
    expect([...found.keys()].sort()).toEqual(
      [
        ids.posted,
        ids.scheduledA,
        ids.scheduledB,
        ids.error,
        ids.draft,
        ids.awaiting,
        `post:${ids.pageless}`,
      ].sort(),
    );
    expect(items.map((item) => item.start)).toEqual([...items.map((item) => item.start)].sort());
    expect(found.get(ids.posted ?? '')).toMatchObject({
      kind: 'posted',
      start: at(5, 10).toISOString(),
      pageId: pageA,
      pageName: 'Bakery',
      pageKind: 'sandbox',
      postKind: 'standard',
      publications: 1,
      validation: 'none',
      assigneeName: null,
      movable: false,
    });
    expect(found.get(ids.posted ?? '')?.title).toHaveLength(120);
    expect(found.get(ids.scheduledB ?? '')).toMatchObject({
      kind: 'scheduled',
      start: at(10).toISOString(),
      title: 'On both pages',
      publications: 2,
      movable: true,
    });
    expect(found.get(ids.error ?? '')).toMatchObject({ kind: 'error', movable: true });
    expect(found.get(ids.draft ?? '')).toMatchObject({
      kind: 'draft',
      start: at(12).toISOString(),
      movable: true,
    });
    expect(found.get(ids.awaiting ?? '')).toMatchObject({
      kind: 'awaiting',
      validation: 'awaiting',
      assigneeName: expect.stringMatching(/^editor Member/),
    });
    expect(found.get(`post:${ids.pageless}`)).toMatchObject({
      kind: 'draft',
      postId: ids.pageless,
      targetId: null,
      pageId: null,
      publications: 0,
      movable: true,
    });
  });

  it('lets each role drag what it may move: drafts with edit, scheduled posts with publish', async () => {
    const writer = byId((await planner(await buildTeamMember(test, owner, 'writer'))).items);
    expect(writer.get(ids.draft ?? '')?.movable).toBe(true);
    expect(writer.get(ids.scheduledA ?? '')?.movable).toBe(false);
    const viewer = (await planner(await buildTeamMember(test, owner, 'viewer'))).items;
    expect(viewer.length).toBeGreaterThan(0);
    expect(viewer.filter((item) => item.movable)).toEqual([]);
  });

  it("shows a draft with no page to its author only, and nothing of another account's", async () => {
    const colleague = byId((await planner(await buildTeamMember(test, owner, 'editor'))).items);
    expect(colleague.has(ids.scheduledA ?? '')).toBe(true);
    expect(colleague.has(`post:${ids.pageless}`)).toBe(false);
    const stranger = await buildUser(test);
    await sandboxPage(test, stranger, 'Elsewhere');
    expect((await planner(stranger)).items).toEqual([]);
  });

  it('shows a draft as page-less once its page is deleted, and no longer once it has a page again', async () => {
    // In May, away from the other tests' month.
    const may = `from=${encodeURIComponent('2030-05-01T00:00:00Z')}&to=${encodeURIComponent('2030-06-01T00:00:00Z')}`;
    const inMay = new Date(Date.UTC(2030, 4, 20, 9));
    const author = await buildUser(test);
    const shop = await sandboxPage(test, author, 'Shop');
    const temporary = await sandboxPage(test, author, 'Pop-up stall');
    const { postId } = await insertPost(test, author, {
      message: 'Stall opening',
      scheduledAt: inMay,
      publications: [{ pageId: temporary, status: 'draft' }],
    });
    expect(byId((await planner(author, may)).items).has(`post:${postId}`)).toBe(false);
    expect((await call(test, author, 'DELETE', `/api/pages/${temporary}`)).statusCode).toBe(204);
    const pageless = byId((await planner(author, may)).items).get(`post:${postId}`);
    expect(pageless?.kind).toBe('draft');
    const moved = await call(test, author, 'PUT', `/api/posts/${postId}`, {
      intent: 'draft',
      pageIds: [shop],
      message: 'Stall opening',
      scheduledAt: inMay.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const items = (await planner(author, may)).items;
    expect(byId(items).has(`post:${postId}`)).toBe(false);
    expect(items.some((item) => item.postId === postId && item.pageId === shop)).toBe(true);
  });

  it('shows a draft at its new time once moved, on each of its pages', async () => {
    const author = await buildUser(test);
    const shops = [await sandboxPage(test, author, 'North'), await sandboxPage(test, author, 'South')];
    const june = `from=${encodeURIComponent('2030-06-01T00:00:00Z')}&to=${encodeURIComponent('2030-07-01T00:00:00Z')}`;
    const { postId } = await insertPost(test, author, {
      scheduledAt: new Date(Date.UTC(2030, 5, 10, 9)),
      publications: shops.map((pageId) => ({ pageId, status: 'draft' as const })),
    });
    const moved = await call(test, author, 'PATCH', `/api/posts/${postId}/schedule`, {
      scheduledAt: '2030-06-12T15:30:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const drafts = (await planner(author, june)).items.filter((item) => item.postId === postId);
    expect(drafts.map((item) => [item.kind, item.start])).toEqual([
      ['draft', '2030-06-12T15:30:00.000Z'],
      ['draft', '2030-06-12T15:30:00.000Z'],
    ]);
  });

  it('shows a user limited to some pages only the publications of those pages', async () => {
    const limited = await buildTeamMember(test, owner, 'editor', { pageIds: [pageB] });
    const items = (await planner(limited)).items;
    expect(items.map((item) => item.id).sort()).toEqual([ids.scheduledB, ids.error].sort());
    // Asking for a page out of reach changes nothing: the id is ignored.
    const asked = await planner(limited, `${march}&pageIds=${pageA}`);
    expect(asked.items).toEqual([]);
  });

  it('narrows to chosen pages or a group, ignoring unknown ids', async () => {
    const stranger = await buildUser(test);
    const foreign = await sandboxPage(test, stranger, 'Not yours');
    const chosen = await planner(owner, `${march}&pageIds=${pageB},nonsense,${foreign}`);
    expect(chosen.items.map((item) => item.id).sort()).toEqual([ids.scheduledB, ids.error].sort());
    // No page chosen is not "no page": everything in reach, the page-less draft included.
    expect((await planner(owner, `${march}&pageIds=`)).items).toHaveLength(7);
    const created = await call(test, owner, 'POST', '/api/groups', { name: 'Shop', pageIds: [pageA] });
    expect(created.statusCode, created.body).toBe(201);
    const grouped = await planner(owner, `${march}&groupId=${created.json().id}`);
    expect(new Set(grouped.items.map((item) => item.pageId))).toEqual(new Set([pageA]));
    const theirs = await call(test, stranger, 'POST', '/api/groups', { name: 'Theirs', pageIds: [foreign] });
    const other = await call(test, owner, 'GET', `/api/planner?${march}&groupId=${theirs.json().id}`);
    expect(other.statusCode).toBe(404);
    expect((await call(test, owner, 'GET', `/api/planner?${march}&groupId=nonsense`)).statusCode).toBe(404);
  });

  it('refuses a range that runs backwards, is longer than a month view, or is not a date', async () => {
    const backwards = await call(
      test,
      owner,
      'GET',
      `/api/planner?from=2030-03-10T00:00:00Z&to=2030-03-01T00:00:00Z`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { to: 'validation.invalid' },
    });
    const tooLong = await call(
      test,
      owner,
      'GET',
      `/api/planner?from=2030-01-01T00:00:00Z&to=2030-03-05T00:00:00Z`,
    );
    expect(tooLong.json().error).toMatchObject({ key: 'invalid_data', fields: { to: 'validation.invalid' } });
    const notADate = await call(test, owner, 'GET', `/api/planner?from=yesterday&to=2030-03-05T00:00:00Z`);
    expect(notADate.statusCode).toBe(400);
    expect(notADate.json().error.fields).toMatchObject({ from: 'validation.invalid' });
    const missing = await call(test, owner, 'GET', '/api/planner');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['from', 'to']);
  });
});

describe('GET /api/planner with perDay (the month view)', () => {
  const may = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2030, 4, day, hour, minute));
  const mayRange = `from=${encodeURIComponent('2030-05-01T00:00:00Z')}&to=${encodeURIComponent('2030-06-01T00:00:00Z')}`;
  // 7 May 2030 (a Tuesday): six publications from 08:00 to 13:00 UTC, on the two pages in turn.
  const tuesday: string[] = [];
  let lateEvening = '';
  let lateNight = '';

  beforeAll(async () => {
    for (let hour = 8; hour <= 13; hour += 1) {
      const created = await insertPost(test, owner, {
        message: `Tuesday ${hour}`,
        scheduledAt: may(7, hour),
        publications: [{ pageId: hour % 2 === 0 ? pageA : pageB, status: 'scheduled', dueAt: may(7, hour) }],
      });
      tuesday.push(created.targetIds[0] as string);
    }
    // 02:00 UTC on the 8th is still the 7th in Los Angeles (19:00).
    lateEvening = (
      await insertPost(test, owner, {
        scheduledAt: may(8, 2),
        publications: [{ pageId: pageA, status: 'scheduled', dueAt: may(8, 2) }],
      })
    ).targetIds[0] as string;
    lateNight = (
      await insertPost(test, owner, {
        scheduledAt: may(9, 23, 30),
        publications: [{ pageId: pageA, status: 'scheduled', dueAt: may(9, 23, 30) }],
      })
    ).targetIds[0] as string;
  });

  it('sends the first events of each day by time and counts the rest, in the days of the time zone', async () => {
    const all = await planner(owner, mayRange);
    expect(all.more).toBeUndefined();
    expect(all.items).toHaveLength(8);

    const utc = await planner(owner, `${mayRange}&perDay=4&timeZone=UTC`);
    expect(utc.items.map((item) => item.id)).toEqual([...tuesday.slice(0, 4), lateEvening, lateNight]);
    expect(utc.more).toEqual([{ day: '2030-05-07', count: 2 }]);
    expect(utc.filled).toEqual([]);
    // The events sent are the same as the full answer's.
    expect(utc.items[0]).toEqual(all.items[0]);

    const losAngeles = await planner(owner, `${mayRange}&perDay=4&timeZone=America/Los_Angeles`);
    expect(losAngeles.items.map((item) => item.id)).toEqual([...tuesday.slice(0, 4), lateNight]);
    expect(losAngeles.more).toEqual([{ day: '2030-05-07', count: 3 }]);

    const tokyo = await planner(owner, `${mayRange}&perDay=1&timeZone=Asia/Tokyo`);
    expect(tokyo.items.map((item) => item.id)).toEqual([tuesday[0], lateEvening, lateNight]);
    expect(tokyo.more).toEqual([{ day: '2030-05-07', count: 5 }]);
  });

  it('counts only the chosen pages', async () => {
    const onA = await planner(owner, `${mayRange}&perDay=2&timeZone=UTC&pageIds=${pageA}`);
    expect(onA.items.map((item) => item.id)).toEqual([tuesday[0], tuesday[2], lateEvening, lateNight]);
    expect(onA.more).toEqual([{ day: '2030-05-07', count: 1 }]);
  });

  it('names the events left out that fill an empty slot of their page', async () => {
    // Tuesday 13:00 on page B: the sixth event of the 7th, left out.
    const saved = await call(test, owner, 'PUT', `/api/pages/${pageB}/slots`, {
      slots: [
        { weekday: 2, time: '13:00' },
        { weekday: 2, time: '09:00' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const utc = await planner(owner, `${mayRange}&perDay=4&timeZone=UTC`);
      expect(utc.filled).toEqual([{ pageId: pageB, start: may(7, 13).toISOString() }]);
      expect(utc.items).toHaveLength(6);
      expect(utc.more).toEqual([{ day: '2030-05-07', count: 2 }]);
      // 13:00 UTC is 06:00 in Los Angeles: no slot there.
      expect((await planner(owner, `${mayRange}&perDay=4&timeZone=America/Los_Angeles`)).filled).toEqual([]);
    } finally {
      await call(test, owner, 'PUT', `/api/pages/${pageB}/slots`, { slots: [] });
    }
  });

  it('refuses a time zone it does not know, an offset, and a limit out of bounds', async () => {
    for (const [query, field] of [
      ['perDay=4&timeZone=Nowhere/Town', 'timeZone'],
      ['perDay=4&timeZone=%2B01:00', 'timeZone'],
      ['perDay=0&timeZone=UTC', 'perDay'],
      ['perDay=many&timeZone=UTC', 'perDay'],
    ] as const) {
      const response = await call(test, owner, 'GET', `/api/planner?${mayRange}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { [field]: 'validation.invalid' },
      });
    }
  });
});

describe('page slots', () => {
  it('replaces all the slots of a page, and the planner lists them', async () => {
    const first = await call(test, owner, 'PUT', `/api/pages/${pageA}/slots`, {
      slots: [
        { weekday: 3, time: '12:30' },
        { weekday: 1, time: '09:00' },
        { weekday: 1, time: '09:00' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      pageId: pageA,
      slots: [
        { weekday: 1, time: '09:00' },
        { weekday: 3, time: '12:30' },
      ],
    });
    await call(test, owner, 'PUT', `/api/pages/${pageA}/slots`, { slots: [{ weekday: 7, time: '18:00' }] });
    const read = await call(test, owner, 'GET', `/api/pages/${pageA}/slots`);
    expect(read.json()).toEqual({ pageId: pageA, slots: [{ weekday: 7, time: '18:00' }] });
    expect((await planner(owner)).slots).toEqual([{ pageId: pageA, slots: [{ weekday: 7, time: '18:00' }] }]);
    const limited = await buildTeamMember(test, owner, 'editor', { pageIds: [pageB] });
    expect((await planner(limited)).slots).toEqual([]);
    const cleared = await call(test, owner, 'PUT', `/api/pages/${pageA}/slots`, { slots: [] });
    expect(cleared.json()).toEqual({ pageId: pageA, slots: [] });
  });

  it('names the field of a bad slot', async () => {
    const response = await call(test, owner, 'PUT', `/api/pages/${pageA}/slots`, {
      slots: [
        { weekday: 8, time: '09:00' },
        { weekday: 2, time: '25:00' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: { 'slots.0.weekday': 'validation.invalid', 'slots.1.time': 'validation.invalid' },
    });
  });

  it("answers 404 for another account's page or one out of reach, 403 to a role that may not edit", async () => {
    const stranger = await buildUser(test);
    expect((await call(test, stranger, 'GET', `/api/pages/${pageA}/slots`)).statusCode).toBe(404);
    expect((await call(test, stranger, 'PUT', `/api/pages/${pageA}/slots`, { slots: [] })).statusCode).toBe(
      404,
    );
    const limited = await buildTeamMember(test, owner, 'editor', { pageIds: [pageB] });
    expect((await call(test, limited, 'GET', `/api/pages/${pageA}/slots`)).statusCode).toBe(404);
    const viewer = await buildTeamMember(test, owner, 'viewer');
    expect((await call(test, viewer, 'GET', `/api/pages/${pageA}/slots`)).statusCode).toBe(200);
    const refused = await call(test, viewer, 'PUT', `/api/pages/${pageA}/slots`, { slots: [] });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the planner kind of a publication', () => {
  it('shows a failure as a failure, a post blocked for want of validation included', () => {
    expect(plannerKindOf('error', 'awaiting')).toBe('error');
    expect(plannerKindOf('error', 'none')).toBe('error');
    expect(plannerKindOf('scheduled', 'awaiting')).toBe('awaiting');
    expect(plannerKindOf('draft', 'unvalidated')).toBe('awaiting');
    expect(plannerKindOf('draft', 'validated')).toBe('draft');
    expect(plannerKindOf('postedfb', 'awaiting')).toBe('posted');
    expect(plannerKindOf('inqueue', 'none')).toBe('scheduled');
  });
});
