import type { Validator } from '@pagewise/shared/collaboration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call, sandboxPage } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof buildUser>>;
let counter = 0;
const newValidator = (pageIds: string[], overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    firstname: 'Vera',
    lastname: 'Client',
    email: `Vera${counter}-${Date.now()}@Client.example`,
    pageIds,
    ...overrides,
  };
};
const tokenOf = (validator: Validator) =>
  new URL(validator.accessUrl ?? 'http://none/').hash.split('token=')[1];

async function created(who: Who, input: Record<string, unknown>): Promise<Validator> {
  const response = await call(test, who, 'POST', '/api/validators', input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Validator;
}

describe('POST /api/validators', () => {
  it('shares some pages with an external validator, who gets an access URL to copy', async () => {
    const admin = await buildUser(test);
    const bakery = await sandboxPage(test, admin, 'Bakery');
    await sandboxPage(test, admin, 'Florist');
    const input = newValidator([bakery, bakery]);

    const validator = await created(admin, input);

    expect(validator).toMatchObject({
      kind: 'sharedPlanner',
      firstname: 'Vera',
      lastname: 'Client',
      email: input.email.toLowerCase(),
      pageIds: [bakery],
    });
    expect(validator.accessUrl).toMatch(/^http:\/\/pagewise\.test\/#\/invite\/shared-planner\?token=[\w-]+$/);
    expect(JSON.stringify(validator)).not.toMatch(/hash|sealed/i);
    // The URL stays the same each time it is shown, so it can be copied again.
    const again = await call(test, admin, 'GET', `/api/validators/${validator.id}`);
    expect(again.json()).toEqual(validator);
    const list = await call(test, admin, 'GET', '/api/validators');
    expect(list.json()).toEqual({ validators: [validator] });
  });

  it('gives a viewer validator the viewer invitation URL', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page], { kind: 'viewer' }));
    expect(validator.accessUrl).toMatch(/\/#\/invite\/viewer\?token=/);
  });

  it('names each invalid field, all at once', async () => {
    const admin = await buildUser(test);
    const response = await call(test, admin, 'POST', '/api/validators', {
      firstname: ' ',
      email: 'not an address',
      pageIds: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      key: 'invalid_data',
      fields: {
        firstname: 'validation.required',
        lastname: 'validation.required',
        email: 'validation.email',
        pageIds: 'validation.pick_a_page',
      },
    });
  });

  it('refuses pages that are not pages of the account', async () => {
    const admin = await buildUser(test);
    const own = await sandboxPage(test, admin, 'Bakery');
    const other = await buildUser(test);
    const theirs = await sandboxPage(test, other, 'Their page');
    for (const pageIds of [[own, theirs], ['not-a-uuid'], [crypto.randomUUID()]]) {
      const response = await call(test, admin, 'POST', '/api/validators', newValidator(pageIds));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toMatchObject({
        key: 'invalid_data',
        fields: { pageIds: 'validation.invalid' },
      });
    }
    expect((await call(test, admin, 'GET', '/api/validators')).json()).toEqual({ validators: [] });
  });

  it('refuses the same e-mail twice in an account, whatever its case, but not in another account', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const first = await created(admin, newValidator([page]));

    const twice = await call(
      test,
      admin,
      'POST',
      '/api/validators',
      newValidator([page], { email: first.email.toUpperCase() }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({
      key: 'email_already_used',
      fields: { email: 'validation.email_taken' },
    });

    const other = await buildUser(test);
    const theirPage = await sandboxPage(test, other, 'Their page');
    await created(other, newValidator([theirPage], { email: first.email }));
  });

  it('allows one of two simultaneous creations with the same e-mail', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const input = newValidator([page]);
    const answers = await Promise.all([
      call(test, admin, 'POST', '/api/validators', input),
      call(test, admin, 'POST', '/api/validators', input),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('PATCH and DELETE /api/validators/:id', () => {
  it('changes what is given and keeps the rest, the kind and the link included', async () => {
    const admin = await buildUser(test);
    const bakery = await sandboxPage(test, admin, 'Bakery');
    const florist = await sandboxPage(test, admin, 'Florist');
    const validator = await created(admin, newValidator([bakery], { kind: 'viewer' }));

    const response = await call(test, admin, 'PATCH', `/api/validators/${validator.id}`, {
      firstname: 'Véra',
      pageIds: [florist, bakery],
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json() as Validator;
    // Pages come in the order the product lists them (network, then name).
    expect(changed).toEqual({ ...validator, firstname: 'Véra', kind: 'viewer', pageIds: [bakery, florist] });
    expect(changed.accessUrl).toBe(validator.accessUrl);

    const nothing = await call(test, admin, 'PATCH', `/api/validators/${validator.id}`, {});
    expect(nothing.json()).toEqual(changed);
  });

  it('refuses the e-mail of another validator of the account but keeps its own', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const first = await created(admin, newValidator([page]));
    const second = await created(admin, newValidator([page]));
    const taken = await call(test, admin, 'PATCH', `/api/validators/${second.id}`, { email: first.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({ email: 'validation.email_taken' });
    const own = await call(test, admin, 'PATCH', `/api/validators/${second.id}`, { email: second.email });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses an empty page list and another account page on an edit', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page]));
    const empty = await call(test, admin, 'PATCH', `/api/validators/${validator.id}`, { pageIds: [] });
    expect(empty.json().error.fields).toEqual({ pageIds: 'validation.pick_a_page' });
    const other = await buildUser(test);
    const theirs = await sandboxPage(test, other, 'Their page');
    const foreign = await call(test, admin, 'PATCH', `/api/validators/${validator.id}`, {
      pageIds: [theirs],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ pageIds: 'validation.invalid' });
  });

  it('no longer lists a deleted page, and removes a validator', async () => {
    const admin = await buildUser(test);
    const bakery = await sandboxPage(test, admin, 'Bakery');
    const florist = await sandboxPage(test, admin, 'Florist');
    const validator = await created(admin, newValidator([bakery, florist]));
    expect((await call(test, admin, 'DELETE', `/api/pages/${florist}`)).statusCode).toBe(204);
    expect((await call(test, admin, 'GET', `/api/validators/${validator.id}`)).json().pageIds).toEqual([
      bakery,
    ]);

    expect((await call(test, admin, 'DELETE', `/api/validators/${validator.id}`)).statusCode).toBe(204);
    expect((await call(test, admin, 'GET', `/api/validators/${validator.id}`)).statusCode).toBe(404);
    expect((await call(test, admin, 'GET', '/api/validators')).json()).toEqual({ validators: [] });
  });

  it('takes back the posts assigned to a removed validator, so that none waits for them', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page]));
    const scheduled = await call(test, admin, 'POST', '/api/posts', {
      intent: 'schedule',
      pageIds: [page],
      message: 'Croissants at dawn',
      scheduledAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    });
    const postId = scheduled.json().id as string;
    const assigned = await call(test, admin, 'PUT', `/api/posts/${postId}/assignment`, {
      assignee: { kind: 'validator', id: validator.id },
      notify: false,
    });
    expect(assigned.json().validation).toMatchObject({ state: 'awaiting', assignee: { id: validator.id } });

    expect((await call(test, admin, 'DELETE', `/api/validators/${validator.id}`)).statusCode).toBe(204);

    const post = (await call(test, admin, 'GET', `/api/posts/${postId}`)).json();
    expect(post.validation).toEqual({ state: 'none', assignee: null, decidedAt: null, decidedByName: null });
    const history = (await call(test, admin, 'GET', `/api/posts/${postId}/history`)).json();
    expect(history.entries).toContainEqual(
      expect.objectContaining({
        action: 'unassigned',
        changes: [
          { field: 'assignee', before: 'Vera Client', after: null },
          { field: 'validation', before: 'awaiting', after: 'none' },
        ],
      }),
    );
  });
});

describe('the access link', () => {
  it('is replaced by a new one, or revoked and made again', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page]));

    const renewed = (
      await call(test, admin, 'POST', `/api/validators/${validator.id}/link`)
    ).json() as Validator;
    expect(renewed.accessUrl).toMatch(/token=/);
    expect(tokenOf(renewed)).not.toBe(tokenOf(validator));

    const revoked = await call(test, admin, 'DELETE', `/api/validators/${validator.id}/link`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: validator.id, accessUrl: null });
    expect((await call(test, admin, 'GET', '/api/validators')).json().validators[0].accessUrl).toBeNull();

    const again = (
      await call(test, admin, 'POST', `/api/validators/${validator.id}/link`)
    ).json() as Validator;
    expect(again.accessUrl).toMatch(/token=/);
    expect([tokenOf(validator), tokenOf(renewed)]).not.toContain(tokenOf(again));
  });
});

