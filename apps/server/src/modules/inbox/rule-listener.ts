import type { AppContext } from '../../platform/context.ts';
import { applyBadWords, type CollectedItem } from './rule-bad-words.ts';

/**
 * The bad-words rule as the collection runs it: called with each page's newly stored items
 * (`collect-stream.ts`), once each. A failure is logged, never thrown back into the
 * collection: the items are stored already, and a rule that failed leaves them waiting, visible.
 */
export function badWordsListener(context: AppContext) {
  return async (accountId: string, items: CollectedItem[]): Promise<void> => {
    try {
      const done = await applyBadWords(context, accountId, items);
      if (done.hidden + done.flagged > 0)
        context.logger.info({ accountId, ...done }, 'bad-words rule applied');
    } catch (error) {
      context.logger.error({ err: error, accountId }, 'bad-words rule failed');
    }
  };
}
