import { type Media, mediaSchema } from '@pagewise/shared/posts/post';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export async function getMedia(id: string): Promise<Media> {
  return mediaSchema.parse(await api<unknown>('GET', `/media/${encodeURIComponent(id)}`));
}

/** A template names its media by id only: the composer fetches their facts to check them. */
export const mediaQuery = (id: string) =>
  queryOptions({ queryKey: ['media', id], queryFn: () => getMedia(id), staleTime: Number.POSITIVE_INFINITY });
