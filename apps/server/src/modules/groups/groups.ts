import type { Group } from '@pagewise/shared/pages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { lockPageSet } from '../pages/page-locks.ts';
import { authorizeOnPages } from '../pages/page-reach.ts';
import { requireReachablePages } from '../pages/reachable-pages.ts';
import { pageGroupMembers, pageGroups } from '../pages/schema.ts';
import { authorize, pageScopeCondition } from '../users/access.ts';

type GroupInput = { name: string; pageIds: string[] };

/**
 * The account's groups as the caller sees them: a group shows only the pages the caller reaches,
 * and a group with none of them is not shown at all.
 */
export async function listGroups(context: Pick<AppContext, 'database'>, auth: Auth): Promise<Group[]> {
  authorize(auth, 'read');
  const db = context.database.db;
  const groups = await db
    .select()
    .from(pageGroups)
    .where(eq(pageGroups.accountId, auth.user.accountId))
    .orderBy(asc(pageGroups.name));
  if (groups.length === 0) return [];
  const members = await db
    .select()
    .from(pageGroupMembers)
    .where(
      and(
        inArray(
          pageGroupMembers.groupId,
          groups.map((group) => group.id),
        ),
        pageScopeCondition(auth, pageGroupMembers.pageId),
      ),
    );
  return groups.flatMap((group) => {
    const pageIds = members.filter((member) => member.groupId === group.id).map((member) => member.pageId);
    return pageIds.length === 0 ? [] : [{ id: group.id, name: group.name, pageIds }];
  });
}

/** Only pages of the caller's account that the caller reaches can be grouped; a group needs one (spec §3). */
const ownPageIds = (db: Database, auth: Auth, pageIds: string[]) =>
  requireReachablePages(db, auth, pageIds, 'validation.pick_a_page');

export async function createGroup(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  input: GroupInput,
): Promise<Group> {
  authorize(auth, 'connect_pages');
  return context.database.db.transaction(async (tx) => {
    await lockPageSet(tx, auth.user.accountId);
    const pageIds = await ownPageIds(tx, auth, input.pageIds);
    const [row] = await tx
      .insert(pageGroups)
      .values({ accountId: auth.user.accountId, name: input.name })
      .returning();
    if (!row) throw new Error('group insert returned nothing');
    await tx.insert(pageGroupMembers).values(pageIds.map((pageId) => ({ groupId: row.id, pageId })));
    return { id: row.id, name: row.name, pageIds };
  });
}

/** A group of the caller's account to change, with every page in it within the caller's reach. */
async function findGroupToChange(db: Database, auth: Auth, groupId: string) {
  if (!isUuid(groupId)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(pageGroups)
    .where(and(eq(pageGroups.id, groupId), eq(pageGroups.accountId, auth.user.accountId)))
    .limit(1);
  if (!row) throw new AppError('not_found', { message: 'Group not found' });
  const members = await db.select().from(pageGroupMembers).where(eq(pageGroupMembers.groupId, row.id));
  authorizeOnPages(
    auth,
    members.map((member) => member.pageId),
    'connect_pages',
  );
  return row;
}

/**
 * Group changes and page deletions of an account take turns (`lockPageSet`): the group and its
 * pages are looked up once the lock is held, so a group or a page deleted a moment before is
 * simply not found.
 */
export async function updateGroup(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  groupId: string,
  input: GroupInput,
): Promise<Group> {
  return context.database.db.transaction(async (tx) => {
    await lockPageSet(tx, auth.user.accountId);
    const group = await findGroupToChange(tx, auth, groupId);
    const pageIds = await ownPageIds(tx, auth, input.pageIds);
    await tx.update(pageGroups).set({ name: input.name }).where(eq(pageGroups.id, group.id));
    await tx.delete(pageGroupMembers).where(eq(pageGroupMembers.groupId, group.id));
    await tx.insert(pageGroupMembers).values(pageIds.map((pageId) => ({ groupId: group.id, pageId })));
    return { id: group.id, name: input.name, pageIds };
  });
}

export async function deleteGroup(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  groupId: string,
): Promise<void> {
  await context.database.db.transaction(async (tx) => {
    await lockPageSet(tx, auth.user.accountId);
    const group = await findGroupToChange(tx, auth, groupId);
    await tx.delete(pageGroups).where(eq(pageGroups.id, group.id));
  });
}
