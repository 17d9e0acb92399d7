import { type NetworkTarget, networkIssue, type PostCheck, type PostIssueKey } from './issues.ts';
import { countHashtags, countMentions, textLength } from './network-content.ts';

/** What a network requires of every post, its caps on tags, and the text it cuts. */
export function checkNetworkRules({ post, result }: PostCheck, target: NetworkTarget) {
  const { rules } = target;
  const fail = (field: string, key: PostIssueKey) => result.errors.push(networkIssue(target, field, key));

  if (rules.requires.link && post.link.trim() === '') fail('link', 'post.link_required');
  if (rules.requires.board && !post.options.pinterest?.boardId?.trim()) {
    fail('options.pinterest.boardId', 'post.board_required');
  }
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
    ['post.too_many_mentions', 'message', rules.mentions, countMentions(post.message)],
    ['post.too_many_hashtags', 'message', rules.hashtags, countHashtags(post.message)],
  ];
  for (const [key, field, cap, actual] of caps) {
    if (cap && actual > cap.max) {
      result.errors.push(networkIssue(target, field, key, { limit: cap.max, actual }));
    }
  }

  if (target.content.truncated) {
    result.warnings.push(
      networkIssue(target, 'message', 'post.text_truncated', {
        limit: rules.text.maxLength,
        actual: textLength(post.message),
      }),
    );
  }
}
