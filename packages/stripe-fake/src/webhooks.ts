import { createHmac } from 'node:crypto';
import type { StripeEvent } from './types.ts';

/** One attempt to deliver an event (or its drop), for tests to read. */
export type Delivery = {
  event: string;
  type: string;
  attempt: number;
  /** The endpoint's status; `null` when it could not be reached or the event was dropped. */
  status: number | null;
  dropped?: true;
  error?: string;
};
export type ReleaseOptions = { order?: 'as-is' | 'reverse'; twice?: boolean };

/** `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 of "<t>.<body>">`, as `stripe.webhooks.constructEvent` checks it. */
export function signature(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hmac}`;
}

/**
 * Delivers events to the webhook endpoint one at a time, in the order they happened; retries a
 * failed delivery later (Stripe retries for days; the delays here are short and configurable). Tests
 * can lose events, hold them and release them reversed or twice, and send one again.
 */
export class WebhookSender {
  url: string | undefined;
  readonly deliveries: Delivery[] = [];
  private queue: Promise<void> = Promise.resolve();
  private queued = 0;
  private waiting: (() => void)[] = [];
  private readonly drops: { match: (event: StripeEvent) => boolean; left: number }[] = [];
  private held: StripeEvent[] | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;

  private readonly secret: string;
  private readonly retryDelaysMs: number[];
  private readonly timeoutMs: number;

  constructor(secret: string, retryDelaysMs: number[], timeoutMs: number) {
    this.secret = secret;
    this.retryDelaysMs = retryDelaysMs;
    this.timeoutMs = timeoutMs;
  }

  receive(event: StripeEvent) {
    const drop = this.drops.find((rule) => rule.match(event));
    if (drop) {
      drop.left -= 1;
      if (drop.left <= 0) this.drops.splice(this.drops.indexOf(drop), 1);
      this.deliveries.push({ event: event.id, type: event.type, attempt: 0, status: null, dropped: true });
      return;
    }
    if (!this.url) return;
    if (this.held) this.held.push(event);
    else void this.send(event, 1);
  }

  dropNext(what: number | ((event: StripeEvent) => boolean), times = 1) {
    if (typeof what === 'number') this.drops.push({ match: () => true, left: what });
    else this.drops.push({ match: what, left: times });
  }

  hold() {
    this.held ??= [];
  }

  release({ order = 'as-is', twice = false }: ReleaseOptions = {}): Promise<void> {
    const events = this.held ?? [];
    this.held = null;
    const ordered = order === 'reverse' ? [...events].reverse() : events;
    for (const event of twice ? [...ordered, ...ordered] : ordered) void this.send(event, 1);
    return this.settled();
  }

  /** Resolves when every queued delivery was attempted once (retries scheduled later are not awaited). */
  settled(): Promise<void> {
    if (this.queued === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  send(event: StripeEvent, attempt: number): Promise<void> {
    this.queued += 1;
    const done = this.queue.then(() => this.attempt(event, attempt));
    this.queue = done.finally(() => {
      this.queued -= 1;
      if (this.queued === 0) for (const resolve of this.waiting.splice(0)) resolve();
    });
    return this.queue;
  }

  async close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    await this.queue;
  }

  private async attempt(event: StripeEvent, attempt: number) {
    const url = this.url;
    if (!url || this.closed) return;
    const body = JSON.stringify(event, null, 2);
    const delivery: Delivery = { event: event.id, type: event.type, attempt, status: null };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature(this.secret, body),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      delivery.status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      delivery.error = String(error);
    }
    this.deliveries.push(delivery);
    const ok = delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
    const delay = this.retryDelaysMs[attempt - 1];
    if (ok || delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.send(event, attempt + 1);
    }, delay);
    this.timers.add(timer);
  }
}
