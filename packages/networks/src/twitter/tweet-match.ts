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

function comparable(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
