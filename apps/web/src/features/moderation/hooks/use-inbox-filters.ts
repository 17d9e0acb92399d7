import {
  type InboxEvaluation,
  type InboxItemStatus,
  type InboxItemType,
  inboxEvaluations,
  inboxItemStatuses,
  inboxItemTypes,
  inboxTabs,
} from '@pagewise/shared/inbox';
import { instantAt } from '@pagewise/shared/time-zones';
import { useCallback, useMemo } from 'react';
import { useAddressQuery } from '../../../lib/use-address-query.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';

/** The screen's panes: the inbox's tabs, and the bad-words list and team panel beside them. */
export const inboxPanes = [...inboxTabs, 'bad-words', 'team'] as const;
export type InboxPane = (typeof inboxPanes)[number];

/** What the address holds: the pane, the filters (days in the account's time zone) and the open item. */
export type InboxFilters = {
  tab: (typeof inboxTabs)[number];
  type?: InboxItemType;
  status?: InboxItemStatus;
  evaluation?: InboxEvaluation;
  /** A user's id, or `none`. */
  assignee?: string;
  pageId?: string;
  /** `YYYY-MM-DD`, in the account's time zone. */
  from?: string;
  to?: string;
  /** The instants the days stand for: the start of `from`, the end of `to`. */
  fromInstant?: string;
  toInstant?: string;
  q?: string;
};
export type FilterName = 'type' | 'status' | 'evaluation' | 'assignee' | 'pageId' | 'from' | 'to' | 'q';

const day = /^(\d{4})-(\d{2})-(\d{2})$/;
function dayStart(value: string | undefined, zone: string, daysLater = 0): string | undefined {
  const match = value ? day.exec(value) : null;
  if (!match) return undefined;
  return instantAt(
    { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) + daysLater },
    zone,
  ).toISOString();
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The pane, filters and open item of the inbox, kept in the address (a link opens the same view). */
export function useInboxFilters() {
  const [params, update] = useAddressQuery({ replace: true });
  const zone = useTimeZone();
  const pane: InboxPane = oneOf(inboxPanes, params.get('tab')) ?? 'feed';
  const itemId = params.get('item');
  const filters = useMemo<InboxFilters>(() => {
    const text = (name: string) => params.get(name) || undefined;
    const from = text('from');
    const to = text('to');
    return {
      tab: oneOf(inboxTabs, pane) ?? 'feed',
      type: oneOf(inboxItemTypes, params.get('type')),
      status: oneOf(inboxItemStatuses, params.get('status')),
      evaluation: oneOf(inboxEvaluations, params.get('evaluation')),
      assignee: text('assignee'),
      pageId: text('page'),
      from,
      to,
      fromInstant: dayStart(from, zone),
      toInstant: dayStart(to, zone, 1),
      q: text('q'),
    };
  }, [params, pane, zone]);

  const setFilter = useCallback(
    (name: FilterName, value: string | null) =>
      update((next) => {
        const key = name === 'pageId' ? 'page' : name;
        if (value) next.set(key, value);
        else next.delete(key);
      }),
    [update],
  );
  const setPane = useCallback(
    (value: InboxPane) =>
      update((next) => {
        next.set('tab', value);
        next.delete('item');
      }),
    [update],
  );
  const openItem = useCallback(
    (id: string | null) =>
      update((next) => {
        if (id) next.set('item', id);
        else next.delete('item');
      }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update((next) => {
        for (const key of ['type', 'status', 'evaluation', 'assignee', 'page', 'from', 'to', 'q'])
          next.delete(key);
      }),
    [update],
  );
  return { pane, filters, itemId, setFilter, setPane, openItem, clearFilters };
}
