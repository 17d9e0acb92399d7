import type { candidatePageList } from '@pagewise/shared/pages';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { pagesSchemas } from '../../../lib/schemas.ts';

export type CandidatePageList = z.infer<typeof candidatePageList>;

export async function getCandidatePages(connectionId: string): Promise<CandidatePageList> {
  const [schemas, answer] = await Promise.all([
    pagesSchemas(),
    api<unknown>('GET', `/connections/${encodeURIComponent(connectionId)}/pages`),
  ]);
  return schemas.candidatePageList.parse(answer);
}

export function useCandidatePages(connectionId: string) {
  return useQuery({
    queryKey: ['connections', connectionId, 'pages'],
    queryFn: () => getCandidatePages(connectionId),
  });
}
