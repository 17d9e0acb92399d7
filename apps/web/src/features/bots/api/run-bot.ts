import { botRunResult } from '@pagewise/shared/bots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { botsQueryKey } from './get-bots.ts';

export type BotRunResult = z.infer<typeof botRunResult>;

/** "Run now": the bot posts what is waiting, within its daily limit. */
export async function runBot(botId: string): Promise<BotRunResult> {
  return botRunResult.parse(await api<unknown>('POST', `/bots/${encodeURIComponent(botId)}/run`));
}

export function useRunBot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBot,
    // Posted today and the last run changed; the posts the run made show in the post list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: botsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
      ]),
  });
}
