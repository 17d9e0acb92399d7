import { type PostNote, postNoteList } from '@pagewise/shared/collaboration';
import { useQuery } from '@tanstack/react-query';
import type { DetailMode } from '../detail-mode.ts';
import { detailKeys, postRequest } from './post-request.ts';

/** Notes and comments of a post, oldest first as the server sends them. */
export async function getPostNotes(mode: DetailMode, postId: string): Promise<PostNote[]> {
  return postNoteList.parse(await postRequest<unknown>(mode, postId, 'GET', '/notes')).notes;
}

export function usePostNotes(mode: DetailMode, postId: string) {
  return useQuery({ queryKey: detailKeys.notes(mode, postId), queryFn: () => getPostNotes(mode, postId) });
}
