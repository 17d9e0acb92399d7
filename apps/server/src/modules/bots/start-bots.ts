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
  return () => {};
}
