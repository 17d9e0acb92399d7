import type { FakeApi, FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import { graphError, nextId, param } from '../meta/fake-graph.ts';
import type { FacebookFakeState, FakeFacebookPost } from './fake-state.ts';

type AsPage = (
  handle: (request: FakeRequest, pageId: string) => FakeResponse,
) => (request: FakeRequest) => FakeResponse;
type NewPost = (
  pageId: string,
  post: Omit<FakeFacebookPost, 'id' | 'pageId' | 'createdTime'>,
) => FakeFacebookPost;

/**
 * The Reels Publishing API as the fake Facebook answers it: `upload_phase=start` names a video and
 * its rupload address (here, on the fake), the upload fetches `file_url` with an `OAuth` header,
 * and `upload_phase=finish` with `video_state=PUBLISHED` makes the Reel, refused until uploaded.
 */
export function addFakeReelRoutes(
  api: FakeApi,
  state: FacebookFakeState,
  version: string,
  asPage: AsPage,
  newPost: NewPost,
) {
  api.on(
    'POST',
    `/${version}/:pageId/video_reels`,
    asPage((request, pageId) => {
      const phase = param(request, 'upload_phase');
      if (phase === 'start') {
        const videoId = nextId();
        state.reelUploads.set(videoId, { pageId });
        const upload_url = `http://${request.headers.host}/video-upload/${version}/${videoId}`;
        return { json: { video_id: videoId, upload_url } };
      }
      if (phase !== 'finish') return graphError(100, 'upload_phase must be start or finish');
      const videoId = param(request, 'video_id') ?? '';
      const upload = state.reelUploads.get(videoId);
      if (upload?.pageId !== pageId) return graphError(100, 'Unknown video_id for this page');
      if (!upload.fileUrl) return graphError(6000, 'The video has not been uploaded');
      if (param(request, 'video_state') !== 'PUBLISHED') return { json: { success: true } };
      state.reelUploads.delete(videoId);
      const post = newPost(pageId, {
        kind: 'reel',
        message: param(request, 'description') ?? '',
        mediaUrls: [upload.fileUrl],
      });
      post.id = videoId;
      return { json: { success: true, post_id: `${pageId}_${videoId}` } };
    }),
  );
  api.on('POST', `/video-upload/${version}/:videoId`, (request) => {
    const token = /^OAuth (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1] ?? '';
    const upload = state.reelUploads.get(request.params.videoId ?? '');
    const page = state.pages.find((entry) => entry.accessToken === token);
    if (!upload || page?.id !== upload.pageId) return graphError(190, 'Invalid OAuth access token');
    const fileUrl = request.headers.file_url;
    if (typeof fileUrl !== 'string' || fileUrl === '') return graphError(100, 'file_url header missing');
    upload.fileUrl = fileUrl;
    return { json: { success: true } };
  });
}
