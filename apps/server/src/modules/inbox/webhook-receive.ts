import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pages } from '../pages/schema.ts';
import { requestInboxRead } from './request-read.ts';
import type { Push } from './webhook-pushes.ts';
import { signedByOneOf } from './webhook-signature.ts';

/** The networks whose app secrets may sign each endpoint's pushes. */
export const webhookNetworks = {
  meta: ['facebook_page', 'instagram'],
  threads: ['threads'],
} as const satisfies Record<string, readonly NetworkKind[]>;
export type WebhookEndpoint = keyof typeof webhookNetworks;

/**
 * A subscription's verification (`hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`): the
 * challenge goes back only when the token is this server's.
 */
export function verifySubscription(
  context: Pick<AppContext, 'config'>,
  query: { mode?: string | undefined; token?: string | undefined; challenge?: string | undefined },
): string {
  const expected = context.config.webhookVerifyToken;
  if (!expected || query.mode !== 'subscribe' || query.token !== expected || !query.challenge) {
    throw new AppError('forbidden', { message: 'Webhook verification refused' });
  }
  return query.challenge;
}

/**
 * A push: refused (403) unless signed with one of the endpoint's app secrets (a session means
 * nothing here, so never 401); then each page it names is read by a worker, never here.
 */
export async function receivePush(
  context: Pick<AppContext, 'config' | 'database' | 'queue'>,
  endpoint: WebhookEndpoint,
  rawBody: string,
  signature: string | undefined,
  pushesOf: (body: unknown) => Push[],
): Promise<number> {
  if (!signature) throw new AppError('forbidden', { message: 'X-Hub-Signature-256 is missing' });
  const secrets = webhookNetworks[endpoint].flatMap((kind) => {
    const secret = context.config.networks[kind]?.clientSecret;
    return secret ? [secret] : [];
  });
  if (!signedByOneOf(rawBody, signature, secrets)) {
    throw new AppError('forbidden', { message: 'The push is not signed by this application' });
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new AppError('invalid_data', { fields: { body: 'validation.invalid' } });
  }
  const pushes = pushesOf(body);
  let requested = 0;
  for (const push of pushes) {
    // A network page belongs to one account (unique kind and id): the push reaches that account only.
    const found = await context.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.kind, push.kind), inArray(pages.remoteId, [push.remoteId])))
      .limit(1);
    for (const page of found) {
      await requestInboxRead(context, page.id, push.streams);
      requested += 1;
    }
  }
  return requested;
}
