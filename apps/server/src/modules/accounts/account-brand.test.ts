import type { AddressInfo } from 'node:net';
import type { ErrorResponse } from '@pagewise/shared/errors';
import type { Me } from '@pagewise/shared/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeamMember, buildUser } from '../../test/factories.ts';
import { call } from '../../test/posts.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { plainImage } from '../media/test-files.ts';

let test: TestApp;
let base: string;
beforeAll(async () => {
  test = await startTestApp();
  await test.http.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(test.http.server.address() as AddressInfo).port}`;
});
afterAll(() => test.close());

type Who = Awaited<ReturnType<typeof buildUser>>;

async function sendLogo(who: Who, content: Buffer | string) {
  const form = new FormData();
  form.append('file', new Blob([content]), 'logo.png');
  const response = await fetch(`${base}/api/account/logo`, {
    method: 'POST',
    headers: who.headers,
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Me & ErrorResponse };
}

describe('the account logo', () => {
  it('is kept whole as a PNG within 512 px, shown on every member’s me, and replaced without leaving a file', async () => {
    const admin = await buildUser(test);
    const first = await sendLogo(admin, await plainImage('jpeg', 1600, 400));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const logoUrl = first.body.account.logoUrl ?? '';
    expect(logoUrl).toMatch(/^\/media\/[A-Za-z0-9_-]{43}\.png$/);
    const served = await fetch(`${base}${logoUrl}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 128,
    });
    const editor = await buildTeamMember(test, admin, 'editor');
    expect((await call(test, editor, 'GET', '/api/users/me')).json().account.logoUrl).toBe(logoUrl);

    // A small logo is not enlarged.
    const second = await sendLogo(admin, await plainImage('webp', 200, 200));
    const secondUrl = second.body.account.logoUrl ?? '';
    expect(
      await sharp(Buffer.from(await (await fetch(`${base}${secondUrl}`)).arrayBuffer())).metadata(),
    ).toMatchObject({ width: 200, height: 200 });
    expect((await fetch(`${base}${logoUrl}`)).status).toBe(404);

    const removed = await call(test, admin, 'DELETE', '/api/account/logo');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().account.logoUrl).toBeNull();
    expect((await fetch(`${base}${secondUrl}`)).status).toBe(404);
  });

  it('is for administrators only, and refuses what is not an image', async () => {
    const admin = await buildUser(test);
    const editor = await buildTeamMember(test, admin, 'editor');
    const refused = await sendLogo(editor, await plainImage('png', 64, 64));
    expect(refused.status).toBe(403);
    expect((await call(test, editor, 'DELETE', '/api/account/logo')).statusCode).toBe(403);
    const svg = await sendLogo(admin, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(svg.status).toBe(415);
    expect(svg.body.error).toMatchObject({
      key: 'unsupported_media_type',
      fields: { file: 'validation.invalid' },
    });
    expect((await call(test, admin, 'GET', '/api/users/me')).json().account.logoUrl).toBeNull();
  });
});

describe('the brand colour', () => {
  it('is set as #rrggbb (kept lower case), cleared with null, and refused otherwise naming its field', async () => {
    const admin = await buildUser(test);
    const set = await call(test, admin, 'PUT', '/api/account/brand-color', { brandColor: '#AA3355' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().account.brandColor).toBe('#aa3355');

    for (const brandColor of ['red', '#abc', '#12345g', 12]) {
      const wrong = await call(test, admin, 'PUT', '/api/account/brand-color', { brandColor });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({ brandColor: 'validation.brand_color' });
    }
    expect((await call(test, admin, 'GET', '/api/users/me')).json().account.brandColor).toBe('#aa3355');

    const cleared = await call(test, admin, 'PUT', '/api/account/brand-color', { brandColor: null });
    expect(cleared.json().account.brandColor).toBeNull();
  });

  it('is for administrators only', async () => {
    const admin = await buildUser(test);
    const editor = await buildTeamMember(test, admin, 'editor');
    const refused = await call(test, editor, 'PUT', '/api/account/brand-color', { brandColor: '#112233' });
    expect(refused.statusCode).toBe(403);
  });
});
