import type { FakeOAuth, FakeToken } from '../fake/fake-oauth.ts';

export type FakePublish = {
  publishId: string;
  mediaType: 'VIDEO' | 'PHOTO';
  postInfo: Record<string, unknown>;
  sourceInfo: Record<string, unknown>;
  /** Bytes received through FILE_UPLOAD. */
  uploaded: number;
  status: 'PROCESSING_UPLOAD' | 'PROCESSING_DOWNLOAD' | 'PUBLISH_COMPLETE' | 'FAILED';
  pollsLeft: number;
  postId?: string;
  createTime: number;
  /** Its counts as video/query gives them (`view_count`…); a count left out is not given. */
  counts?: Record<string, number>;
};
export type FakeTikTokState = {
  oauth: FakeOAuth;
  seed: FakeToken;
  creator: {
    creator_username: string;
    creator_nickname: string;
    privacy_level_options: string[];
    comment_disabled: boolean;
    duet_disabled: boolean;
    stitch_disabled: boolean;
    max_video_post_duration_sec: number;
  };
  publishes: FakePublish[];
  /** Status fetches answered PROCESSING_* before a new publish completes. */
  processingPolls: number;
  /** When set, new publishes end FAILED with this fail_reason. */
  failReason: string | undefined;
  followerCount: number;
};

/** A status fetch moves a publish on: processing for `pollsLeft` fetches, then complete or failed. */
export function advance(publish: FakePublish, state: FakeTikTokState) {
  if (
    publish.status === 'PUBLISH_COMPLETE' ||
    publish.status === 'FAILED' ||
    publish.status === 'PROCESSING_UPLOAD'
  )
    return;
  if (publish.pollsLeft > 0) {
    publish.pollsLeft -= 1;
    return;
  }
  if (state.failReason) {
    publish.status = 'FAILED';
    return;
  }
  publish.status = 'PUBLISH_COMPLETE';
  if (publish.postInfo.privacy_level === 'PUBLIC_TO_EVERYONE')
    publish.postId = String(7_300_000_000 + state.publishes.indexOf(publish));
}
