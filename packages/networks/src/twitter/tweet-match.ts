import type { OutgoingPost } from '../adapter.ts';
import { tweetText } from './tweet-body.ts';
import type { XTweet } from './x-client.ts';

/** How far back the read-back looks: an unknown outcome is settled well within this. */
export const readBackWindowMs = 48 * 60 * 60 * 1000;

/**
 * Whether a tweet on the timeline is the one made from this post. X keeps no idempotency key
 * and rewrites the text: every URL becomes a t.co link and attached media add one more at the
 * end. So both texts are compared with URLs removed and spaces collapsed. (X also refuses a
 * second identical tweet as duplicate content, which makes a false match harmless.)
 */
export function isTweetOf(tweet: XTweet, post: OutgoingPost): boolean {
  return comparable(tweet.text) === comparable(tweetText(post));
}

/**
 * Whether a tweet on the timeline is the page's reply with this text to this tweet: it says whom
 * it replies to (`referenced_tweets`), and its text, without the @names X puts before a reply's
 * words, is this text (compared as above).
 */
export function isReplyOf(tweet: XTweet, itemRemoteId: string, text: string): boolean {
  const answers = (tweet.referenced_tweets ?? []).some(
    (reference) => reference.type === 'replied_to' && reference.id === itemRemoteId,
  );
  return answers && comparable(tweet.text.replace(/^(@\w+\s+)+/, '')) === comparable(text);
}

function comparable(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
