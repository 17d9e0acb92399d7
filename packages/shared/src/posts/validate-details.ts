import { megabytes, type NetworkTarget, networkIssue, type PostCheck } from './issues.ts';
import { formatList, normalFormat } from './validate-media.ts';

const filled = (values: readonly string[]) => values.some((value) => value.trim() !== '');

/**
 * The location, user tags, collaborators and thumbnail reach the network only on the kinds its API takes
 * them (`rules.details`); anywhere else they are refused here, before saving, never dropped.
 */
export function checkDetails(check: PostCheck, target: NetworkTarget) {
  const { post, result } = check;
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
  checkThumbnail(check, target);
}

/**
 * The thumbnail is the custom cover of the post's one video, where the network takes one
 * (`rules.details.thumbnail`): YouTube's thumbnails.set, an Instagram Reel's `cover_url`.
 */
function checkThumbnail({ post, media, attached, result }: PostCheck, target: NetworkTarget) {
  const facts = post.thumbnailMediaId === null ? undefined : media.get(post.thumbnailMediaId);
  // An unknown id, or one that is not an image, is reported by checkMediaReferences.
  if (facts?.kind !== 'image') return;
  const fail = (key: Parameters<typeof networkIssue>[2], params?: Record<string, string | number>) =>
    result.errors.push(networkIssue(target, 'thumbnailMediaId', key, params));
  const rule = target.rules.details.thumbnail;
  if (!rule?.kinds.includes(post.kind)) return fail('post.thumbnail_not_supported');
  const videos = attached.filter((item) => item.facts.kind === 'video').length;
  const images = attached.filter((item) => item.facts.kind === 'image').length;
  if (videos !== 1 || images > 0) return fail('post.thumbnail_needs_video');
  if (!rule.formats.map(normalFormat).includes(normalFormat(facts.format))) {
    fail('post.thumbnail_format', { formats: formatList(rule.formats), format: facts.format.toUpperCase() });
  }
  if (facts.bytes > rule.maxBytes) {
    fail('post.thumbnail_too_large', { limit: megabytes(rule.maxBytes), actual: megabytes(facts.bytes) });
  }
}
