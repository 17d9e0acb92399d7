import type { AppContext } from '../../platform/context.ts';

/** Registers the bot engine's jobs on this worker; returns how to stop its timers. */
export async function startBots(_context: AppContext): Promise<() => void> {
  return () => {};
}
