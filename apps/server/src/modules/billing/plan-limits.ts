import type { AppContext } from '../../platform/context.ts';

/**
 * The place where plans will limit what an account may add (spec §5: the free plan cannot add
 * more pages than its limit). Plans arrive with the billing issue; until then nothing is limited.
 */
export async function assertCanAddPages(
  _context: Pick<AppContext, 'database'>,
  _accountId: string,
  _adding: number,
): Promise<void> {}

/**
 * Spec §5: the free plan cannot add more bots. The place where plans will say so (billing issue);
 * until then nothing is limited.
 */
export async function assertCanAddBots(
  _context: Pick<AppContext, 'database'>,
  _accountId: string,
  _adding: number,
): Promise<void> {}

/** Spec §5: the free plan cannot edit bots. A no-op until plans exist (billing issue). */
export async function assertCanEditBots(
  _context: Pick<AppContext, 'database'>,
  _accountId: string,
): Promise<void> {}
