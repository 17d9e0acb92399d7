import { blocksPublishing, type ValidationState } from '@pagewise/shared/collaboration';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import type { PlannerItem, PlannerItemKind } from '@pagewise/shared/planner';
import { isWaiting, type PostKind, type TargetStatus } from '@pagewise/shared/posts/post';
import { type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../platform/ids.ts';

/** Whose planner: the account, the pages shown, and what the viewer may drag. */
export type PlannerScope = {
  accountId: string;
  /** null: every page of the account. */
  pageIds: string[] | null;
  /** Drafts on no page yet are shown to their author only; null shows none. */
  authorId: string | null;
  may: {
    /** The role may edit: a draft can be moved (it stays a draft). */
    moveDrafts: boolean;
    /** The role may publish: a scheduled (or failed) publication can be moved. */
    reschedule: boolean;
  };
};
/** `from` included, `to` excluded. */
export type PlannerRange = { from: Date; to: Date };

/** An event with its lookups, as the statements send it (one JSON value per event). */
export type EventRow = {
  target_id: string | null;
  post_id: string;
  page_id: string | null;
  status: TargetStatus;
  at: Date | string;
  kind: PostKind;
  title: string;
  story_of_post_id: string | null;
  validation: ValidationState;
  assignee_name: string | null;
  page_name: string | null;
  page_kind: NetworkKind | null;
  publications: number | string;
};

/** The longest title a planner event carries. */
const titleLength = 120;

/** The planner's kind of a publication: where a post stands, as the calendar colours it. */
export function plannerKindOf(status: TargetStatus, validation: ValidationState): PlannerItemKind {
  if (status === 'posted' || status === 'postedfb') return 'posted';
  // A failure shows as one, whatever its cause (a post blocked for want of validation included).
  if (status === 'error') return 'error';
  if (blocksPublishing(validation)) return 'awaiting';
  if (status === 'draft') return 'draft';
  return 'scheduled';
}

/**
 * The selects whose union is the scope's events between two instants, each reading one index:
 * one per publication (a post on one page) at the time that matters for its status (posted: when
 * it went out, from (account_id, posted_at); scheduled, in queue, posting, failed: when it was
 * due, from (account_id, due_at); draft: its post's planned time, from the drafts' index), and
 * the author's drafts that have no page yet (from the index of posts without publications).
 * Deleted publications are not shown. Each select's columns: target_id, post_id, page_id,
 * status, at. `between(column)` bounds a time column; an empty list: nothing to read.
 */
export function eventSelects(scope: PlannerScope, between: (column: SQL) => SQL): SQL[] {
  const account = scope.accountId;
  const selects: SQL[] = [];
  const onPages = pageCondition(scope.pageIds);
  if (onPages) {
    selects.push(
      sql`select t.id as target_id, t.post_id, t.page_id, t.status, t.posted_at as at
          from post_targets t
          where t.account_id = ${account}::uuid and ${between(sql`t.posted_at`)}
            and t.status in ('posted', 'postedfb') and ${onPages}`,
      sql`select t.id, t.post_id, t.page_id, t.status, t.due_at
          from post_targets t
          where t.account_id = ${account}::uuid and ${between(sql`t.due_at`)}
            and t.status in ('scheduled', 'inqueue', 'posting', 'error') and ${onPages}`,
      // A draft has no due time of its own (posts/reschedule-post.ts): its time is its post's,
      // which the database copies to every publication (post_targets.planned_at).
      sql`select t.id, t.post_id, t.page_id, 'draft'::text, t.planned_at
          from post_targets t
          where t.account_id = ${account}::uuid and ${between(sql`t.planned_at`)}
            and t.status = 'draft' and t.due_at is null and ${onPages}`,
    );
  }
  if (scope.authorId && isUuid(scope.authorId)) {
    selects.push(
      sql`select null::uuid, p.id, null::uuid, 'draft'::text, p.scheduled_at
          from posts p
          where p.account_id = ${account}::uuid and p.created_by = ${scope.authorId}::uuid
            and ${between(sql`p.scheduled_at`)} and not p.has_targets`,
    );
  }
  return selects;
}

/**
 * Each event of `source` (aliased `i`, with the columns of `eventSelects` and `extra`) with its
 * post, publication count and page, as one JSON value named `event`, and its order columns. The
 * lateral reads (`limit 1`) look each post up by its key, one probe per event: a month's events
 * never make the database hash the whole posts table. One JSON value per event: on the embedded
 * database, reading 13 columns one by one cost more than the statement.
 */
export function withLookups(source: SQL, extra: SQL = sql``): SQL {
  return sql`select to_json(e) as event, e.at, e.post_id, e.target_id from (
      select i.target_id, i.post_id, i.page_id, i.status, i.at, p.kind, p.title, p.story_of_post_id,
        p.validation, p.assignee_name, g.name as page_name, g.kind as page_kind, c.publications${extra}
      from ${source}
      left join lateral (
        select p.kind, left(p.message, ${titleLength}) as title, p.story_of_post_id, p.validation,
          coalesce(
            (select trim(u.firstname || ' ' || u.lastname) from users u where u.id = p.assignee_id),
            (select trim(v.firstname || ' ' || v.lastname) from validators v where v.id = p.assignee_validator_id)
          ) as assignee_name
        from posts p where p.id = i.post_id limit 1
      ) p on true
      left join lateral (
        select count(*) as publications from post_targets c
        where c.post_id = i.post_id and c.status not in ('deleting', 'deleted')
      ) c on true
      left join lateral (select g.name, g.kind from pages g where g.id = i.page_id limit 1) g on true
    ) e`;
}

export function toItem(row: EventRow, scope: PlannerScope): PlannerItem {
  const kind = plannerKindOf(row.status, row.validation);
  const may = row.status === 'draft' ? scope.may.moveDrafts : scope.may.reschedule;
  return {
    id: row.target_id ?? `post:${row.post_id}`,
    kind,
    start: new Date(row.at).toISOString(),
    postId: row.post_id,
    targetId: row.target_id,
    pageId: row.page_id,
    pageName: row.page_name,
    pageKind: row.page_kind,
    title: row.title,
    postKind: row.kind,
    publications: Number(row.publications),
    storyOfPostId: row.story_of_post_id,
    validation: row.validation,
    assigneeName: row.assignee_name || null,
    movable: isWaiting(row.status) && may,
  };
}

/** Publications on the scope's pages; undefined when the scope has none (nothing to read). */
function pageCondition(pageIds: string[] | null): SQL | undefined {
  if (pageIds === null) return sql`true`;
  const valid = [...new Set(pageIds.filter(isUuid))];
  if (valid.length === 0) return undefined;
  // One parameter whatever the number of pages: a Postgres array literal of checked UUIDs.
  return sql`t.page_id = any(${`{${valid.join(',')}}`}::uuid[])`;
}
