import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { shareReads } from './shared-reads.ts';

/** A route that counts its reads and takes 20 ms for each, the session taken from a header. */
async function countingServer() {
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const session = request.headers['x-session'];
    request.auth = { session: { id: String(session) } } as unknown as typeof request.auth;
  });
  shareReads(app);
  let reads = 0;
  app.get('/items', { config: { sharedReads: true } }, async () => {
    reads += 1;
    const read = reads;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { read };
  });
  app.get('/alone', async () => {
    reads += 1;
    return { read: reads };
  });
  await app.ready();
  return { app, reads: () => reads };
}

const get = (app: Awaited<ReturnType<typeof countingServer>>['app'], url: string, session = 'a') =>
  app.inject({ method: 'GET', url, headers: { 'x-session': session } });

describe('shared reads', () => {
  it('answers 50 identical requests in flight with two reads, each answer begun after its request', async () => {
    const { app, reads } = await countingServer();
    const first = get(app, '/items');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const readsWhenOthersArrive = reads();
    const others = await Promise.all(Array.from({ length: 49 }, () => get(app, '/items')));
    expect((await first).json()).toEqual({ read: 1 });
    for (const answer of others) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      // They arrived while read 1 was running: they get read 2, begun once read 1 was over.
      expect(answer.json().read).toBeGreaterThan(readsWhenOthersArrive);
    }
    expect(reads()).toBe(2);
    await app.close();
  });

  it('answers requests received together with one read', async () => {
    const { app, reads } = await countingServer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => get(app, '/items')));
    expect(answers.map((answer) => answer.json())).toEqual(Array.from({ length: 10 }, () => ({ read: 1 })));
    expect(reads()).toBe(1);
    await app.close();
  });

  it('shares nothing between sessions or addresses, nor once a round is over, nor on other routes', async () => {
    const { app, reads } = await countingServer();
    await Promise.all([get(app, '/items', 'a'), get(app, '/items', 'b'), get(app, '/items?page=2', 'a')]);
    expect(reads()).toBe(3);
    expect((await get(app, '/items')).json()).toEqual({ read: 4 });
    await Promise.all([get(app, '/alone'), get(app, '/alone')]);
    expect(reads()).toBe(6);
    await app.close();
  });

  it('gives every request of a round its error, and reads again for the next', async () => {
    const app = Fastify();
    app.decorateRequest('auth', null);
    shareReads(app);
    let calls = 0;
    app.get('/broken', { config: { sharedReads: true } }, async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (calls === 1) throw Object.assign(new Error('gone'), { statusCode: 404 });
      return { calls };
    });
    const answers = await Promise.all([
      app.inject('/broken'),
      new Promise((resolve) => setTimeout(resolve, 2)).then(() => app.inject('/broken')),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 200]);
    expect(calls).toBe(2);
    await app.close();
  });
});
