import { sql } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';

type Row = Record<string, unknown>;
const rowsOf = async (db: Database, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * What a dump or a backup of the database would show: every row of every table of every schema
 * (the product's, pg-boss's, Drizzle's), as text, one line per row. Read through
 * information_schema, so it works alike on PGlite and PostgreSQL.
 */
export async function dumpDatabase(db: Database): Promise<string> {
  const tables = await rowsOf(
    db,
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE'
          and table_schema not in ('pg_catalog', 'information_schema')
          and left(table_schema, 3) <> 'pg_'
        order by 1, 2`,
  );
  const lines: string[] = [];
  for (const { table_schema: schema, table_name: table } of tables) {
    const name = `${quoted(String(schema))}.${quoted(String(table))}`;
    const rows = await rowsOf(db, sql.raw(`select t::text as row from ${name} t`));
    for (const row of rows) lines.push(`${name} ${String(row.row)}`);
  }
  return lines.join('\n');
}
