import { z } from 'zod/mini';
import { networkKinds } from './networks/kinds.ts';

/**
 * Pages and groups as the API lists them, written with zod's small build (zod/mini): the web app
 * checks `GET /pages` and `GET /groups` on its start-up path, before the first screen shows. The
 * server describes its answers with the same schemas; the requests are in pages.ts.
 */

/** Page statuses of spec §4. */
export const pageStatuses = [
  'running',
  'near_expiration',
  'expired',
  'disabled',
  'reconnection_needed',
] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** Statuses the owner must act on: each is cured by reconnecting the page. */
export const statusesNeedingAction: readonly PageStatus[] = [
  'expired',
  'near_expiration',
  'reconnection_needed',
  'disabled',
];
export const needsReconnection = (status: PageStatus) => statusesNeedingAction.includes(status);

/** How the product reaches the page: the official API, or only through the concierge add-on. */
export const connectionModes = ['api', 'api_not_connected', 'concierge'] as const;

/** A token that expires within this many days makes its page "near expiration" and warns the owner. */
export const nearExpirationDays = 7;

export const page = z.object({
  id: z.string(),
  kind: z.enum(networkKinds),
  remoteId: z.string(),
  name: z.string(),
  pictureUrl: z.nullable(z.string()),
  status: z.enum(pageStatuses),
  connectionMode: z.enum(connectionModes),
  expiresAt: z.nullable(z.string()),
  groupIds: z.array(z.string()),
  /** The last problem met with this page, as an error key (e.g. `page_sync_failed`). */
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Page = z.infer<typeof page>;
export const pageList = z.object({ pages: z.array(page) });

export const group = z.object({ id: z.string(), name: z.string(), pageIds: z.array(z.string()) });
export type Group = z.infer<typeof group>;
export const groupList = z.object({ groups: z.array(group) });
