import { createHash } from 'node:crypto';
import { FakeApi, type FakeRequest, type FakeResponse } from '../fake/fake-api.ts';
import { serveMediaFiles } from '../fake/fake-media.ts';
import type { FakeOAuth, FakeToken } from '../fake/fake-oauth.ts';
import { fakePictureUrl, serveFakePictures } from '../fake/fake-picture.ts';
import { addFakeGoogleAuth, createFakeGoogleAuth, rejectUnauthenticated } from '../google/fake-auth.ts';
import { type FakeUploadSession, openUploadSession, receivePiece } from './fake-upload.ts';

type Metadata = {
  snippet: { title: string; description: string; categoryId?: string; tags?: string[] };
  status: { privacyStatus: string; selfDeclaredMadeForKids?: boolean };
};
export type FakeVideo = Metadata & {
  id: string;
  bytes: number;
  /** SHA-256 of the bytes received, in hex: the file arrived whole when it matches the sent one's. */
  sha256: string;
  /** PUT requests that carried bytes. */
  pieces: number;
  notifySubscribers: boolean;
  publishedAt: string;
  /** Its counts (`viewCount`, `likeCount`, `commentCount`); a count left out is hidden. */
  statistics?: Record<string, number>;
  /** Whose upload it is: another channel's (`otherChannels`), else the account's own channel. */
  channelId?: string;
};
/** Another public channel, found by its handle (`channels.list?forHandle=`). */
export type FakePublicChannel = {
  id: string;
  handle: string;
  title: string;
  subscriberCount: number;
  hiddenSubscriberCount?: boolean;
};
export type FakeThread = { id: string; videoId: string; author: string; text: string; publishedAt: string };
export type FakeYouTubeState = {
  oauth: FakeOAuth;
  seed: FakeToken;
  /** Empty: the account has no channel. */
  channels: { id: string; title: string; subscriberCount: number }[];
  /** Other channels, public, that anyone reads by handle. */
  otherChannels: FakePublicChannel[];
  videos: FakeVideo[];
  playlistItems: { playlistId: string; videoId: string }[];
  /** Custom thumbnails set with thumbnails.set: the video, the image's type and SHA-256. */
  thumbnails: { videoId: string; mime: string; sha256: string }[];
  threads: FakeThread[];
  replies: { id: string; parentId: string; text: string }[];
  moderation: Map<string, string>;
  /** Views each day in the analytics report (likes, comments, shares: 1 each). */
  dailyViews: number;
  /** Days the Analytics report has no row for yet. */
  reportLacks: string[];
  /** Files served at /media/:name, as the product's storage would. */
  mediaFiles: Map<string, Uint8Array>;
  /**
   * An interrupted piece: the next PUT carrying bytes (starting at byte `from`, when given) keeps
   * only `keep` of them, then answers 503 (`status`) or drops the connection (`drop`), as a broken
   * transfer does.
   */
  interruptPiece?: { from?: number; keep: number; as: 'status' | 'drop' };
};

const error = (status: number, reason: string, message: string): FakeResponse => ({
  status,
  json: { error: { code: status, message, errors: [{ domain: 'youtube', reason, message }] } },
});

