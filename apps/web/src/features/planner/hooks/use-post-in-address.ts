import { useSearchParams } from 'react-router';

/**
 * The post whose detail drawer is open, kept in the address (`post_id`) like the links of the
 * e-mails (`/dash/posts2?post_id=…`): opening adds it, closing takes it away, other parameters stay.
 */
export function usePostInAddress() {
  const [query, setQuery] = useSearchParams();
  const change = (postId: string | null) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (postId) next.set('post_id', postId);
        else next.delete('post_id');
        return next;
      },
      { replace: postId === null },
    );
  return {
    postId: query.get('post_id') || null,
    open: (postId: string) => change(postId),
    close: () => change(null),
  };
}
