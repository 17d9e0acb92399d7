import type { BotSettings } from '@pagewise/shared/bots';
import { isNetworkKind } from '@pagewise/shared/networks/kinds';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { PageRow } from '../pages/schema.ts';
import { ensureCatalogueSources } from '../sources/ensure-catalogue-sources.ts';
import { customSourcesOf, hasCustomSources } from '../sources/read-items.ts';
import { catalogueEntriesOf, suggestedSourcesOf } from './bot-catalogue.ts';

const invalid = (fields: Record<string, string>, message: string) =>
  new AppError('invalid_data', { message, fields });

/**
 * The checks of a bot only the server can make (the shape and spec §5's rules ran at the edge):
 * a custom bot needs custom sources to exist (spec §8 "add some in My sources first"); the chosen
 * sources must be the account's custom sources, or suggested sources the catalogue knows; a
 * Pinterest page needs a board; story sharing needs a network with stories, reposting one that
 * reposts. Returns the source rows to link (suggested ones are made, so the poller starts reading
 * them) and the board to keep.
 */
export async function checkBotSettings(
  db: Database,
  accountId: string,
  page: Pick<PageRow, 'kind' | 'connectionMode'>,
  input: BotSettings,
  now: Date,
): Promise<{ sourceRowIds: string[]; pinterestBoard: string | null }> {
  const kind = isNetworkKind(page.kind) ? page.kind : null;
  const fields: Record<string, string> = {};
  const board = input.pinterestBoard?.trim() || null;
  if (kind === 'pinterest' && !board) fields.pinterestBoard = 'validation.required';
  if (input.shareAsStory && !(kind && networkRules[kind].features.stories))
    fields.shareAsStory = 'validation.invalid';
  // A concierge page is published by hand: nothing reposts there afterwards.
  const reposts = kind && page.connectionMode !== 'concierge' && networkRules[kind].features.repost;
  if (input.repostAfterPosting && !reposts) fields.repostAfterPosting = 'validation.invalid';
  if (Object.keys(fields).length > 0) throw invalid(fields, 'The bot does not fit its page');
  const pinterestBoard = kind === 'pinterest' ? board : null;

  if (input.type === 'none') return { sourceRowIds: [], pinterestBoard };
  if (input.type === 'custom') {
    if (!(await hasCustomSources(db, accountId)))
      throw new AppError('bot_no_custom_sources', {
        message: 'Add custom sources in My sources before scheduling a bot',
      });
    if (input.autoSources) return { sourceRowIds: [], pinterestBoard };
    const wanted = [...new Set(input.sourceIds)];
    const found = await customSourcesOf(db, accountId, wanted);
    if (found.length !== wanted.length)
      throw invalid(
        { sourceIds: 'validation.invalid' },
        'Some sources are not custom sources of this account',
      );
    return { sourceRowIds: found.map((source) => source.id), pinterestBoard };
  }
  // Suggested: auto mode reads every source of the topic; their rows are made now so the poller
  // has items ready for the first run.
  if (input.autoSources) {
    const all = suggestedSourcesOf(input);
    if (all.length === 0)
      throw invalid({ topic: 'validation.invalid' }, 'No suggested source for this topic');
    await ensureCatalogueSources(db, all, now);
    return { sourceRowIds: [], pinterestBoard };
  }
  const { found, unknown } = catalogueEntriesOf([...new Set(input.sourceIds)]);
  if (unknown.length > 0)
    throw invalid({ sourceIds: 'validation.invalid' }, 'Some suggested sources are not in the catalogue');
  const rows = await ensureCatalogueSources(db, found, now);
  return { sourceRowIds: found.flatMap((entry) => rows.get(entry.key) ?? []), pinterestBoard };
}
