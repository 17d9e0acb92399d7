import type { PageSlot, PageSlots } from '@pagewise/shared/planner';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { queryPrepared } from '../../platform/statements.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { assertWithinPlan } from '../plans/over-limit.ts';
import { pageSlots } from './schema.ts';

const bySlotOrder = [asc(pageSlots.weekday), asc(pageSlots.time)];

/** A page's recurring empty slots, Monday first. */
export async function listPageSlots(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  pageId: string,
): Promise<PageSlots> {
  const page = await findPage(context, auth, pageId, 'read');
  const rows = await context.database.db
    .select({ weekday: pageSlots.weekday, time: pageSlots.time })
    .from(pageSlots)
    .where(eq(pageSlots.pageId, page.id))
    .orderBy(...bySlotOrder);
  return { pageId: page.id, slots: rows };
}

/** Replaces every slot of a page (the dialog saves the whole week); a slot given twice is kept once. */
export async function savePageSlots(
  context: Pick<AppContext, 'database'>,
  auth: Auth,
  pageId: string,
  slots: PageSlot[],
): Promise<PageSlots> {
  const page = await findPage(context, auth, pageId, 'edit');
  // A page its account's plan leaves over its number is read-only (plans/over-limit.ts).
  await assertWithinPlan(context.database.db, auth.user.accountId, 'pages', [page.id]);
  const unique = [...new Map(slots.map((slot) => [`${slot.weekday} ${slot.time}`, slot])).values()].sort(
    (a, b) => a.weekday - b.weekday || a.time.localeCompare(b.time),
  );
  await context.database.db.transaction(async (tx) => {
    await tx.delete(pageSlots).where(eq(pageSlots.pageId, page.id));
    if (unique.length > 0) {
      await tx
        .insert(pageSlots)
        .values(unique.map((slot) => ({ accountId: page.accountId, pageId: page.id, ...slot })));
    }
  });
  return { pageId: page.id, slots: unique.map(({ weekday, time }) => ({ weekday, time })) };
}

/**
 * The slots of several pages of one account (the planner's pages), in one query; only pages that
 * have slots are listed. `pageIds` null: every page of the account.
 */
export async function slotsOfPages(
  context: Pick<AppContext, 'database'>,
  accountId: string,
  pageIds: string[] | null,
): Promise<PageSlots[]> {
  const valid = pageIds === null ? null : pageIds.filter(isUuid);
  if (valid?.length === 0) return [];
  // Read on every planner request: a prepared statement, one array parameter whatever the pages.
  // Through the account's pages, so the page index answers rather than a scan of every slot.
  const rows = await queryPrepared<{ pageId: string; weekday: number; time: string }>(
    context.database,
    'slots_of_pages',
    `select s.page_id as "pageId", s.weekday, s.time from page_slots s
     where s.account_id = $1 and s.page_id in (
       select g.id from pages g where g.account_id = $1 and ($2::uuid[] is null or g.id = any($2::uuid[]))
     )
     order by s.page_id, s.weekday, s.time`,
    [accountId, valid],
  );
  const byPage = new Map<string, PageSlot[]>();
  for (const { pageId, weekday, time } of rows) {
    const list = byPage.get(pageId) ?? [];
    list.push({ weekday, time });
    byPage.set(pageId, list);
  }
  return [...byPage].map(([pageId, slots]) => ({ pageId, slots }));
}
