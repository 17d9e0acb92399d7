import { type NetworkTarget, networkIssue, type PostCheck, type PostIssueKey } from './issues.ts';
import { countHashtags, countMentions } from './network-content.ts';

/** What a network requires of every post, its caps on tags, and its text length. */
export function checkNetworkRules({ post, attached, result }: PostCheck, target: NetworkTarget) {
  const { rules } = target;
  const fail = (field: string, key: PostIssueKey) => result.errors.push(networkIssue(target, field, key));

  if (rules.requires.link && post.link.trim() === '') fail('link', 'post.link_required');
  if (rules.requires.board && !post.options.pinterest?.boardId?.trim()) {
    fail('options.pinterest.boardId', 'post.board_required');
  }
  // Only the kinds that may lack media: a poll or a document the network does not publish is
  // refused as a kind, a story or an image post without its media by its kind's own rule.
  const needs = post.kind === 'standard' || post.kind === 'snippet' ? rules.requires.media : null;
  const videos = attached.filter((media) => media.facts.kind === 'video').length;
  if (needs === 'video' && videos === 0) fail('mediaIds', 'post.network_video_required');
  if (needs === 'image_or_video' && attached.length === 0) fail('mediaIds', 'post.media_required');
  // TikTok's Content Posting API takes no default: the creator picks who can watch.
  if (target.kind === 'tiktok' && !post.options.tiktok?.privacyLevel) {
    fail('options.tiktok.privacyLevel', 'post.privacy_level_required');
  }

  const caps: [PostIssueKey, string, { max: number } | null, number][] = [
    [
      'post.too_many_collaborators',
      'collaborators',
      rules.collaborators,
      post.collaborators.filter((name) => name.trim() !== '').length,
    ],
  ];
  for (const [key, field, cap, actual] of caps) {
    if (cap && actual > cap.max) {
      result.errors.push(networkIssue(target, field, key, { limit: cap.max, actual }));
    }
  }
  checkText({ result }, target);
}

/**
 * The text a network (or one page) receives against the network's caps, reported on the field
 * holding that text (`message`, `networkTexts.<network>`, `pageTexts.<page>`).
 */
export function checkText({ result }: Pick<PostCheck, 'result'>, target: NetworkTarget) {
  const { rules, text, textField, content } = target;
  const caps: [PostIssueKey, { max: number } | null, number][] = [
    ['post.too_many_mentions', rules.mentions, countMentions(text)],
    ['post.too_many_hashtags', rules.hashtags, countHashtags(text)],
  ];
  for (const [key, cap, actual] of caps) {
    if (cap && actual > cap.max) {
      result.errors.push(networkIssue(target, textField, key, { limit: cap.max, actual }));
    }
  }
  // Over the limit the post is refused, never cut (a draft keeps it: the server saves drafts
  // with their issues). The ways out are `shortenForNetwork` and a text for that network.
  if (content.overLimit) {
    result.errors.push(
      networkIssue(target, textField, 'post.text_too_long', { limit: content.limit, actual: content.length }),
    );
  }
}
