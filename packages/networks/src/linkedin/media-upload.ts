import type { Credentials, OutgoingMedia } from '../adapter.ts';
import { downloadMedia } from '../download-media.ts';
import { requestWithHeaders } from '../http.ts';
import { type LinkedInConfig, liRequest, readLinkedInError } from './li-client.ts';

type Initialized = { value: { uploadUrl: string; image?: string; document?: string } };
type VideoInitialized = {
  value: {
    video: string;
    uploadToken: string;
    uploadInstructions: { uploadUrl: string; firstByte: number; lastByte: number }[];
  };
};

/** Images API or Documents API: initialize an upload for the page, PUT the bytes, keep the URN. */
export async function uploadAsset(
  config: LinkedInConfig,
  credentials: Credentials,
  kind: 'images' | 'documents',
  owner: string,
  media: OutgoingMedia,
): Promise<string> {
  const { body } = await liRequest<Initialized>(config, credentials, {
    method: 'POST',
    path: `/rest/${kind}`,
    query: 'action=initializeUpload',
    json: { initializeUploadRequest: { owner } },
  });
  await put(credentials, body.value.uploadUrl, await downloadMedia(media), config.timeoutMs);
  return body.value.image ?? body.value.document ?? '';
}

/** Videos API: the answer splits the file into parts; each part's ETag goes into the finalize call. */
export async function uploadVideo(
  config: LinkedInConfig,
  credentials: Credentials,
  owner: string,
  media: OutgoingMedia,
): Promise<string> {
  const bytes = await downloadMedia(media);
  const { body } = await liRequest<VideoInitialized>(config, credentials, {
    method: 'POST',
    path: '/rest/videos',
    query: 'action=initializeUpload',
    json: {
      initializeUploadRequest: {
        owner,
        fileSizeBytes: bytes.byteLength,
        uploadCaptions: false,
        uploadThumbnail: false,
      },
    },
  });
  const uploadedPartIds: string[] = [];
  for (const part of body.value.uploadInstructions) {
    const chunk = bytes.subarray(part.firstByte, part.lastByte + 1);
    uploadedPartIds.push(await put(credentials, part.uploadUrl, chunk, config.timeoutMs));
  }
  await liRequest(config, credentials, {
    method: 'POST',
    path: '/rest/videos',
    query: 'action=finalizeUpload',
    json: {
      finalizeUploadRequest: {
        video: body.value.video,
        uploadToken: body.value.uploadToken,
        uploadedPartIds,
      },
    },
  });
  return body.value.video;
}

/** The upload URL is LinkedIn's own (it carries its signature), so it is used as given. */
async function put(credentials: Credentials, uploadUrl: string, bytes: Uint8Array, timeoutMs?: number) {
  const { headers } = await requestWithHeaders(
    {
      method: 'PUT',
      url: uploadUrl,
      headers: {
        authorization: `Bearer ${credentials.accessToken}`,
        'content-type': 'application/octet-stream',
      },
      body: bytes,
      ...(timeoutMs ? { timeoutMs } : {}),
    },
    readLinkedInError,
  );
  return headers.get('etag') ?? '';
}
