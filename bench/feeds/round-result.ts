/** What the poller process answers for one round (`poller.ts`). */
export type RoundResult = {
  round: number;
  ms: number;
  /** `pollDueSources` counts added up: claimed, added, unchanged, not_modified, disabled, retry, crashed, itemsAdded. */
  counts: Record<string, number>;
  /** Resident set size (MB): before the round, its highest while reading, after it. */
  rssMb: { before: number; peak: number; after: number };
  /** Live heap after a full garbage collection (MB), before and after the round. */
  heapMb: { before: number; after: number };
};
