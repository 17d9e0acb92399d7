import type { AppContext } from '../../platform/context.ts';
import {
  runBotJob,
  sendBotFollowUpsJob,
  sendBotFollowUpsSchedule,
  sweepBotsJob,
  sweepBotsSchedule,
} from './bot-jobs.ts';
import { sweepBots } from './claim-due-bots.ts';
import { runBot } from './run-bot.ts';
import { sendBotFollowUps } from './send-follow-ups.ts';

/** Registers the bot engine's jobs on this worker; returns how to stop its timers. */
export async function startBots(context: AppContext): Promise<() => void> {
  await context.queue.work(runBotJob, async ({ botId }) => {
    await runBot(context, botId);
  });
  await context.queue.work(sweepBotsJob, async () => {
    await sweepBots(context);
  });
  await context.queue.schedule(sweepBotsJob, sweepBotsSchedule);
  await context.queue.work(sendBotFollowUpsJob, async () => {
    await sendBotFollowUps(context);
  });
  await context.queue.schedule(sendBotFollowUpsJob, sendBotFollowUpsSchedule);
  return lookSooner(context);
}

/**
 * Between the schedule's ticks, a sweep every `botsSweepSeconds` when a test or a benchmark sets
 * fewer than 60: a bot due now runs within seconds, not at the next minute. A sweep sent twice
 * claims each due bot once (claim-due-bots.ts).
 */
function lookSooner(context: AppContext): () => void {
  const seconds = context.config.botsSweepSeconds;
  if (seconds >= 60) return () => {};
  const timer = setInterval(() => {
    context.queue
      .send(sweepBotsJob, {})
      .catch((error: unknown) => context.logger.error({ err: error }, 'bot sweep not sent'));
  }, seconds * 1000);
  return () => clearInterval(timer);
}
