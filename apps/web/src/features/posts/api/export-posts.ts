import type { ErrorKey } from '@pagewise/shared/errors';
import type { PostStatusFilter } from '@pagewise/shared/posts/post';
import { ApiError } from '../../../lib/api.ts';
import { readStored } from '../../../lib/storage.ts';

export const exportPath = (status: PostStatusFilter) =>
  `/api/posts/export.csv?${new URLSearchParams({ status })}`;

/** The CSV of the posts with this status. Not `api()`: the answer is a file, not JSON. */
export async function exportPosts(status: PostStatusFilter): Promise<Blob> {
  const token = readStored('token');
  let response: Response;
  try {
    response = await fetch(exportPath(status), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch (cause) {
    throw new ApiError('network_error', 0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { key: ErrorKey; message: string };
    } | null;
    throw payload?.error
      ? new ApiError(payload.error.key, response.status, payload.error.message)
      : new ApiError('internal_error', response.status, response.statusText);
  }
  return response.blob();
}
