import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { authorize } from '../users/access.ts';
import { findPage } from './find-page.ts';
import { codeChallenge } from './pkce.ts';
import { oauthStates } from './schema.ts';

/** An OAuth round trip must come back within this time. */
const stateLifetimeMs = 15 * 60_000;

export function oauthRedirectUri(context: Pick<AppContext, 'config'>, kind: NetworkKind): string {
  return `${context.config.publicUrl}/api/oauth/${kind}/callback`;
}

/** Starts connecting (or, with a page, reconnecting) through the network's OAuth consent screen. */
export async function startOAuth(
  context: AppContext,
  auth: Auth,
  kind: NetworkKind,
  pageId: string | undefined,
): Promise<{ authorizationUrl: string }> {
  const page = pageId ? await findPage(context, auth, pageId, 'connect_pages') : undefined;
  if (!page) authorize(auth, 'connect_pages');
  // Reconnecting a page its account's plan leaves over its number: refused, it is read-only.
  else await assertWithinPlan(context.database.db, auth.user.accountId, 'pages', [page.id]);
  const adapter = await context.networks.adapter(kind);
  if (!adapter.authorizationUrl)
    throw new AppError('invalid_data', { message: `${kind} is connected with a form` });
  if (page && page.kind !== kind)
    throw new AppError('invalid_data', { fields: { pageId: 'validation.invalid' } });
  const state = newToken();
  const verifier = newToken();
  await context.database.db.insert(oauthStates).values({
    stateHash: hashToken(state),
    accountId: auth.user.accountId,
    userId: auth.user.id,
    kind,
    sealedVerifier: context.secrets.seal(verifier),
    pageId: page?.id ?? null,
    expiresAt: new Date(context.now().getTime() + stateLifetimeMs),
  });
  return {
    authorizationUrl: adapter.authorizationUrl({
      state,
      codeChallenge: codeChallenge(verifier),
      redirectUri: oauthRedirectUri(context, kind),
    }),
  };
}
