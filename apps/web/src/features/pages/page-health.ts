import { type Page, type PageStatus, pageStatuses } from '@pagewise/shared/pages';

/** How many pages are in each status, most urgent last as in `pageStatuses`. */
export function statusCounts(pages: readonly Page[]): { status: PageStatus; count: number }[] {
  return pageStatuses.map((status) => ({
    status,
    count: pages.filter((page) => page.status === status).length,
  }));
}
