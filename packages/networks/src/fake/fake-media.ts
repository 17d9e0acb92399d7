import type { FakeApi, FakeRequest, FakeResponse } from './fake-api.ts';

/**
 * The product's storage as networks and adapters see it: `GET /media/:name` serves a file whole
 * or, with `Range: bytes=first-` or `bytes=first-last`, a part of it (206 with Content-Range), as
 * the real media route does. Unknown names answer 404.
 */
export function serveMediaFiles(api: FakeApi, files: Map<string, Uint8Array>): FakeApi {
  return api.on('GET', '/media/:name', (request) => {
    const file = files.get(request.params.name ?? '');
    if (!file) return { status: 404, text: 'no such media file' };
    return mediaAnswer(request, file);
  });
}

function mediaAnswer(request: FakeRequest, file: Uint8Array): FakeResponse {
  const type = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes' };
  const range = /^bytes=(\d+)-(\d*)$/.exec(String(request.headers.range ?? ''));
  if (!range) return { bytes: file, headers: { ...type, 'content-length': String(file.byteLength) } };
  const first = Number(range[1]);
  const last = Math.min(range[2] ? Number(range[2]) : file.byteLength - 1, file.byteLength - 1);
  if (first > last) return { status: 416, headers: { 'content-range': `bytes */${file.byteLength}` } };
  return {
    status: 206,
    bytes: file.subarray(first, last + 1),
    headers: { ...type, 'content-range': `bytes ${first}-${last}/${file.byteLength}` },
  };
}
