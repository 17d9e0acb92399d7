import type { Group } from '@pagewise/shared/pages';
import type { PageSlots, PlannerItem, PlannerResponse } from '@pagewise/shared/planner';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp, testMe } from '../../app/test-utils.tsx';
import { buildPage } from '../pages/test-fixtures.ts';
import { localDay } from './plannerDate.ts';

export { buildItem } from './test-items.ts';

type Answer = { status: number; body?: unknown };
type Handler = Answer | ((request: SentRequest) => Answer | Promise<Answer>);

/** A request the screen sent, as the tests read it. */
export interface SentRequest {
  method: string;
  /** Without `/api`: `/planner?from=…`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export const ok = (body: unknown) => ({ status: 200, body });
export const apiError = (status: number, key: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { key, message: key, fields } },
});

export const testPages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram' }),
];
export const testGroups: Group[] = [{ id: 'g1', name: 'Bakeries', pageIds: ['p1'] }];

/**
 * Stubs `fetch` for `/api`: `answers['GET /planner']` answers every `GET /planner?…` (the
 * query varies with the range), exact `METHOD /path?query` keys win. Unlisted calls answer 404.
 */
export function stubRequests(answers: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const notFound = { status: 404, body: { error: { key: 'not_found', message: 'Not found' } } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input).replace(/^\/api/, '');
      const [bare = '', search = ''] = path.split('?');
      const request: SentRequest = {
        method,
        path,
        query: new URLSearchParams(search),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      };
      sent.push(request);
      const handler = answers[`${method} ${path}`] ?? answers[`${method} ${bare}`];
      const answer = typeof handler === 'function' ? await handler(request) : (handler ?? notFound);
      if (answer.status === 204) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer.body ?? {}), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

export const plannerAnswer = (items: PlannerItem[], slots: PageSlots[] = []): Answer =>
  ok({ items, slots } satisfies PlannerResponse);

/** A signed-in user on the classic version (the planner is not sent to posts2) with two pages. */
export function stubPlanner(answers: Record<string, Handler>) {
  localStorage.setItem('token', 'test-token');
  localStorage.setItem('version', 'old');
  return stubRequests({
    'GET /users/me': ok(testMe),
    'GET /pages': ok({ pages: testPages }),
    'GET /groups': ok({ groups: testGroups }),
    ...answers,
  });
}

export const plannerCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.path.startsWith('/planner?'));

/** Wednesday of next week, 00:00 local: a week the tests can fill without touching the past. */
export function nextWeek(): {
  monday: Date;
  wednesday: Date;
  day: (offset: number, hours: number, minutes?: number) => Date;
} {
  const today = new Date();
  const monday = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - ((today.getDay() + 6) % 7) + 7,
  );
  const day = (offset: number, hours: number, minutes = 0) =>
    new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset, hours, minutes);
  return { monday, wednesday: day(2, 0), day };
}

export async function openPlanner(path = `/dash/planner?date=${localDay(nextWeek().wednesday)}`) {
  // The screen's code and FullCalendar's (loaded when a week is shown) are each imported once per
  // worker: the first test to open the planner waits for both, many seconds on two busy cores.
  await import('./components/CalendarGrid.tsx');
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Planner' }, { timeout: 20_000 });
  return view;
}
