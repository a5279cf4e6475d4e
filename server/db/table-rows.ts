import { type Column, getTableColumns, getTableName, type Table } from 'drizzle-orm';

/** A table's columns as a raw row names them, with the key Drizzle's rows give each. */
const columnsByTable = new WeakMap<Table, Array<{ key: string; name: string; column: Column }>>();

function columnsOf(table: Table) {
  let columns = columnsByTable.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
    columnsByTable.set(table, columns);
  }
  return columns;
}

/**
 * A raw row of `table`'s columns under their own names (a statement built once that reads whole
 * rows), or the same row as JSON (`row_to_json`), converted as Drizzle converts the table's rows: a
 * timestamp to a Date, a JSON column parsed. A column the row lacks is refused, so that a
 * statement reading fewer columns than the row's type promises fails at once.
 */
export function tableRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const { key, name, column } of columnsOf(table)) {
    if (!(name in raw)) throw new Error(`a row of ${getTableName(table)} without its column ${name}`);
    const value = raw[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
