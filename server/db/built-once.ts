import {
  type Column,
  fillPlaceholders,
  getTableColumns,
  getTableName,
  Param,
  type Placeholder,
  type Query,
  SQL,
  sql,
  StringChunk,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client';
import { keepEverywhere } from './kept-statements';

const dialect = new PgDialect();

/** A value of a statement built once: given each time it runs. */
export type Slot<Name extends string = string> = Placeholder<Name>;

/**
 * A statement of the gate's hot path whose text Drizzle builds once, the first time it runs, and
 * whose values are given each time. Building a statement of nested queries cost the server as much
 * as PostgreSQL took to run it (a stay's pricing facts: 0.47 ms, measured on the gate benchmark);
 * a statement built once costs only its values. `build` writes the statement as any other, with
 * `slot(name)` for each value that changes; the transaction it is given is only used to build,
 * and may be the database itself (a statement run outside a transaction), whose query builders are
 * a transaction's.
 *
 * A slot's value reaches the driver as it is given: a column's own conversion (a JSON column's
 * stringify) does not apply to it.
 */
export function builtOnce<Name extends string>(
  build: (tx: Transaction, slot: (name: Name) => Slot<Name>) => SQLWrapper,
): (tx: Transaction | Database, values: Record<Name, unknown>) => SQL {
  let built: { text: string; pieces: string[]; params: unknown[] } | undefined;
  return (tx, values) => {
    if (!built) {
      built = piecesOf(build(tx as Transaction, (name) => sql.placeholder(name)));
      keepEverywhere(built.text);
    }
    return new BuiltStatement(built, fillPlaceholders(built.params, values));
  };
}

/**
 * A statement built once with its values: Drizzle runs its text as it is, without walking its
 * pieces again (which cost as much as building it did). Its pieces stay those of an ordinary
 * statement, so that one placed inside another is written out whole.
 */
class BuiltStatement extends SQL {
  constructor(
    private readonly built: { text: string; pieces: string[] },
    private readonly values: unknown[],
  ) {
    super([
      new StringChunk(built.pieces[0]!),
      ...values.flatMap((value, index) => [new Param(value), new StringChunk(built.pieces[index + 1]!)]),
    ]);
  }

  override toQuery(): Query {
    return { sql: this.built.text, params: this.values };
  }
}

/** The statement's text cut at its parameters, which Drizzle numbers $1, $2, … in order, and its parameters. */
function piecesOf(statement: SQLWrapper): { text: string; pieces: string[]; params: unknown[] } {
  const query = dialect.sqlToQuery(statement.getSQL());
  const places = [...query.sql.matchAll(/\$(\d+)\b/g)].map((place) => Number(place[1]));
  if (places.length !== query.params.length || places.some((place, index) => place !== index + 1))
    throw new Error(`a statement built once must use each of its ${query.params.length} values once, in order`);
  return { text: query.sql, pieces: query.sql.split(/\$\d+\b/), params: query.params };
}

/** Each table's inserts built once, by the set of columns they are given. */
const insertsByTable = new WeakMap<PgTable, Map<string, (tx: Transaction, values: Record<string, unknown>) => SQL>>();

/**
 * An insert of one row, built once for each set of columns it is given (those of `row` that are
 * not undefined; the others take their defaults in the database), with each value converted by
 * its column as Drizzle converts it (a JSON column's stringify, a timestamp's text). A table with
 * a default or update function of Drizzle's own cannot be inserted into so: the value would be
 * that of the first build.
 */
export function insertBuiltOnce<Table extends PgTable>(tx: Transaction, table: Table, row: Table['$inferInsert']): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const given = Object.entries(row as Record<string, unknown>).filter(([, value]) => value !== undefined);
  let inserts = insertsByTable.get(table);
  if (!inserts) {
    if (Object.values(columns).some((column) => column.defaultFn || column.onUpdateFn))
      throw new Error(`${getTableName(table)} has a column whose default is Drizzle's to compute`);
    inserts = new Map();
    insertsByTable.set(table, inserts);
  }
  const names = given.map(([name]) => name);
  const key = names.join(' ');
  let insert = inserts.get(key);
  if (!insert) {
    // A bare slot, not one bound to its column, whose conversion Drizzle would apply to a null too.
    insert = builtOnce<string>((built, slot) =>
      built
        .insert(table)
        .values(Object.fromEntries(names.map((name) => [name, sql`${slot(name)}`])) as Table['$inferInsert']),
    );
    inserts.set(key, insert);
  }
  return insert(
    tx,
    Object.fromEntries(
      given.map(([name, value]) => [name, value === null ? null : columns[name]!.mapToDriverValue(value)]),
    ),
  );
}
