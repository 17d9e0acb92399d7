import { type Page, type PageStatus, pageStatuses } from '@pagewise/shared/pages';

/** Statuses the owner must act on: each is cured by reconnecting the page. */
const actionStatuses: readonly PageStatus[] = [
  'expired',
  'near_expiration',
  'reconnection_needed',
  'disabled',
];

export function needsAction(page: Page): boolean {
  return actionStatuses.includes(page.status);
}

/** How many pages are in each status, most urgent last as in `pageStatuses`. */
export function statusCounts(pages: readonly Page[]): { status: PageStatus; count: number }[] {
  return pageStatuses.map((status) => ({
    status,
    count: pages.filter((page) => page.status === status).length,
  }));
}
