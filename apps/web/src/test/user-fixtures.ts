import { permissionMatrix } from '@pagewise/shared/permissions';
import { allNotificationsOn, type Me, type User } from '@pagewise/shared/users';

/** A user as the API answers one: every field, with the given ones replaced. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-2',
    accountId: 'account-1',
    firstname: 'Léa',
    lastname: 'Martin',
    email: 'lea@example.com',
    phone: null,
    company: null,
    address: null,
    zipcode: null,
    city: null,
    country: null,
    vatNumber: null,
    pictureUrl: null,
    hasBitlyToken: false,
    role: 'editor',
    language: 'en',
    timeZone: null,
    emailConfirmed: true,
    notifications: allNotificationsOn,
    access: { allPages: true, pageIds: [] },
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The logged-in user (`GET /users/me`): an administrator unless told otherwise. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  const role = overrides.role ?? 'administrator';
  return {
    ...buildUser({ role }),
    supervisor: false,
    account: {
      id: 'account-1',
      name: 'Account',
      partner: false,
      timeZone: 'UTC',
      logoUrl: null,
      brandColor: null,
    },
    permissions: [...permissionMatrix[role]],
    colorScheme: 'auto',
    ...overrides,
  };
}
