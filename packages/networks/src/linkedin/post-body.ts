import type { OutgoingPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import type { Mention } from './mentions.ts';

/** What the adapter uploaded before creating the post. */
export type UploadedContent = { images: string[]; video?: string; document?: { id: string; title: string } };

/** Posts API `settings.duration`, by the product poll's days: any other duration is refused. */
const pollDurations = { 1: 'ONE_DAY', 3: 'THREE_DAYS', 7: 'SEVEN_DAYS', 14: 'FOURTEEN_DAYS' } as const;
type PollDuration = (typeof pollDurations)[keyof typeof pollDurations];
type LinkedInPoll = { question: string; options: string[]; duration: PollDuration };

/** The body of POST /rest/posts for an organization (learn.microsoft.com, "Posts API"). */
export function postBody(
  author: string,
  post: OutgoingPost,
  uploaded: UploadedContent,
  mentions: readonly Mention[] = [],
): Record<string, unknown> {
  return {
    author,
    commentary: commentaryOf(post.text, mentions),
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
    const settings = { duration: poll.duration };
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
 * The post's text as commentary, the company pages it tags mentioned on a last line
 * (`@[Name](urn:li:organization:…)`, little text format's mention, the page's name as LinkedIn
 * gives it).
 */
export function commentaryOf(text: string, mentions: readonly Mention[]): string {
  const line = mentions.map((mention) => `@[${toLittleText(mention.name)}](${mention.urn})`).join(' ');
  return [toLittleText(text), line].filter((part) => part !== '').join('\n\n');
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
  const poll = value as { question?: unknown; options?: unknown; durationDays?: unknown };
  const options = Array.isArray(poll.options) ? poll.options.filter((o) => typeof o === 'string') : [];
  // Posts API: a question of up to 140 characters and 2 to 4 options of up to 30.
  if (typeof poll.question !== 'string' || !poll.question || poll.question.length > 140)
    throw refuse('A LinkedIn poll needs a question of at most 140 characters');
  if (options.length < 2 || options.length > 4 || options.some((option) => option.length > 30))
    throw refuse('A LinkedIn poll has 2 to 4 options of at most 30 characters');
  const duration = pollDurations[poll.durationDays as keyof typeof pollDurations];
  if (!duration) throw refuse(`A LinkedIn poll lasts ${Object.keys(pollDurations).join(', ')} days`);
  return { question: poll.question, options, duration };
}

function refuse(reason: string): NetworkError {
  return new NetworkError('rejected', reason, { reason });
}