describe('who manages validators', () => {
  it('refuses the roles that do not manage users', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page]));
    for (const role of ['editor', 'writer', 'viewer'] as const) {
      const member = await buildTeamMember(test, admin, role);
      for (const [method, url, body] of [
        ['GET', '/api/validators'],
        ['POST', '/api/validators', newValidator([page])],
        ['GET', `/api/validators/${validator.id}`],
        ['PATCH', `/api/validators/${validator.id}`, { firstname: 'X' }],
        ['DELETE', `/api/validators/${validator.id}`],
        ['POST', `/api/validators/${validator.id}/link`],
        ['DELETE', `/api/validators/${validator.id}/link`],
      ] as const) {
        const response = await call(test, member, method, url, body);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json().error.key).toBe('forbidden');
      }
    }
    expect((await call(test, admin, 'GET', `/api/validators/${validator.id}`)).json()).toEqual(validator);
  });

  it('hides a validator from another account (404) and lists only its own', async () => {
    const admin = await buildUser(test);
    const page = await sandboxPage(test, admin, 'Bakery');
    const validator = await created(admin, newValidator([page]));
    const other = await buildUser(test);
    for (const [method, url, body] of [
      ['GET', `/api/validators/${validator.id}`],
      ['PATCH', `/api/validators/${validator.id}`, { firstname: 'X' }],
      ['DELETE', `/api/validators/${validator.id}`],
      ['POST', `/api/validators/${validator.id}/link`],
      ['DELETE', `/api/validators/${validator.id}/link`],
      ['GET', '/api/validators/not-a-uuid'],
    ] as const) {
      const response = await call(test, other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(test, other, 'GET', '/api/validators')).json()).toEqual({ validators: [] });
    expect((await call(test, admin, 'GET', `/api/validators/${validator.id}`)).json()).toEqual(validator);
  });

  it('refuses a caller without a session', async () => {
    const response = await test.http.inject({ method: 'GET', url: '/api/validators' });
    expect(response.statusCode).toBe(401);
  });
});
