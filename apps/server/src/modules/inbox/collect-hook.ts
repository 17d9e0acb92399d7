import type { InboxItemRow } from './schema.ts';

/** Something to do with new items right after they are stored (the bad-words rule, live screens). */
export type CollectedItemsListener = (accountId: string, items: InboxItemRow[]) => Promise<void> | void;

const listeners: CollectedItemsListener[] = [];

/** Adds a listener of newly stored items; returns how to remove it. */
export function listenToCollectedItems(listener: CollectedItemsListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/**
 * Called once per read with the items it stored for the first time (never an item again). Each
 * listener runs in turn; one that fails is logged by the caller and does not stop the others or
 * undo the storing (the items are in the inbox whatever a listener does with them).
 */
export async function onItemsCollected(
  accountId: string,
  items: InboxItemRow[],
  logError: (error: unknown) => void = () => {},
): Promise<void> {
  if (items.length === 0) return;
  for (const listener of [...listeners]) {
    try {
      await listener(accountId, items);
    } catch (error) {
      logError(error);
    }
  }
}
