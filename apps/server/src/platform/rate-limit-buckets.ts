import type { Rate } from './rate-limit-rules.ts';

type Bucket = { tokens: number; capacity: number; perMs: number; updatedAt: number };

/**
 * Token buckets in this process's memory: each key holds up to `count` requests and earns them
 * back at `count` per period. A bucket full again holds nothing a new one would not, so `sweep`
 * forgets it; memory follows the clients of the last minutes, not every client ever seen.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * Spends one request from every budget named, or from none: 0 when admitted, otherwise the
   * whole seconds until the emptiest of them has one again, and which one that is.
   */
  take(budgets: { key: string; rate: Rate }[], now: number): { waitSeconds: number; refusedBy?: number } {
    const held: Bucket[] = [];
    let waitMs = 0;
    let refusedBy: number | undefined;
    budgets.forEach(({ key, rate }, index) => {
      const bucket = this.refill(key, rate, now);
      held.push(bucket);
      if (bucket.tokens < 1) {
        const wait = (1 - bucket.tokens) / bucket.perMs;
        if (wait > waitMs) {
          waitMs = wait;
          refusedBy = index;
        }
      }
    });
    if (refusedBy !== undefined) return { waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)), refusedBy };
    for (const bucket of held) bucket.tokens -= 1;
    return { waitSeconds: 0 };
  }

  /** Forgets every bucket that has earned all its requests back. */
  sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + Math.max(0, now - bucket.updatedAt) * bucket.perMs >= bucket.capacity) {
        this.buckets.delete(key);
      }
    }
  }

  get size(): number {
    return this.buckets.size;
  }

  private refill(key: string, rate: Rate, now: number): Bucket {
    const existing = this.buckets.get(key);
    if (!existing) {
      const bucket = {
        tokens: rate.count,
        capacity: rate.count,
        perMs: rate.count / (rate.periodSeconds * 1000),
        updatedAt: now,
      };
      this.buckets.set(key, bucket);
      return bucket;
    }
    // A clock set back (tests, a corrected host clock) earns nothing rather than taking back.
    const earned = Math.max(0, now - existing.updatedAt) * existing.perMs;
    existing.tokens = Math.min(existing.capacity, existing.tokens + earned);
    existing.updatedAt = Math.max(existing.updatedAt, now);
    return existing;
  }
}
