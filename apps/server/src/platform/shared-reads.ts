import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET routes whose answer concurrent identical requests of a session may share (`shareReads`). */
    sharedReads?: boolean;
  }
}

/** The answer of a shared read, written once (as UTF-8 bytes) for every request that shares it. */
type Answer = { payload: unknown; bytes?: Buffer };
/** One read, for the requests that joined it before it began. */
type Round = {
  begun: boolean;
  answer: Promise<Answer>;
  begin: () => void;
  /** The round for the requests that arrive once this one has begun. */
  next?: Round;
};

/**
 * Identical reads of one session share their work: requests to a route marked `config.sharedReads`
 * for the same session's same address and query join one read, as long as it has not begun; one
 * that arrives once it has begun waits for the next, which begins when the current one ends. So 200
 * requests in flight cost the database two or three queries, not 200, and the answer is written
 * once; and no answer is older than its request: each comes from a read begun after the
 * request arrived, as an answer of its own would.
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
      answer.bytes ??= Buffer.from(reply.serialize(answer.payload) as string);
      return reply.type('application/json; charset=utf-8').send(answer.bytes);
    } as RouteHandlerMethod;
  });
}

function joinRound(rounds: Map<string, Round>, key: string, read: () => Promise<Answer>): Promise<Answer> {
  const current = rounds.get(key);
  if (!current) {
    const round = newRound(rounds, key, read);
    rounds.set(key, round);
    setImmediate(round.begin);
    return round.answer;
  }
  if (!current.begun) return current.answer;
  current.next ??= newRound(rounds, key, read);
  return current.next.answer;
}

/**
 * A round begins on the event loop's next turn, so that the requests already received (an embedded
 * database blocks the loop while it reads: they wait in the sockets) join it first.
 */
function newRound(rounds: Map<string, Round>, key: string, read: () => Promise<Answer>): Round {
  let settle: { resolve: (answer: Answer) => void; reject: (error: unknown) => void } | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const round: Round = {
    begun: false,
    answer,
    begin() {
      round.begun = true;
      const end = () => {
        if (round.next) {
          rounds.set(key, round.next);
          setImmediate(round.next.begin);
        } else rounds.delete(key);
      };
      read().then(settle?.resolve, settle?.reject).finally(end);
    },
  };
  return round;
}
