import type { ConnectedPage, InboxItem, NetworkAdapter } from '../adapter.ts';

/** Tests: every stream of an adapter's inbox read once from `cursor`, items in stream order. */
export async function readStreams(
  adapter: NetworkAdapter,
  page: ConnectedPage,
  cursor: string | null,
): Promise<InboxItem[]> {
  const items: InboxItem[] = [];
  for (const stream of adapter.inboxStreams ?? []) {
    const batch = await adapter.readInbox?.(page, { stream, cursor });
    items.push(...(batch?.items ?? []));
  }
  return items;
}
