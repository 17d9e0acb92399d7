import type { Role } from './roles.ts';

/**
 * What a team member may do. The server's services enforce these (`authorize`); the web app
 * only hides what the server would refuse anyway.
 * - read: see pages, posts, bots, sources and reports within the user's page access
 * - create / edit / delete: posts, drafts, templates, media, bots, sources
 * - validate: approve or refuse a post assigned for validation, add notes
 * - publish: schedule a post or publish it now (a writer saves drafts only)
 * - connect_pages: connect, refresh, reconnect and delete pages; page groups
 * - manage_users: list, add, edit and remove team members, and their page access; the account's
 *   settings (mandatory validation, time zone, the reports' brand: logo and colour)
 * - billing: plan, payment method, invoices
 * - export: the archive of everything the account owns
 * - delete_account: remove the account and all its data
 * - reply: the inbox's replies, likes, saved replies, internal notes, marking an item treated,
 *   a conversation's state
 * - moderate: the inbox's hide, unhide, delete, flag, evaluate, assign, block and unblock, bulk
 *   actions, the bad-words list and the team panel
 *
 * The inbox, route by route (page access limits every one of them to the caller's pages; another
 * account's item is a 404 for every role):
 *
 * | what                                                   | viewer | writer | editor | admin |
 * | ------------------------------------------------------ | ------ | ------ | ------ | ----- |
 * | read items, counts, threads, saved replies, bad words  | yes    | yes    | yes    | yes   |
 * | reply, like, note, mark treated or waiting             |        | yes    | yes    | yes   |
 * | conversation state, add or delete a saved reply        |        | yes    | yes    | yes   |
 * | hide, unhide, delete, block, unblock, flag, evaluate   |        |        | yes    | yes   |
 * | assign, pin, bulk changes and actions, bad words       |        |        | yes    | yes   |
 * | undo the bad-words rule, the team panel                |        |        | yes    | yes   |
 *
 * Reporting (issue 19), with the same page access and 404s:
 * - export_reports: a report's CSV tables, its PDF by e-mail, scheduled reports (to a list of
 *   addresses) and their deliveries
 * - manage_api_keys: the account's API keys that read reports (`/api/v1/reports`)
 *
 * | what                                                   | viewer | writer | editor | admin |
 * | ------------------------------------------------------ | ------ | ------ | ------ | ----- |
 * | read every section of a report, competitors' figures   | yes    | yes    | yes    | yes   |
 * | CSV, PDF by e-mail, scheduled reports, competitors     |        |        | yes    | yes   |
 * | create, list and revoke API keys                       |        |        |        | yes   |
 */
export const actions = [
  'read',
  'create',
  'edit',
  'delete',
  'validate',
  'publish',
  'connect_pages',
  'manage_users',
  'billing',
  'export',
  'delete_account',
  'reply',
  'moderate',
  'export_reports',
  'manage_api_keys',
] as const;
export type Action = (typeof actions)[number];

/** The permission matrix of spec §6: one line per role. */
export const permissionMatrix: Record<Role, readonly Action[]> = {
  administrator: actions,
  editor: [
    'read',
    'create',
    'edit',
    'delete',
    'validate',
    'publish',
    'connect_pages',
    'reply',
    'moderate',
    'export_reports',
  ],
  writer: ['read', 'create', 'edit', 'reply'],
  viewer: ['read', 'validate'],
};

export function can(role: Role, action: Action): boolean {
  return permissionMatrix[role].includes(action);
}

/** Administrators always reach every page; the other roles may be limited to some. */
export function mayBeLimitedToPages(role: Role): boolean {
  return role !== 'administrator';
}
