import { type PostStatusFilter, postStatusFilters } from '@pagewise/shared/posts/post';
import { setOrDelete, useAddressQuery } from '../../../lib/use-address-query.ts';

const isStatusFilter = (value: string | null): value is PostStatusFilter =>
  (postStatusFilters as readonly (string | null)[]).includes(value);

/**
 * The list's filters live in the address (`?status=error&pageId=…&offset=50`), so a filtered
 * list can be bookmarked, shared and reached again with the back button. Other parameters of the
 * address (`no_redirection`) are kept.
 */
export function usePostFilters() {
  const [params, change] = useAddressQuery();
  const status = params.get('status');
  const offset = Number.parseInt(params.get('offset') ?? '', 10);

  const update = (changes: Record<string, string | null>) => change((next) => setOrDelete(next, changes));

  return {
    status: isStatusFilter(status) ? status : 'all',
    pageId: params.get('pageId') || null,
    offset: Number.isFinite(offset) && offset > 0 ? offset : 0,
    // A new filter starts again from the first posts.
    setStatus: (value: PostStatusFilter) => update({ status: value, offset: null }),
    setPageId: (value: string | null) => update({ pageId: value, offset: null }),
    setOffset: (value: number) => update({ offset: value > 0 ? String(value) : null }),
  };
}
