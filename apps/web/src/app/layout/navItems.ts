import type { AppVersion } from '../redirects.ts';

export interface NavItem {
  /** `nav.<key>` in the common catalogue. */
  key: string;
  to: string;
}

/** Every dash screen; the new version merges posts and planner into posts2. */
export function navItems(version: AppVersion): NavItem[] {
  const posting: NavItem[] =
    version === 'old'
      ? [
          { key: 'posts', to: '/dash/posts' },
          { key: 'planner', to: '/dash/planner' },
        ]
      : [{ key: 'planner', to: '/dash/posts2' }];
  return [
    { key: 'overview', to: '/dash/overview' },
    { key: 'pages', to: '/dash/pages' },
    { key: 'bots', to: '/dash/bots' },
    ...posting,
    { key: 'postCreator', to: '/dash/postCreator' },
    { key: 'moderation', to: '/dash/moderation' },
    { key: 'sources', to: '/dash/sources' },
    { key: 'reporting', to: '/dash/reporting' },
    { key: 'plan', to: '/dash/plan' },
    { key: 'settings', to: '/dash/settings' },
    { key: 'invoices', to: '/dash/invoice' },
  ];
}

export function isActive(item: NavItem, pathname: string): boolean {
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
