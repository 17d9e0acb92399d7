import type { AppContext } from '../../platform/context.ts';
import type { InboxItemRow } from './schema.ts';

/** Something to do with new items right after they are stored. */
export type CollectedItemsListener = (accountId: string, items: InboxItemRow[]) => Promise<void> | void;

/** The listeners of each running app (tests run several apps in one process). */
const listenersOf = new WeakMap<Pick<AppContext, 'database'>, CollectedItemsListener[]>();

/** Adds a listener of the items this app stores; returns how to remove it. */
export function listenToCollectedItems(
  context: Pick<AppContext, 'database'>,
  listener: CollectedItemsListener,
): () => void {
  const listeners = listenersOf.get(context) ?? [];
  listenersOf.set(context, [...listeners, listener]);
  return () =>
    listenersOf.set(
      context,
      (listenersOf.get(context) ?? []).filter((one) => one !== listener),
    );
}

/**
 * Called once per read with the items it stored for the first time (never an item again). Each
 * listener runs in turn; one that fails is logged by the caller and does not stop the others or
 * undo the storing (the items are in the inbox whatever a listener does with them).
 */
export async function onItemsCollected(
  context: Pick<AppContext, 'database'>,
  accountId: string,
  items: InboxItemRow[],
  logError: (error: unknown) => void = () => {},
): Promise<void> {
  if (items.length === 0) return;
  for (const listener of listenersOf.get(context) ?? []) {
    try {
      await listener(accountId, items);
    } catch (error) {
      logError(error);
    }
  }
}
