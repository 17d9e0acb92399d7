import type { AppContext } from '../../platform/context.ts';

/** Registers the source polling jobs on this worker; returns how to stop its timers. */
export async function startSourcePolling(_context: AppContext): Promise<() => void> {
  return () => {};
}
