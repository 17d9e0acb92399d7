import { permissionMatrix } from '@pagewise/shared/permissions';
import type { Role } from '@pagewise/shared/roles';
import type { Me } from '@pagewise/shared/users';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp, stubApi, testMe } from '../../app/test-utils.tsx';

export { apiError } from '../pages/test-fixtures.ts';

type Answer = { status: number; body?: unknown };
type Answers = Record<string, Answer | (() => Answer | Promise<Answer>)>;

export const ok = (body: unknown) => ({ status: 200, body });

/** The test user with another role, and that role's permissions. */
export function meAs(role: Role, overrides: Partial<Me> = {}): Me {
  return { ...testMe, role, permissions: [...permissionMatrix[role]], ...overrides };
}

/** A signed-in `me` whose API answers `answers` besides the session. */
export function stubSettings(answers: Answers = {}, me: Me = testMe) {
  localStorage.setItem('token', 'test-token');
  return stubApi({ 'GET /users/me': ok(me), 'POST /auth/logout': { status: 204 }, ...answers });
}

export async function openSettings(path = '/dash/settings') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 5000 });
  return view;
}

/** The JSON body of the last `method path` call the screen made. */
export function sentBody(method: string, path: string): unknown {
  const call = vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url) === `/api${path}` && (init?.method ?? 'GET') === method)
    .at(-1);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
