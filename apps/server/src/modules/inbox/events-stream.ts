import type { ServerResponse } from 'node:http';
import type { InboxEventsBus } from './events-bus.ts';

/** Every 25 s a comment line keeps proxies from closing a quiet stream. */
const keepAliveMs = 25_000;
/** Changes that come close together (a collection writing a batch) make one event. */
const gatherMs = 250;
/** Where the screen's EventSource-like reader waits before reconnecting. */
const retryMs = 3_000;

/**
 * Streams server-sent events to one screen: `ready` once listening, then `items` each time the
 * account's inbox changes; the screen refetches what it shows (its own scope and filters), so an
 * event carries no data anyone could read beyond "something changed". The session is checked
 * again before each event and each keep-alive: once it is closed (logout, password changed, user
 * removed), the stream ends, and the screen's reconnection is refused. Returns how to end it.
 */
export function streamInboxEvents(
  raw: ServerResponse,
  bus: InboxEventsBus,
  accountId: string,
  stillOpen: () => Promise<boolean>,
): () => void {
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Tells nginx not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${retryMs}\nevent: ready\ndata: {}\n\n`);
  let gathering: NodeJS.Timeout | undefined;
  // Written only while the session is open; a check that fails ends the stream.
  const sendIfOpen = (text: string) =>
    stillOpen().then(
      (open) => {
        if (ended) return;
        if (open) raw.write(text);
        else end();
      },
      () => end(),
    );
  const unsubscribe = bus.subscribe(accountId, () => {
    gathering ??= setTimeout(() => {
      gathering = undefined;
      void sendIfOpen(`event: items\ndata: {}\n\n`);
    }, gatherMs);
  });
  const keepAlive = setInterval(() => void sendIfOpen(': keep-alive\n\n'), keepAliveMs);
  keepAlive.unref();
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    unsubscribe();
    clearInterval(keepAlive);
    clearTimeout(gathering);
    raw.end();
  };
  raw.on('close', end);
  return end;
}
