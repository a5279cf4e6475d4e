import { sql, type SQL } from 'drizzle-orm';
import { nameSortColumns } from '../folded-names';
import { type ExtraConfigColumn, index, timestamp, type PgColumn } from 'drizzle-orm/pg-core';

/** A CHECK that the column holds one of the domain's values (the values are our own constants). */
export function oneOf(column: PgColumn, values: readonly (string | number)[]) {
  const list = values
    .map((value) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`))
    .join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}

/**
 * The indexes a list needs at a million rows (server/core/list-page.ts): the search text by trigrams,
 * which serves `LIKE '%…%'` of three letters or more (pg_trgm, created in migration 0005). Written
 * through at each insert (no fast-update list): the embedded database has no autovacuum to merge
 * such a list, and every search would read all of it.
 */
export function searchIndex(table: string, searchText: ExtraConfigColumn) {
  return index(`${table}_search_idx`).using('gin', searchText.op('gin_trgm_ops')).with({ fastupdate: 'off' });
}

/**
 * …and each name sort with the id after it, the order a list reads in either direction. The
 * columns a list's search and filters read, and those the sort is computed from, follow as keys
 * (Drizzle has no INCLUDE; after the unique id they never order anything): a bounded walk
 * (server/core/list-page.ts) then reads the index alone instead of a row of the table per entry,
 * 1.7 ms instead of 10 ms for the 6,700 entries before the first "mall" of bench/list-million.
 */
export function nameSortIndexes(
  table: string,
  columns: Parameters<typeof nameSortColumns>[0] & { id: PgColumn; search_text: PgColumn },
  filtered: PgColumn[],
) {
  const sorts: Record<string, SQL> = nameSortColumns(columns);
  const read = [columns.name, columns.name_key, columns.name_ar_key, columns.search_text, ...filtered];
  return Object.entries(sorts).map(([field, sort]) =>
    index(`${table}_${field}_sort_idx`).on(sort, columns.id, ...read),
  );
}

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
