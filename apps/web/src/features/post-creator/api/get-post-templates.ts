import { type PostTemplate, postTemplateList } from '@pagewise/shared/posts/post';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const postTemplatesQueryKey = ['post-templates'] as const;

export async function getPostTemplates(): Promise<PostTemplate[]> {
  return postTemplateList.parse(await api<unknown>('GET', '/post-templates')).templates;
}

export function usePostTemplates({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: postTemplatesQueryKey, queryFn: getPostTemplates, enabled });
}
