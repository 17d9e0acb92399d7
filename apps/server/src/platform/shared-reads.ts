import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET routes whose answer concurrent identical requests of a session may share (`shareReads`). */
    sharedReads?: boolean;
  }
}

/** One round of a shared read: the answer, written once as text for every request that shares it. */
type Answer = { payload: unknown; text?: string };
type Round = { answer: Promise<Answer>; next?: { waiting: Promise<Answer>; start: () => void } };

/**
 * Identical reads of one session share their work: a request to a route marked
 * `config.sharedReads` that arrives while the same session's same request (same address and query)
 * is being answered does not start a query of its own; it waits for the next round, which starts
 * when the current one ends, for every request that arrived meanwhile. So 200 requests in flight
 * cost the database two or three queries, not 200, and the answer is written as text once; and no
 * answer is older than its request: each comes from work begun after the request arrived, as an
 * answer of its own would.
 *
 * The handler of such a route reads and returns its answer, nothing else (it is run for all the
 * requests of a round at once, with the first one's request); each request is still guarded, rate
 * limited and answered on its own.
 */
export function shareReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.sharedReads) return;
    const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const rounds = new Map<string, Round>();
    route.handler = async function sharedRead(request, reply) {
      const key = `${request.auth?.session.id ?? ''} ${request.url}`;
      const answer = await joinRound(rounds, key, async () => ({
        payload: await handler.call(this, request, reply),
      }));
      answer.text ??= reply.serialize(answer.payload);
      return reply.type('application/json; charset=utf-8').send(answer.text);
    } as RouteHandlerMethod;
  });
}

function joinRound(rounds: Map<string, Round>, key: string, read: () => Promise<Answer>): Promise<Answer> {
  const round = rounds.get(key);
  if (!round) return startRound(rounds, key, read);
  if (!round.next) {
    let start = () => {};
    const waiting = new Promise<Answer>((resolve, reject) => {
      start = () => void startRound(rounds, key, read).then(resolve, reject);
    });
    round.next = { waiting, start };
  }
  return round.next.waiting;
}

function startRound(rounds: Map<string, Round>, key: string, read: () => Promise<Answer>): Promise<Answer> {
  const round: Round = { answer: read() };
  rounds.set(key, round);
  const end = () => {
    rounds.delete(key);
    round.next?.start();
  };
  round.answer.then(end, end);
  return round.answer;
}
