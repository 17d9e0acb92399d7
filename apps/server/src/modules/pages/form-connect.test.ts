import { startFakeTelegram, type TelegramFake } from '@pagewise/networks/telegram/fake';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let telegram: TelegramFake;
let test: TestApp;
let user: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  telegram.addBot('123:good-token', 'pagewise_bot');
  telegram.addBot('456:lonely-token', 'lonely_bot');
  telegram.addChannel('bakerynews', { title: 'Bakery News', admins: ['123:good-token'], memberCount: 420 });
  test = await startTestApp({ env: { NETWORK_TELEGRAM_API_URL: telegram.url } });
  user = await buildUser(test);
});
afterAll(async () => {
  await test.close();
  await telegram.close();
});

const connect = (kind: string, fields: Record<string, string>) =>
  test.http.inject({
    method: 'POST',
    url: `/api/networks/${kind}/form`,
    headers: user.headers,
    payload: { fields },
  });

describe('connecting with a form', () => {
  it('connects a Telegram channel whose bot is an administrator', async () => {
    const response = await connect('telegram', {
      channel: 'https://t.me/bakerynews',
      botToken: '123:good-token',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().pages[0]).toMatchObject({
      kind: 'telegram',
      name: 'Bakery News',
      status: 'running',
    });
  });

  it('names the field of a channel link of the wrong form', async () => {
    const response = await connect('telegram', { channel: 'bakerynews', botToken: '123:good-token' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'fields.channel': 'validation.telegram_channel_link' });
  });

  it('says Telegram has no free bot when none is given and the product has none', async () => {
    const response = await connect('telegram', { channel: 't.me/bakerynews' });
    expect(response.json().error.key).toBe('telegram_no_free_bot');
  });

  it('refuses a bot that cannot post in the channel', async () => {
    const response = await connect('telegram', { channel: 't.me/bakerynews', botToken: '456:lonely-token' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('reconnects a Telegram page with a new bot, and refuses a form naming another channel', async () => {
    telegram.addBot('789:new-token', 'newer_bot');
    telegram.addChannel('otherchannel', { admins: ['789:new-token'] });
    const channel = telegram.state.channels.get('bakerynews');
    channel?.admins.add(telegram.state.bots.get('789:new-token')?.id ?? -1);
    const pages = (await test.http.inject({ method: 'GET', url: '/api/pages', headers: user.headers })).json()
      .pages;
    const pageId = pages.find((page: { kind: string }) => page.kind === 'telegram').id as string;
    const reconnect = (fields: Record<string, string>) =>
      test.http.inject({
        method: 'POST',
        url: `/api/pages/${pageId}/reconnect`,
        headers: user.headers,
        payload: { fields },
      });

    const missing = await reconnect({ botToken: '789:new-token' });
    expect(missing.json().error.fields).toEqual({ 'fields.channel': 'validation.required' });
    const other = await reconnect({ channel: 't.me/otherchannel', botToken: '789:new-token' });
    expect(other.json().error.key).toBe('no_page_found');
    const done = await reconnect({ channel: 't.me/bakerynews', botToken: '789:new-token' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: pageId, status: 'running' });
  });

  it("refuses another account the channel without naming it; the owner's page keeps posting", async () => {
    telegram.addBot('321:stranger-token', 'stranger_bot');
    telegram.state.channels
      .get('bakerynews')
      ?.admins.add(telegram.state.bots.get('321:stranger-token')?.id ?? -1);
    const owned = (await test.http.inject({ method: 'GET', url: '/api/pages', headers: user.headers }))
      .json()
      .pages.find((page: { kind: string }) => page.kind === 'telegram') as {
      id: string;
      remoteId: string;
      name: string;
    };
    const stranger = await buildUser(test);
    const stolen = await test.http.inject({
      method: 'POST',
      url: '/api/networks/telegram/form',
      headers: stranger.headers,
      payload: { fields: { channel: 't.me/bakerynews', botToken: '321:stranger-token' } },
    });
    expect(stolen.statusCode, stolen.body).toBe(409);
    expect(stolen.json().error.key).toBe('page_in_another_account');
    for (const secret of [owned.id, owned.remoteId, owned.name]) expect(stolen.body).not.toContain(secret);
    const taken = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${owned.id}/reconnect`,
      headers: stranger.headers,
      payload: { fields: { channel: 't.me/bakerynews', botToken: '321:stranger-token' } },
    });
    expect(taken.statusCode).toBe(404);
    const refreshed = await test.http.inject({
      method: 'POST',
      url: `/api/pages/${owned.id}/refresh`,
      headers: user.headers,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ id: owned.id, status: 'running' });
  });

  it('names a field the network form does not have', async () => {
    const response = await connect('telegram', {
      channel: 't.me/bakerynews',
      webhook: 'https://example.com',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'fields.webhook': 'validation.invalid' });
  });

  it('names every missing field of a push service', async () => {
    const response = await connect('onesignal', { siteName: 'Shop' });
    expect(response.json().error.fields).toEqual({
      'fields.appId': 'validation.required',
      'fields.restApiKey': 'validation.required',
    });
  });
});
