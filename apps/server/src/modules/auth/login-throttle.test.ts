import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientKeyOf } from '../../platform/client-address.ts';
import { buildUser, strongPassword } from '../../test/factories.ts';
import { linkToken } from '../../test/mail-catcher.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { delayAfter, loginThrottleRules } from './login-throttle.ts';
import { loginThrottles } from './schema.ts';

let test: TestApp;
let clock = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
beforeAll(async () => {
  test = await startTestApp({ now: () => clock });
});
afterAll(() => test.close());

const wrong = 'Wrong-Password-1';
const login = (email: string, password: string, remoteAddress: string) =>
  test.http.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('the login throttle', () => {
  it('doubles the wait past the free failures, up to 15 minutes', () => {
    const free = loginThrottleRules.account.freeFailures;
    expect([free - 1, free, free + 1, free + 2, free + 3].map((n) => delayAfter('account', n))).toEqual([
      0, 1, 2, 4, 8,
    ]);
    expect(delayAfter('account', free + 40)).toBe(900);
    expect(delayAfter('account', 5000)).toBe(900);
    expect(delayAfter('client', loginThrottleRules.client.freeFailures - 1)).toBe(0);
  });

  it("never keeps the owner out from their own address, whatever an attacker's address does", async () => {
    const owner = await buildUser(test);
    // Ten times what used to lock the e-mail address for every client.
    for (let attempt = 0; attempt < 50; attempt++) {
      await login(owner.email, wrong, '203.0.113.7');
      later(1);
    }
    const fromHome = await login(owner.email, strongPassword, '198.51.100.20');
    expect(fromHome.statusCode).toBe(200);
  });

  it('answers the attacker 429 too_many_attempts with Retry-After, waits that grow, and no guess while waiting', async () => {
    const owner = await buildUser(test);
    const attacker = '203.0.113.8';
    for (let attempt = 0; attempt < loginThrottleRules.account.freeFailures; attempt++) {
      expect((await login(owner.email, wrong, attacker)).statusCode).toBe(401);
    }
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      // Even the right password is not tried while the pair waits: it would tell nothing anyway.
      const refused = await login(owner.email, strongPassword, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ key: 'too_many_attempts', details: { scope: 'account' } });
      const retryAfter = String(refused.headers['retry-after']);
      expect(refused.json().error.details.retryAfterSeconds).toBe(Number(retryAfter));
      waits.push(retryAfter);
      later(Number(retryAfter));
      expect((await login(owner.email, wrong, attacker)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);
  });

  it('counts parallel guesses: only the free failures are tried at once', async () => {
    const owner = await buildUser(test);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login(owner.email, wrong, '203.0.113.9')),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(loginThrottleRules.account.freeFailures);
    expect(codes.filter((code) => code === 429)).toHaveLength(12 - loginThrottleRules.account.freeFailures);
  });

  it('forgets a pair after a right password, and after a quiet day', async () => {
    const owner = await buildUser(test);
    const typo = async (times: number) => {
      for (let attempt = 0; attempt < times; attempt++) await login(owner.email, wrong, '198.51.100.30');
    };
    await typo(loginThrottleRules.account.freeFailures - 1);
    expect((await login(owner.email, strongPassword, '198.51.100.30')).statusCode).toBe(200);
    await typo(loginThrottleRules.account.freeFailures - 1);
    // Had the right password not cleared the count, this one would now wait.
    expect((await login(owner.email, wrong, '198.51.100.30')).statusCode).toBe(401);
    expect((await login(owner.email, wrong, '198.51.100.30')).statusCode).toBe(429);
    later(loginThrottleRules.account.forgetAfterSeconds + 1);
    await typo(loginThrottleRules.account.freeFailures - 1);
    expect((await login(owner.email, strongPassword, '198.51.100.30')).statusCode).toBe(200);
  });

  it('lets the owner in by the reset link, even from the attacked address', async () => {
    const owner = await buildUser(test);
    const shared = '192.0.2.44';
    for (let attempt = 0; attempt < 15; attempt++) await login(owner.email, wrong, shared);
    expect((await login(owner.email, strongPassword, shared)).statusCode).toBe(429);

    await test.http.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: owner.email },
    });
    const mail = await test.mail.waitFor(owner.email, (message) => message.text.includes('reset-password'));
    const reset = await test.http.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: linkToken(mail, 'reset-password'), password: 'Brand-New-Secret-5' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, 'Brand-New-Secret-5', shared)).statusCode).toBe(200);
  });

  it('slows one address spraying passwords over many accounts, not the others', async () => {
    const sprayer = '203.0.113.50';
    const free = loginThrottleRules.client.freeFailures;
    for (let attempt = 0; attempt < free; attempt++) {
      expect((await login(`spray${attempt}@example.com`, wrong, sprayer)).statusCode).toBe(401);
    }
    const blocked = await login('spray-next@example.com', wrong, sprayer);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.details).toMatchObject({ scope: 'client', retryAfterSeconds: 1 });
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await login('spray-next@example.com', wrong, '203.0.113.51')).statusCode).toBe(401);
    later(1);
    expect((await login('spray-next@example.com', wrong, sprayer)).statusCode).toBe(401);
    expect(
      (await login('spray-other@example.com', wrong, sprayer)).json().error.details.retryAfterSeconds,
    ).toBe(2);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const owner = await buildUser(test);
    for (let attempt = 0; attempt < loginThrottleRules.account.freeFailures; attempt++) {
      await login(owner.email, wrong, `2001:db8:1:2::${attempt + 1}`);
    }
    expect((await login(owner.email, strongPassword, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await login(owner.email, strongPassword, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('keeps no count idle past the longest quiet period', async () => {
    await login('idle@example.com', wrong, '192.0.2.99');
    later(loginThrottleRules.account.forgetAfterSeconds + 60);
    await login('someone-else@example.com', wrong, '192.0.2.100');
    const rows = await test.app.context.database.db.select().from(loginThrottles);
    expect(rows.some((row) => row.client === '192.0.2.99')).toBe(false);
    expect(rows.some((row) => row.client === '192.0.2.100')).toBe(true);
  });
});

describe('clientKeyOf', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and reduces IPv6 to its /64', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(clientKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKeyOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKeyOf('not an address')).toBe('not an address');
  });
});
