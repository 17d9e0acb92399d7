import type { ErrorKey, FieldErrors } from '@pagewise/shared/errors';
import { type Media, mediaSchema } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { readStored } from '../../../lib/storage.ts';
import { storageUsageQueryKey } from './get-storage-usage.ts';

export interface UploadMediaValues {
  file: File;
  /** Share of the file sent so far, 0 to 1. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

type ErrorBody = {
  error?: { key: ErrorKey; message: string; fields?: FieldErrors; details?: Record<string, unknown> };
};

/**
 * `POST /media` (multipart, one field `file`). XMLHttpRequest rather than fetch: only it reports
 * upload progress, which the composer shows per file.
 */
export function uploadMedia({ file, onProgress, signal }: UploadMediaValues): Promise<Media> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media');
    request.setRequestHeader('accept', 'application/json');
    const token = readStored('token');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const media = mediaSchema.safeParse(body);
        if (media.success) resolve(media.data);
        else reject(new ApiError('internal_error', request.status, 'Unexpected media answer'));
        return;
      }
      const error = (body as ErrorBody | null)?.error;
      reject(
        error
          ? new ApiError(error.key, request.status, error.message, error.fields, error.details)
          : new ApiError('internal_error', request.status, request.statusText),
      );
    };
    request.onerror = () => reject(new ApiError('network_error', 0, 'Network error'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Each upload, stored or refused, changes what the storage gauge should say. */
export function useUploadMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMedia,
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageUsageQueryKey }),
  });
}