/** YouTube Data API v3, its resumable upload and the Analytics reports, with a video file at /media/:name. */
export async function startFakeYouTube(): Promise<FakeApi & { state: FakeYouTubeState }> {
  const state: FakeYouTubeState = {
    ...createFakeGoogleAuth(['https://www.googleapis.com/auth/youtube.force-ssl']),
    channels: [{ id: 'UCfake', title: 'Bakery TV', subscriberCount: 1200 }],
    otherChannels: [],
    videos: [],
    playlistItems: [],
    thumbnails: [],
    threads: [
      {
        id: 'Ugx1',
        videoId: 'old-video',
        author: 'Bob',
        text: 'Nice!',
        publishedAt: new Date().toISOString(),
      },
    ],
    replies: [],
    moderation: new Map(),
    dailyViews: 10,
    reportLacks: [],
    mediaFiles: new Map([['clip.mp4', new TextEncoder().encode('fake video bytes')]]),
  };
  const sessions = new Map<string, FakeUploadSession<Metadata & { notifySubscribers: boolean }>>();
  const api = new FakeApi();
  serveFakePictures(api);
  addFakeGoogleAuth(api, state.oauth);
  serveMediaFiles(api, state.mediaFiles);
  const guarded = (handler: (request: FakeRequest) => FakeResponse) => (request: FakeRequest) =>
    rejectUnauthenticated(state.oauth, request) ?? handler(request);
  const uploads = (channelId: string) => `UU${channelId.slice(2)}`;

  api
    .on(
      'GET',
      '/youtube/v3/channels',
      guarded((request) => {
        // forHandle: the channel with that handle (`@` optional, any case); none: no `items` at all.
        const handle = request.query.get('forHandle');
        if (handle !== null) {
          const wanted = handle.replace(/^@/, '').toLowerCase();
          const found = state.otherChannels.find((channel) => channel.handle.toLowerCase() === wanted);
          return {
            json: {
              kind: 'youtube#channelListResponse',
              pageInfo: { totalResults: found ? 1 : 0, resultsPerPage: 5 },
              ...(found ? { items: [channelJson(found, `@${found.handle}`)] } : {}),
            },
          };
        }
        return { json: { items: state.channels.map((channel) => channelJson(channel)) } };
      }),
    )
    .on(
      'POST',
      '/upload/youtube/v3/videos',
      guarded((request) => {
        const metadata = request.body as Metadata;
        if (/[<>]/.test(metadata.snippet.title) || !metadata.snippet.title) {
          return error(400, 'invalidTitle', 'The request metadata specifies an invalid video title.');
        }
        const opened = openUploadSession(request, {
          ...metadata,
          notifySubscribers: request.query.get('notifySubscribers') !== 'false',
        });
        if (!('hash' in opened)) return opened;
        const id = `session-${sessions.size + 1}`;
        sessions.set(id, opened);
        const location = `http://${request.headers.host}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`;
        return { headers: { location } };
      }),
    )
    .on(
      'PUT',
      '/upload/youtube/v3/videos',
      guarded((request) => {
        const session = sessions.get(request.query.get('upload_id') ?? '');
        if (!session) return error(404, 'notFound', 'Upload session not found');
        const interruption = interrupts(state.interruptPiece, request) ? state.interruptPiece : undefined;
        if (interruption) state.interruptPiece = undefined;
        const answer = receivePiece(session, request, interruption?.keep);
        if (interruption)
          return interruption.as === 'drop' ? { drop: true } : error(503, 'backendError', 'Backend Error');
        if (answer !== 'complete') return answer;
        let video = state.videos.find((entry) => entry.id === session.videoId);
        if (!video) {
          const { received, hash, pieces, metadata } = session;
          video = {
            ...metadata,
            id: `vid${state.videos.length + 1}`,
            bytes: received,
            sha256: hash.digest('hex'),
            pieces,
            publishedAt: new Date().toISOString(),
          };
          session.videoId = video.id;
          state.videos.push(video);
        }
        return {
          status: 201,
          json: {
            id: video.id,
            snippet: video.snippet,
            status: { ...video.status, uploadStatus: 'uploaded' },
          },
        };
      }),
    )
    .on(
      'POST',
      '/upload/youtube/v3/thumbnails/set',
      guarded((request) => {
        const videoId = request.query.get('videoId') ?? '';
        if (!state.videos.some((video) => video.id === videoId))
          return error(404, 'videoNotFound', 'The video that you are trying to update cannot be found.');
        const mime = String(request.headers['content-type'] ?? '');
        // thumbnails.set takes image/jpeg, image/png (and octet-stream) of up to 2 MB.
        if (!/^image\/(jpeg|png)$/.test(mime) || request.rawBody.length > 2 * 1024 * 1024)
          return error(400, 'invalidImage', 'The provided image content is invalid.');
        const sha256 = createHash('sha256').update(request.rawBody).digest('hex');
        state.thumbnails = [
          ...state.thumbnails.filter((entry) => entry.videoId !== videoId),
          { videoId, mime, sha256 },
        ];
        return {
          json: {
            kind: 'youtube#thumbnailSetResponse',
            items: [{ default: { url: `https://i.ytimg.test/${videoId}.jpg` } }],
          },
        };
      }),
    )
    .on(
      'DELETE',
      '/youtube/v3/videos',
      guarded((request) => {
        const index = state.videos.findIndex((video) => video.id === request.query.get('id'));
        if (index < 0)
          return error(404, 'videoNotFound', 'The video that you are trying to delete cannot be found.');
        state.videos.splice(index, 1);
        return { status: 204 };
      }),
    )
    .on(
      'GET',
      '/youtube/v3/playlistItems',
      guarded((request) => {
        const playlistId = request.query.get('playlistId');
        const channel = [...state.channels, ...state.otherChannels].find(
          (entry) => uploads(entry.id) === playlistId,
        );
        const own = state.channels[0]?.id;
        const items = channel
          ? state.videos
              .filter((video) => (video.channelId ?? own) === channel.id)
              .map((video) => ({
                snippet: {
                  ...video.snippet,
                  publishedAt: video.publishedAt,
                  resourceId: { videoId: video.id },
                },
                contentDetails: { videoId: video.id, videoPublishedAt: video.publishedAt },
              }))
          : [];
        return { json: { items: items.reverse() } };
      }),
    )
    .on(
      'POST',
      '/youtube/v3/playlistItems',
      guarded((request) => {
        const { snippet } = request.body as {
          snippet: { playlistId: string; resourceId: { videoId: string } };
        };
        state.playlistItems.push({ playlistId: snippet.playlistId, videoId: snippet.resourceId.videoId });
        return { json: { id: `pli${state.playlistItems.length}` } };
      }),
    )
    .on(
      'GET',
      '/youtube/v3/commentThreads',
      guarded(() => ({ json: { items: state.threads.map(thread) } })),
    )
    .on(
      'POST',
      '/youtube/v3/comments',
      guarded((request) => {
        const { snippet } = request.body as { snippet: { parentId: string; textOriginal: string } };
        const reply = {
          id: `${snippet.parentId}.r${state.replies.length + 1}`,
          parentId: snippet.parentId,
          text: snippet.textOriginal,
        };
        state.replies.push(reply);
        return { json: { id: reply.id, snippet } };
      }),
    )
    .on(
      'GET',
      '/youtube/v3/comments',
      // A comment's replies (comments.list with parentId), written by the channel the token is of.
      guarded((request) => ({
        json: {
          items: state.replies
            .filter((reply) => reply.parentId === request.query.get('parentId'))
            .map((reply) => ({
              id: reply.id,
              snippet: {
                parentId: reply.parentId,
                textOriginal: reply.text,
                authorChannelId: { value: state.channels[0]?.id },
              },
            })),
        },
      })),
    )
    .on(
      'POST',
      '/youtube/v3/comments/setModerationStatus',
      guarded((request) => {
        state.moderation.set(request.query.get('id') ?? '', request.query.get('moderationStatus') ?? '');
        return { status: 204 };
      }),
    )
    .on(
      'GET',
      '/v2/reports',
      guarded((request) => ({ json: report(request, state) })),
    )
    .on(
      'GET',
      '/youtube/v3/videos',
      guarded((request) => ({ json: videoStatistics(request, state.videos) })),
    );
  function channelJson(
    channel: { id: string; title: string; subscriberCount: number; hiddenSubscriberCount?: boolean },
    customUrl?: string,
  ) {
    return {
      id: channel.id,
      snippet: {
        title: channel.title,
        ...(customUrl ? { customUrl } : {}),
        thumbnails: {
          default: { url: fakePictureUrl(api, `${channel.id}-88`) },
          medium: { url: fakePictureUrl(api, channel.id) },
        },
      },
      // A hidden count is not given to others, only `hiddenSubscriberCount: true`.
      statistics: channel.hiddenSubscriberCount
        ? { hiddenSubscriberCount: true }
        : { subscriberCount: String(channel.subscriberCount), hiddenSubscriberCount: false },
      contentDetails: { relatedPlaylists: { uploads: uploads(channel.id) } },
    };
  }
  return Object.assign(await api.start(), { state });
}

