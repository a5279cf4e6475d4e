import { fillPlaceholders, type Placeholder, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Transaction } from './client';

const dialect = new PgDialect();

/** A value of a statement built once: given each time it runs. */
export type Slot<Name extends string = string> = Placeholder<Name>;

/**
 * A statement of the gate's hot path whose text Drizzle builds once, the first time it runs, and
 * whose values are given each time. Building a statement of nested queries cost the server as much
 * as PostgreSQL took to run it (a stay's pricing facts: 0.47 ms, measured on the gate benchmark);
 * a statement built once costs only its values. `build` writes the statement as any other, with
 * `slot(name)` for each value that changes; the transaction it is given is only used to build.
 *
 * A slot's value reaches the driver as it is given: a column's own conversion (a JSON column's
 * stringify) does not apply to it.
 */
export function builtOnce<Name extends string>(
  build: (tx: Transaction, slot: (name: Name) => Slot<Name>) => SQLWrapper,
): (tx: Transaction, values: Record<Name, unknown>) => SQL {
  let built: { pieces: string[]; params: unknown[] } | undefined;
  return (tx, values) => {
    built ??= piecesOf(build(tx, (name) => sql.placeholder(name)));
    const params = fillPlaceholders(built.params, values);
    const chunks: SQL[] = [sql.raw(built.pieces[0]!)];
    params.forEach((value, index) => chunks.push(sql`${value}`, sql.raw(built!.pieces[index + 1]!)));
    return sql.join(chunks);
  };
}

/** The statement's text cut at its parameters, which Drizzle numbers $1, $2, … in order, and its parameters. */
function piecesOf(statement: SQLWrapper): { pieces: string[]; params: unknown[] } {
  const query = dialect.sqlToQuery(statement.getSQL());
  const places = [...query.sql.matchAll(/\$(\d+)\b/g)].map((place) => Number(place[1]));
  if (places.length !== query.params.length || places.some((place, index) => place !== index + 1))
    throw new Error(`a statement built once must use each of its ${query.params.length} values once, in order`);
  return { pieces: query.sql.split(/\$\d+\b/), params: query.params };
}
