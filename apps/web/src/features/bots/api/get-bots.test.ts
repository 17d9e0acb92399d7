import { describe, expect, it } from 'vitest';
import { buildBot } from '../test-fixtures.ts';
import { afterRunMs, nextReadIn } from './get-bots.ts';

const now = Date.parse('2026-11-28T10:00:00Z');
const dueIn = (ms: number) => buildBot({ nextRunAt: new Date(now + ms).toISOString() });

describe('nextReadIn', () => {
  it('reads the list again once the next bot’s run has had time to post', () => {
    expect(nextReadIn([dueIn(120_000), dueIn(60_000)], now)).toBe(60_000 + afterRunMs);
  });

  it('does not read again while no bot has a run ahead', () => {
    expect(nextReadIn([buildBot({ nextRunAt: null })], now)).toBe(false);
    expect(nextReadIn(undefined, now)).toBe(false);
  });

  it('reads every 30 s while a run is overdue, and at least once an hour', () => {
    expect(nextReadIn([dueIn(-120_000)], now)).toBe(30_000);
    expect(nextReadIn([dueIn(5 * 3_600_000)], now)).toBe(3_600_000);
  });
});
