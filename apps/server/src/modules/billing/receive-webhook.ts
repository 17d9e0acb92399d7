import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { handleEvent } from './handle-event.ts';
import { billingEvents } from './schema.ts';
import { billingNotConfigured, stripeOf } from './stripe-client.ts';

type Context = Pick<AppContext, 'database' | 'now' | 'queue' | 'config' | 'secrets' | 'logger'>;

/** A delivery that took an event and has not answered for this long died: another may take it. */
const claimLifetimeSeconds = 120;

export type WebhookReceipt = { received: true; duplicate: boolean };

/**
 * `POST /api/billing/webhook`: an event from Stripe, verified by its signature over the raw body
 * (a bad one is `invalid_data`, 400), stored by its id and handled once: a second delivery of a
 * handled event answers `duplicate`; one that arrives while the first is being handled is told to
 * come back (`concurrent_change`, 409: Stripe delivers it again later). Handling that fails
 * releases the event for Stripe's next delivery. Types the product does not use are stored and
 * left.
 */
export async function receiveWebhook(
  context: Context,
  rawBody: string,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  const secret = context.config.stripe?.webhookSecret;
  if (!secret) throw billingNotConfigured();
  let event: Stripe.Event;
  try {
    event = stripeOf(context).webhooks.constructEvent(rawBody, signature ?? '', secret);
  } catch (error) {
    throw new AppError('invalid_data', {
      message: 'The Stripe-Signature header does not sign this body',
      fields: { 'stripe-signature': 'validation.invalid' },
      cause: error,
    });
  }

  const db = context.database.db;
  const [claimed] = await db
    .insert(billingEvents)
    .values({
      stripeEventId: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      claimedAt: sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: billingEvents.stripeEventId });
  if (!claimed) {
    const [row] = await db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.stripeEventId, event.id))
      .limit(1);
    if (row?.handledAt) return { received: true, duplicate: true };
    const [retaken] = await db
      .update(billingEvents)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          eq(billingEvents.stripeEventId, event.id),
          isNull(billingEvents.handledAt),
          or(
            isNull(billingEvents.claimedAt),
            sql`${billingEvents.claimedAt} < now() - make_interval(secs => ${claimLifetimeSeconds})`,
          ),
        ),
      )
      .returning({ id: billingEvents.stripeEventId });
    if (!retaken) {
      throw new AppError('concurrent_change', { message: 'This event is being handled by another delivery' });
    }
  }

  let accountId: string | null;
  try {
    accountId = await handleEvent(context, event);
  } catch (error) {
    await db.update(billingEvents).set({ claimedAt: null }).where(eq(billingEvents.stripeEventId, event.id));
    throw error;
  }
  await db
    .update(billingEvents)
    .set({ handledAt: sql`now()`, accountId })
    .where(eq(billingEvents.stripeEventId, event.id));
  return { received: true, duplicate: false };
}
