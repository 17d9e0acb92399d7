import { type PostContent, type PostTemplate, postTemplate } from '@pagewise/shared/posts/post';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { postTemplatesQueryKey } from './get-post-templates.ts';

export interface PostTemplateValues {
  name: string;
  content: PostContent;
}

export async function createPostTemplate(values: PostTemplateValues): Promise<PostTemplate> {
  return postTemplate.parse(await api<unknown>('POST', '/post-templates', values));
}

export function useCreatePostTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPostTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postTemplatesQueryKey }),
  });
}
