import { isWaiting, type Post, type TargetStatus, waitingStatuses } from '@pagewise/shared/posts/post';

const statusesOf = (post: Post): TargetStatus[] => post.targets.map((target) => target.status);
const anyOf = (post: Post, statuses: TargetStatus[]) => statusesOf(post).some((s) => statuses.includes(s));

/** The server refuses changes once a publication is on its way or out (`post_not_editable`). */
export const canEdit = (post: Post) => statusesOf(post).every(isWaiting);

/** Something is left to publish, and nothing is being published right now. */
export const canPublishNow = (post: Post) =>
  anyOf(post, [...waitingStatuses]) && !anyOf(post, ['inqueue', 'posting']);

/** Nothing is on its way to or off a network, and something is left to delete. */
export const canDelete = (post: Post) =>
  !anyOf(post, ['inqueue', 'posting', 'deleting']) &&
  (post.targets.length === 0 || statusesOf(post).some((s) => s !== 'deleted'));

/** The pages where deleting the post also deletes it on the network. */
export const publishedPageNames = (post: Post) =>
  post.targets
    .filter((target) => target.status === 'posted' || target.status === 'postedfb')
    .map((target) => target.pageName);

/** The first image to show beside the post: its chosen thumbnail, else its first picture. */
export function thumbnailUrl(post: Post): string | null {
  const chosen = post.media.find((media) => media.id === post.thumbnailMediaId);
  return (chosen ?? post.media.find((media) => media.kind === 'image'))?.url ?? null;
}

/** The words that stand for the post: its text, else its description or link. */
export const postExcerpt = (post: Post) => post.message || post.description || post.link;
