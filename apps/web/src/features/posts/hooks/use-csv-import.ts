import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { createPost } from '../api/create-post.ts';
import { postsQueryKey } from '../api/get-posts.ts';
import type { ImportRow } from '../csv/import-rows.ts';

export type RowOutcome = { state: 'sending' } | { state: 'created' } | { state: 'failed'; error: unknown };
export type ImportPhase = 'ready' | 'running' | 'finished';

/**
 * Sends the valid rows one by one (the server checks each post as the composer's would) and
 * keeps each row's outcome. An import runs once: clicking again, even after it finished, sends
 * nothing, so no post is ever created twice. Choosing another file starts a new import.
 */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, RowOutcome>>(new Map());
  const [phase, setPhase] = useState<ImportPhase>('ready');
  // Refs, not state: a second click in the same tick must already see the first one.
  const started = useRef(false);
  const running = useRef(false);

  const record = (row: number, outcome: RowOutcome) =>
    setOutcomes((current) => new Map(current).set(row, outcome));

  const start = async (rows: readonly ImportRow[]) => {
    if (started.current) return;
    started.current = true;
    running.current = true;
    setPhase('running');
    for (const row of rows) {
      if (!row.request) continue;
      record(row.row, { state: 'sending' });
      try {
        await createPost(row.request);
        record(row.row, { state: 'created' });
      } catch (error) {
        record(row.row, { state: 'failed', error });
      }
    }
    running.current = false;
    setPhase('finished');
    await queryClient.invalidateQueries({ queryKey: postsQueryKey });
  };

  const reset = () => {
    if (running.current) return;
    started.current = false;
    setOutcomes(new Map());
    setPhase('ready');
  };

  return { outcomes, phase, start, reset };
}
