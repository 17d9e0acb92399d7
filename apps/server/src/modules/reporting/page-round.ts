import { isNetworkError } from '@pagewise/networks/network-error';
import type { AppContext } from '../../platform/context.ts';
import { markPageForReconnection } from '../pages/mark-for-reconnection.ts';
import type { PageRow } from '../pages/schema.ts';

/**
 * A round over pages: `read` each one (the number of rows it stored, or null when its network gives
 * nothing to read). A page whose read fails keeps what it had and is tried at the next round; a
 * token the network refuses marks the page for reconnection.
 */
export async function roundOverPages<T>(
  context: AppContext,
  work: { page: PageRow; due: T }[],
  what: string,
  read: (page: PageRow, due: T) => Promise<number | null>,
): Promise<{ pages: number; stored: number; failedPages: number }> {
  const outcome = { pages: 0, stored: 0, failedPages: 0 };
  for (const { page, due } of work) {
    try {
      const stored = await read(page, due);
      if (stored === null) continue;
      outcome.pages += 1;
      outcome.stored += stored;
    } catch (error) {
      outcome.failedPages += 1;
      if (isNetworkError(error, 'reconnect')) await markPageForReconnection(context, page.id);
      context.logger.warn({ err: error, pageId: page.id }, `${what} not read`);
    }
  }
  return outcome;
}
