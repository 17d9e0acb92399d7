import { catalogRoutes, seedCatalog } from './catalog.ts';
import { checkoutRoutes } from './checkout.ts';
import { customerRoutes } from './customers.ts';
import { eventRoutes } from './events.ts';
import { invoiceRoutes } from './invoices.ts';
import { paymentMethodRoutes } from './payment-methods.ts';
import { advanceTime, type RetrySettings } from './renewals.ts';
import { type Call, type Failure, FakeServer } from './server.ts';
import { Store } from './store.ts';
import { subscriptionUpdateRoute } from './subscription-update.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import type { StripeEvent } from './types.ts';
import { type Delivery, type ReleaseOptions, WebhookSender } from './webhooks.ts';

/** The API version of the `stripe` SDK the product uses (23.1.0); events carry it. */
export const fakeApiVersion = '2026-10-28.endive';

export type StripeFakeOptions = {
  /** `whsec_…`: the secret webhooks are signed with. */
  webhookSecret: string;
  /** Where events are POSTed; settable later with `setWebhookUrl`. Without one, events are only listed. */
  webhookUrl?: string;
  /** 0 (the default) picks a free port; the URL is then known once started. */
  port?: number;
  host?: string;
  /** The one API key accepted; any `sk_test_…` key when unset. */
  secretKey?: string;
  /** The business named on the hosted pages. */
  merchantName?: string;
  apiVersion?: string;
  /** Delays before each retry of a failed delivery (default 100 ms, 500 ms, 2 s). */
  webhookRetryDelaysMs?: number[];
  webhookTimeoutMs?: number;
  /** Smart Retries of unpaid renewals (default: 3, 5 and 7 days after, then cancel). */
  retries?: Partial<RetrySettings>;
};

/** A local Stripe: the API's endpoints the product uses, the hosted Checkout page, and signed webhooks. */
export class StripeFake {
  readonly store: Store;
  private readonly server: FakeServer;
  private readonly webhooks: WebhookSender;
  private readonly retrySettings: RetrySettings;
  private readonly host: string;
  private port: number;

  constructor(options: StripeFakeOptions) {
    this.host = options.host ?? '127.0.0.1';
    this.port = options.port ?? 0;
    this.webhooks = new WebhookSender(
      options.webhookSecret,
      options.webhookRetryDelaysMs ?? [100, 500, 2000],
      options.webhookTimeoutMs ?? 10_000,
    );
    this.webhooks.url = options.webhookUrl;
    this.store = new Store(this.baseUrl(), options.apiVersion ?? fakeApiVersion, () =>
      this.webhooks.url ? 1 : 0,
    );
    this.store.onEvent = (event) => this.webhooks.receive(event);
    this.retrySettings = { retryDays: [3, 5, 7], afterRetries: 'cancel', ...options.retries };
    this.server = new FakeServer(this.store, options.secretKey);
    seedCatalog(this.store);
    customerRoutes(this.server, this.store);
    catalogRoutes(this.server, this.store);
    checkoutRoutes(this.server, this.store, options.merchantName ?? 'Pagewise');
    paymentMethodRoutes(this.server, this.store);
    subscriptionRoutes(this.server, this.store);
    subscriptionUpdateRoute(this.server, this.store);
    invoiceRoutes(this.server, this.store);
    eventRoutes(this.server, this.store);
  }

  /** `http://127.0.0.1:<port>`: the SDK's `host`/`port`/`protocol`, and the hosted pages' origin. */
  get url(): string {
    return this.baseUrl();
  }

  get calls(): Call[] {
    return this.server.calls;
  }

  get deliveries(): Delivery[] {
    return this.webhooks.deliveries;
  }

  /** Every event so far, oldest first (`GET /v1/events` answers newest first). */
  get events(): StripeEvent[] {
    return this.store.all('event').reverse();
  }

  async start(): Promise<this> {
    this.port = await this.server.listen(this.port, this.host);
    this.store.url = this.baseUrl();
    return this;
  }

  async close(): Promise<void> {
    await this.webhooks.close();
    await this.server.close();
  }

  setWebhookUrl(url: string | undefined) {
    this.webhooks.url = url;
  }

  /** Loses webhooks: the next `n` events, or the next `times` events that match. They stay in `/v1/events`. */
  dropNextEvents(what: number | ((event: StripeEvent) => boolean), times = 1) {
    this.webhooks.dropNext(what, times);
  }

  /** Keeps the events that follow from being delivered until `releaseEvents`. */
  holdEvents() {
    this.webhooks.hold();
  }

  /** Delivers the held events, as they happened or reversed, once or each twice; resolves once all were tried. */
  releaseEvents(options?: ReleaseOptions): Promise<void> {
    return this.webhooks.release(options);
  }

  /** Delivers an event again, as the Dashboard's "Resend" does. */
  resend(eventId: string): Promise<void> {
    return this.webhooks.send(this.store.get('event', eventId), 1);
  }

  /** Resolves when every event so far was tried once at the webhook endpoint. */
  deliveriesSettled(): Promise<void> {
    return this.webhooks.settled();
  }

  /** Moves the fake's clock on (renewals, retries, trial ends, reminders); resolves once their webhooks were tried. */
  advanceTime(seconds: number): Promise<void> {
    advanceTime(this.store, this.retrySettings, seconds);
    return this.webhooks.settled();
  }

  /** The next matching request fails this way (once). `path` may hold `:id`-style parts. */
  failNext(method: string, path: string | RegExp, failure: Failure) {
    this.server.failNext(method, path, failure);
  }

  /** Unix seconds on the fake's clock. */
  now(): number {
    return this.store.now();
  }

  private baseUrl(): string {
    return `http://${this.host}:${this.port}`;
  }
}
