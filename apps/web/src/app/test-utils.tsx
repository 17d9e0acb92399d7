import type { Me } from '@pagewise/shared/users';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { useLayoutEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { setupI18n } from '../i18n/index.ts';
import { buildMe } from '../test/user-fixtures.ts';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './AppRoutes.tsx';
import { createQueryClient } from './queryClient.ts';

export const testMe: Me = buildMe({
  id: 'user-1',
  firstname: 'Camille',
  lastname: 'Durand',
  email: 'camille@example.com',
  company: 'Boulangerie Durand',
  account: {
    id: 'account-1',
    name: 'Boulangerie Durand',
    partner: false,
    timeZone: 'UTC',
    logoUrl: null,
    brandColor: null,
  },
});

export async function loadEnglish() {
  await setupI18n('en');
  await i18next.changeLanguage('en');
}

type Answer = { status: number; body?: unknown };

/**
 * Stubs `fetch` for `/api` calls: `answers['GET /users/me']` → `{ status, body }`.
 * Unlisted calls answer 404, so a test notices a call it did not expect.
 */
export function stubApi(answers: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  const calls: string[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = `${init?.method ?? 'GET'} ${String(input).replace(/^\/api/, '')}`;
    calls.push(call);
    const entry = answers[call];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: notFound });
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const notFound = { error: { key: 'not_found', message: 'Not found' } };

/** A logged-in user whose session loads fine. */
export function signIn(me: Me = testMe) {
  localStorage.setItem('token', 'test-token');
  return stubApi({ 'GET /users/me': { status: 200, body: me }, 'POST /auth/logout': { status: 204 } });
}

/** Where the app is: the router's location, as the tests read it (`router.state.location`). */
interface RouterProbe {
  state: { location: Location };
  /** Goes where a link or the browser's back button would (`-1`). */
  navigate?: NavigateFunction;
}

function LocationProbe({ into }: { into: RouterProbe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    into.state.location = location;
    into.navigate = navigate;
  }, [into, location, navigate]);
  return null;
}

/** The whole app at `path`, in a memory router (the browser uses the hash router). */
export function renderApp(path: string) {
  const router: RouterProbe = { state: { location: { pathname: path } as Location } };
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe into={router} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
