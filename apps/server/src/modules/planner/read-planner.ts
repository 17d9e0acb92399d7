import { can } from '@pagewise/shared/permissions';
import { type PlannerQuery, type PlannerResponse, plannerMaxRangeDays } from '@pagewise/shared/planner';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Auth } from '../auth/sessions.ts';
import { listGroups } from '../groups/groups.ts';
import { authorize, reachesPage } from '../users/access.ts';
import { botPreviewItems, withPreviewsByDay } from './bot-previews.ts';
import { listPlannerDays } from './list-planner-days.ts';
import { listPlannerItems } from './list-planner-items.ts';
import { slotsOfPages } from './page-slots.ts';
import type { PlannerRange, PlannerScope } from './planner-events.ts';

/** A range the planner serves: forwards, and no longer than a six-week month view allows. */
export function plannerRange(query: Pick<PlannerQuery, 'from' | 'to'>): PlannerRange {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to <= from || to.getTime() - from.getTime() > plannerMaxRangeDays * 86_400_000) {
    throw new AppError('invalid_data', {
      fields: { to: 'validation.invalid' },
      details: {
        issues: [{ field: 'to', key: 'validation.invalid', params: { maxDays: plannerMaxRangeDays } }],
      },
    });
  }
  return { from, to };
}

/**
 * The pages the planner shows: those the caller reaches (null: every page of the account),
 * narrowed by the chosen pages (ids of pages not reached are ignored) and by a group.
 */
async function plannerPages(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  query: Pick<PlannerQuery, 'pageIds' | 'groupId'>,
): Promise<{ pageIds: string[] | null; narrowed: boolean }> {
  let pageIds: string[] | null = auth.pages.allPages ? null : [...auth.pages.pageIds];
  const narrow = (chosen: string[]) => {
    const wanted = chosen.filter((id) => reachesPage(auth, id));
    pageIds = pageIds === null ? wanted : pageIds.filter((id) => wanted.includes(id));
  };
  const chosen = (query.pageIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  // An empty list (`pageIds=`) chooses nothing: every page in reach is shown.
  if (chosen.length > 0) narrow(chosen);
  if (query.groupId !== undefined) {
    // The groups service shows only the caller's account's groups: any other is not found.
    const group = (await listGroups(context, auth)).find((item) => item.id === query.groupId);
    if (!group) throw new AppError('not_found', { message: 'Group not found' });
    narrow(group.pageIds);
  }
  return { pageIds, narrowed: chosen.length > 0 || query.groupId !== undefined };
}

/**
 * `GET /api/planner`: the events of the range on the caller's pages (and their own drafts with no
 * page yet, unless they chose pages or a group), with the pages' empty slots. What the caller may
 * drag follows posts/reschedule-post.ts: a draft needs `edit` (it stays a draft), a scheduled
 * publication needs `publish`. With `perDay` (the month view) only each day's first events come,
 * with the count of the rest per day (`more`) and the left-out events that fill a slot (`filled`).
 * The bots' next posts come as `preview` events.
 */
export async function readPlanner(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  query: PlannerQuery,
): Promise<PlannerResponse> {
  authorize(auth, 'read');
  const range = plannerRange(query);
  const { pageIds, narrowed } = await plannerPages(context, auth, query);
  const scope: PlannerScope = {
    accountId: auth.user.accountId,
    pageIds,
    authorId: narrowed ? null : auth.user.id,
    may: { moveDrafts: can(auth.user.role, 'edit'), reschedule: can(auth.user.role, 'publish') },
  };
  if (query.perDay === undefined) {
    const [items, slots, previews] = await Promise.all([
      listPlannerItems(context, scope, range),
      slotsOfPages(context, auth.user.accountId, pageIds),
      botPreviewItems(context, auth, range, pageIds),
    ]);
    return { items: [...items, ...previews], slots };
  }
  // The slots first: the statement names the left-out events that sit on one.
  const slots = await slotsOfPages(context, auth.user.accountId, pageIds);
  const timeZone = query.timeZone ?? 'UTC';
  const [month, previews] = await Promise.all([
    listPlannerDays(context, scope, range, { perDay: query.perDay, timeZone, slots }),
    botPreviewItems(context, auth, range, pageIds),
  ]);
  return { ...month, ...withPreviewsByDay(month, previews, { perDay: query.perDay, timeZone }), slots };
}
