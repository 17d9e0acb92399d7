import { type AddNoteRequest, type PostNote, postNote } from '@pagewise/shared/collaboration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DetailMode } from '../detail-mode.ts';
import { detailKeys, postRequest } from './post-request.ts';

export async function addPostNote(mode: DetailMode, postId: string, note: AddNoteRequest): Promise<PostNote> {
  return postNote.parse(await postRequest<unknown>(mode, postId, 'POST', '/notes', note));
}

export function useAddPostNote(mode: DetailMode, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: AddNoteRequest) => addPostNote(mode, postId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKeys.notes(mode, postId) }),
  });
}
