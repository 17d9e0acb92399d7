import { permissionMatrix } from '@pagewise/shared/permissions';
import { describe, expect, it } from 'vitest';
import { mayOpenSection, settingsSection, visibleSections } from './settingsSection.ts';

describe('settingsSection', () => {
  it('opens My account by default and for the alias user', () => {
    expect(settingsSection(undefined)).toBe('account');
    expect(settingsSection('user')).toBe('account');
    expect(settingsSection('unknown')).toBe('account');
  });

  it('opens the named section, users included', () => {
    expect(settingsSection('users')).toBe('users');
    expect(settingsSection('notifications')).toBe('notifications');
    expect(settingsSection('billing')).toBe('billing');
    expect(settingsSection('api-keys')).toBe('api-keys');
  });
});

describe('visibleSections', () => {
  it('shows every section to an administrator', () => {
    expect(visibleSections(permissionMatrix.administrator)).toEqual([
      'account',
      'notifications',
      'users',
      'api-keys',
      'billing',
    ]);
  });

  it('keeps users, API keys and billing from the other roles', () => {
    for (const role of ['editor', 'writer', 'viewer'] as const) {
      expect(visibleSections(permissionMatrix[role])).toEqual(['account', 'notifications']);
      expect(mayOpenSection('users', permissionMatrix[role])).toBe(false);
      expect(mayOpenSection('api-keys', permissionMatrix[role])).toBe(false);
    }
  });
});
