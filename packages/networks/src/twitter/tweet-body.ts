import { textWithLink } from '@pagewise/shared/posts/network-content';
import type { OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';

const replySettings = ['everyone', 'following', 'mentionedUsers', 'subscribers', 'verified'] as const;
type ReplySetting = (typeof replySettings)[number];

/** X options a post may carry in `post.options`. */
export type TwitterOptions = {
  replySettings?: ReplySetting;
  /** The product's poll: X takes its options and its duration in minutes (the text asks). */
  poll?: { options: string[]; durationDays: number };
};

/** The body of POST /2/tweets for a post and its uploaded media. */
export function tweetBody(post: OutgoingPost, mediaIds: string[]): Record<string, unknown> {
  const options = readOptions(post.options);
  const body: Record<string, unknown> = { text: tweetText(post) };
  if (mediaIds.length > 0) body.media = { media_ids: mediaIds };
  // `everyone` is X's default and is not one of the values the endpoint accepts.
  if (options.replySettings && options.replySettings !== 'everyone')
    body.reply_settings = options.replySettings;
  if (options.poll) {
    if (mediaIds.length > 0) throw refuse('X does not allow a poll and media in the same post');
    body.poll = { options: options.poll.options, duration_minutes: options.poll.durationDays * 24 * 60 };
  }
  return body;
}

/** X has no link field: the link goes at the end of the text, unless the text already has it. */
export function tweetText(post: OutgoingPost): string {
  return textWithLink('twitter', post.text, post.link, {
    images: post.images?.length ?? 0,
    video: post.video !== undefined,
  });
}

function readOptions(options: Record<string, unknown> | undefined): TwitterOptions {
  const result: TwitterOptions = {};
  const setting = options?.replySettings;
  if (setting !== undefined) {
    if (!replySettings.includes(setting as ReplySetting))
      throw refuse(`X reply settings must be one of ${replySettings.join(', ')}`);
    result.replySettings = setting as ReplySetting;
  }
  const poll = options?.poll as { options?: unknown; durationDays?: unknown } | undefined;
  if (poll !== undefined) {
    const choices = Array.isArray(poll.options) ? poll.options.filter((o) => typeof o === 'string') : [];
    const minutes = Number(poll.durationDays) * 24 * 60;
    // docs.x.com POST /2/tweets: 2 to 4 options of up to 25 characters, 5 to 10,080 minutes.
    if (choices.length < 2 || choices.length > 4 || choices.some((choice) => choice.length > 25))
      throw refuse('An X poll has 2 to 4 options of at most 25 characters');
    if (!Number.isInteger(minutes) || minutes < 5 || minutes > 10_080)
      throw refuse('An X poll lasts 5 minutes to 7 days');
    result.poll = { options: choices, durationDays: minutes / (24 * 60) };
  }
  return result;
}

function refuse(reason: string): NetworkError {
  return new NetworkError('rejected', reason, { reason });
}
