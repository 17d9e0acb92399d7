import type { InboxItem, InboxItemDetail } from '@pagewise/shared/inbox';
import { permissionMatrix } from '@pagewise/shared/permissions';
import type { Me } from '@pagewise/shared/users';
import { screen } from '@testing-library/react';
import { renderApp, testMe } from '../../app/test-utils.tsx';
import { buildMe } from '../../test/user-fixtures.ts';
import { ok, type SentRequest, stubRequests, testPages } from '../planner/test-fixtures.ts';

export { apiError, ok } from '../planner/test-fixtures.ts';

/** An inbox item as the API answers one: every field, with the given ones replaced. */
export function buildInboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id: 'item-1',
    pageId: 'p1',
    pageName: 'Boulangerie Durand',
    pageKind: 'facebook_page',
    pagePictureUrl: null,
    threadId: null,
    type: 'comment',
    status: 'waiting',
    evaluation: 'none',
    assigneeId: null,
    author: { name: 'Jean Dupont', remoteId: 'author-1', email: null, phone: null, url: null },
    text: 'Are the croissants ready?',
    rating: null,
    postRemoteId: null,
    url: null,
    receivedAt: '2026-03-02T09:30:00.000Z',
    liked: false,
    notesCount: 0,
    lastAction: null,
    ...overrides,
  };
}

export const detailOf = (item: InboxItem, more: Partial<InboxItemDetail> = {}): InboxItemDetail => ({
  ...item,
  notes: [],
  actions: [],
  ...more,
});

export const meAs = (role: Me['role']): Me => ({
  ...buildMe({ role }),
  ...testMe,
  role,
  permissions: [...permissionMatrix[role]],
});

type Handler = Parameters<typeof stubRequests>[0][string];

/** A signed-in user with two pages and an inbox holding `items` (each item's detail answered too). */
export function stubInbox(items: InboxItem[], answers: Record<string, Handler> = {}, me: Me = testMe) {
  localStorage.setItem('token', 'test-token');
  const details = Object.fromEntries(
    items.map((item) => [`GET /inbox/items/${item.id}`, ok(detailOf(item))]),
  );
  return stubRequests({
    'GET /users/me': ok(me),
    'GET /pages': ok({ pages: testPages }),
    'GET /users': ok({ users: [] }),
    'GET /inbox/items': ok({ items, next: null }),
    'GET /inbox/counts': ok({ feed: items.length, pinned: 0, conversations: 1, reviews: 2 }),
    'GET /inbox/problems': ok([]),
    'GET /inbox/saved-replies': ok([]),
    'GET /inbox/team': ok([]),
    'GET /inbox/assignees': ok([{ id: me.id, name: `${me.firstname} ${me.lastname}`, pageIds: null }]),
    ...details,
    ...answers,
  });
}

export const inboxCalls = (sent: SentRequest[], path: string) =>
  sent.filter((request) => request.path.split('?')[0] === path);

export async function openInbox(path = '/dash/moderation') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 15_000 });
  return view;
}
