import type { Credentials } from '../adapter.ts';
import { type ApiCall, bearerRequest } from '../http.ts';
import { readXError } from './x-error.ts';

export type TwitterConfig = {
  apiBaseUrl: string;
  authBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Per-call time-out; tests shorten it. */
  timeoutMs?: number;
  /** Time-out of one video segment's APPEND. */
  uploadTimeoutMs?: number;
  /** How uploads wait (a failed APPEND, X's `check_after_secs`); tests inject one that does not. */
  sleep?: (ms: number) => Promise<void>;
};

export type XRequest = ApiCall;

/** One call to the X API v2 with the user's OAuth 2.0 token. */
export function xRequest<T>(config: TwitterConfig, credentials: Credentials, request: XRequest): Promise<T> {
  return bearerRequest<T>(config, credentials.accessToken, request, readXError);
}

export type XUser = {
  id: string;
  name: string;
  username: string;
  profile_image_url?: string;
  public_metrics?: { followers_count: number };
};

export type XMedia = {
  media_key: string;
  type: 'photo' | 'video' | 'animated_gif';
  url?: string;
  preview_image_url?: string;
  variants?: { content_type?: string; url?: string; bit_rate?: number }[];
};

export type XTweet = {
  id: string;
  text: string;
  attachments?: { media_keys?: string[] };
  created_at?: string;
  author_id?: string;
  in_reply_to_user_id?: string;
  referenced_tweets?: { type: 'replied_to' | 'quoted' | 'retweeted'; id: string }[];
  public_metrics?: {
    impression_count?: number;
    like_count: number;
    retweet_count: number;
    reply_count: number;
    quote_count: number;
    bookmark_count?: number;
  };
};

export type XPage<T> = {
  data?: T[];
  includes?: { users?: XUser[]; media?: XMedia[] };
  meta?: { result_count: number; next_token?: string };
};

/** Follows `next_token` through a timeline, up to `maxPages` pages of 100. */
export async function allPages<T>(
  fetchPage: (paginationToken: string | undefined) => Promise<XPage<T>>,
  maxPages: number,
): Promise<{ data: T[]; users: XUser[] }> {
  const data: T[] = [];
  const users: XUser[] = [];
  let token: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const answer = await fetchPage(token);
    data.push(...(answer.data ?? []));
    users.push(...(answer.includes?.users ?? []));
    token = answer.meta?.next_token;
    if (!token) break;
  }
  return { data, users };
}
