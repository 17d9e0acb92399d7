import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { JobDefinition } from './queue.ts';

const slowJob: JobDefinition<{ n: number }> = { name: 'test-slow', payload: z.object({ n: z.number() }) };

function config(dataDir: string) {
  return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: join(dataDir, 'none') });
}

describe('queue', () => {
  it('lets an active job finish on a graceful stop, and keeps queued jobs for the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'queue-'));
    const first = await createApp(config(dataDir));
    const handled: number[] = [];
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await first.context.queue.work(slowJob, async ({ n }) => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      handled.push(n);
    });
    await first.context.queue.send(slowJob, { n: 1 });
    await running;
    await first.context.queue.send(slowJob, { n: 2 }, { startAfter: new Date(Date.now() + 3000) });
    await first.close();
    expect(handled).toEqual([1]);

    const second = await createApp(config(dataDir));
    try {
      const done = new Promise<void>((resolve) => {
        void second.context.queue.work(slowJob, async ({ n }) => {
          handled.push(n);
          resolve();
        });
      });
      await done;
      expect(handled).toEqual([1, 2]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('validates a payload before it is queued', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'queue-'));
    const app = await createApp(config(dataDir), { embeddedPath: 'memory://' });
    try {
      await expect(
        app.context.queue.send(slowJob, { n: 'one' } as unknown as { n: number }),
      ).rejects.toThrow();
    } finally {
      await app.close();
    }
  });
});
