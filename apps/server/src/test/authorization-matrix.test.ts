import { randomUUID } from 'node:crypto';
import { startFakeFacebookPage } from '@pagewise/networks/facebook-page/fake';
import { issueToken } from '@pagewise/networks/meta/fake-graph';
import { startFakePinterest } from '@pagewise/networks/pinterest/fake';
import { plannerTokenHeader } from '@pagewise/shared/collaboration';
import { type Action, can } from '@pagewise/shared/permissions';
import { type Role, roles } from '@pagewise/shared/roles';
import { allNotificationsOn } from '@pagewise/shared/users';
import { startStripeFake, stripeFakeEnvironment } from '@pagewise/stripe-fake/index';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inboxActions } from '../modules/inbox/schema.ts';
import { plainImage } from '../modules/media/test-files.ts';
import { buildTeamMember, buildUser, strongPassword } from './factories.ts';
import { storeInboxItem, storeInboxThread } from './inbox-items.ts';
import { call, sandboxPage } from './posts.ts';
import { startTestApp } from './test-app.ts';

/**
 * Authorization of every API route, generated from the permission matrix (packages/shared
 * permissions.ts). Each route is classified by one line of `table`: what it needs, and how to call
 * it on an item of the caller's own account. The test fails on any route the server registers that
 * the table does not classify; a line whose route is not registered (yet) is left out.
 * For each line: no session → 401; each role of the account → 403 `forbidden` where the matrix
 * refuses, the real success where it allows; with an item, each role of another account → 404;
 * with an item on pages, a user of the account limited to other pages → 404.
 */

