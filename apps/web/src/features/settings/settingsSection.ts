import type { Action } from '@pagewise/shared/permissions';

export const settingsSections = ['account', 'notifications', 'users', 'api-keys', 'billing'] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** `/dash/settings/:tab?`: `user` is an alias of My account, `users` of Manage users. */
export function settingsSection(tab: string | undefined): SettingsSection {
  if (tab === 'user') return 'account';
  return settingsSections.find((section) => section === tab) ?? 'account';
}

/** The sections only some roles see: the server refuses their calls to the others anyway. */
export const sectionPermission: Partial<Record<SettingsSection, Action>> = {
  users: 'manage_users',
  'api-keys': 'manage_api_keys',
  billing: 'billing',
};

export function mayOpenSection(section: SettingsSection, permissions: readonly Action[]): boolean {
  const needed = sectionPermission[section];
  return needed === undefined || permissions.includes(needed);
}

/** The tabs this user sees, in their fixed order. */
export function visibleSections(permissions: readonly Action[]): SettingsSection[] {
  return settingsSections.filter((section) => mayOpenSection(section, permissions));
}
