import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainImage } from '../modules/media/test-files.ts';
import { buildUser, strongPassword } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { TokenBuckets } from './rate-limit-buckets.ts';
import { costlyGroups, costlyRoutes, defaultRates } from './rate-limit-rules.ts';

let clock = new Date('2026-11-22T10:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

type Who = Awaited<ReturnType<typeof buildUser>>;

function signup(test: TestApp, email: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return test.http.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress,
    headers,
    payload: { firstname: 'Rita', lastname: 'Limits', email, password: strongPassword, acceptTerms: true },
  });
}

function multipart(content: Buffer) {
  const boundary = 'pagewise-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="dot.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('rate limits at their production values', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ now: () => clock, env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => test.close());

  it('are on by default, and every costly route of the table exists', () => {
    expect(test.app.context.config.rateLimits).toMatchObject({
      enabled: true,
      perSession: defaultRates.perSession,
      perAddress: defaultRates.perAddress,
      costly: costlyGroups,
    });
    for (const route of Object.keys(costlyRoutes)) {
      const [method = '', url = ''] = route.split(' ');
      expect(test.http.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
  });

  it('give a session 600 requests a minute, then 429 too_many_requests with Retry-After, in the one error shape', async () => {
    const alice = await buildUser(test);
    const bob = await buildUser(test);
    const get = (who: Who) =>
      test.http.inject({
        method: 'GET',
        url: '/api/pages',
        headers: who.headers,
        remoteAddress: '10.20.0.1',
      });
    for (let request = 0; request < defaultRates.perSession.count; request++) {
      const answer = await get(alice);
      if (answer.statusCode !== 200)
        throw new Error(`request ${request}: ${answer.statusCode} ${answer.body}`);
    }
    const refused = await get(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        key: 'too_many_requests',
        message: 'Too many requests from this session; retry in 1 s',
        details: { retryAfterSeconds: 1, scope: 'session' },
      },
    });
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // Another session from the same address has its own budget.
    expect((await get(bob)).statusCode).toBe(200);
    // A 10th of a second earns one request back (600 a minute).
    later(0.1);
    expect((await get(alice)).statusCode).toBe(200);
    expect((await get(alice)).statusCode).toBe(429);
    later(60);
  });

  it('give a client address 1,200 requests a minute, whatever the session', async () => {
    const carol = await buildUser(test);
    const nowhere = (remoteAddress: string) =>
      test.http.inject({ method: 'GET', url: '/api/no-such-route', remoteAddress });
    for (let request = 0; request < defaultRates.perAddress.count; request++) {
      expect((await nowhere('10.30.0.1')).statusCode).toBe(404);
    }
    const refused = await nowhere('10.30.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.details).toEqual({ retryAfterSeconds: 1, scope: 'address' });
    const withSession = await test.http.inject({
      method: 'GET',
      url: '/api/pages',
      headers: carol.headers,
      remoteAddress: '10.30.0.1',
    });
    expect(withSession.json().error.key).toBe('too_many_requests');
    expect((await nowhere('10.30.0.2')).statusCode).toBe(404);
    // Health checks of a load balancer are never refused.
    expect(
      (await test.http.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.30.0.1' })).statusCode,
    ).toBe(200);
    later(60);
  });

  it('give sign-up 10 a hour per client address, and a made-up token opens no new budget', async () => {
    for (let attempt = 0; attempt < costlyGroups.signup.count; attempt++) {
      const answer = await signup(test, `limit${attempt}@example.com`, '10.40.0.1', {
        authorization: `Bearer made-up-${attempt}`,
      });
      expect(answer.statusCode, answer.body).toBe(201);
    }
    const refused = await signup(test, 'limit-next@example.com', '10.40.0.1', {
      authorization: 'Bearer made-up-next',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      key: 'too_many_requests',
      message: 'Too many requests to signup routes; retry in 360 s',
      details: { retryAfterSeconds: 360, scope: 'signup' },
    });
    expect(refused.headers['retry-after']).toBe('360');
    expect((await signup(test, 'limit-next@example.com', '10.40.0.2')).statusCode).toBe(201);
    later(360);
    expect((await signup(test, 'limit-later@example.com', '10.40.0.1')).statusCode).toBe(201);
  });

  it('leave the rest of the API alone when a costly group is spent', async () => {
    const dave = await buildUser(test);
    const call = (method: 'GET' | 'POST', url: string) =>
      test.http.inject({ method, url, headers: dave.headers, remoteAddress: '10.50.0.1' });
    for (let attempt = 0; attempt < costlyGroups.export.count; attempt++) {
      expect((await call('GET', '/api/posts/export.csv')).statusCode).toBe(200);
    }
    expect((await call('GET', '/api/posts/export.csv')).json().error.details.scope).toBe('export');
    // The account export spends from the same group.
    expect((await call('POST', '/api/account/exports')).json().error.details.scope).toBe('export');
    expect((await call('GET', '/api/posts')).statusCode).toBe(200);
  });
});

describe('rate limits as configured', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      now: () => clock,
      env: {
        RATE_LIMITS: 'on',
        RATE_LIMIT_ADDRESS: '5/1m',
        RATE_LIMIT_SESSION: '1000/1m',
        RATE_LIMIT_ROUTES: 'upload=2/1m',
        TRUST_PROXY: '127.0.0.1',
      },
    });
  });
  afterAll(() => test.close());

  it('read the budgets from the environment', async () => {
    // Signing up, confirming and logging in are three requests of the five a minute.
    const erin = await buildUser(test);
    later(60);
    const frank = await buildUser(test);
    later(60);
    const upload = async (who: Who, remoteAddress: string) => {
      const body = multipart(await plainImage('png', 2, 2));
      return test.http.inject({
        method: 'POST',
        url: '/api/media',
        payload: body.payload,
        headers: { ...body.headers, ...who.headers },
        remoteAddress,
      });
    };
    expect((await upload(erin, '10.60.0.1')).statusCode).toBe(201);
    expect((await upload(erin, '10.60.0.1')).statusCode).toBe(201);
    const refused = await upload(erin, '10.60.0.2');
    expect(refused.json().error.details).toEqual({ retryAfterSeconds: 30, scope: 'upload' });
    expect((await upload(frank, '10.60.0.3')).statusCode).toBe(201);
  });

  it("count the client behind a trusted proxy by X-Forwarded-For, and an untrusted sender's header not at all", async () => {
    const through = (forwardedFor: string, remoteAddress = '127.0.0.1') =>
      test.http.inject({
        method: 'GET',
        url: '/api/no-such-route',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let request = 0; request < 5; request++)
      expect((await through('198.51.100.1')).statusCode).toBe(404);
    expect((await through('198.51.100.1')).statusCode).toBe(429);
    expect((await through('198.51.100.2')).statusCode).toBe(404);
    // Sent straight from another address, the header is the client's own claim: ignored.
    for (let request = 0; request < 5; request++) {
      expect((await through(`198.51.100.${10 + request}`, '10.70.0.1')).statusCode).toBe(404);
    }
    expect((await through('198.51.100.99', '10.70.0.1')).statusCode).toBe(429);
  });
});

describe('TokenBuckets', () => {
  it('spends from every budget or from none, and forgets buckets full again', () => {
    const buckets = new TokenBuckets();
    const small = { count: 1, periodSeconds: 10 };
    const large = { count: 5, periodSeconds: 10 };
    expect(
      buckets.take(
        [
          { key: 'a', rate: large },
          { key: 'b', rate: small },
        ],
        0,
      ),
    ).toEqual({ waitSeconds: 0 });
    expect(
      buckets.take(
        [
          { key: 'a', rate: large },
          { key: 'b', rate: small },
        ],
        0,
      ),
    ).toEqual({
      waitSeconds: 10,
      refusedBy: 1,
    });
    // The refused request cost `a` nothing: four left.
    for (let request = 0; request < 4; request++)
      expect(buckets.take([{ key: 'a', rate: large }], 0).waitSeconds).toBe(0);
    expect(buckets.take([{ key: 'a', rate: large }], 0).waitSeconds).toBe(2);
    buckets.sweep(5_000);
    expect(buckets.size).toBe(2);
    buckets.sweep(10_000);
    expect(buckets.size).toBe(0);
  });
});
