import type { BotPreview } from '@pagewise/shared/bots';
import { type PlannerItem, type PlannerMoreOnDay, previewEventId } from '@pagewise/shared/planner';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { listBotPreviews } from '../bots/list-bot-previews.ts';
import { listPages } from '../pages/list-pages.ts';
import type { PlannerRange } from './planner-events.ts';

/**
 * The next posts the bots of the shown pages will make, as planner events of kind `preview`
 * (spec §4). `pageIds` null: every page in reach; an empty list: none.
 */
export async function botPreviewItems(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  range: PlannerRange,
  pageIds: string[] | null,
): Promise<PlannerItem[]> {
  if (pageIds !== null && pageIds.length === 0) return [];
  const previews = await listBotPreviews(context, auth, { ...range, ...(pageIds ? { pageIds } : {}) });
  if (previews.length === 0) return [];
  const pages = new Map((await listPages(context, auth)).map((page) => [page.id, page]));
  return previews.map((preview) => toPlannerItem(preview, pages.get(preview.pageId)));
}

function toPlannerItem(
  preview: BotPreview,
  page: { name: string; kind: PlannerItem['pageKind'] } | undefined,
): PlannerItem {
  return {
    id: previewEventId(preview.botId, preview.itemId),
    kind: 'preview',
    start: preview.at,
    postId: null,
    targetId: null,
    pageId: preview.pageId,
    pageName: page?.name ?? null,
    pageKind: page?.kind ?? null,
    title: preview.message.slice(0, 120),
    postKind: null,
    publications: 1,
    storyOfPostId: null,
    validation: 'none',
    assigneeName: null,
    movable: false,
  };
}

/**
 * The month view's answer with the previews added: a day that shows fewer than `perDay` events
 * takes previews up to that many, and the rest count in its "+N more".
 */
export function withPreviewsByDay(
  month: { items: PlannerItem[]; more?: PlannerMoreOnDay[] | undefined },
  previews: PlannerItem[],
  options: { perDay: number; timeZone: string },
): { items: PlannerItem[]; more: PlannerMoreOnDay[] } {
  if (previews.length === 0) return { items: month.items, more: month.more ?? [] };
  const dayOf = new Intl.DateTimeFormat('en-CA', {
    timeZone: options.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const day = (start: string) => dayOf.format(new Date(start));
  const shown = new Map<string, number>();
  for (const item of month.items) shown.set(day(item.start), (shown.get(day(item.start)) ?? 0) + 1);
  const more = new Map((month.more ?? []).map((entry) => [entry.day, entry.count]));
  const items = [...month.items];
  for (const preview of previews) {
    const key = day(preview.start);
    const count = shown.get(key) ?? 0;
    if (count < options.perDay) {
      items.push(preview);
      shown.set(key, count + 1);
    } else more.set(key, (more.get(key) ?? 0) + 1);
  }
  return {
    items,
    more: [...more.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([entry, count]) => ({ day: entry, count })),
  };
}