function interrupts(interruption: FakeYouTubeState['interruptPiece'], request: FakeRequest): boolean {
  if (!interruption || request.rawBody.length === 0) return false;
  const from = /^bytes (\d+)-/.exec(String(request.headers['content-range'] ?? ''))?.[1];
  return interruption.from === undefined || Number(from) === interruption.from;
}

function thread(entry: FakeThread) {
  return {
    id: entry.id,
    snippet: {
      videoId: entry.videoId,
      topLevelComment: {
        id: entry.id,
        snippet: {
          authorDisplayName: entry.author,
          textOriginal: entry.text,
          publishedAt: entry.publishedAt,
        },
      },
    },
  };
}

/**
 * `reports.query` by day (views, likes, comments, shares; no row for a day in `reportLacks`, as
 * Analytics is late), or by country (views), for the channel.
 */
function report(request: FakeRequest, state: FakeYouTubeState) {
  const columns = (request.query.get('metrics') ?? '').split(',');
  if (request.query.get('dimensions') === 'country') {
    const rows = [
      ['US', 40],
      ['FR', 25],
      ['GB', 5],
    ];
    return { columnHeaders: ['country', ...columns].map((name) => ({ name })), rows };
  }
  const rows: (string | number)[][] = [];
  const end = Date.parse(request.query.get('endDate') ?? '');
  for (let at = Date.parse(request.query.get('startDate') ?? ''); at <= end; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (!state.reportLacks.includes(day)) rows.push([day, state.dailyViews, 1, 1, 1]);
  }
  return { columnHeaders: ['day', 'views', 'likes', 'comments', 'shares'].map((name) => ({ name })), rows };
}

/** videos.list `part=statistics`: the videos found (counts as strings), none for an unknown id. */
function videoStatistics(request: FakeRequest, videos: FakeVideo[]) {
  const ids = (request.query.get('id') ?? '').split(',');
  const items = videos
    .filter((video) => ids.includes(video.id))
    .map((video) => ({
      kind: 'youtube#video',
      id: video.id,
      statistics: Object.fromEntries(
        Object.entries(video.statistics ?? {}).map(([name, count]) => [name, String(count)]),
      ),
    }));
  return {
    kind: 'youtube#videoListResponse',
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: 50 },
  };
}
