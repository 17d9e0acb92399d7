import { errorResponse } from '@pagewise/shared/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from './factories.ts';
import { call, sandboxPage } from './posts.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/**
 * Changes and deletions of one item (or of what it refers to) sent at the same moment, on
 * PostgreSQL where requests really run side by side (the embedded database has one connection).
 * Whoever comes second gets 404 or 409 with a key (or 400 naming a page that just went), never a
 * 500 from a foreign key, a deadlock or a row that vanished between two statements.
 */

type Who = Awaited<ReturnType<typeof buildUser>>;
const rounds = 12;
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

describe.skipIf(process.env.PAGEWISE_TEST_DB !== 'postgres')('concurrent changes on PostgreSQL', () => {
  let test: TestApp;
  let owner: Who;
  let counter = 0;
  const unique = (name: string) => `${name} ${++counter}`;

  beforeAll(async () => {
    test = await startTestApp();
    owner = await buildUser(test);
  });
  afterAll(() => test.close());

  /**
   * One request of a race and the statuses it may answer. `lostRace`: its service leaves the race
   * to the database, which may refuse it with `concurrent_change` (409) rather than a precise key.
   */
  type Attempt = { run: () => Promise<LightMyRequestResponse>; allowed: number[]; lostRace?: boolean };
  const send = (
    method: string,
    url: string,
    payload: unknown,
    allowed: number[],
    lostRace = false,
  ): Attempt => ({
    run: () => call(test, owner, method, url, payload),
    allowed,
    lostRace,
  });
  const idOf = async (response: Promise<LightMyRequestResponse>) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json().id as string;
  };
  const page = () => sandboxPage(test, owner, unique('Race page'));
  const group = (pageIds: string[]) =>
    idOf(call(test, owner, 'POST', '/api/groups', { name: unique('Race group'), pageIds }));
  const post = (pageIds: string[], intent = 'draft') =>
    idOf(
      call(test, owner, 'POST', '/api/posts', {
        intent,
        pageIds,
        message: unique('Race post'),
        ...(intent === 'schedule' ? { scheduledAt: inHours(5) } : {}),
      }),
    );
  const source = () =>
    idOf(
      call(test, owner, 'POST', '/api/sources', {
        name: unique('Race source'),
        type: 'rss',
        url: 'https://feeds.invalid/race.xml',
      }),
    );

  /**
   * Runs `rounds` rounds of `setup`, then its requests all at once (four races side by side per
   * round), and checks every answer: one of its allowed statuses, an error in the one shape, and
   * `concurrent_change` only where the service leaves the race to the database.
   */
  async function race(setup: () => Promise<Attempt[]>) {
    const answers: string[] = [];
    const wrong: string[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const attempts = (await Promise.all(Array.from({ length: 4 }, setup))).flat();
      const responses = await Promise.all(attempts.map((attempt) => attempt.run()));
      responses.forEach((response, index) => {
        const attempt = attempts[index] as Attempt;
        const summary = `${response.statusCode} ${response.body.slice(0, 300)}`;
        answers.push(String(response.statusCode));
        if (!attempt.allowed.includes(response.statusCode)) wrong.push(summary);
        if (response.statusCode < 300) return;
        const shaped = errorResponse.strict().safeParse(response.json());
        if (!shaped.success || (shaped.data.error.key === 'concurrent_change' && !attempt.lostRace))
          wrong.push(summary);
      });
    }
    expect(wrong, `answers: ${answers.join(' ')}`).toEqual([]);
  }

  it('PUT of a group racing the DELETE of that group', async () => {
    const pages = [await page(), await page()];
    await race(async () => {
      const id = await group(pages);
      return [
        send('PUT', `/api/groups/${id}`, { name: 'Renamed', pageIds: pages }, [200, 404]),
        send('DELETE', `/api/groups/${id}`, undefined, [204, 404]),
      ];
    });
  });

  it('PUT of a group racing the DELETE of one of its pages', async () => {
    const kept = await page();
    await race(async () => {
      const going = await page();
      const id = await group([kept, going]);
      return [
        send('PUT', `/api/groups/${id}`, { name: 'Renamed', pageIds: [kept, going] }, [200, 400]),
        send('DELETE', `/api/pages/${going}`, undefined, [204]),
      ];
    });
  });

  it('DELETE of a page racing the creation, change and deletion of groups holding it', async () => {
    await race(async () => {
      const [going, other] = [await page(), await page()];
      const id = await group([going]);
      return [
        send('DELETE', `/api/pages/${going}`, undefined, [204]),
        send('POST', '/api/groups', { name: 'Made now', pageIds: [going, other] }, [201, 400]),
        send('PUT', `/api/groups/${id}`, { name: 'Changed now', pageIds: [going, other] }, [200, 400, 404]),
        send('DELETE', `/api/groups/${id}`, undefined, [204, 404]),
      ];
    });
  });

  it('DELETE of a page and of a group, each twice at once', async () => {
    await race(async () => {
      const going = await page();
      const id = await group([going, await page()]);
      return [
        send('DELETE', `/api/pages/${going}`, undefined, [204, 404]),
        send('DELETE', `/api/pages/${going}`, undefined, [204, 404]),
        send('DELETE', `/api/groups/${id}`, undefined, [204, 404]),
        send('DELETE', `/api/groups/${id}`, undefined, [204, 404]),
      ];
    });
  });

  it('PUT, reschedule and publish-now of a post racing its DELETE', async () => {
    const on = await page();
    const changed = { intent: 'schedule', pageIds: [on], message: 'Changed', scheduledAt: inHours(6) };
    await race(async () => {
      const id = await post([on], 'schedule');
      // 409: what went out (or is going out) by publish-now cannot be changed any more.
      return [
        send('PUT', `/api/posts/${id}`, changed, [200, 404, 409]),
        send(
          'PATCH',
          `/api/posts/${id}/schedule`,
          { scheduledAt: inHours(7), applyToAll: true },
          [200, 404, 409],
        ),
        send('DELETE', `/api/posts/${id}`, undefined, [200, 204, 404, 409]),
        send('POST', `/api/posts/${id}/publish-now`, undefined, [200, 404, 409]),
      ];
    });
  });

  it('PUT and POST of posts racing the DELETE of their page', async () => {
    const kept = await page();
    await race(async () => {
      const going = await page();
      const id = await post([kept]);
      return [
        send(
          'PUT',
          `/api/posts/${id}`,
          { intent: 'draft', pageIds: [kept, going], message: 'Both' },
          [200, 400],
        ),
        send(
          'POST',
          '/api/posts',
          { intent: 'schedule', pageIds: [going], message: 'New', scheduledAt: inHours(3) },
          [201, 400],
        ),
        send('DELETE', `/api/pages/${going}`, undefined, [204]),
      ];
    });
  });

  it('PUT and enabling of a source racing its DELETE, and bots taking it', async () => {
    const on = await page();
    await race(async () => {
      const id = await source();
      const bot = await idOf(
        call(test, owner, 'POST', '/api/bots', {
          pageId: on,
          name: unique('Race bot'),
          type: 'none',
          frequency: 'manual',
        }),
      );
      const botInput = {
        pageId: on,
        name: unique('Race bot'),
        type: 'custom',
        sourceIds: [id],
        frequency: 'manual',
      };
      return [
        send(
          'PUT',
          `/api/sources/${id}`,
          { name: 'Renamed', type: 'rss', url: 'https://feeds.invalid/b.xml' },
          [200, 404],
        ),
        send('POST', `/api/sources/${id}/enable`, undefined, [200, 404]),
        send('DELETE', `/api/sources/${id}`, undefined, [204, 404]),
        send('POST', '/api/bots', botInput, [201, 400, 409], true),
        send('PUT', `/api/bots/${bot}`, botInput, [200, 400, 409], true),
      ];
    });
  });

  it('a bot made and changed on a page that is being deleted', async () => {
    await race(async () => {
      const going = await page();
      const bot = await idOf(
        call(test, owner, 'POST', '/api/bots', {
          pageId: await page(),
          name: unique('Race bot'),
          type: 'none',
          frequency: 'manual',
        }),
      );
      const botInput = { pageId: going, name: unique('Race bot'), type: 'none', frequency: 'manual' };
      return [
        send('POST', '/api/bots', botInput, [201, 404, 409], true),
        send('PUT', `/api/bots/${bot}`, botInput, [200, 404, 409], true),
        send('DELETE', `/api/pages/${going}`, undefined, [204]),
      ];
    });
  });
});
