import type { BotStatus, botDisabledReasons } from '@pagewise/shared/bots';
import type { PageStatus } from '@pagewise/shared/pages';
import { effectiveStatus } from '../pages/page-status.ts';

type DisabledReason = (typeof botDisabledReasons)[number];

export type BotStatusFacts = {
  enabled: boolean;
  disabledReason: DisabledReason | null;
  /** A bot with sources to read and none left: they were all deleted (see `sourcesDeleted`). */
  sourcesDeleted: boolean;
  page: { status: PageStatus; expiresAt: Date | null; connectionMode: string };
};

/**
 * A bot's status as the user sees it (spec §4), derived from the bot and its page: a bot the user
 * switched off, or one the product disabled (its sources deleted, its page disabled, the concierge
 * to reconnect) is disabled; otherwise it follows its page's token.
 */
export function botStatus(
  facts: BotStatusFacts,
  now: Date,
): { status: BotStatus; disabledReason: DisabledReason | null } {
  if (facts.disabledReason) return { status: 'disabled', disabledReason: facts.disabledReason };
  if (facts.sourcesDeleted) return { status: 'disabled', disabledReason: 'source_deleted' };
  const page = effectiveStatus(facts.page.status, facts.page.expiresAt, now);
  if (page === 'disabled') return { status: 'disabled', disabledReason: 'page_expired' };
  if (page === 'reconnection_needed' && facts.page.connectionMode === 'concierge')
    return { status: 'disabled', disabledReason: 'concierge_reconnect' };
  if (!facts.enabled) return { status: 'disabled', disabledReason: null };
  if (page === 'expired') return { status: 'expired', disabledReason: null };
  if (page === 'reconnection_needed') return { status: 'reconnection_needed', disabledReason: null };
  if (page === 'near_expiration') return { status: 'near_expiration', disabledReason: null };
  return { status: 'running', disabledReason: null };
}

/**
 * Whether a bot that reads sources has none left: its chosen sources (manual mode), or in auto
 * mode every custom source of its account, were deleted. A suggested bot in auto mode reads the
 * catalogue, which is never empty; a bot of type none reads nothing.
 */
export const sourcesDeleted = (bot: { type: string }, sourcesLeft: number) =>
  bot.type !== 'none' && sourcesLeft === 0;

/** Statuses in which a bot posts: its page can still publish. */
export const botPosts = (status: BotStatus) => status === 'running' || status === 'near_expiration';
