import type { PageSlot, PageSlots } from '@pagewise/shared/planner';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';
import { findPage } from '../pages/find-page.ts';
import { pages } from '../pages/schema.ts';
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
  const rows = await context.database.db
    .select({ pageId: pageSlots.pageId, weekday: pageSlots.weekday, time: pageSlots.time })
    .from(pageSlots)
    .where(
      and(
        eq(pageSlots.accountId, accountId),
        // Through the account's pages, so the page index answers rather than a scan of every slot.
        inArray(
          pageSlots.pageId,
          valid ??
            context.database.db.select({ id: pages.id }).from(pages).where(eq(pages.accountId, accountId)),
        ),
      ),
    )
    .orderBy(asc(pageSlots.pageId), ...bySlotOrder);
  const byPage = new Map<string, PageSlot[]>();
  for (const { pageId, weekday, time } of rows) {
    const list = byPage.get(pageId) ?? [];
    list.push({ weekday, time });
    byPage.set(pageId, list);
  }
  return [...byPage].map(([pageId, slots]) => ({ pageId, slots }));
}
