import type { OverviewPublication } from '@pagewise/shared/overview';

/** Where the overview sends the user to act on what it shows. */
export const overviewLinks = {
  posts: '/dash/posts',
  failedPosts: '/dash/posts?status=error',
  /** The failed posts of one page, where the list offers publish now, reschedule and edit. */
  failedOnPage: (publication: OverviewPublication) =>
    `/dash/posts?status=error&pageId=${encodeURIComponent(publication.pageId)}`,
  planner: '/dash/planner',
  /** The planner's week holding the publication's day, in the user's zone. */
  plannerAt: (at: string, timeZone: string) => `/dash/planner?date=${dayIn(at, timeZone)}`,
  pages: '/dash/pages',
  sources: '/dash/sources',
  newPost: '/dash/postCreator',
} as const;

/** The calendar day (2025-03-14) of an instant in a zone. */
export function dayIn(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
}
