import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
let owner: Awaited<ReturnType<typeof buildUser>>;
let stranger: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test);
  stranger = await buildUser(test);
});
afterAll(() => test.close());

const call = (
  who: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => test.http.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function connectSandbox(who: typeof owner, pageName: string) {
  const response = await call(who, 'POST', '/api/networks/sandbox/form', { fields: { pageName } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().pages[0] as { id: string; name: string; status: string; kind: string };
}

describe('networks', () => {
  it('lists every network with how it connects; the sandbox is on, unconfigured OAuth networks are off', async () => {
    const response = await call(owner, 'GET', '/api/networks');
    const networks = response.json().networks as {
      kind: string;
      enabled: boolean;
      connect: string;
      formFields: { name: string }[];
    }[];
    expect(networks.find((network) => network.kind === 'sandbox')).toMatchObject({
      enabled: true,
      connect: 'form',
    });
    expect(
      networks.find((network) => network.kind === 'sandbox')?.formFields.map((field) => field.name),
    ).toEqual(['pageName']);
    expect(networks.find((network) => network.kind === 'onesignal')?.formFields).toHaveLength(3);
  });

  it('names each missing form field', async () => {
    const response = await call(owner, 'POST', '/api/networks/sandbox/form', { fields: { pageName: '  ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'fields.pageName': 'validation.required' });
  });

  it('refuses an unknown network and a network that is not configured', async () => {
    expect((await call(owner, 'POST', '/api/networks/myspace/form', { fields: {} })).json().error.key).toBe(
      'invalid_data',
    );
    const oauth = await call(owner, 'POST', '/api/networks/facebook_page/oauth', {});
    expect(oauth.statusCode).toBe(409);
    expect(oauth.json().error.key).toBe('network_not_configured');
  });
});

describe('pages', () => {
  it('connects a sandbox page, lists it running, refreshes it and deletes it', async () => {
    const page = await connectSandbox(owner, 'Bakery News');
    expect(page).toMatchObject({ kind: 'sandbox', name: 'Bakery News', status: 'running' });

    const list = await call(owner, 'GET', '/api/pages');
    expect(list.json().pages.map((item: { id: string }) => item.id)).toContain(page.id);

    const refreshed = await call(owner, 'POST', `/api/pages/${page.id}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ id: page.id, status: 'running', lastError: null });

    expect((await call(owner, 'DELETE', `/api/pages/${page.id}`)).statusCode).toBe(204);
    expect(
      (await call(owner, 'GET', '/api/pages')).json().pages.map((item: { id: string }) => item.id),
    ).not.toContain(page.id);
  });

  it('keeps network tokens sealed: a database dump shows none in clear', async () => {
    await connectSandbox(owner, 'Sealed Page');
    const dump = await test.app.context.database.db.execute(sql`select sealed_credentials from pages`);
    const rows = (dump as unknown as { rows: { sealed_credentials: string }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.sealed_credentials).toMatch(/^v1\./);
      expect(row.sealed_credentials).not.toContain('accessToken');
    }
  });

  it("gives another account 404 for every page and group action, and never lists the owner's pages", async () => {
    const page = await connectSandbox(owner, 'Private Page');
    const group = await call(owner, 'POST', '/api/groups', { name: 'Shops', pageIds: [page.id] });
    const groupId = group.json().id as string;

    expect((await call(stranger, 'GET', '/api/pages')).json().pages).toEqual([]);
    expect((await call(stranger, 'GET', '/api/groups')).json().groups).toEqual([]);
    for (const [method, url] of [
      ['POST', `/api/pages/${page.id}/refresh`],
      ['POST', `/api/pages/${page.id}/disconnect-concierge`],
      ['DELETE', `/api/pages/${page.id}`],
      ['DELETE', `/api/groups/${groupId}`],
    ] as const) {
      expect((await call(stranger, method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await call(stranger, 'PUT', `/api/groups/${groupId}`, { name: 'Mine', pageIds: [page.id] }))
        .statusCode,
    ).toBe(404);
    const steal = await call(stranger, 'POST', '/api/networks/sandbox/oauth', { pageId: page.id });
    expect(steal.statusCode).toBeGreaterThanOrEqual(400);
    // Grouping someone else's page is refused as if it did not exist.
    const foreign = await call(stranger, 'POST', '/api/groups', { name: 'Stolen', pageIds: [page.id] });
    expect(foreign.json().error.fields).toEqual({ pageIds: 'validation.pick_a_page' });
  });
});

describe('groups', () => {
  it('creates, renames and empties groups; a group whose last page goes is dropped', async () => {
    const first = await connectSandbox(owner, 'North Shop');
    const second = await connectSandbox(owner, 'South Shop');
    const created = await call(owner, 'POST', '/api/groups', {
      name: 'Shops',
      pageIds: [first.id, second.id],
    });
    expect(created.statusCode).toBe(201);
    const groupId = created.json().id as string;

    const renamed = await call(owner, 'PUT', `/api/groups/${groupId}`, {
      name: 'All shops',
      pageIds: [first.id],
    });
    expect(renamed.json()).toEqual({ id: groupId, name: 'All shops', pageIds: [first.id] });
    const pages = (await call(owner, 'GET', '/api/pages')).json().pages as {
      id: string;
      groupIds: string[];
    }[];
    expect(pages.find((page) => page.id === first.id)?.groupIds).toEqual([groupId]);

    const empty = await call(owner, 'POST', '/api/groups', { name: ' ', pageIds: [] });
    expect(empty.json().error.fields).toMatchObject({ name: 'validation.required' });
    // A group with no page is named as such, not as pages of another account.
    const noPages = await call(owner, 'POST', '/api/groups', { name: 'Nothing yet', pageIds: [] });
    expect(noPages.statusCode).toBe(400);
    expect(noPages.json().error).toMatchObject({
      message: 'Choose at least one page',
      fields: { pageIds: 'validation.pick_a_page' },
    });

    await call(owner, 'DELETE', `/api/pages/${first.id}`);
    const groups = (await call(owner, 'GET', '/api/groups')).json().groups as { id: string }[];
    expect(groups.map((group) => group.id)).not.toContain(groupId);
  });
});
