import type { Page } from '@pagewise/shared/pages';
import type { Post } from '@pagewise/shared/posts/post';
import { ApiError } from '../../lib/api.ts';

/**
 * Spec §5: a draft on pages the user cannot reach cannot be edited by that user. The server
 * refuses the save (403 forbidden, `details.reason` page_access); the composer sees it on load
 * already, when a page of the post is missing from the user's pages.
 */
export const unreachablePageIds = (post: Post, pages: readonly Page[]) =>
  post.pageIds.filter((pageId) => !pages.some((page) => page.id === pageId));

export const isPageAccessRefusal = (error: unknown) =>
  error instanceof ApiError && error.key === 'forbidden' && error.details.reason === 'page_access';
