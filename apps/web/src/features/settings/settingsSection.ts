export const settingsSections = ['account', 'notifications', 'users', 'billing'] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** `/dash/settings/:tab?`: `user` is an alias of My account, `users` of Manage users. */
export function settingsSection(tab: string | undefined): SettingsSection {
  if (tab === 'user') return 'account';
  return settingsSections.find((section) => section === tab) ?? 'account';
}
