import type { Network, Page } from '@pagewise/shared/pages';
import { stubApi, testMe } from '../../app/test-utils.tsx';

type Answer = { status: number; body?: unknown };

export function buildPage(overrides: Partial<Page> = {}): Page {
  return {
    id: 'page-1',
    kind: 'facebook_page',
    remoteId: 'remote-1',
    name: 'Boulangerie Durand',
    pictureUrl: null,
    status: 'running',
    connectionMode: 'api',
    expiresAt: null,
    groupIds: [],
    lastError: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const testNetworks: Network[] = [
  { kind: 'facebook_page', connect: 'oauth', enabled: true, formFields: [] },
  { kind: 'linkedin', connect: 'oauth', enabled: false, formFields: [] },
  {
    kind: 'telegram',
    connect: 'form',
    enabled: true,
    formFields: [
      { name: 'channel', type: 'url', required: true, maxLength: 2000 },
      { name: 'botToken', type: 'password', required: false, maxLength: 2000 },
    ],
  },
];

export const apiError = (status: number, key: string, fields?: Record<string, string>): Answer => ({
  status,
  body: { error: { key, message: key, fields } },
});

/** A signed-in user whose API answers `answers` besides the session. */
export function stubDash(answers: Record<string, Answer | (() => Answer | Promise<Answer>)>) {
  localStorage.setItem('token', 'test-token');
  return stubApi({ 'GET /users/me': { status: 200, body: testMe }, ...answers });
}
