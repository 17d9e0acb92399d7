import type { Action } from '@pagewise/shared/permissions';
import type { AppVersion } from '../redirects.ts';

export interface NavItem {
  /** `nav.<key>` in the common catalogue. */
  key: string;
  to: string;
  /** What the role must allow for the screen to be listed; every role sees the others. */
  needs?: Action;
}

/** Every dash screen the role may use; the new version merges posts and planner into posts2. */
export function navItems(version: AppVersion, permissions: readonly Action[]): NavItem[] {
  const posting: NavItem[] =
    version === 'old'
      ? [
          { key: 'posts', to: '/dash/posts' },
          { key: 'planner', to: '/dash/planner' },
        ]
      : [{ key: 'planner', to: '/dash/posts2' }];
  const all: NavItem[] = [
    { key: 'overview', to: '/dash/overview' },
    { key: 'pages', to: '/dash/pages' },
    { key: 'bots', to: '/dash/bots' },
    ...posting,
    { key: 'postCreator', to: '/dash/postCreator', needs: 'create' },
    { key: 'moderation', to: '/dash/moderation' },
    { key: 'sources', to: '/dash/sources' },
    { key: 'reporting', to: '/dash/reporting' },
    { key: 'plan', to: '/dash/plan', needs: 'billing' },
    { key: 'settings', to: '/dash/settings' },
    { key: 'invoices', to: '/dash/invoice', needs: 'billing' },
  ];
  return all.filter((item) => item.needs === undefined || permissions.includes(item.needs));
}

export function isActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
