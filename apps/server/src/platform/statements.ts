import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseHandle } from './database.ts';

/** Timestamps as PostgreSQL writes them, as Drizzle reads them too: its columns turn text into dates. */
const timestampsAsText = new Set([1082, 1114, 1184]);
const types = {
  getTypeParser: (id: number, format?: string) =>
    timestampsAsText.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text'),
};

/**
 * Rows of a fixed statement (`$1`… parameters, arrays for lists). On PostgreSQL it is a named
 * prepared statement: each connection parses and plans it once, not once per call. Timestamps may
 * come back as `Date` (PGlite) or as text (PostgreSQL: parsed once, by whoever reads them, rather
 * than by the driver's date parser for every column).
 */
export async function queryPrepared<Row>(
  database: DatabaseHandle,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  if (database.kind === 'postgres')
    return (await database.pool.query<Row & object>({ name, text, values, types })).rows as Row[];
  return (await database.pglite.query<Row>(text, values)).rows;
}

const dialect = new PgDialect();
/** Statement names by text: a hash, so that one text always has one name on every connection. */
const names = new Map<string, string>();

/**
 * A statement written with Drizzle's `sql` run as `queryPrepared`, named after its text: the same
 * statement, whatever its values, is planned once per connection. For reads on every request,
 * where planning a statement costs more than running it (the planner's: 2–8 ms of planning for
 * 1 ms of execution).
 */
export async function queryStatement<Row>(database: DatabaseHandle, statement: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  let name = names.get(text);
  if (name === undefined) {
    name = `s_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    // Texts vary only with a statement's shape; the bound keeps a mistake from growing without end.
    if (names.size > 5000) names.clear();
    names.set(text, name);
  }
  return queryPrepared<Row>(database, name, text, params);
}

type ColumnReader = { key: string; name: string; map: ((value: unknown) => unknown) | null };
const readers = new WeakMap<Table, ColumnReader[]>();

/** Text and booleans come as they are; dates, JSON and numbers (a bigint comes as text) take Drizzle's mapping. */
function readersOf(table: Table): ColumnReader[] {
  let found = readers.get(table);
  if (!found) {
    found = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      map:
        column.dataType === 'string' || column.dataType === 'boolean'
          ? null
          : (value: unknown) => column.mapFromDriverValue(value),
    }));
    readers.set(table, found);
  }
  return found;
}

/** A raw row of `table` (its columns' names) as Drizzle's selects answer it: its keys, dates as dates. */
export function rowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, name, map } of readersOf(table)) {
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : map ? map(value) : value;
  }
  return row as T['$inferSelect'];
}
