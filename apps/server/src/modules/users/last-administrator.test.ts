import type { User } from '@pagewise/shared/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors.ts';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { authenticate } from '../auth/sessions.ts';
import { updateUser } from './update-user.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof buildUser>>;

const administrators = async (who: Who) =>
  ((await call(test, who, 'GET', '/api/users')).json().users as User[]).filter(
    (user) => user.role === 'administrator',
  );

describe('the last administrator', () => {
  it('can neither be demoted nor removed, by themselves or anyone', async () => {
    const admin = await buildUser(test);
    await buildTeamMember(test, admin, 'editor');
    for (const role of ['editor', 'writer', 'viewer']) {
      const demoted = await call(test, admin, 'PATCH', `/api/users/${admin.user.id}`, { role });
      expect(demoted.statusCode).toBe(409);
      expect(demoted.json().error.key).toBe('last_administrator');
    }
    const removed = await call(test, admin, 'DELETE', `/api/users/${admin.user.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.key).toBe('last_administrator');

    // Other changes to them go through.
    const renamed = await call(test, admin, 'PATCH', `/api/users/${admin.user.id}`, {
      lastname: 'Renamed',
      role: 'administrator',
    });
    expect(renamed.statusCode).toBe(200);
    expect(await administrators(admin)).toHaveLength(1);
  });

  it('may step down or leave once another administrator is there', async () => {
    const first = await buildUser(test);
    const second = await buildTeamMember(test, first, 'administrator');
    const stepDown = await call(test, first, 'PATCH', `/api/users/${first.user.id}`, { role: 'editor' });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    // The first is an editor now: the second is the last one and stays.
    const refused = await call(test, second, 'DELETE', `/api/users/${second.user.id}`);
    expect(refused.json().error.key).toBe('last_administrator');
    const promoted = await call(test, second, 'PATCH', `/api/users/${first.user.id}`, {
      role: 'administrator',
    });
    expect(promoted.statusCode).toBe(200);
    expect((await call(test, second, 'DELETE', `/api/users/${second.user.id}`)).statusCode).toBe(204);
    expect((await administrators(first)).map((user) => user.id)).toEqual([first.user.id]);
  });

  it('stays when two administrators demote each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await buildUser(test);
      const second = await buildTeamMember(test, first, 'administrator');
      // Both callers are administrators when their requests start: only the count under the lock decides.
      const [firstAuth, secondAuth] = await Promise.all([
        authenticate(test.app.context, first.token),
        authenticate(test.app.context, second.token),
      ]);
      const outcomes = await Promise.allSettled([
        updateUser(test.app.context, firstAuth, second.user.id, { role: 'editor' }),
        updateUser(test.app.context, secondAuth, first.user.id, { role: 'writer' }),
      ]);
      const refusals = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as AppError).key] : [],
      );
      expect(refusals).toEqual(['last_administrator']);
      const survivor = outcomes[0]?.status === 'fulfilled' ? first : second;
      expect(await administrators(survivor)).toHaveLength(1);
    }
  });

  it('stays when the same race comes through HTTP', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await buildUser(test);
      const second = await buildTeamMember(test, first, 'administrator');
      const answers = await Promise.all([
        call(test, first, 'PATCH', `/api/users/${second.user.id}`, { role: 'editor' }),
        call(test, second, 'PATCH', `/api/users/${first.user.id}`, { role: 'writer' }),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser was refused by the count, or was already demoted when their request was read.
      const loser = answers.find((answer) => answer.statusCode !== 200);
      expect(['last_administrator', 'forbidden']).toContain(loser?.json().error.key);
      const survivor = answers[0]?.statusCode === 200 ? first : second;
      expect(await administrators(survivor)).toHaveLength(1);
    }
  });

  it('stays when two administrators remove each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await buildUser(test);
      const second = await buildTeamMember(test, first, 'administrator');
      const answers = await Promise.all([
        call(test, first, 'DELETE', `/api/users/${second.user.id}`),
        call(test, second, 'DELETE', `/api/users/${first.user.id}`),
      ]);
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 204)).toHaveLength(1);
      // The loser was refused, or was already gone when their request arrived.
      expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
      const survivor = answers[0]?.statusCode === 204 ? first : second;
      expect(await administrators(survivor)).toHaveLength(1);
    }
  });
});
