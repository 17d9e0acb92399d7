import { postedStatuses } from '@pagewise/shared/posts/target-statuses';
import { type SQL, sql } from 'drizzle-orm';

/** `<column> in (…)` for the report's pages (a column of a raw query, `t.page_id`). */
export const inReportPages = (column: string, pageIds: string[]): SQL =>
  sql`${sql.raw(column)} in (${sql.join(
    pageIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** A publication that went out (`<column>` its status), the only ones a report counts. */
export const wentOut = (column: string): SQL =>
  sql`${sql.raw(column)} in (${sql.join(
    postedStatuses.map((status) => sql`${status}`),
    sql`, `,
  )})`;
