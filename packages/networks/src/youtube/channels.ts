import type { Credentials, RemotePage } from '../adapter.ts';
import type { GoogleClient } from '../google/google-request.ts';
import { NetworkError } from '../network-error.ts';

export type Channel = {
  id: string;
  snippet?: {
    title?: string;
    /** The channel's avatar: `default` 88 px, `medium` 240 px, `high` 800 px (channels resource). */
    thumbnails?: Partial<Record<'default' | 'medium' | 'high', { url?: string }>>;
  };
  statistics?: { subscriberCount?: string; viewCount?: string };
  contentDetails?: { relatedPlaylists?: { uploads?: string } };
};

/** `channels.list?mine=true`: the channel of the Google account (or brand account) chosen at consent. */
export async function myChannel(
  google: GoogleClient,
  baseUrl: string,
  accessToken: string,
  parts: string,
): Promise<Channel> {
  const answer = await google.call<{ items?: Channel[] }>({
    url: `${baseUrl}/youtube/v3/channels?part=${parts}&mine=true`,
    accessToken,
  });
  const channel = answer.items?.[0];
  // Spec §8: "no YouTube channel found" when the account never created one.
  if (!channel) {
    throw new NetworkError('rejected', 'This Google account has no YouTube channel', {
      reason: 'no_youtube_channel',
    });
  }
  return channel;
}

export async function listChannels(
  google: GoogleClient,
  baseUrl: string,
  credentials: Credentials,
): Promise<RemotePage[]> {
  const channel = await myChannel(google, baseUrl, credentials.accessToken, 'snippet');
  const thumbnails = channel.snippet?.thumbnails;
  // 240 px is the smallest above the 256 px the product keeps, give or take; 88 px looks blurred.
  const pictureUrl = thumbnails?.medium?.url ?? thumbnails?.high?.url ?? thumbnails?.default?.url;
  return [
    {
      remoteId: channel.id,
      name: channel.snippet?.title ?? channel.id,
      ...(pictureUrl ? { pictureUrl } : {}),
      credentials,
    },
  ];
}
