import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';

/** Rows per statement: each statement carries its rows as one JSON value, so only memory bounds it. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts many rows of a table that has a serial `id`, a few thousand per statement, and answers
 * their new ids in the order of the rows. The rows travel as one JSON value read back by
 * `jsonb_to_recordset` rather than as one parameter per value: on the embedded database that
 * took half the time of drizzle's multi-row VALUES (10,000 stays: 0.9 s against 1.8 s). Every row
 * has the keys of the first; dates travel as ISO text, jsonb columns as JSON.
 */
export async function insertRows<Table extends PgTable>(db: Database | Transaction, table: Table, rows: ReadonlyArray<Table['$inferInsert']>): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const names = Object.keys(rows[0]!).map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const list = sql.join(names.map((name) => sql.identifier(name)), sql`, `);
  const types = sql.raw(names.map((name) => `"${name}" ${Object.values(columns).find((column) => column.name === name)!.getSQLType()}`).join(', '));
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    const result = (await db.execute(sql`
      insert into ${table} (${list})
      select ${list} from rows from (jsonb_to_recordset(${batch}::jsonb) as (${types})) with ordinality as given(${list}, position)
      order by position
      returning id`)) as unknown as { rows: Array<{ id: number }> };
    ids.push(...result.rows.map((row) => Number(row.id)));
  }
  return ids;
}
