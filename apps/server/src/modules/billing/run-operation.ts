import type { ErrorKey } from '@pagewise/shared/errors';
import { and, eq, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type BillingOperationRow, billingOperations } from './schema.ts';
import { billingError, stripeFailureOf } from './stripe-failures.ts';

type Context = Pick<AppContext, 'database' | 'logger'>;

/** A claim older than this belongs to a process that died: its outcome is read back. */
const claimLifetimeSeconds = 120;
/** How long a caller waits for the same write under way elsewhere (the browser and the webhook). */
const waitForOtherMs = 15_000;

export type OperationKind =
  | 'create_customer'
  | 'update_customer'
  | 'open_checkout'
  | 'set_default_payment_method'
  /** A new subscription, or another price for the one the customer has. */
  | 'subscribe'
  | 'cancel_at_period_end'
  | 'update_subscription';

export type Operation<T> = {
  accountId: string;
  kind: OperationKind;
  /** The Idempotency-Key: a write that must happen once (a Checkout's completion) always has the same. */
  key: string;
  /** The write, sent with `key`. */
  send: (idempotencyKey: string) => Promise<T>;
  idOf: (value: T) => string;
  /**
   * What Stripe holds when the answer was lost: the object's id when the write happened, undefined
   * when it did not (it is then sent again, with the same key).
   */
  readBack: () => Promise<string | undefined>;
};

/** The id of the object written, and the object when this call sent the write. */
export type OperationResult<T> = { id: string; value: T | undefined };

/**
 * One write to Stripe, claimed in `billing_operations` before it is sent, with its Idempotency-Key:
 * - a new key is claimed and sent; the answer makes it `done`, a refusal `failed` (answered again
 *   to a caller with the same key), no answer `unknown`;
 * - a key already `done` answers its object's id, without any call;
 * - a key under way in another request is waited for (the browser's return and the webhook
 *   completing one Checkout);
 * - an `unknown` key (or one claimed by a process that died) is read back from Stripe first, and
 *   sent again only when Stripe has nothing, with the same key: never blindly, never with another.
 */
export async function runOperation<T>(
  context: Context,
  operation: Operation<T>,
): Promise<OperationResult<T>> {
  const db = context.database.db;
  const [claimed] = await db
    .insert(billingOperations)
    .values({ accountId: operation.accountId, kind: operation.kind, idempotencyKey: operation.key })
    .onConflictDoNothing()
    .returning();
  if (claimed) return send(context, operation, claimed);

  const deadline = Date.now() + waitForOtherMs;
  for (;;) {
    const row = await findOperation(context, operation.key);
    if (!row) throw new Error(`billing operation ${operation.key} vanished`);
    if (row.accountId !== operation.accountId) throw new AppError('not_found');
    if (row.state === 'done' && row.stripeObjectId) return { id: row.stripeObjectId, value: undefined };
    if (row.state === 'failed')
      throw billingError((row.errorKey ?? 'service_unavailable') as ErrorKey, row.declineCode);
    const reclaimed = await reclaimLost(context, row.id);
    if (reclaimed) return readBackThenSend(context, operation, reclaimed);
    if (Date.now() > deadline) {
      throw new AppError('concurrent_change', {
        message: 'The same billing change is under way in another request: try again in a moment',
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function findOperation(context: Context, key: string): Promise<BillingOperationRow | undefined> {
  const [row] = await context.database.db
    .select()
    .from(billingOperations)
    .where(eq(billingOperations.idempotencyKey, key))
    .limit(1);
  return row;
}

/**
 * Takes a lost operation (`unknown`, or claimed by a process that died) for this request only; one
 * statement, so two requests never both read it back.
 */
async function reclaimLost(context: Context, id: string): Promise<BillingOperationRow | undefined> {
  const [reclaimed] = await context.database.db
    .update(billingOperations)
    .set({ state: 'claimed', claimedAt: sql`now()` })
    .where(
      and(
        eq(billingOperations.id, id),
        or(
          eq(billingOperations.state, 'unknown'),
          and(
            eq(billingOperations.state, 'claimed'),
            sql`${billingOperations.claimedAt} < now() - make_interval(secs => ${claimLifetimeSeconds})`,
          ),
        ),
      ),
    )
    .returning();
  return reclaimed;
}

async function readBackThenSend<T>(
  context: Context,
  operation: Operation<T>,
  row: BillingOperationRow,
): Promise<OperationResult<T>> {
  let found: string | undefined;
  try {
    found = await operation.readBack();
  } catch (error) {
    await finish(context, row, { state: 'unknown' });
    throw failureOf(error);
  }
  if (found) {
    await finish(context, row, { state: 'done', stripeObjectId: found });
    return { id: found, value: undefined };
  }
  return send(context, operation, row);
}

async function send<T>(
  context: Context,
  operation: Operation<T>,
  row: BillingOperationRow,
): Promise<OperationResult<T>> {
  let value: T;
  try {
    value = await operation.send(operation.key);
  } catch (error) {
    const failure = stripeFailureOf(error);
    if (failure?.outcome === 'refused') {
      // A declined card is the payer's business; any other refusal is this server's to look at.
      if (failure.errorKey !== 'payment_failed') {
        context.logger.warn({ err: error, key: operation.key }, 'Stripe refused a write');
      }
      await finish(context, row, {
        state: 'failed',
        errorKey: failure.errorKey,
        declineCode: failure.declineCode,
      });
    } else if (error instanceof AppError && error.status < 500) {
      // Refused before anything was sent (no price for the plan, say).
      await finish(context, row, { state: 'failed', errorKey: error.key, declineCode: null });
    } else {
      // Unknown, or refused for now (`busy`): either way it may be sent again, after a read-back.
      const message =
        failure?.outcome === 'busy'
          ? 'Stripe asked to come back later'
          : 'a Stripe write has no known outcome';
      context.logger.warn({ err: error, key: operation.key }, message);
      await finish(context, row, { state: 'unknown' });
    }
    throw failureOf(error);
  }
  const id = operation.idOf(value);
  await finish(context, row, { state: 'done', stripeObjectId: id });
  return { id, value };
}

function failureOf(error: unknown): Error {
  const failure = stripeFailureOf(error);
  if (!failure) return error instanceof Error ? error : new Error(String(error));
  if (failure.outcome === 'refused') return billingError(failure.errorKey, failure.declineCode, error);
  return billingError('service_unavailable', null, error);
}

async function finish(
  context: Context,
  row: BillingOperationRow,
  outcome: Partial<Pick<BillingOperationRow, 'state' | 'stripeObjectId' | 'errorKey' | 'declineCode'>>,
): Promise<void> {
  await context.database.db
    .update(billingOperations)
    .set({ ...outcome, finishedAt: outcome.state === 'unknown' ? null : sql`now()` })
    .where(eq(billingOperations.id, row.id));
}
