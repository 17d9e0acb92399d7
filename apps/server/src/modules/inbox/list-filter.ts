import type { InboxItemType, InboxQuery, InboxTab } from '@pagewise/shared/inbox';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type { Auth } from '../auth/sessions.ts';

/** The filters of a list or of the counts, without the tab and the page of the list. */
export type InboxFilters = Omit<InboxQuery, 'tab' | 'after' | 'limit'>;

/**
 * The item types each tab holds: pinned posts, the comments and reactions under the posts the team
 * pinned; conversations, private messages; reviews, ratings. The feed holds every type.
 */
const tabTypes: Partial<Record<InboxTab, readonly InboxItemType[]>> = {
  pinned: ['comment', 'reaction'],
  conversations: ['message', 'message_reaction'],
  reviews: ['rating'],
};

/** What a tab asks beyond its types (`i` is inbox_items): for pinned posts, a pinned post's thread. */
export function tabCondition(tab: InboxTab, accountId: string): SQL | undefined {
  if (tab !== 'pinned') return undefined;
  return sql`i.thread_id in (select t.id from inbox_threads t
    where t.account_id = ${accountId}::uuid and t.pinned and t.kind = 'post')`;
}

/**
 * The types a tab's list or count reads, each apart (an index of the type reads in list order
 * where a set of types would not): the one asked if the tab holds it, else the tab's own; null for
 * every type (the feed without a type filter), empty when the tab cannot hold what is asked.
 */
export function typesToRead(tab: InboxTab, filters: InboxFilters): readonly InboxItemType[] | null {
  const types = tabTypes[tab];
  if (!types) return filters.type ? [filters.type] : null;
  if (filters.type) return types.includes(filters.type) ? [filters.type] : [];
  // Pinned posts' items are found through their threads, whatever their type.
  return tab === 'pinned' ? null : types;
}

/** A type filter outside the tab's types, or a conversation state on a tab of no conversation,
 * leaves the tab empty: said without reading the items. */
export function tabIsEmpty(tab: InboxTab, filters: InboxFilters): boolean {
  if (typesToRead(tab, filters)?.length === 0) return true;
  return filters.conversationState !== undefined && (tab === 'reviews' || tab === 'pinned');
}

/** Ids typed in an address: one that is not a UUID is bad input, said on its field. */
function checkIds(filters: InboxFilters) {
  const fields: Record<string, string> = {};
  if (filters.pageId !== undefined && !isUuid(filters.pageId)) fields.pageId = 'validation.invalid';
  if (filters.threadId !== undefined && !isUuid(filters.threadId)) fields.threadId = 'validation.invalid';
  if (filters.assignee !== undefined && filters.assignee !== 'none' && !isUuid(filters.assignee))
    fields.assignee = 'validation.invalid';
  if (filters.from && filters.to && new Date(filters.from) > new Date(filters.to))
    fields.to = 'validation.invalid';
  if (Object.keys(fields).length > 0) throw new AppError('invalid_data', { fields });
}

/** One parameter whatever the number of ids (pages, threads): a PostgreSQL array literal of UUIDs. */
export function uuidsCondition(column: SQL, ids: string[]): SQL {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return sql`false`;
  return sql`${column} = any(${`{${valid.join(',')}}`}::uuid[])`;
}

/** `%` and `_` typed by the user are letters, not patterns. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (letter) => `\\${letter}`)}%`;

/** The words of a search: each must be in the item's text or its author's name. */
export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter((word) => word.length > 0);
}

/**
 * The one rule of what a caller sees of an inbox (`i` is inbox_items): the caller's account, the
 * pages the caller reaches, and the filters. The list and the counts both read it.
 */
export function filterConditions(auth: Auth, filters: InboxFilters): SQL[] {
  checkIds(filters);
  const conditions: SQL[] = [sql`i.account_id = ${auth.user.accountId}::uuid`];
  if (!auth.pages.allPages) {
    conditions.push(uuidsCondition(sql`i.page_id`, [...auth.pages.pageIds]));
  }
  if (filters.pageId) conditions.push(sql`i.page_id = ${filters.pageId}::uuid`);
  if (filters.threadId) conditions.push(sql`i.thread_id = ${filters.threadId}::uuid`);
  if (filters.type) conditions.push(sql`i.type = ${filters.type}`);
  if (filters.status) conditions.push(sql`i.status = ${filters.status}`);
  if (filters.evaluation) conditions.push(sql`i.evaluation = ${filters.evaluation}`);
  if (filters.assignee === 'none') conditions.push(sql`i.assignee_id is null`);
  else if (filters.assignee) conditions.push(sql`i.assignee_id = ${filters.assignee}::uuid`);
  if (filters.from) conditions.push(sql`i.received_at >= ${filters.from}::timestamptz`);
  if (filters.to) conditions.push(sql`i.received_at < ${filters.to}::timestamptz`);
  if (filters.conversationState)
    conditions.push(sql`i.thread_id in (select t.id from inbox_threads t
      where t.account_id = ${auth.user.accountId}::uuid and t.kind = 'conversation'
        and t.state = ${filters.conversationState})`);
  for (const word of searchWords(filters.q)) {
    const pattern = likePattern(word);
    conditions.push(sql`(i.text ilike ${pattern} or i.author_name ilike ${pattern})`);
  }
  return conditions;
}
