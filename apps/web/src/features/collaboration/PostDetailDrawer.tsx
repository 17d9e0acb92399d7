/**
 * The post detail drawer of the planner, posts2 and the shared planner: the post, its
 * publications, its validation (assign, validate, unvalidate, remove), notes and comments, and
 * the history of changes. `validator` mode talks to the shared-planner API with the link's token
 * and offers only validate/unvalidate (when the post is assigned to them) and notes.
 */
export type PostDetailDrawerProps = {
  postId: string | null;
  onClose: () => void;
  /** Called after any change (validation, assignment, note) so that the caller reloads its events. */
  onChanged?: () => void;
  mode?: { kind: 'team' } | { kind: 'validator'; token: string };
};

export function PostDetailDrawer(_props: PostDetailDrawerProps) {
  return null;
}
