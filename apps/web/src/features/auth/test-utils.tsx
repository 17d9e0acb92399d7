import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { setupI18n } from '../../i18n/index.ts';
import { buildMe } from '../../test/user-fixtures.ts';
import AuthScreen from './AuthScreen.tsx';
import ConfirmScreen from './ConfirmScreen.tsx';
import ResetPasswordScreen from './ResetPasswordScreen.tsx';

/** English catalogues, loaded for real: tests read what users read. */
export async function loadEnglish() {
  await setupI18n('en');
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['auth', 'errors']);
}

/** Shows where the app went, for assertions on navigation. */
function Landing() {
  const location = useLocation();
  return <p data-testid="landing">{`${location.pathname}${location.search}`}</p>;
}

/** The auth routes as the app shell declares them, in a memory router, inside StrictMode. */
export function renderAuthRoute(entry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <AuthScreen />, children: [{ path: 'confirm', element: <ConfirmScreen /> }] },
      { path: '/reset-password', element: <ResetPasswordScreen /> },
      { path: '/dash/*', element: <Landing /> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <StrictMode>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces `fetch` with answers given in order (a status and a JSON body, or an Error to
 * simulate the network failing) and records each request.
 */
export function stubFetch(...answers: Array<[status: number, body?: unknown] | Error>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      path: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = answers.shift();
    if (!answer) throw new Error(`Unexpected request ${init?.method} ${String(input)}`);
    if (answer instanceof Error) throw answer;
    const [status, body] = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function apiError(key: string, extra: { fields?: Record<string, string>; details?: object } = {}) {
  return { error: { key, message: key, ...extra } };
}

export const aUser = buildMe({
  id: 'u1',
  accountId: 'a1',
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  language: 'fr',
  createdAt: '2026-01-01T00:00:00.000Z',
  account: { id: 'a1', name: 'Ada', partner: false, timeZone: 'UTC', logoUrl: null, brandColor: null },
});
