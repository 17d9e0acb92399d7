import type { PlannerItem, PlannerResponse } from '@pagewise/shared/planner';
import type { TargetStatus } from '@pagewise/shared/posts/post';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { insertPost } from './test-publications.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;

// Every time lies ahead of the clock, so the publishing engine leaves the posts alone.
const clock = new Date('2030-03-01T00:00:00Z');
// Three weeks around the end of summer time in Europe (27 October 2030) and in New York (3 November),
// from an instant that is no zone's midnight.
const from = new Date('2030-10-20T05:30:00Z');
const to = new Date('2030-11-10T00:00:00Z');
const range = `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;

let test: TestApp;
let owner: Who;

async function planner(query: string) {
  const response = await call(test, owner, 'GET', `/api/planner?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PlannerResponse;
}

/** The month view's answer worked out from the full list: each day's first events, the rest counted. */
function cutByDay(items: PlannerItem[], perDay: number, timeZone: string) {
  const dayOf = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const onDay = new Map<string, PlannerItem[]>();
  for (const item of items) {
    const day = dayOf.format(new Date(item.start));
    onDay.set(day, [...(onDay.get(day) ?? []), item]);
  }
  return {
    items: [...onDay.values()].flatMap((events) => events.slice(0, perDay)),
    more: [...onDay]
      .filter(([, events]) => events.length > perDay)
      .map(([day, events]) => ({ day, count: events.length - perDay }))
      .sort((a, b) => a.day.localeCompare(b.day)),
  };
}

beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
  owner = await buildUser(test);
  const pages = [await sandboxPage(test, owner, 'Bakery'), await sandboxPage(test, owner, 'Florist')];
  const statuses: TargetStatus[] = ['posted', 'scheduled', 'draft', 'error', 'inqueue'];
  // A fixed sequence of times, many of them shared by several posts (ties are ordered by post and
  // publication), some just before or after midnight somewhere, a few outside the range.
  let seed = 7;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed;
  };
  for (let n = 0; n < 150; n += 1) {
    const start = new Date(
      Date.UTC(2030, 9, 19, 0) + (next() % (23 * 24)) * 3_600_000 + (next() % 2) * 1_800_000,
    );
    const status = statuses[n % statuses.length] as TargetStatus;
    const on = n % 7 === 0 ? pages : [pages[n % 2] as string];
    await insertPost(test, owner, {
      message: `Post ${n}`,
      scheduledAt: start,
      // One post in eleven has no page yet: a draft of its author.
      publications:
        n % 11 === 0
          ? []
          : on.map((pageId) => ({
              pageId,
              status,
              dueAt: status === 'draft' ? null : start,
              postedAt: status === 'posted' ? start : null,
            })),
    });
  }
});

afterAll(async () => {
  await test.close();
});

describe('the month view (perDay)', () => {
  it("sends each day's first events and counts the rest, as the full list cut by day in the time zone", async () => {
    const all = await planner(range);
    expect(all.items.length).toBeGreaterThan(100);
    for (const timeZone of ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham']) {
      for (const perDay of [1, 3]) {
        const month = await planner(`${range}&perDay=${perDay}&timeZone=${encodeURIComponent(timeZone)}`);
        const expected = cutByDay(all.items, perDay, timeZone);
        expect(
          month.items.map((item) => item.id),
          `${timeZone}, ${perDay} a day`,
        ).toEqual(expected.items.map((item) => item.id));
        expect(month.items, `${timeZone}, ${perDay} a day`).toEqual(expected.items);
        expect(month.more, `${timeZone}, ${perDay} a day`).toEqual(expected.more);
      }
    }
  });

  it('answers an empty range with nothing', async () => {
    const empty = `from=${encodeURIComponent('2031-01-05T00:00:00Z')}&to=${encodeURIComponent('2031-01-12T00:00:00Z')}`;
    const month = await planner(`${empty}&perDay=4&timeZone=Europe/Paris`);
    expect(month.items).toEqual([]);
    expect(month.more).toEqual([]);
    expect(month.filled).toEqual([]);
  });
});
