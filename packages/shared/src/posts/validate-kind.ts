import type { NetworkRules, PollRules } from '../networks/rules.ts';
import {
  type IssueParams,
  issue,
  type NetworkTarget,
  networkIssue,
  type PostCheck,
  type PostIssueKey,
} from './issues.ts';
import { pollDurationsDays, pollOptionCount, sliderMinImages } from './limits.ts';
import type { Poll, PostKind } from './post.ts';

type Fail = (field: string, key: PostIssueKey, params?: IssueParams) => void;

/** What each post kind needs, whatever the network (spec §5). */
export function checkKind(check: PostCheck) {
  const { post, attached, result } = check;
  const images = attached.filter((media) => media.facts.kind === 'image').length;
  const videos = attached.filter((media) => media.facts.kind === 'video').length;
  const fail: Fail = (field, key, params) => result.errors.push(issue(field, key, params));

  switch (post.kind) {
    case 'image':
      if (images === 0) fail('mediaIds', 'post.image_required');
      break;
    case 'video':
      if (videos === 0) fail('mediaIds', 'post.video_required');
      break;
    case 'slider':
      if (images < sliderMinImages) fail('mediaIds', 'post.slider_needs_images', { min: sliderMinImages });
      break;
    case 'story':
      if (images + videos === 0) fail('mediaIds', 'post.story_media_required');
      else if (images + videos > 1) fail('mediaIds', 'post.story_single_media');
      break;
    case 'document':
      checkDocument(check, fail);
      break;
    case 'poll':
      checkPoll(check, fail);
      break;
  }
}

function checkDocument({ post, media }: PostCheck, fail: Fail) {
  const document = post.documentMediaId ? media.get(post.documentMediaId) : undefined;
  if (!post.documentMediaId) fail('documentMediaId', 'post.document_required');
  // An unknown id is reported by checkMediaReferences.
  else if (document && (document.kind !== 'document' || document.format.toLowerCase() !== 'pdf')) {
    fail('documentMediaId', 'post.document_not_pdf');
  }
  if (post.documentTitle.trim() === '') fail('documentTitle', 'post.document_title_required');
}

function checkPoll({ post }: PostCheck, fail: Fail) {
  const poll = post.poll;
  if (!poll || poll.question.trim() === '') fail('poll.question', 'post.poll_question_required');
  const options = (poll?.options ?? []).filter((option) => option.trim() !== '').length;
  if (options < pollOptionCount.min)
    fail('poll.options', 'post.poll_too_few_options', { min: pollOptionCount.min });
  if (options > pollOptionCount.max)
    fail('poll.options', 'post.poll_too_many_options', { max: pollOptionCount.max });
  if (poll && !(pollDurationsDays as readonly number[]).includes(poll.durationDays)) {
    fail('poll.durationDays', 'post.poll_duration_invalid', { durations: pollDurationsDays.join(', ') });
  }
}

/**
 * What one network's poll refuses (its API's limits, `rules.polls`): a duration longer than it
 * keeps a poll open (never rounded down), a question or an option longer than it takes.
 */
function pollIssues(poll: Poll, rules: PollRules) {
  const issues: { field: string; key: PostIssueKey; params: IssueParams }[] = [];
  if (poll.durationDays * 24 * 60 > rules.maxMinutes) {
    issues.push({
      field: 'poll.durationDays',
      key: 'post.poll_duration_too_long',
      params: { days: poll.durationDays, limit: rules.maxMinutes },
    });
  }
  const question = [...poll.question.trim()].length;
  if (rules.questionMaxLength !== null && question > rules.questionMaxLength) {
    issues.push({
      field: 'poll.question',
      key: 'post.poll_question_too_long',
      params: { limit: rules.questionMaxLength, actual: question },
    });
  }
  const longest = Math.max(0, ...poll.options.map((option) => [...option.trim()].length));
  if (longest > rules.optionMaxLength) {
    issues.push({
      field: 'poll.options',
      key: 'post.poll_option_too_long',
      params: { limit: rules.optionMaxLength, actual: longest },
    });
  }
  return issues;
}

/** The issue key when the network cannot publish this kind of post at all. */
function unsupportedKind(kind: PostKind, rules: NetworkRules): PostIssueKey | null {
  switch (kind) {
    case 'story':
      return rules.features.stories ? null : 'post.stories_not_supported';
    case 'document':
      return rules.features.documents ? null : 'post.documents_not_supported';
    case 'poll':
      return rules.polls ? null : 'post.polls_not_supported';
    case 'image':
    case 'slider':
      return rules.images ? null : 'post.images_not_supported';
    case 'video':
      return rules.video ? null : 'post.videos_not_supported';
    default:
      return null;
  }
}

/** A kind, or the Reel flag, the network does not publish. */
export function checkKindSupport({ post, attached, result }: PostCheck, target: NetworkTarget) {
  const key = unsupportedKind(post.kind, target.rules);
  if (key) result.errors.push(networkIssue(target, 'kind', key));
  else if (post.kind === 'poll' && post.poll && target.rules.polls) {
    for (const error of pollIssues(post.poll, target.rules.polls)) {
      result.errors.push(networkIssue(target, error.field, error.key, error.params));
    }
  }
  if (post.reel && !target.rules.features.reels) {
    result.errors.push(networkIssue(target, 'reel', 'post.reels_not_supported'));
  } else if (post.reel) {
    // A Reel is one video of the feed: never a story, never beside other media.
    const videos = attached.filter((media) => media.facts.kind === 'video').length;
    if (post.kind === 'story' || videos !== 1 || attached.length > 1) {
      result.errors.push(networkIssue(target, 'reel', 'post.reel_needs_video'));
    }
  }
}
