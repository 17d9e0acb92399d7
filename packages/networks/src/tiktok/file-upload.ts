import type { OutgoingMedia } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { requestJson } from '../http.ts';
import { readTikTokError } from './tiktok-error.ts';

const MB = 1024 * 1024;
// Media transfer guide: chunks of 5–64 MB, the last up to 128 MB; a video under 5 MB goes whole;
// total_chunk_count = floor(video_size / chunk_size), the remainder riding on the last chunk.
const chunkBytes = 10 * MB;
const wholeBelow = 5 * MB;

export type ChunkPlan = { video_size: number; chunk_size: number; total_chunk_count: number };

export function chunkPlan(size: number): ChunkPlan {
  if (size < wholeBelow) return { video_size: size, chunk_size: size, total_chunk_count: 1 };
  return { video_size: size, chunk_size: chunkBytes, total_chunk_count: Math.floor(size / chunkBytes) };
}

export async function readVideo(video: OutgoingMedia): Promise<Uint8Array> {
  return downloadMedia(video);
}

/** PUTs the chunks in order to the upload_url from video/init; TikTok publishes once the last arrives. */
export async function uploadChunks(
  uploadUrl: string,
  bytes: Uint8Array,
  mime: string,
  plan: ChunkPlan,
  timeoutMs: number,
): Promise<void> {
  for (let index = 0; index < plan.total_chunk_count; index += 1) {
    const start = index * plan.chunk_size;
    const end = index === plan.total_chunk_count - 1 ? bytes.byteLength : start + plan.chunk_size;
    await requestJson(
      {
        method: 'PUT',
        url: uploadUrl,
        headers: { 'content-type': mime, 'content-range': `bytes ${start}-${end - 1}/${bytes.byteLength}` },
        body: bytes.slice(start, end),
        mutates: true,
        timeoutMs,
      },
      readTikTokError,
    );
  }
}
