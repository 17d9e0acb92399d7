import type { AddCompetitorRequest, Competitor } from '@pagewise/shared/competitors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { reportKey } from './get-report.ts';

const competitorsKey = ['competitors'] as const;

export function useCompetitors() {
  return useQuery({
    queryKey: competitorsKey,
    queryFn: async () => (await api<{ competitors: Competitor[] }>('GET', '/competitors')).competitors,
    // A competitor just added is read by a job: its name and figures come a moment later.
    refetchInterval: (query) =>
      query.state.data?.some((competitor) => competitor.name === competitor.handle && !competitor.lastError)
        ? 3000
        : false,
  });
}

/** After a change, the list and the reports that show competitors are read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: competitorsKey }),
      client.invalidateQueries({ queryKey: reportKey }),
    ]);
}

export function useAddCompetitor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: AddCompetitorRequest) => api<Competitor>('POST', '/competitors', input),
    onSuccess: refresh,
  });
}

export function useDeleteCompetitor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/competitors/${id}`),
    onSuccess: refresh,
  });
}
