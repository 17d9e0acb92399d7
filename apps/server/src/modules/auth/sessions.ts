import { sessionLifetimeDays, supervisorSessionLifetimeHours } from '@pagewise/shared/auth';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { loadPageScope, type PageScope } from '../users/access.ts';
import { type UserRow, users } from '../users/schema.ts';
import { sessions } from './schema.ts';
import { cachedSession, forgetCachedSessions, sessionGeneration, storeSession } from './session-cache.ts';

export type SessionKind = 'user' | 'supervisor';
/** Who is calling: the user, the pages they reach and the session. Every service takes this. */
export type Auth = { user: UserRow; pages: PageScope; session: { id: string; kind: SessionKind } };

const lifetimeMs: Record<SessionKind, number> = {
  user: sessionLifetimeDays * 24 * 3600_000,
  supervisor: supervisorSessionLifetimeHours * 3600_000,
};

export async function createSession(
  context: Pick<AppContext, 'database' | 'now'>,
  input: { userId: string; kind: SessionKind; userAgent?: string | undefined },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(context.now().getTime() + lifetimeMs[input.kind]);
  await context.database.db.insert(sessions).values({
    userId: input.userId,
    tokenHash: hashToken(token),
    kind: input.kind,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** A resolved session as the cache keeps it: who calls, and until when the session holds. */
type Resolved = { auth: Auth; expiresAt: Date };

/**
 * Resolves a bearer token; an unknown or revoked one is `unauthorized`, an old one
 * `session_expired`. Served from this process's cache of recent sessions when it can
 * (`session-cache.ts` says what that may hold back, and for how long).
 */
export async function authenticate(
  context: Pick<AppContext, 'database' | 'now'>,
  token: string,
): Promise<Auth> {
  const tokenHash = hashToken(token);
  const resolved = cachedSession<Resolved>(tokenHash) ?? (await resolveSession(context, tokenHash));
  if (resolved.expiresAt <= context.now()) throw new AppError('session_expired');
  return resolved.auth;
}

async function resolveSession(
  context: Pick<AppContext, 'database' | 'now'>,
  tokenHash: string,
): Promise<Resolved> {
  const startedAt = sessionGeneration();
  const [row] = await context.database.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) throw new AppError('unauthorized');
  const now = context.now();
  if (row.session.expiresAt <= now) throw new AppError('session_expired');
  // Record use at most once a minute: a write per request would cost more than it tells.
  if (now.getTime() - row.session.lastUsedAt.getTime() > 60_000) {
    await context.database.db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(eq(sessions.id, row.session.id));
  }
  const resolved: Resolved = {
    auth: Object.freeze({
      user: Object.freeze(row.user),
      pages: Object.freeze(await loadPageScope(context.database.db, row.user)),
      session: Object.freeze({ id: row.session.id, kind: row.session.kind }),
    }),
    expiresAt: row.session.expiresAt,
  };
  storeSession(tokenHash, resolved, startedAt);
  return resolved;
}

/** Whether a session still opens the product (not revoked, not expired): what a long stream re-checks. */
export async function sessionStillOpen(
  context: Pick<AppContext, 'database' | 'now'>,
  sessionId: string,
): Promise<boolean> {
  const [row] = await context.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, context.now())))
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(context: Pick<AppContext, 'database' | 'now'>, sessionId: string) {
  await context.database.db
    .update(sessions)
    .set({ revokedAt: context.now() })
    .where(eq(sessions.id, sessionId));
  forgetCachedSessions();
}

/**
 * Ends every session of a user, except the one given (the caller's own, when they stay logged in).
 * Inside a transaction: the caller calls `forgetCachedSessions` once it is committed.
 */
export async function revokeUserSessions(db: Database, now: Date, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
