import type { OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';

/** What the adapter uploaded before creating the post. */
export type UploadedContent = { images: string[]; video?: string; document?: { id: string; title: string } };

const pollDurations = ['ONE_DAY', 'THREE_DAYS', 'SEVEN_DAYS', 'FOURTEEN_DAYS'] as const;
type PollDuration = (typeof pollDurations)[number];
export type LinkedInPoll = { question: string; options: string[]; duration?: PollDuration };

/** The body of POST /rest/posts for an organization (learn.microsoft.com, "Posts API"). */
export function postBody(
  author: string,
  post: OutgoingPost,
  uploaded: UploadedContent,
): Record<string, unknown> {
  return {
    author,
    commentary: toLittleText(post.text),
    visibility: 'PUBLIC',
    distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
    lifecycleState: 'PUBLISHED',
    isReshareDisabledByAuthor: false,
    ...content(post, uploaded),
  };
}

/** One kind of content per post: video, document, images, poll or link card, in that order. */
function content(post: OutgoingPost, uploaded: UploadedContent): Record<string, unknown> {
  const poll = readPoll(post.options?.poll);
  const hasMedia = uploaded.video || uploaded.document || uploaded.images.length > 0;
  if (poll && hasMedia) throw refuse('A LinkedIn poll cannot carry media');
  if (uploaded.video) return { content: { media: { id: uploaded.video, title: post.title ?? '' } } };
  if (uploaded.document)
    return { content: { media: { id: uploaded.document.id, title: uploaded.document.title } } };
  const [first, ...others] = uploaded.images;
  if (first && others.length === 0) return { content: { media: { id: first } } };
  if (first) return { content: { multiImage: { images: uploaded.images.map((id) => ({ id })) } } };
  if (poll) {
    const settings = { duration: poll.duration ?? 'THREE_DAYS' };
    return {
      content: {
        poll: { question: poll.question, options: poll.options.map((text) => ({ text })), settings },
      },
    };
  }
  if (post.link) return { content: { article: { source: post.link, title: post.title ?? post.link } } };
  return {};
}

/**
 * Commentary is "little text format": these characters are markup and must be escaped or the
 * text is cut short. A `#` before a word is left alone so that hashtags stay hashtags.
 */
export function toLittleText(text: string): string {
  return text.replace(/[\\|{}@[\]()<>*_~]|#(?!\w)/g, (character) => `\\${character}`);
}

export function fromLittleText(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

function readPoll(value: unknown): LinkedInPoll | undefined {
  if (value === undefined) return undefined;
  const poll = value as Partial<LinkedInPoll>;
  const options = Array.isArray(poll.options) ? poll.options.filter((o) => typeof o === 'string') : [];
  // Posts API: a question of up to 140 characters and 2 to 4 options of up to 30.
  if (typeof poll.question !== 'string' || !poll.question || poll.question.length > 140)
    throw refuse('A LinkedIn poll needs a question of at most 140 characters');
  if (options.length < 2 || options.length > 4 || options.some((option) => option.length > 30))
    throw refuse('A LinkedIn poll has 2 to 4 options of at most 30 characters');
  if (poll.duration !== undefined && !pollDurations.includes(poll.duration))
    throw refuse(`A LinkedIn poll lasts ${pollDurations.join(', ')}`);
  return { question: poll.question, options, ...(poll.duration ? { duration: poll.duration } : {}) };
}

function refuse(reason: string): NetworkError {
  return new NetworkError('rejected', reason, { reason });
}
