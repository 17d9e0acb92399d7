import type { AccountPost } from '../adapter.ts';
import { NetworkError } from '../network-error.ts';
import type { XMedia, XPage, XTweet, XUser } from './x-client.ts';

export type Call = <T>(request: { path: string; query?: Record<string, string | undefined> }) => Promise<T>;

/** The largest MP4 of a video, as X lists its variants. */
function videoOf(media: XMedia): string | null {
  const mp4 = (media.variants ?? [])
    .filter((variant) => variant.content_type === 'video/mp4' && variant.url)
    .sort((a, b) => (b.bit_rate ?? 0) - (a.bit_rate ?? 0));
  return mp4[0]?.url ?? null;
}

/**
 * An account's latest own tweets (no retweets, no replies) through X API v2: the account's id
 * from its name (`GET /2/users/by/username/:username`), then its timeline
 * (`GET /2/users/:id/tweets`) with the attached media expanded.
 */
export async function readAccountTweets(call: Call, account: string): Promise<AccountPost[]> {
  const name = account.replace(/^@/, '');
  const user = await userByName(call, name);
  const timeline = await call<XPage<XTweet>>({
    path: `/2/users/${user.id}/tweets`,
    query: {
      max_results: '20',
      exclude: 'retweets,replies',
      'tweet.fields': 'created_at,attachments',
      expansions: 'attachments.media_keys',
      'media.fields': 'type,url,preview_image_url,variants',
    },
  });
  const media = new Map((timeline.includes?.media ?? []).map((item) => [item.media_key, item]));
  return (timeline.data ?? []).map((tweet) => {
    const attached = (tweet.attachments?.media_keys ?? []).flatMap((key) => media.get(key) ?? []);
    const photo = attached.find((item) => item.type === 'photo');
    const video = attached.find((item) => item.type !== 'photo');
    return {
      remoteId: tweet.id,
      text: tweet.text,
      url: `https://x.com/${user.username}/status/${tweet.id}`,
      createdAt: tweet.created_at ?? null,
      imageUrl: photo?.url ?? video?.preview_image_url ?? null,
      videoUrl: video ? videoOf(video) : null,
    };
  });
}

/**
 * An account by its name (`GET /2/users/by/username/:username`), with these `user.fields`. X
 * answers an unknown name with 200 and an `errors` list instead of `data`: not found (404).
 */
export async function userByName(call: Call, account: string, fields?: string): Promise<XUser> {
  const name = account.replace(/^@/, '');
  const user = await call<{ data?: XUser }>({
    path: `/2/users/by/username/${encodeURIComponent(name)}`,
    ...(fields ? { query: { 'user.fields': fields } } : {}),
  });
  if (!user.data)
    throw new NetworkError('rejected', `X has no account @${name}`, { status: 404, reason: 'not_found' });
  return user.data;
}
