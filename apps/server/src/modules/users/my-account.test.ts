import type { AddressInfo } from 'node:net';
import type { ErrorResponse } from '@pagewise/shared/errors';
import type { Role } from '@pagewise/shared/roles';
import type { Me } from '@pagewise/shared/users';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { plainImage } from '../media/test-files.ts';
import { users } from './schema.ts';

let test: TestApp;
let base: string;
beforeAll(async () => {
  test = await startTestApp();
  await test.http.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.http.server.address() as AddressInfo).port}`;
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof buildUser>>;

const profile = (who: Who, overrides: Record<string, unknown> = {}) => ({
  firstname: 'Chloé',
  lastname: 'Bernard',
  email: who.email,
  ...overrides,
});

const storedRow = async (userId: string) => {
  const [row] = await test.app.context.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return row;
};

describe('PATCH /api/users/me', () => {
  it.each<Role>(['administrator', 'editor', 'writer', 'viewer'])(
    'a %s edits their own profile: phone in E.164, empty texts cleared, language kept unless sent',
    async (role) => {
      const admin = await buildUser(test, { company: 'Agence Nord', language: 'de' });
      const who = role === 'administrator' ? admin : await buildTeamMember(test, admin, role);
      const response = await call(
        test,
        who,
        'PATCH',
        '/api/users/me',
        profile(who, {
          phone: '06 12 34 56 78',
          country: 'fr',
          company: '',
          address: ' 3 rue des Lilas ',
          zipcode: '75011',
          city: 'Paris',
          vatNumber: 'FR40303265045',
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const me = response.json() as Me;
      expect(me).toMatchObject({
        id: who.user.id,
        firstname: 'Chloé',
        lastname: 'Bernard',
        phone: '+33612345678',
        country: 'FR',
        company: null,
        address: '3 rue des Lilas',
        city: 'Paris',
        role,
        language: role === 'administrator' ? 'de' : 'en',
        account: { id: admin.user.accountId },
      });
      expect(me.permissions.includes('manage_users')).toBe(role === 'administrator');

      // Absent optional fields keep their value; the language changes when sent.
      const again = await call(test, who, 'PATCH', '/api/users/me', profile(who, { language: 'it' }));
      expect(again.json()).toMatchObject({ phone: '+33612345678', city: 'Paris', language: 'it' });
    },
  );

  it('changes the e-mail address, unless another user has it', async () => {
    const who = await buildUser(test);
    const other = await buildUser(test);
    const taken = await call(
      test,
      who,
      'PATCH',
      '/api/users/me',
      profile(who, { email: other.email.toUpperCase() }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      key: 'email_already_used',
      fields: { email: 'validation.email_taken' },
    });
    const address = `Moved-${Date.now()}@Example.com`;
    const moved = await call(test, who, 'PATCH', '/api/users/me', profile(who, { email: address }));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().email).toBe(address.toLowerCase());
    const login = await test.http.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'Correct-Horse-7' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('seals the Bitly token: never sent back, kept when absent, removed with null', async () => {
    const who = await buildUser(test);
    const set = await call(
      test,
      who,
      'PATCH',
      '/api/users/me',
      profile(who, { bitlyToken: ' o_4bc2a9f0e1 ' }),
    );
    expect(set.json().hasBitlyToken).toBe(true);
    expect(set.body).not.toContain('o_4bc2a9f0e1');
    const sealed = (await storedRow(who.user.id)).sealedBitlyToken;
    expect(sealed).not.toContain('o_4bc2a9f0e1');
    expect(test.app.context.secrets.open(sealed ?? '')).toBe('o_4bc2a9f0e1');

    const kept = await call(test, who, 'PATCH', '/api/users/me', profile(who));
    expect(kept.json().hasBitlyToken).toBe(true);
    const removed = await call(test, who, 'PATCH', '/api/users/me', profile(who, { bitlyToken: null }));
    expect(removed.json().hasBitlyToken).toBe(false);
    expect((await storedRow(who.user.id)).sealedBitlyToken).toBeNull();
  });

  it('lists every invalid field with its key', async () => {
    const who = await buildUser(test);
    const bad = await call(test, who, 'PATCH', '/api/users/me', {
      firstname: '',
      email: 'nope',
      phone: '12',
      country: 'France',
      language: 'xx',
      bitlyToken: 'x'.repeat(201),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      key: 'invalid_data',
      fields: {
        firstname: 'validation.required',
        lastname: 'validation.required',
        email: 'validation.email',
        country: 'validation.country',
        language: 'validation.language',
        bitlyToken: 'validation.too_long',
      },
    });
    // A national number needs its country; with a valid country it must be a real number there.
    const phone = await call(
      test,
      who,
      'PATCH',
      '/api/users/me',
      profile(who, { phone: '0612', country: 'FR' }),
    );
    expect(phone.json().error.fields).toEqual({ phone: 'validation.phone' });
    expect((await call(test, who, 'PATCH', '/api/users/me')).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await test.http.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload: { firstname: 'Ann', lastname: 'Lee', email: 'ann@example.com' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/users/me/notifications', () => {
  it.each<Role>(['viewer', 'administrator'])('a %s chooses which e-mails they receive', async (role) => {
    const admin = await buildUser(test);
    const who = role === 'administrator' ? admin : await buildTeamMember(test, admin, role);
    const settings = {
      publicationFailures: false,
      validations: true,
      inbox: false,
      pageErrors: false,
      sourceErrors: true,
    };
    const response = await call(test, who, 'PUT', '/api/users/me/notifications', settings);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: who.user.id, role, notifications: settings });
    expect((await call(test, who, 'GET', '/api/users/me')).json().notifications).toEqual(settings);
  });

  it('refuses a settings object with missing or non-boolean flags', async () => {
    const who = await buildUser(test);
    const response = await call(test, who, 'PUT', '/api/users/me/notifications', {
      publicationFailures: 'no',
      validations: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      publicationFailures: 'validation.invalid',
      inbox: 'validation.invalid',
      pageErrors: 'validation.invalid',
      sourceErrors: 'validation.invalid',
    });
  });
});

describe('profile picture', () => {
  async function sendPicture(who: Who, content: Buffer | string, field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([content]), 'me.png');
    const response = await fetch(`${base}/api/users/me/picture`, {
      method: 'POST',
      headers: who.headers,
      body: form,
    });
    // Either the user or the error: each test reads the one it expects.
    return { status: response.status, body: (await response.json()) as Me & ErrorResponse };
  }

  it('stores a 256×256 WebP served at its picture URL, and deletes the one it replaces', async () => {
    const who = await buildUser(test);
    const first = await sendPicture(who, await plainImage('png', 640, 360));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.pictureUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.webp$/);

    const served = await fetch(`${base}${first.body.pictureUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const picture = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const second = await sendPicture(who, await plainImage('jpeg', 300, 900));
    expect(second.status).toBe(200);
    expect(second.body.pictureUrl).not.toBe(first.body.pictureUrl);
    expect((await fetch(`${base}${first.body.pictureUrl}`)).status).toBe(404);
    expect((await fetch(`${base}${second.body.pictureUrl}`)).status).toBe(200);

    const removed = await call(test, who, 'DELETE', '/api/users/me/picture');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().pictureUrl).toBeNull();
    expect((await fetch(`${base}${second.body.pictureUrl}`)).status).toBe(404);
  });

  it('takes a picture from any role', async () => {
    const admin = await buildUser(test);
    const viewer = await buildTeamMember(test, admin, 'viewer');
    const sent = await sendPicture(viewer, await plainImage('webp', 100, 100));
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: viewer.user.id, pictureUrl: expect.stringMatching(/\.webp$/) });
  });

  it('refuses what is not an image, a missing file and a body that is not multipart, never with a 500', async () => {
    const who = await buildUser(test);
    const text = await sendPicture(who, 'just some text, not a picture at all');
    expect(text.status).toBe(415);
    expect(text.body.error).toMatchObject({
      key: 'unsupported_media_type',
      fields: { file: 'validation.invalid' },
    });
    const svg = await sendPicture(who, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(svg.status).toBe(415);
    // A PNG signature over garbage reaches the decoder, which refuses it.
    const broken = Buffer.concat([(await plainImage('png', 20, 20)).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await sendPicture(who, broken)).status).toBe(415);

    const elsewhere = await sendPicture(who, await plainImage('png', 20, 20), 'photo');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toMatchObject({
      key: 'missing_data',
      fields: { file: 'validation.required' },
    });
    const json = await call(test, who, 'POST', '/api/users/me/picture', { file: 'abc' });
    expect(json.statusCode).toBe(415);
    expect((await call(test, who, 'GET', '/api/users/me')).json().pictureUrl).toBeNull();
  });

  it('refuses a file over 10 MB', async () => {
    const who = await buildUser(test);
    const png = await plainImage('png', 20, 20);
    const large = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]);
    const sent = await sendPicture(who, large);
    expect(sent.status).toBe(413);
    expect(sent.body.error.key).toBe('payload_too_large');
  });

  it('goes with its user when an administrator removes them', async () => {
    const admin = await buildUser(test);
    const member = await buildTeamMember(test, admin, 'writer');
    const sent = await sendPicture(member, await plainImage('png', 64, 64));
    expect((await fetch(`${base}${sent.body.pictureUrl}`)).status).toBe(200);
    expect((await call(test, admin, 'DELETE', `/api/users/${member.user.id}`)).statusCode).toBe(204);
    expect((await fetch(`${base}${sent.body.pictureUrl}`)).status).toBe(404);
  });
});
