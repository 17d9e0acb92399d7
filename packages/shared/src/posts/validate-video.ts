import type { NetworkRules } from '../networks/rules.ts';
import {
  type AttachedMedia,
  type IssueParams,
  mediaField,
  megabytes,
  type NetworkTarget,
  networkIssue,
  type PostCheck,
  type PostIssueKey,
} from './issues.ts';
import { carouselMax } from './network-content.ts';
import type { PostIssue } from './post.ts';
import { formatList } from './validate-media.ts';

type VideoRules = NonNullable<NetworkRules['video']>;

/** The network's video rules for each video; several videos only where the network takes them. */
export function checkVideos({ post, attached, result }: PostCheck, target: NetworkTarget) {
  const videos = attached.filter((media) => media.facts.kind === 'video');
  if (videos.length === 0) return;
  const rules = target.rules.video;
  if (!rules) {
    // A video post is already refused here as a kind.
    if (post.kind !== 'video')
      result.errors.push(networkIssue(target, 'mediaIds', 'post.videos_not_supported'));
    return;
  }
  // Images beyond the carousel are dropped (a warning); what is kept must fit one carousel.
  const kept = target.content.mediaIds.length;
  const images = kept - videos.length;
  if (videos.length > 1 && !rules.multiple) {
    result.errors.push(networkIssue(target, 'mediaIds', 'post.multiple_videos'));
  } else if (images > 0 && !rules.multiple) {
    result.errors.push(networkIssue(target, 'mediaIds', 'post.video_with_images'));
  } else if (kept > 1 && kept > carouselMax(target.kind, target.concierge)) {
    const max = carouselMax(target.kind, target.concierge);
    result.errors.push(networkIssue(target, 'mediaIds', 'post.too_many_media', { max, actual: kept }));
  }
  const reel = post.reel && target.rules.features.reels;
  const maxSeconds = reel ? (rules.reelMaxSeconds ?? rules.maxSeconds) : rules.maxSeconds;
  const ratio = reel ? (rules.reelRatio ?? rules.ratio) : rules.ratio;
  for (const video of videos) checkVideo(video, { ...rules, ratio }, maxSeconds, target, result.errors);
}

function checkVideo(
  { index, facts }: AttachedMedia,
  rules: VideoRules,
  maxSeconds: number,
  target: NetworkTarget,
  errors: PostIssue[],
) {
  const fail = (key: PostIssueKey, params?: IssueParams) =>
    errors.push(networkIssue(target, mediaField(index), key, params));

  if (!(rules.formats as string[]).includes(facts.format.toLowerCase())) {
    fail('post.video_format', { formats: formatList(rules.formats), format: facts.format.toUpperCase() });
  }
  if (facts.bytes > rules.maxBytes) {
    fail('post.video_too_large', { limit: megabytes(rules.maxBytes), actual: megabytes(facts.bytes) });
  }
  const seconds = facts.durationSeconds;
  if (seconds !== null && seconds < rules.minSeconds) {
    fail('post.video_too_short', { limit: rules.minSeconds, actual: Math.floor(seconds * 10) / 10 });
  }
  if (seconds !== null && seconds > maxSeconds) {
    fail('post.video_too_long', { limit: maxSeconds, actual: Math.ceil(seconds * 10) / 10 });
  }

  const { codecs, fps, ratio, maxHeight } = rules;
  if (codecs && facts.videoCodec && !codecs.video.includes(normalCodec(facts.videoCodec))) {
    fail('post.video_codec', { codecs: formatList(codecs.video), codec: facts.videoCodec.toUpperCase() });
  }
  if (codecs && facts.audioCodec && !codecs.audio.includes(normalCodec(facts.audioCodec))) {
    fail('post.audio_codec', { codecs: formatList(codecs.audio), codec: facts.audioCodec.toUpperCase() });
  }
  const maxRate = codecs?.maxAudioSampleRate;
  if (maxRate && facts.audioSampleRate !== null && facts.audioSampleRate > maxRate) {
    fail('post.audio_sample_rate', { limit: maxRate / 1000, actual: round(facts.audioSampleRate / 1000, 1) });
  }
  if (fps && facts.fps !== null && (facts.fps < fps.min || facts.fps > fps.max)) {
    fail('post.video_fps', { min: fps.min, max: fps.max, actual: round(facts.fps, 2) });
  }
  if (ratio && facts.width && facts.height) {
    const actual = facts.width / facts.height;
    if (actual < ratio.min || actual > ratio.max) {
      fail('post.video_ratio', {
        min: formatRatio(ratio.min),
        max: formatRatio(ratio.max),
        actual: formatRatio(actual),
      });
    }
  }
  if (maxHeight && facts.height !== null && facts.height > maxHeight) {
    fail('post.video_too_tall', { limit: maxHeight, actual: facts.height });
  }
}

/** mediainfo names codecs `AVC`, `HEVC`, `AAC`, `MPEG Audio`; the rules say `h264`, `hevc`, `aac`. */
const codecAliases: Record<string, string> = {
  avc: 'h264',
  avc1: 'h264',
  h264: 'h264',
  x264: 'h264',
  hevc: 'hevc',
  h265: 'hevc',
  hvc1: 'hevc',
  hev1: 'hevc',
  x265: 'hevc',
  aac: 'aac',
  aaclc: 'aac',
  mp4a: 'aac',
  mpegaudio: 'mp3',
};

function normalCodec(codec: string): string {
  const plain = codec.toLowerCase().replace(/[\s.\-_]/g, '');
  return codecAliases[plain] ?? plain;
}

function round(value: number, decimals: number): number {
  return Math.round(value * 10 ** decimals) / 10 ** decimals;
}

/** 0.8 → `4:5`, 16/9 → `16:9`; a ratio with no small fraction → `2.35`. */
export function formatRatio(value: number): string {
  for (let denominator = 1; denominator <= 20; denominator += 1) {
    const numerator = value * denominator;
    if (Math.abs(numerator - Math.round(numerator)) < 1e-6) return `${Math.round(numerator)}:${denominator}`;
  }
  return value.toFixed(2);
}
