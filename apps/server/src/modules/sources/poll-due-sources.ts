import type { AppContext } from '../../platform/context.ts';
import { claimDueSources } from './claim-due-sources.ts';
import { type PollOptions, type PollOutcome, pollSource } from './poll-source.ts';
import type { SourceRow } from './schema.ts';

export type PollCounts = Record<PollOutcome | 'claimed' | 'crashed' | 'itemsAdded', number>;

/**
 * Reads the due sources, custom and catalogue alike: claims them in small batches (so several
 * workers share the work and memory stays flat: a body is dropped once its items are saved) and
 * reads `concurrency` at once, until none is due or `limit` were read. Benchmarks call it directly.
 */
export async function pollDueSources(
  context: AppContext,
  options: PollOptions & { limit?: number; concurrency?: number; ids?: string[] } = {},
): Promise<PollCounts> {
  const limit = options.limit ?? 1000;
  const concurrency = Math.max(1, options.concurrency ?? 24);
  const batch = Math.max(50, concurrency * 2);
  const counts: PollCounts = {
    claimed: 0,
    added: 0,
    unchanged: 0,
    not_modified: 0,
    disabled: 0,
    retry: 0,
    crashed: 0,
    itemsAdded: 0,
  };
  const waiting: SourceRow[] = [];
  let drained = false;
  let claiming: Promise<void> | null = null;

  const claimMore = async () => {
    const size = Math.min(batch, limit - counts.claimed);
    if (size <= 0) {
      drained = true;
      return;
    }
    let rows: SourceRow[];
    try {
      rows = await claimDueSources(context, { limit: size, ...(options.ids ? { ids: options.ids } : {}) });
    } catch (error) {
      // The next sweep claims again; the sources read so far are recorded.
      drained = true;
      context.logger.error({ err: error }, 'claiming due sources failed');
      return;
    }
    counts.claimed += rows.length;
    waiting.push(...rows);
    if (rows.length < size) drained = true;
  };

  const next = async (): Promise<SourceRow | undefined> => {
    while (waiting.length === 0 && !drained) {
      claiming ??= claimMore().finally(() => {
        claiming = null;
      });
      await claiming;
    }
    return waiting.shift();
  };

  const worker = async () => {
    for (let source = await next(); source; source = await next()) {
      try {
        const result = await pollSource(context, source, options);
        counts[result.outcome] += 1;
        counts.itemsAdded += result.added;
      } catch (error) {
        // A bug or a database hiccup on one source must not stop the others; its lease makes it due again.
        counts.crashed += 1;
        context.logger.error({ err: error, sourceId: source.id }, 'source read crashed');
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return counts;
}
