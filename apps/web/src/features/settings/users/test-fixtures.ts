import type { User } from '@pagewise/shared/users';
import { screen } from '@testing-library/react';
import { renderApp, testMe } from '../../../app/test-utils.tsx';
import { buildUser as buildAnyUser } from '../../../test/user-fixtures.ts';
import { buildPage, stubDash } from '../../pages/test-fixtures.ts';

export { apiError } from '../../pages/test-fixtures.ts';

type Answers = Parameters<typeof stubDash>[0];

export const ok = (body: unknown, status = 200) => ({ status, body });
export const slow = { timeout: 5000 };

export function buildUser(overrides: Partial<User> = {}): User {
  return buildAnyUser({ accountId: testMe.accountId, ...overrides });
}

/** The logged-in administrator (`testMe`) as the list shows them. */
export const self = buildUser({
  id: testMe.id,
  firstname: testMe.firstname,
  lastname: testMe.lastname,
  email: testMe.email,
  role: 'administrator',
});

export const testPages = [
  buildPage({ id: 'p1', name: 'Boulangerie Durand' }),
  buildPage({ id: 'p2', name: 'Durand Insta', kind: 'instagram' }),
];

/**
 * An administrator on Manage users, whose API answers `answers` besides the session and pages;
 * validation is optional and there is no external validator unless the answers say otherwise.
 */
export function stubUsers(answers: Answers) {
  return stubDash({
    'GET /pages': ok({ pages: testPages }),
    'GET /account/settings': ok({ validationRequired: false, timeZone: 'UTC' }),
    'GET /validators': ok({ validators: [] }),
    ...answers,
  });
}

export async function openUsers() {
  const view = renderApp('/dash/settings/users');
  await screen.findByRole('heading', { level: 1, name: 'Settings' }, slow);
  return view;
}

export const userRow = (name: string) => screen.getByRole('listitem', { name });

export async function findDialog(name: string) {
  return screen.findByRole('dialog', { name }, slow);
}
