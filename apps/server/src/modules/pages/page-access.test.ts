import type { Group, Page } from '@pagewise/shared/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let limited: Who;
let north: string;
let south: string;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  north = await sandboxPage(test, owner, 'North Shop');
  south = await sandboxPage(test, owner, 'South Shop');
  limited = await buildTeamMember(test, owner, 'editor', { pageIds: [north] });
});
afterAll(() => test.close());

const pageIdsOf = async (who: Who) =>
  ((await call(test, who, 'GET', '/api/pages')).json().pages as Page[]).map((page) => page.id);
const groupsOf = async (who: Who) => (await call(test, who, 'GET', '/api/groups')).json().groups as Group[];

describe('a user limited to some pages', () => {
  it('lists only those pages, and finds no other page of the account', async () => {
    expect(await pageIdsOf(limited)).toEqual([north]);
    expect(await pageIdsOf(owner)).toEqual(expect.arrayContaining([north, south]));

    expect((await call(test, limited, 'POST', `/api/pages/${north}/refresh`)).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', `/api/pages/${south}/refresh`],
      ['POST', `/api/pages/${south}/disconnect-concierge`],
      ['GET', `/api/sandbox/pages/${south}`],
      ['DELETE', `/api/pages/${south}`],
    ]) {
      const response = await call(test, limited, method as string, url as string);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await pageIdsOf(owner)).toContain(south);
  });

  it('reaches the pages they connect themselves', async () => {
    const added = await sandboxPage(test, limited, 'East Shop');
    expect(await pageIdsOf(limited)).toEqual(expect.arrayContaining([north, added]));
    expect(await pageIdsOf(limited)).not.toContain(south);
    expect(await pageIdsOf(owner)).toContain(added);
  });

  it('sees groups with one of their pages, showing only those pages, and changes none that holds others', async () => {
    const both = (
      await call(test, owner, 'POST', '/api/groups', { name: 'Both', pageIds: [north, south] })
    ).json().id as string;
    const southOnly = (
      await call(test, owner, 'POST', '/api/groups', { name: 'South', pageIds: [south] })
    ).json().id as string;

    const seen = await groupsOf(limited);
    expect(seen.find((group) => group.id === both)?.pageIds).toEqual([north]);
    expect(seen.map((group) => group.id)).not.toContain(southOnly);
    expect((await groupsOf(owner)).find((group) => group.id === both)?.pageIds).toHaveLength(2);

    const rename = await call(test, limited, 'PUT', `/api/groups/${both}`, {
      name: 'Mine',
      pageIds: [north],
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().error).toMatchObject({ key: 'forbidden', details: { reason: 'page_access' } });
    expect((await call(test, limited, 'DELETE', `/api/groups/${both}`)).json().error.key).toBe('forbidden');
    expect((await call(test, limited, 'DELETE', `/api/groups/${southOnly}`)).statusCode).toBe(404);
    expect((await groupsOf(owner)).map((group) => group.id)).toEqual(
      expect.arrayContaining([both, southOnly]),
    );

    // A page out of reach cannot be grouped: it reads as unknown, like another account's page.
    const foreign = await call(test, limited, 'POST', '/api/groups', {
      name: 'Mixed',
      pageIds: [north, south],
    });
    expect(foreign.json().error.fields).toEqual({ pageIds: 'validation.pick_a_page' });
    const own = await call(test, limited, 'POST', '/api/groups', { name: 'North only', pageIds: [north] });
    expect(own.statusCode).toBe(201);
    expect((await call(test, limited, 'DELETE', `/api/groups/${own.json().id}`)).statusCode).toBe(204);
  });
});

describe('roles on the pages screen', () => {
  it('lets a viewer and a writer see the pages but not connect, refresh, group or delete them', async () => {
    for (const role of ['viewer', 'writer'] as const) {
      const member = await buildTeamMember(test, owner, role);
      expect(await pageIdsOf(member)).toEqual(expect.arrayContaining([north, south]));
      for (const [method, url, payload] of [
        ['POST', '/api/networks/sandbox/form', { fields: { pageName: 'Not mine to add' } }],
        ['POST', `/api/pages/${north}/refresh`, undefined],
        ['POST', '/api/groups', { name: 'Nope', pageIds: [north] }],
        ['DELETE', `/api/pages/${north}`, undefined],
      ] as const) {
        const response = await call(test, member, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.key).toBe('forbidden');
      }
    }
    expect(await pageIdsOf(owner)).toContain(north);
  });
});