// Every route the server registers, seen through an `onRoute` hook put on each Fastify instance
// this file creates: the product code stays as it is.
const registered = vi.hoisted(() => new Set<string>());
vi.mock('fastify', async (importOriginal) => {
  const fastify = await importOriginal<typeof import('fastify')>();
  const withRouteLog = ((options: Parameters<typeof fastify.default>[0]) => {
    const app = fastify.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof fastify.default;
  return { ...fastify, default: withRouteLog, fastify: withRouteLog };
});

type Who = Awaited<ReturnType<typeof buildUser>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * What a route needs: an action of the matrix, nothing (`public`), only a session (`logged-in`),
 * the token of an external validator's link in `x-planner-token` (`planner-token`, never a session),
 * or an API key of the account as a bearer token (`api-key`, never a session).
 */
type Need = Action | 'public' | 'logged-in' | 'planner-token' | 'api-key';
/** Items of the caller's own account that a route acts on. */
type Item =
  | 'page'
  | 'pinterestPage'
  | 'facebookPage'
  | 'post'
  | 'group'
  | 'template'
  | 'media'
  | 'connection'
  | 'user'
  | 'validator'
  /** A post on the matrix page assigned to the validator whose link the planner-token lines hold. */
  | 'assignedPost'
  | 'export'
  | 'scheduledPost'
  | 'bot'
  | 'source'
  /** An inbox item (a comment) on the matrix page, a conversation there, and the rule's hide of an item. */
  | 'inboxItem'
  | 'thread'
  | 'ruleAction'
  | 'savedReply'
  | 'badWord'
  /** A public page the account follows as a competitor. */
  | 'competitor'
  | 'apiKey'
  /** A scheduled report of the account (every page). */
  | 'reportSchedule'
  /** A Stripe Checkout Session of the account, paid on the fake's hosted page. */
  | 'checkout';
type Line = {
  method: Method;
  /**
   * As registered; `:id` is the item's id, `:kind` the network (the sandbox unless said),
   * `:section` a report's overview.
   */
  path: string;
  needs: Need;
  /** The status an allowed role gets; absent: anything but a refusal (401, 403, 404) or a 5xx. */
  ok?: number | undefined;
  /** The item the call acts on: in `:id`, or in the body (the OAuth start's `pageId`). */
  item?: Item;
  /** The call changes its item for good (deletes it, revokes it…): a new one for every call. */
  fresh?: boolean;
  /** `session`: a new session per call (it ends or changes it); `account`: a new account per call. */
  caller?: 'session' | 'account';
  kind?: string;
  /** A query string to add to the path. */
  query?: string;
  body?: (input: { id: string; who: Who }) => unknown;
  /** A multipart upload of a small PNG in the field `file`. */
  upload?: boolean;
  /** Answers a stream that stays open (server-sent events): read its head, then let it go. */
  stream?: boolean;
};
const reportScheduleInput = (pageId: string | null) => ({
  name: unique('Matrix schedule'),
  frequency: 'weekly',
  pageId,
  recipients: ['client@matrix.example'],
  language: 'en',
});
const l = (method: Method, path: string, needs: Need, ok?: number, more: Partial<Line> = {}): Line => ({
  method,
  path,
  needs,
  ok,
  ...more,
});

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};
const unique = (name: string) => `${name} ${next()}`;
const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const draftPost = () => ({ intent: 'draft', pageIds: [items.page], message: 'A matrix draft' });
const scheduledPost = () => ({
  intent: 'schedule',
  pageIds: [items.page],
  message: 'A matrix post',
  scheduledAt: inHours(2),
});
const group = () => ({ name: 'Matrix group', pageIds: [items.page] });
const validatorInput = () => ({
  firstname: 'Vera',
  lastname: 'Client',
  email: `${unique('vera').replace(' ', '')}@client.example`,
  pageIds: [items.page],
});
const botInput = () => ({
  pageId: items.page,
  name: unique('Matrix bot'),
  type: 'none',
  frequency: 'manual',
});
// A custom source: an address that never resolves, so the read the worker makes at once fails quietly.
const sourceInput = () => ({
  name: unique('Matrix source'),
  type: 'rss',
  url: 'https://feeds.invalid/rss.xml',
});
const plannerRange = `?from=${encodeURIComponent(inHours(-24))}&to=${encodeURIComponent(inHours(24 * 7))}`;

// biome-ignore format: one route per line
const table: Line[] = [
  // Public: for anyone, or the request proves who sends it (a form, a one-time token or state).
  l('GET', '/api/health', 'public'),
  l('GET', '/api/docs', 'public'),
  l('GET', '/api/docs/json', 'public'),
  l('GET', '/api/docs/yaml', 'public'),
  l('GET', '/api/docs/static/index.html', 'public'),
  l('GET', '/api/docs/static/swagger-initializer.js', 'public'),
  l('GET', '/api/docs/static/*', 'public'),
  l('POST', '/api/auth/signup', 'public'),
  l('POST', '/api/auth/confirm', 'public'),
  l('POST', '/api/auth/resend-confirmation', 'public'),
  l('POST', '/api/auth/login', 'public'),
  l('POST', '/api/auth/forgot-password', 'public'),
  l('POST', '/api/auth/reset-password', 'public'),
  l('GET', '/api/oauth/:kind/callback', 'public'),
  l('GET', '/api/account/exports/:id/download', 'public'),
  // Meta's and Threads' pushes prove who sends them by their signature (403 without), not a session.
  l('GET', '/api/webhooks/meta', 'public'),
  l('POST', '/api/webhooks/meta', 'public'),
  l('GET', '/api/webhooks/threads', 'public'),
  l('POST', '/api/webhooks/threads', 'public'),

  // Any logged-in user, on their own data.
  l('POST', '/api/auth/logout', 'logged-in', 204, { caller: 'session' }),
  l('PUT', '/api/users/me/password', 'logged-in', 200, { caller: 'session', body: () => ({ currentPassword: strongPassword, newPassword: 'Another-Horse-8' }) }),
  l('GET', '/api/users/me', 'logged-in', 200),
  l('GET', '/api/overview', 'read', 200),
  l('PATCH', '/api/users/me', 'logged-in', 200, { body: ({ who }) => ({ firstname: 'Matrix', lastname: 'Member', email: who.email }) }),
  l('PUT', '/api/users/me/notifications', 'logged-in', 200, { body: () => allNotificationsOn }),
  l('PUT', '/api/users/me/color-scheme', 'logged-in', 200, { body: () => ({ colorScheme: 'dark' }) }),
  l('POST', '/api/users/me/picture', 'logged-in', 200, { upload: true }),
  l('DELETE', '/api/users/me/picture', 'logged-in', 200),
  l('GET', '/api/networks', 'logged-in', 200),
  // The suggested sources' catalogue: public feeds, no account data; every role reads it.
  l('GET', '/api/sources/catalogue', 'read', 200, { query: '?language=fr' }),

  // My sources: the account's custom sources.
  l('GET', '/api/sources', 'read', 200),
  l('POST', '/api/sources', 'create', 201, { body: sourceInput }),
  l('GET', '/api/sources/:id', 'read', 200, { item: 'source' }),
  l('PUT', '/api/sources/:id', 'edit', 200, { item: 'source', body: sourceInput }),
  l('DELETE', '/api/sources/:id', 'delete', 204, { item: 'source', fresh: true }),
  l('POST', '/api/sources/:id/enable', 'edit', 200, { item: 'source' }),
  l('GET', '/api/sources/:id/items', 'read', 200, { item: 'source' }),

  // Manage users, the account.
  l('GET', '/api/users', 'manage_users', 200),
  l('POST', '/api/users', 'manage_users', 201, { body: () => ({ firstname: 'New', lastname: 'Member', email: `${unique('new').replace(' ', '')}@example.com`, password: strongPassword, role: 'viewer' }) }),
  l('GET', '/api/users/:id', 'manage_users', 200, { item: 'user' }),
  l('PATCH', '/api/users/:id', 'manage_users', 200, { item: 'user', body: () => ({ firstname: 'Colleague' }) }),
  l('DELETE', '/api/users/:id', 'manage_users', 204, { item: 'user', fresh: true }),
  l('POST', '/api/users/:id/invitation', 'manage_users', undefined, { item: 'user' }),
  l('POST', '/api/account/exports', 'export'),
  l('GET', '/api/account/exports', 'export', 200),
  l('GET', '/api/account/exports/:id', 'export', 200, { item: 'export' }),
  l('GET', '/api/account/exports/:id/archive', 'export', undefined, { item: 'export' }),
  l('DELETE', '/api/account', 'delete_account', 204, { caller: 'account', body: () => ({ password: strongPassword }) }),

  // External validators of the shared planner, and the shared planner they open with their link.
  l('GET', '/api/validators', 'manage_users', 200),
  l('POST', '/api/validators', 'manage_users', 201, { body: validatorInput }),
  l('GET', '/api/validators/:id', 'manage_users', 200, { item: 'validator' }),
  l('PATCH', '/api/validators/:id', 'manage_users', 200, { item: 'validator', body: () => ({ firstname: 'Véra' }) }),
  l('DELETE', '/api/validators/:id', 'manage_users', 204, { item: 'validator', fresh: true }),
  l('POST', '/api/validators/:id/link', 'manage_users', 200, { item: 'validator', fresh: true }),
  l('DELETE', '/api/validators/:id/link', 'manage_users', 200, { item: 'validator', fresh: true }),
  l('GET', '/api/shared-planner', 'planner-token', 200, { query: plannerRange }),
  l('GET', '/api/shared-planner/posts/:id', 'planner-token', 200, { item: 'assignedPost' }),
  l('POST', '/api/shared-planner/posts/:id/validation', 'planner-token', 200, { item: 'assignedPost', body: () => ({ decision: 'unvalidated' }) }),
  l('GET', '/api/shared-planner/posts/:id/notes', 'planner-token', 200, { item: 'assignedPost' }),
  l('POST', '/api/shared-planner/posts/:id/notes', 'planner-token', 201, { item: 'assignedPost', body: () => ({ text: 'A matrix note' }) }),

  // Pages and groups.
  l('POST', '/api/networks/:kind/oauth', 'connect_pages', 200, { kind: 'facebook_page', body: () => ({}) }),
  l('POST', '/api/networks/:kind/oauth', 'connect_pages', 200, { kind: 'facebook_page', item: 'facebookPage', body: ({ id }) => ({ pageId: id }) }),
  l('POST', '/api/networks/:kind/form', 'connect_pages', 201, { body: () => ({ fields: { pageName: unique('Form page') } }) }),
  l('GET', '/api/connections/:id/pages', 'connect_pages', 200, { item: 'connection' }),
  l('POST', '/api/connections/:id/pages', 'connect_pages', 201, { item: 'connection', fresh: true, body: ({ id }) => ({ remoteIds: [remoteOf.get(id) ?? 'none'] }) }),
  l('GET', '/api/pages', 'read', 200),
  l('POST', '/api/pages/:id/refresh', 'connect_pages', 200, { item: 'page' }),
  l('POST', '/api/pages/:id/reconnect', 'connect_pages', 200, { item: 'page', body: () => ({ fields: {} }) }),
  l('POST', '/api/pages/:id/disconnect-concierge', 'connect_pages', 200, { item: 'page' }),
  l('DELETE', '/api/pages/:id', 'connect_pages', 204, { item: 'page', fresh: true }),
  l('GET', '/api/pages/:id/boards', 'read', 200, { item: 'pinterestPage' }),
  l('POST', '/api/pages/:id/boards', 'create', 201, { item: 'pinterestPage', body: () => ({ name: unique('Board') }) }),
  l('GET', '/api/sandbox/pages/:id', 'read', 200, { item: 'page' }),
  l('GET', '/api/inbox/problems', 'read', 200),
  l('POST', '/api/sandbox/pages/:id/audience', 'create', 201, { item: 'page', body: () => ({ reviews: 1 }) }),
  l('POST', '/api/sandbox/pages/:id/revoke-token', 'connect_pages', 204, { item: 'page', fresh: true }),
  l('GET', '/api/groups', 'read', 200),
  l('POST', '/api/groups', 'connect_pages', 201, { body: group }),
  l('PUT', '/api/groups/:id', 'connect_pages', 200, { item: 'group', body: group }),
  l('DELETE', '/api/groups/:id', 'connect_pages', 204, { item: 'group', fresh: true }),

  // The planner: events of a range, a page's empty slots and optimal posting times.
  l('GET', '/api/planner', 'read', 200, { query: plannerRange }),
  l('GET', '/api/pages/:id/slots', 'read', 200, { item: 'page' }),
  l('PUT', '/api/pages/:id/slots', 'edit', 200, { item: 'page', body: () => ({ slots: [{ weekday: 1, time: '09:00' }] }) }),
  l('GET', '/api/pages/:id/optimal-times', 'read', 200, { item: 'page' }),

  // Posts, templates and media.
  l('GET', '/api/posts', 'read', 200),
  l('GET', '/api/posts/export.csv', 'read', 200),
  l('POST', '/api/posts', 'create', 201, { body: draftPost }),
  l('POST', '/api/posts', 'publish', 201, { body: scheduledPost }),
  l('GET', '/api/posts/:id', 'read', 200, { item: 'post' }),
  l('GET', '/api/posts/:id/history', 'read', 200, { item: 'post' }),
  l('PUT', '/api/posts/:id', 'edit', 200, { item: 'post', body: draftPost }),
  l('PUT', '/api/posts/:id', 'publish', 200, { item: 'post', fresh: true, body: scheduledPost }),
  l('POST', '/api/posts/:id/publish-now', 'publish', 200, { item: 'post', fresh: true }),
  l('PATCH', '/api/posts/:id/schedule', 'edit', 200, { item: 'post', body: () => ({ scheduledAt: inHours(3), applyToAll: true }) }),
  l('PATCH', '/api/posts/:id/schedule', 'publish', 200, { item: 'scheduledPost', fresh: true, body: () => ({ scheduledAt: inHours(3), applyToAll: true }) }),
  l('DELETE', '/api/posts/:id', 'delete', 204, { item: 'post', fresh: true }),
  l('GET', '/api/post-templates', 'read', 200),
  l('POST', '/api/post-templates', 'create', 201, { body: () => ({ name: 'Matrix template', content: { message: 'Hello' } }) }),
  l('DELETE', '/api/post-templates/:id', 'delete', 204, { item: 'template', fresh: true }),
  l('POST', '/api/media', 'create', 201, { upload: true }),
  l('GET', '/api/media/usage', 'read', 200),
  l('GET', '/api/media/:id', 'read', 200, { item: 'media' }),
  l('DELETE', '/api/media/:id', 'delete', 204, { item: 'media', fresh: true }),

  // The validation workflow: assignment, decisions, notes, the account's settings.
  l('GET', '/api/posts/:id/assignees', 'edit', 200, { item: 'post' }),
  l('PUT', '/api/posts/:id/assignment', 'edit', 200, { item: 'post', body: () => ({ assignee: { kind: 'user', id: owner.user.id }, notify: false }) }),
  l('POST', '/api/posts/:id/validation', 'validate', 200, { item: 'post', body: () => ({ decision: 'unvalidated' }) }),
  l('DELETE', '/api/posts/:id/validation', 'validate', 200, { item: 'post' }),
  l('GET', '/api/posts/:id/notes', 'read', 200, { item: 'post' }),
  l('POST', '/api/posts/:id/notes', 'read', 201, { item: 'post', body: () => ({ text: 'A matrix note' }) }),
  l('GET', '/api/account/settings', 'read', 200),

  // Bots: making, changing or running one publishes, so it needs the right to publish.
  l('GET', '/api/bots', 'read', 200),
  l('POST', '/api/bots', 'publish', 201, { body: botInput }),
  l('GET', '/api/bots/previews', 'read', 200, { query: plannerRange }),
  l('GET', '/api/bots/:id', 'read', 200, { item: 'bot' }),
  l('PUT', '/api/bots/:id', 'publish', 200, { item: 'bot', body: botInput }),
  l('DELETE', '/api/bots/:id', 'delete', 204, { item: 'bot', fresh: true }),
  l('POST', '/api/bots/:id/enable', 'publish', 200, { item: 'bot', body: () => ({ enabled: true }) }),
  l('POST', '/api/bots/:id/run', 'publish', 200, { item: 'bot' }),
  l('PATCH', '/api/account/settings', 'manage_users', 200, { body: () => ({ validationRequired: false }) }),

  // The inbox's reads: every role reads, within its pages.
  l('GET', '/api/inbox/items', 'read', 200),
  l('GET', '/api/inbox/counts', 'read', 200),
  l('GET', '/api/inbox/items/:id', 'read', 200, { item: 'inboxItem' }),
  l('GET', '/api/inbox/threads', 'read', 200, { query: '?kind=post&pinned=true' }),
  l('GET', '/api/inbox/events', 'read', 200, { stream: true }),
  // The inbox (spec §6 as packages/shared permissions.ts words it): viewers read; writers reply,
  // like, take notes, mark treated, set a conversation's state, keep saved replies; editors and
  // administrators also moderate (hide, unhide, delete, flag, evaluate, assign, block, bulk, bad
  // words, pins, the rule's undo, the team panel).
  l('PATCH', '/api/inbox/items/:id', 'reply', 200, { item: 'inboxItem', body: () => ({ change: 'status', status: 'treated' }) }),
  l('PATCH', '/api/inbox/items/:id', 'moderate', 200, { item: 'inboxItem', body: () => ({ change: 'evaluation', evaluation: 'good' }) }),
  l('POST', '/api/inbox/items/bulk', 'moderate', 200, { item: 'inboxItem', body: ({ id }) => ({ itemIds: [id], change: { change: 'status', status: 'flag' } }) }),
  l('POST', '/api/inbox/items/:id/replies', 'reply', 202, { item: 'inboxItem', body: () => ({ text: 'A matrix reply to {{name}}' }) }),
  l('POST', '/api/inbox/items/:id/actions', 'reply', 202, { item: 'inboxItem', body: () => ({ kind: 'like' }) }),
  l('POST', '/api/inbox/items/:id/actions', 'moderate', 202, { item: 'inboxItem', body: () => ({ kind: 'hide' }) }),
  l('POST', '/api/inbox/actions/bulk', 'moderate', 202, { item: 'inboxItem', body: ({ id }) => ({ itemIds: [id], kind: 'unhide' }) }),
  l('POST', '/api/inbox/actions/:id/undo', 'moderate', 202, { item: 'ruleAction' }),
  l('POST', '/api/inbox/items/:id/notes', 'reply', 201, { item: 'inboxItem', body: () => ({ text: 'A matrix note' }) }),
  l('PUT', '/api/inbox/threads/:id/state', 'reply', 200, { item: 'thread', body: () => ({ state: 'follow_up' }) }),
  l('PUT', '/api/inbox/threads/:id/pin', 'moderate', 200, { item: 'thread', body: () => ({ pinned: true }) }),
  l('GET', '/api/inbox/saved-replies', 'read', 200),
  l('POST', '/api/inbox/saved-replies', 'reply', 201, { body: () => ({ title: unique('Thanks'), text: 'Thanks {{name}}' }) }),
  l('DELETE', '/api/inbox/saved-replies/:id', 'reply', 204, { item: 'savedReply', fresh: true }),
  l('GET', '/api/inbox/bad-words', 'read', 200),
  l('POST', '/api/inbox/bad-words', 'moderate', 201, { body: () => ({ word: unique('matrixword').replace(' ', ''), pageId: null }) }),
  l('DELETE', '/api/inbox/bad-words/:id', 'moderate', 204, { item: 'badWord', fresh: true }),
  l('GET', '/api/inbox/assignees', 'read', 200),
  l('GET', '/api/inbox/team', 'moderate', 200, { query: plannerRange }),
  l('GET', '/api/reporting/:section', 'read', 200, { item: 'page', query: '?period=7d&pageId=:id' }),
  l('GET', '/api/reporting/:section/csv', 'export_reports', 200, { item: 'page', query: '?period=7d&table=days&pageId=:id' }),
  l('GET', '/api/competitors', 'read', 200),
  l('POST', '/api/competitors', 'export_reports', 201, { body: () => ({ network: 'sandbox', address: `@matrix_${next()}` }) }),
  l('DELETE', '/api/competitors/:id', 'export_reports', 204, { item: 'competitor', fresh: true }),
  l('GET', '/api/api-keys', 'manage_api_keys', 200),
  l('POST', '/api/api-keys', 'manage_api_keys', 201, { body: () => ({ name: unique('Matrix key') }) }),
  l('POST', '/api/api-keys/:id/revoke', 'manage_api_keys', 200, { item: 'apiKey', fresh: true }),
  // The reporting API: an API key of the account, never a session (and a key opens no other route).
  l('GET', '/api/v1/reports/:section', 'api-key', 200, { item: 'page', query: '?period=7d&pageId=:id' }),
  l('POST', '/api/reporting/pdfs', 'export_reports', 202, { item: 'page', body: ({ id }) => ({ period: '7d', pageId: id }) }),
  l('GET', '/api/reporting/pdfs', 'export_reports', 200),
  // The e-mailed link: its token is the access (reporting/report-pdf.test.ts checks it).
  l('GET', '/api/reporting/pdfs/:id/download', 'public'),
  l('GET', '/api/reporting/schedules', 'export_reports', 200),
  l('POST', '/api/reporting/schedules', 'export_reports', 201, { item: 'page', body: ({ id }) => reportScheduleInput(id) }),
  l('PUT', '/api/reporting/schedules/:id', 'export_reports', 200, { item: 'reportSchedule', body: () => reportScheduleInput(null) }),
  l('GET', '/api/reporting/schedules/:id/deliveries', 'export_reports', 200, { item: 'reportSchedule' }),
  l('DELETE', '/api/reporting/schedules/:id', 'export_reports', 204, { item: 'reportSchedule', fresh: true }),
  // The reports' white label: account settings, with the validation and time-zone ones.
  l('POST', '/api/account/logo', 'manage_users', 200, { upload: true }),
  l('DELETE', '/api/account/logo', 'manage_users', 200),
  l('PUT', '/api/account/brand-color', 'manage_users', 200, { body: () => ({ brandColor: '#1c7ed6' }) }),
  // Billing (issue 20), on the Stripe fake: administrators only. A promo code without a card on file
  // is promo_code_needs_card (409), which is the right answer here.
  l('GET', '/api/billing', 'billing', 200),
  l('GET', '/api/billing/invoices', 'billing', 200),
  l('POST', '/api/billing/plan', 'billing', 200, { body: () => ({ plan: 'standard', period: 'monthly' }) }),
  l('POST', '/api/billing/checkout/:id/complete', 'billing', 200, { item: 'checkout' }),
  l('POST', '/api/billing/payment-method', 'billing', 200, { body: () => ({ kind: 'sepa_debit' }) }),
  l('POST', '/api/billing/promo-code', 'billing', undefined, { body: () => ({ code: 'WELCOME20', plan: 'starter', period: 'monthly' }) }),
  l('PUT', '/api/billing/info', 'billing', 200, { body: () => ({ company: 'Matrix SAS', country: 'FR' }) }),
  // Stripe's events prove who sends them by their signature (400 without), not a session.
  l('POST', '/api/billing/webhook', 'public'),
  // The plan: every role reads it; any signed-in user may ask the sales team.
  l('GET', '/api/plan', 'read', 200),
  l('POST', '/api/plan/contact', 'logged-in', 202, { body: () => ({ message: 'We would like a quote for 40 pages', phone: '+33 6 12 34 56 78' }) }),
];

/** Items whose reach depends on the user's page access. */
const onPages: readonly Item[] = [
  'page',
  'pinterestPage',
  'facebookPage',
  'post',
  'scheduledPost',
  'group',
  'bot',
  'inboxItem',
  'thread',
  'ruleAction',
];

const facebook = await startFakeFacebookPage();
const pinterest = await startFakePinterest();
const networkEnv = (kind: string, url: string) => {
  const prefix = `NETWORK_${kind.toUpperCase()}_`;
  return {
    [`${prefix}CLIENT_ID`]: `pagewise-${kind}`,
    [`${prefix}CLIENT_SECRET`]: 'secret',
    [`${prefix}API_URL`]: url,
    [`${prefix}AUTH_URL`]: url,
  };
};
const stripe = await startStripeFake({ webhookSecret: 'whsec_matrix' });
const test = await startTestApp({
  env: {
    ...networkEnv('facebook_page', facebook.url),
    ...networkEnv('pinterest', pinterest.url),
    ...stripeFakeEnvironment(stripe, 'sk_test_matrix', 'whsec_matrix'),
  },
});
await test.http.ready();
afterAll(async () => {
  await test.close();
  await facebook.close();
  await pinterest.close();
  await stripe.close();
});

const key = (method: string, path: string) => `${method} ${path}`;
const lines = table.filter((line) => registered.has(key(line.method, line.path)));

let owner: Who;
let png: Buffer;
const own = {} as Record<Role, Who>;
const stranger = {} as Record<Role, Who>;
let limited: Who;
const items = {} as Record<Item, string>;
/** The links of a validator of the owner's account (on the matrix page) and of another account's. */
let plannerToken: { validatorId: string; token: string };
let strangerPlannerToken: { validatorId: string; token: string };
/** An API key of the owner's account, and one of another account. */
let apiKey: string;
let strangerApiKey: string;
/** The network page each OAuth connection offers to add. */
const remoteOf = new Map<string, string>();

async function oauthConnection(kind: 'facebook_page' | 'pinterest'): Promise<string> {
  const start = await call(test, owner, 'POST', `/api/networks/${kind}/oauth`, {});
  expect(start.statusCode, start.body).toBe(200);
  const dialog = await fetch(start.json().authorizationUrl, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') ?? 'http://missing/');
  const callback = await test.http.inject({ method: 'GET', url: back.pathname + back.search });
  const id = String(callback.headers.location).match(/connection=([0-9a-f-]+)/)?.[1];
  if (!id) throw new Error(`no connection: ${callback.headers.location}`);
  return id;
}

/** A new Facebook page on the fake network, offered by a new connection. */
async function newFacebookConnection(): Promise<string> {
  const remoteId = String(7_000_000 + next());
  facebook.state.pages.push({
    id: remoteId,
    name: unique('Matrix Facebook page'),
    tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
    accessToken: issueToken(facebook.state.auth, { status: 'valid', kind: 'page', pageId: remoteId }),
    followers: 10,
  });
  const id = await oauthConnection('facebook_page');
  remoteOf.set(id, remoteId);
  return id;
}

function multipart(content: Buffer) {
  const boundary = `matrix-${randomUUID()}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="matrix.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function created(response: LightMyRequestResponse): Promise<string> {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().id as string;
}

/** A new item of the owner's account, for a call that uses it up. */
const makers: Partial<Record<Item, () => Promise<string>>> = {
  page: () => sandboxPage(test, owner, unique('Matrix page')),
  post: async () => created(await call(test, owner, 'POST', '/api/posts', draftPost())),
  scheduledPost: async () => created(await call(test, owner, 'POST', '/api/posts', scheduledPost())),
  group: async () => created(await call(test, owner, 'POST', '/api/groups', group())),
  template: async () =>
    created(
      await call(test, owner, 'POST', '/api/post-templates', {
        name: 'Gone soon',
        content: { message: 'x' },
      }),
    ),
  media: async () => created(await upload(owner)),
  connection: newFacebookConnection,
  user: async () => (await buildTeamMember(test, owner, 'viewer')).user.id,
  validator: async () => created(await call(test, owner, 'POST', '/api/validators', validatorInput())),
  bot: async () => created(await call(test, owner, 'POST', '/api/bots', botInput())),
  source: async () => created(await call(test, owner, 'POST', '/api/sources', sourceInput())),
  savedReply: async () =>
    created(await call(test, owner, 'POST', '/api/inbox/saved-replies', { title: 'Gone soon', text: 'Bye' })),
  apiKey: async () =>
    created(await call(test, owner, 'POST', '/api/api-keys', { name: unique('Gone soon') })),
  reportSchedule: async () =>
    created(await call(test, owner, 'POST', '/api/reporting/schedules', reportScheduleInput(null))),
  competitor: async () =>
    created(
      await call(test, owner, 'POST', '/api/competitors', { network: 'sandbox', address: `@gone_${next()}` }),
    ),
  badWord: async () =>
    created(
      await call(test, owner, 'POST', '/api/inbox/bad-words', {
        word: unique('gone').replace(' ', ''),
        pageId: null,
      }),
    ),
};

/** A Checkout Session of `who`'s account for a plan, paid with a test card on the fake's hosted page. */
async function paidCheckout(who: Who): Promise<string> {
  const chosen = await call(test, who, 'POST', '/api/billing/plan', { plan: 'starter', period: 'monthly' });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const form = {
    method: 'card',
    cardNumber: '4242424242424242',
    cardExpiry: '12 / 34',
    cardCvc: '123',
    billingName: 'Matrix',
  };
  const paid = await fetch(chosen.json().checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams(form),
    redirect: 'manual',
  });
  const back = new URL(paid.headers.get('location') ?? '', 'http://pagewise.test');
  return new URLSearchParams(back.hash.split('?')[1] ?? '').get('checkout') ?? '';
}

/** A new validator of `who`'s account sharing one page, and the token of their link. */
async function validatorToken(who: Who, pageId: string) {
  const response = await call(test, who, 'POST', '/api/validators', {
    ...validatorInput(),
    pageIds: [pageId],
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id, accessUrl } = response.json() as { id: string; accessUrl: string };
  return { validatorId: id, token: decodeURIComponent(new URL(accessUrl).hash.split('token=')[1] ?? '') };
}

function upload(who: Who) {
  const { headers, payload } = multipart(png);
  return test.http.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...who.headers, ...headers },
    payload,
  });
}

/** `who` sends their session, or any headers (a shared-planner link's token). */
async function send(
  line: Line,
  who: { headers: Record<string, string> } | null,
  id: string,
  bodyFor: Who = owner,
) {
  // The item's id goes in the path's `:id`, else in the query's (a report's `pageId=:id`).
  const url = line.path
    .concat(line.query ?? '')
    .replace(':kind', line.kind ?? 'sandbox')
    .replace(':section', 'overview')
    .replace(':id', id)
    .replace('*', 'missing.js');
  const auth = who?.headers ?? {};
  if (line.stream) return sendForStream(line, url, auth);
  if (line.upload) {
    const { headers, payload } = multipart(png);
    return test.http.inject({ method: line.method, url, headers: { ...auth, ...headers }, payload });
  }
  const body = line.body?.({ id, who: bodyFor });
  return test.http.inject({
    method: line.method,
    url,
    headers: auth,
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** A stream's head; a refusal's body, which ends, is read whole. */
async function sendForStream(line: Line, url: string, headers: Record<string, string>) {
  const response = await test.http.inject({ method: line.method, url, headers, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body, json: () => JSON.parse(body) } as LightMyRequestResponse;
}

/** The caller of one check: the role's user, or a new one where the call ends their session or account. */
async function callerFor(line: Line, role: Role): Promise<Who> {
  if (line.caller === 'session') return buildTeamMember(test, owner, role);
  if (line.caller === 'account') {
    const account = await buildUser(test);
    return role === 'administrator' ? account : buildTeamMember(test, account, role);
  }
  return own[role];
}

async function itemFor(line: Line, fresh: boolean): Promise<string> {
  if (!line.item) return randomUUID();
  const make = makers[line.item];
  if (fresh && line.fresh && make) return make();
  return items[line.item];
}

const label = (line: Line, who: string, response: LightMyRequestResponse) =>
  `${line.method} ${line.path} (${line.needs}) as ${who}: ${response.statusCode} ${response.body.slice(0, 300)}`;

beforeAll(async () => {
  png = await plainImage('png', 32, 32);
  owner = await buildUser(test);
  own.administrator = owner;
  const strangerOwner = await buildUser(test);
  stranger.administrator = strangerOwner;
  for (const role of roles.filter((role) => role !== 'administrator')) {
    own[role] = await buildTeamMember(test, owner, role);
    stranger[role] = await buildTeamMember(test, strangerOwner, role);
  }

  items.page = await sandboxPage(test, owner, 'Matrix page');
  limited = await buildTeamMember(test, owner, 'editor', {
    pageIds: [await sandboxPage(test, owner, 'The limited user page')],
  });
  items.connection = await oauthConnection('facebook_page');
  remoteOf.set(items.connection, '100200300');
  items.facebookPage = (
    await call(test, owner, 'POST', `/api/connections/${items.connection}/pages`, {
      remoteIds: ['100200300'],
    })
  ).json().pages[0].id;
  const pinterestConnection = await oauthConnection('pinterest');
  const offered = (await call(test, owner, 'GET', `/api/connections/${pinterestConnection}/pages`)).json();
  items.pinterestPage = (
    await call(test, owner, 'POST', `/api/connections/${pinterestConnection}/pages`, {
      remoteIds: [offered.pages[0].remoteId],
    })
  ).json().pages[0].id;
  items.post = await created(await call(test, owner, 'POST', '/api/posts', draftPost()));
  items.scheduledPost = await created(await call(test, owner, 'POST', '/api/posts', scheduledPost()));
  items.group = await created(await call(test, owner, 'POST', '/api/groups', group()));
  items.template = await created(
    await call(test, owner, 'POST', '/api/post-templates', { name: 'Kept', content: { message: 'x' } }),
  );
  items.media = await created(await upload(owner));
  items.user = (await buildTeamMember(test, owner, 'viewer')).user.id;
  if (registered.has(key('POST', '/api/validators'))) {
    items.validator = await created(await call(test, owner, 'POST', '/api/validators', validatorInput()));
    plannerToken = await validatorToken(owner, items.page);
    strangerPlannerToken = await validatorToken(
      stranger.administrator,
      await sandboxPage(test, stranger.administrator, 'Their page'),
    );
    items.assignedPost = await created(await call(test, owner, 'POST', '/api/posts', draftPost()));
    const assigned = await call(test, owner, 'PUT', `/api/posts/${items.assignedPost}/assignment`, {
      assignee: { kind: 'validator', id: plannerToken.validatorId },
      notify: false,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
  }
  if (registered.has(key('POST', '/api/bots'))) {
    items.bot = await created(await call(test, owner, 'POST', '/api/bots', botInput()));
  }
  if (registered.has(key('POST', '/api/sources'))) {
    items.source = await created(await call(test, owner, 'POST', '/api/sources', sourceInput()));
  }
  if (registered.has(key('POST', '/api/inbox/items/:id/replies'))) {
    const item = await storeInboxItem(test, items.page);
    items.inboxItem = item.id;
    items.thread = (await storeInboxThread(test, items.page, 'conversation')).id;
    const [rule] = await test.app.context.database.db
      .insert(inboxActions)
      .values({
        accountId: owner.user.accountId,
        pageId: items.page,
        itemId: (await storeInboxItem(test, items.page)).id,
        kind: 'hide',
        state: 'done',
        origin: 'rule',
        matchedWord: 'matrix',
        idempotencyKey: randomUUID(),
      })
      .returning();
    items.ruleAction = rule?.id ?? '';
    items.savedReply = await created(
      await call(test, owner, 'POST', '/api/inbox/saved-replies', { title: 'Kept', text: 'Hello {{name}}' }),
    );
    items.badWord = await created(
      await call(test, owner, 'POST', '/api/inbox/bad-words', { word: 'kept', pageId: null }),
    );
  }
  if (registered.has(key('POST', '/api/competitors'))) {
    items.competitor = await created(
      await call(test, owner, 'POST', '/api/competitors', { network: 'sandbox', address: '@kept_rival' }),
    );
  }
  if (registered.has(key('POST', '/api/api-keys'))) {
    const newKey = async (who: Who) => {
      const response = await call(test, who, 'POST', '/api/api-keys', { name: 'Matrix key' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { id: string; key: string };
    };
    const ownKey = await newKey(owner);
    items.apiKey = ownKey.id;
    apiKey = ownKey.key;
    strangerApiKey = (await newKey(stranger.administrator)).key;
  }
  if (registered.has(key('POST', '/api/account/exports'))) {
    items.export = await created(await call(test, owner, 'POST', '/api/account/exports'));
  }
  if (registered.has(key('POST', '/api/billing/checkout/:id/complete'))) {
    items.checkout = await paidCheckout(owner);
  }
  if (registered.has(key('POST', '/api/reporting/schedules'))) {
    items.reportSchedule = await created(
      await call(test, owner, 'POST', '/api/reporting/schedules', reportScheduleInput(null)),
    );
  }
}, 120_000);

describe('the route table', () => {
  it('classifies every route the server registers under /api', () => {
    const classified = new Set(table.map((line) => key(line.method, line.path)));
    const api = [...registered].filter((route) => route.split(' ')[1]?.startsWith('/api'));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((route) => !classified.has(route))).toEqual([]);
  });
});

describe.each(lines)('$method $path needs $needs', (line) => {
  const { needs, item } = line;
  if (needs === 'planner-token') {
    // The shared planner: the link's token opens it, a session does not; another account's link finds nothing.
    const withToken = (token: string) => ({ headers: { [plannerTokenHeader]: token } });
    it('refuses a caller without a link, or with a session instead', async () => {
      for (const [who, caller] of [
        [null, 'anonymous'],
        [owner, 'a session'],
      ] as const) {
        const response = await send(line, who, await itemFor(line, false));
        expect(response.statusCode, label(line, caller, response)).toBe(401);
        expect(response.json().error.key).toBe('planner_link_invalid');
      }
    });
    it('answers the validator holding the link', async () => {
      const response = await send(line, withToken(plannerToken.token), await itemFor(line, false));
      expect(response.statusCode, label(line, 'the validator', response)).toBe(line.ok);
    });
    if (!item) return;
    it("answers 404 to another account's validator", async () => {
      const response = await send(line, withToken(strangerPlannerToken.token), items[item]);
      expect(response.statusCode, label(line, "another account's validator", response)).toBe(404);
    });
    return;
  }

  if (needs === 'api-key') {
    // The reporting API: the account's key opens it, a session does not; another account's key finds nothing.
    const withKey = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    it('refuses a caller without a key, or with a session instead', async () => {
      for (const [who, caller] of [
        [null, 'anonymous'],
        [owner, 'a session'],
      ] as const) {
        const response = await send(line, who, await itemFor(line, false));
        expect(response.statusCode, label(line, caller, response)).toBe(401);
        expect(response.json().error.key).toBe('unauthorized');
      }
    });
    it("answers the account's key", async () => {
      const response = await send(line, withKey(apiKey), await itemFor(line, false));
      expect(response.statusCode, label(line, "the account's key", response)).toBe(line.ok);
    });
    if (!item) return;
    it("answers 404 to another account's key", async () => {
      const response = await send(line, withKey(strangerApiKey), items[item]);
      expect(response.statusCode, label(line, "another account's key", response)).toBe(404);
    });
    return;
  }

  if (needs === 'public') {
    it('answers without a session', async () => {
      const response = await send(line, null, await itemFor(line, false));
      expect(response.statusCode, label(line, 'anonymous', response)).not.toBe(401);
      expect(response.statusCode, label(line, 'anonymous', response)).toBeLessThan(500);
    });
    return;
  }

  it('refuses a caller without a session', async () => {
    const response = await send(line, null, await itemFor(line, false));
    expect(response.statusCode, label(line, 'anonymous', response)).toBe(401);
  });

  it.each(roles)('answers the %s of the account as the matrix says', async (role) => {
    const who = await callerFor(line, role);
    const response = await send(line, who, await itemFor(line, true), who);
    if (needs !== 'logged-in' && !can(role, needs)) {
      expect(response.statusCode, label(line, role, response)).toBe(403);
      expect(response.json().error.key).toBe('forbidden');
    } else if (line.ok) {
      expect(response.statusCode, label(line, role, response)).toBe(line.ok);
    } else {
      expect([401, 403, 404], label(line, role, response)).not.toContain(response.statusCode);
      expect(response.statusCode, label(line, role, response)).toBeLessThan(500);
    }
  });

  if (!item) return;
  it.each(roles)('answers 404 to the %s of another account, whatever the role', async (role) => {
    const response = await send(line, stranger[role], items[item], stranger[role]);
    expect(response.statusCode, label(line, `another account's ${role}`, response)).toBe(404);
  });

  if (!onPages.includes(item)) return;
  it('answers 404 to a user of the account limited to other pages', async () => {
    const response = await send(line, limited, items[item], limited);
    expect(response.statusCode, label(line, 'a user limited to another page', response)).toBe(404);
  });
});
