import type { ConnectedPage, OutgoingMedia } from '../adapter.ts';
import type { GraphClient } from '../meta/graph-client.ts';
import { NetworkError } from '../network-error.ts';

type Started = { video_id: string; upload_url?: string };
type Finished = { success?: boolean; post_id?: string };

/**
 * Reels Publishing API (developers.facebook.com/docs/video-api/guides/reels-publishing): a Reel
 * is not a /videos post. Three calls: `upload_phase=start` opens a session and names the video;
 * the rupload host fetches the hosted file (`file_url` header); `upload_phase=finish` with
 * `video_state=PUBLISHED` publishes it with its description. Nothing is visible before finish,
 * so only a lost finish is an unknown outcome (read back from /video_reels).
 */
export async function publishReel(
  graph: GraphClient,
  page: ConnectedPage,
  video: OutgoingMedia,
  description: string,
): Promise<string> {
  const token = page.credentials.accessToken;
  const path = `/${page.remoteId}/video_reels`;
  const started = await graph.post<Started>(path, token, { upload_phase: 'start' });
  if (!started.video_id || !started.upload_url) {
    throw new NetworkError('server_error', 'Facebook opened no Reel upload session');
  }
  await graph.upload(started.upload_url, token, { file_url: video.url });
  const finished = await graph.post<Finished>(path, token, {
    upload_phase: 'finish',
    video_id: started.video_id,
    video_state: 'PUBLISHED',
    description,
  });
  if (finished.success === false) {
    throw new NetworkError('rejected', `Facebook did not publish Reel ${started.video_id}`, {
      reason: 'facebook_reel_not_published',
    });
  }
  return started.video_id;
}
