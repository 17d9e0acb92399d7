import { describe, expect, it } from 'vitest';
import { settingsSection } from './settingsSection.ts';

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
  });
});
