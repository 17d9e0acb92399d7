import type { ApiKey, CreatedApiKey } from '@pagewise/shared/api-keys';
import { textLimits } from '@pagewise/shared/text-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../platform/crypto.ts';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { apiKeys } from './schema.ts';

type Who = Awaited<ReturnType<typeof buildUser>>;
let test: TestApp;
let owner: Who;
let stranger: Who;

beforeAll(async () => {
  test = await startTestApp();
  owner = await buildUser(test, { firstname: 'Ada', lastname: 'Owner' });
  stranger = await buildUser(test);
});
afterAll(() => test.close());

async function create(who: Who, name: string): Promise<CreatedApiKey> {
  const response = await call(test, who, 'POST', '/api/api-keys', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const list = async (who: Who): Promise<ApiKey[]> => {
  const response = await call(test, who, 'GET', '/api/api-keys');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().apiKeys;
};

describe('API keys of the account', () => {
  it('answers a new key whole once, then lists it by its prefix only; the database holds its hash', async () => {
    const created = await create(owner, '  Looker Studio  ');
    expect(created.key).toMatch(/^pw_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({
      name: 'Looker Studio',
      prefix: created.key.slice(0, 11),
      scope: 'reports:read',
      createdBy: { id: owner.user.id, name: 'Ada Owner' },
      lastUsedAt: null,
      revokedAt: null,
    });

    const listed = await call(test, owner, 'GET', '/api/api-keys');
    expect(listed.body).not.toContain(created.key);
    expect(listed.body).not.toContain(hashToken(created.key));
    const { key: _shownOnce, ...publicKey } = created;
    expect(listed.json().apiKeys).toContainEqual(publicKey);
    expect(Object.keys(listed.json().apiKeys[0]).sort()).toEqual(Object.keys(publicKey).sort());

    const [row] = await test.app.context.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(hashToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
  });

  it('lists the newest first, and only the keys of the caller’s account', async () => {
    const first = await create(owner, 'First');
    const second = await create(owner, 'Second');
    const theirs = await create(stranger, 'Theirs');
    const ids = (await list(owner)).map((key) => key.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).not.toContain(theirs.id);
    expect((await list(stranger)).map((key) => key.id)).toEqual([theirs.id]);
  });

  it('names every problem of the name', async () => {
    for (const [name, problem] of [
      ['', 'validation.required'],
      ['   ', 'validation.required'],
      ['x'.repeat(textLimits.apiKeyName + 1), 'validation.too_long'],
      [42, 'validation.required'],
    ] as const) {
      const response = await call(test, owner, 'POST', '/api/api-keys', { name });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toEqual({ name: problem });
    }
    expect((await call(test, owner, 'POST', '/api/api-keys', { name: 'x'.repeat(100) })).statusCode).toBe(
      201,
    );
  });

  it('revokes a key, twice without harm, keeping the first date', async () => {
    const created = await create(owner, 'To revoke');
    const revoked = await call(test, owner, 'POST', `/api/api-keys/${created.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revokedAt).toEqual(expect.any(String));
    expect(revoked.body).not.toContain(created.key);
    const again = await call(test, owner, 'POST', `/api/api-keys/${created.id}/revoke`);
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    expect((await list(owner)).find((key) => key.id === created.id)?.revokedAt).toBe(
      revoked.json().revokedAt,
    );
  });

  it("finds no key of another account, nor a malformed id; the stranger's key keeps working", async () => {
    const theirs = await create(stranger, 'Not yours');
    for (const id of [theirs.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await call(test, owner, 'POST', `/api/api-keys/${id}/revoke`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().error.key).toBe('not_found');
    }
    expect((await list(stranger)).find((key) => key.id === theirs.id)?.revokedAt).toBeNull();
  });

  it('is kept to administrators: the other roles get 403, another account 404 first', async () => {
    const created = await create(owner, 'Admins only');
    for (const role of ['editor', 'writer', 'viewer'] as const) {
      const member = await buildTeamMember(test, owner, role);
      for (const [method, url, body] of [
        ['GET', '/api/api-keys', undefined],
        ['POST', '/api/api-keys', { name: 'Mine' }],
        ['POST', `/api/api-keys/${created.id}/revoke`, undefined],
      ] as const) {
        const response = await call(test, member, method, url, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.key).toBe('forbidden');
      }
      const strangerMember = await buildTeamMember(test, stranger, role);
      const foreign = await call(test, strangerMember, 'POST', `/api/api-keys/${created.id}/revoke`);
      expect(foreign.statusCode).toBe(404);
    }
    expect((await list(owner)).find((key) => key.id === created.id)?.revokedAt).toBeNull();
  });
});
