import { render } from './expand.ts';
import { type Params, text, texts } from './form.ts';
import { createdFilter, page } from './list.ts';
import type { FakeServer } from './server.ts';
import type { Store } from './store.ts';

/** `GET /v1/events` (newest first; `type` may end in `.*`, or `types[]`) and `GET /v1/events/:id`. */
export function eventRoutes(server: FakeServer, store: Store) {
  server.on('GET', '/v1/events', ({ input }) => {
    const matches = typeFilter(input);
    const created = createdFilter(input);
    const events = store.all('event').filter((event) => matches(event.type) && created(event.created));
    return { json: render(store, page(events, input, '/v1/events'), input) };
  });
  server.on('GET', '/v1/events/:id', ({ params, input }) => ({
    json: render(store, store.get('event', params.id ?? ''), input),
  }));
}

function typeFilter(input: Params): (type: string) => boolean {
  const one = text(input, 'type');
  const wanted = one ? [one] : texts(input, 'types');
  if (!wanted.length) return () => true;
  return (type) =>
    wanted.some((pattern) =>
      pattern.endsWith('.*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern,
    );
}
