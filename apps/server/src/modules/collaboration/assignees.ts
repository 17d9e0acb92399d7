import type { Assignee, AssignPostRequest } from '@pagewise/shared/collaboration';
import { can, mayBeLimitedToPages } from '@pagewise/shared/permissions';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPostToChange } from '../posts/find-post.ts';
import { postTargets } from '../posts/schema.ts';
import { loadPageScope } from '../users/access.ts';
import { users } from '../users/schema.ts';
import { validatorPages, validators } from './validator-schema.ts';

type Candidate = NonNullable<AssignPostRequest['assignee']>;

/**
 * Whether someone may take a post for validation: a team member whose role may validate and who
 * reaches each of its pages, or an external validator of the account whose link is live and whose
 * shared pages hold each of them (and at least one, or the post would not show in their planner).
 */
export async function mayTakePost(
  db: Database,
  accountId: string,
  candidate: Candidate,
  pageIds: string[],
): Promise<boolean> {
  if (!isUuid(candidate.id)) return false;
  if (candidate.kind === 'user') {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, candidate.id), eq(users.accountId, accountId)))
      .limit(1);
    if (!user || !can(user.role, 'validate')) return false;
    if (!mayBeLimitedToPages(user.role) || user.allPages) return true;
    const scope = await loadPageScope(db, user);
    return scope.allPages || pageIds.every((pageId) => scope.pageIds.has(pageId));
  }
  const [validator] = await db
    .select({ id: validators.id })
    .from(validators)
    .where(
      and(
        eq(validators.id, candidate.id),
        eq(validators.accountId, accountId),
        isNotNull(validators.sealedToken),
      ),
    )
    .limit(1);
  if (!validator || pageIds.length === 0) return false;
  const shared = await db
    .select({ pageId: validatorPages.pageId })
    .from(validatorPages)
    .where(eq(validatorPages.validatorId, validator.id));
  const sharedIds = new Set(shared.map((row) => row.pageId));
  return pageIds.every((pageId) => sharedIds.has(pageId));
}

/**
 * `GET /api/posts/:id/assignees`: who may take this post for validation, for anyone who may hand
 * it over (`edit`), so that editors and writers pick without seeing the whole user management.
 */
export async function listAssignees(context: AppContext, auth: Auth, postId: string): Promise<Assignee[]> {
  const post = await findPostToChange(context, auth, postId, 'edit');
  const db = context.database.db;
  const accountId = auth.user.accountId;
  const [targets, people, externals] = await Promise.all([
    db.select({ pageId: postTargets.pageId }).from(postTargets).where(eq(postTargets.postId, post.id)),
    db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
      .from(users)
      .where(eq(users.accountId, accountId))
      .orderBy(asc(users.firstname), asc(users.lastname)),
    db
      .select({ id: validators.id, firstname: validators.firstname, lastname: validators.lastname })
      .from(validators)
      .where(and(eq(validators.accountId, accountId), isNotNull(validators.sealedToken)))
      .orderBy(asc(validators.firstname), asc(validators.lastname)),
  ]);
  const pageIds = [...new Set(targets.map((target) => target.pageId))];
  const candidates: Assignee[] = [
    ...people.map((person) => ({
      kind: 'user' as const,
      id: person.id,
      name: `${person.firstname} ${person.lastname}`.trim(),
    })),
    ...externals.map((person) => ({
      kind: 'validator' as const,
      id: person.id,
      name: `${person.firstname} ${person.lastname}`.trim(),
    })),
  ];
  const allowed = await Promise.all(
    candidates.map((candidate) => mayTakePost(db, accountId, candidate, pageIds)),
  );
  return candidates.filter((_, index) => allowed[index]);
}
