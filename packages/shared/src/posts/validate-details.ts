import { type NetworkTarget, networkIssue, type PostCheck } from './issues.ts';

const filled = (values: readonly string[]) => values.some((value) => value.trim() !== '');

/**
 * The location, user tags and collaborators reach the network only on the kinds its API takes
 * them (`rules.details`); anywhere else they are refused here, before saving, never dropped.
 */
export function checkDetails({ post, result }: PostCheck, target: NetworkTarget) {
  const { details } = target.rules;
  const fail = (field: string, key: Parameters<typeof networkIssue>[2]) =>
    result.errors.push(networkIssue(target, field, key));

  const location = post.location.trim();
  if (location !== '') {
    if (!details.location?.kinds.includes(post.kind)) fail('location', 'post.location_not_supported');
    else if (details.location.pageId && !/^\d{1,30}$/.test(location))
      fail('location', 'post.location_page_id');
  }
  if (filled(post.tags) && !details.tags.includes(post.kind)) fail('tags', 'post.tags_not_supported');
  if (filled(post.collaborators) && !details.collaborators.includes(post.kind)) {
    fail('collaborators', 'post.collaborators_not_supported');
  }
}
