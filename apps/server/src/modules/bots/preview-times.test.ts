import { describe, expect, it } from 'vitest';
import { botStatus } from './bot-status.ts';
import { previewTimes } from './preview-times.ts';

const now = new Date('2026-03-02T20:00:00Z');
const to = new Date('2026-03-05T00:00:00Z');
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('preview times', () => {
  it('space an interval bot by its frequency and carry the daily limit to the next UTC day', () => {
    const times = previewTimes({
      frequency: '2h',
      dailyLimit: 2,
      postedToday: 0,
      start: now,
      now,
      count: 4,
      to,
      timeZone: 'UTC',
    });
    expect(iso(times)).toEqual([
      '2026-03-02T20:00:00.000Z',
      '2026-03-02T22:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
      '2026-03-03T02:00:00.000Z',
    ]);
  });

  it("count today's posts, post an instant bot's items at once, and give a manual bot none", () => {
    const times = previewTimes({
      frequency: 'instant',
      dailyLimit: 3,
      postedToday: 2,
      start: now,
      now,
      count: 3,
      to,
      timeZone: 'UTC',
    });
    expect(iso(times)).toEqual([
      '2026-03-02T20:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
      '2026-03-03T00:00:00.000Z',
    ]);
    expect(
      previewTimes({
        frequency: 'manual',
        dailyLimit: null,
        postedToday: 0,
        start: now,
        now,
        count: 3,
        to,
        timeZone: 'UTC',
      }),
    ).toEqual([]);
    expect(
      previewTimes({
        frequency: '24h',
        dailyLimit: null,
        postedToday: 0,
        start: now,
        now,
        count: 9,
        to,
        timeZone: 'UTC',
      }),
    ).toHaveLength(3);
  });

  it("carry the daily limit to the account's next day, 23 or 25 hours long on a daylight-saving change", () => {
    const paris = (start: string, count: number) =>
      iso(
        previewTimes({
          frequency: '6h',
          dailyLimit: 2,
          postedToday: 0,
          start: new Date(start),
          now: new Date(start),
          count,
          to: new Date('2026-11-01T00:00:00Z'),
          timeZone: 'Europe/Paris',
        }),
      );
    // 25 October 2026 in Paris: from 22:00 UTC on the 24th to 23:00 UTC on the 25th (25 hours).
    expect(paris('2026-10-24T22:00:00Z', 3)).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T04:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    // 29 March 2026: from 23:00 UTC on the 28th to 22:00 UTC on the 29th (23 hours).
    expect(paris('2026-03-28T23:00:00Z', 3)).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T05:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
  });
});

describe('bot status', () => {
  const page = { status: 'running' as const, expiresAt: null, connectionMode: 'api' };
  const running = { enabled: true, disabledReason: null, sourcesDeleted: false, page };
  it('follows the page, the toggle and the sources', () => {
    expect(botStatus(running, now)).toEqual({ status: 'running', disabledReason: null });
    expect(botStatus({ ...running, enabled: false }, now).status).toBe('disabled');
    expect(botStatus({ ...running, sourcesDeleted: true }, now)).toEqual({
      status: 'disabled',
      disabledReason: 'source_deleted',
    });
    expect(
      botStatus({ ...running, page: { ...page, expiresAt: new Date('2026-03-01T00:00:00Z') } }, now).status,
    ).toBe('expired');
    expect(
      botStatus({ ...running, page: { ...page, expiresAt: new Date('2026-03-04T00:00:00Z') } }, now).status,
    ).toBe('near_expiration');
    expect(botStatus({ ...running, page: { ...page, status: 'reconnection_needed' } }, now).status).toBe(
      'reconnection_needed',
    );
    expect(
      botStatus(
        { ...running, page: { ...page, status: 'reconnection_needed', connectionMode: 'concierge' } },
        now,
      ),
    ).toEqual({ status: 'disabled', disabledReason: 'concierge_reconnect' });
    expect(botStatus({ ...running, page: { ...page, status: 'disabled' } }, now).disabledReason).toBe(
      'page_expired',
    );
  });
});
