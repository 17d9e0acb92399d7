import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queue } from '../../platform/queue.ts';
import { sweepBotsJob } from './bot-jobs.ts';
import { startBots } from './start-bots.ts';

/** The engine's registrations on a queue that only records what it is sent and scheduled. */
async function startOn(env: Record<string, string>) {
  const sent: string[] = [];
  const scheduled: string[] = [];
  const queue = {
    work: async () => {},
    schedule: async (job: { name: string }) => {
      scheduled.push(job.name);
    },
    send: async (job: { name: string }) => {
      sent.push(job.name);
      return null;
    },
  } as unknown as Queue;
  const context = { config: loadConfig(env), queue, logger: { error: () => {} } } as unknown as AppContext;
  const stop = await startBots(context);
  return { sent, scheduled, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the bot engine’s sweeps', () => {
  it('sweeps on its minute schedule alone unless BOTS_SWEEP_SECONDS says sooner', async () => {
    vi.useFakeTimers();
    const byMinute = await startOn({});
    expect(byMinute.scheduled).toContain(sweepBotsJob.name);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(byMinute.sent).toEqual([]);
    byMinute.stop();

    const sooner = await startOn({ BOTS_SWEEP_SECONDS: '2' });
    expect(sooner.scheduled).toContain(sweepBotsJob.name);
    await vi.advanceTimersByTimeAsync(6_500);
    expect(sooner.sent).toEqual([sweepBotsJob.name, sweepBotsJob.name, sweepBotsJob.name]);
    sooner.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sooner.sent).toHaveLength(3);
  });
});
