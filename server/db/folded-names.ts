import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nameKeyOf, searchTextOf } from '../../domain/arabic';

interface Names {
  name: string;
  name_ar: string | null;
}

/**
 * What a record named in English and Arabic stores beside its names: the folded search text
 * (both names and any other searched text) and the keys each name is unique by.
 */
export function foldedNames({ name, name_ar }: Names, ...alsoSearched: Array<string | null | undefined>) {
  return {
    search_text: searchTextOf(name, name_ar, ...alsoSearched),
    name_key: nameKeyOf(name),
    name_ar_key: nameKeyOf(name_ar),
  };
}

interface NamedColumns {
  name: PgColumn;
  name_key: PgColumn;
  name_ar_key: PgColumn;
}

/**
 * The sort fields of a named record: `name` by its name, `name_ar` by the name an Arabic reader
 * sees (the Arabic name, else the name). Both sort the folded keys, so that أ, إ, آ and ا file
 * together as in an Arabic dictionary, a compound name sorts the same written joined or apart, and
 * both databases agree: `name` with the "english" collation (Latin script first, as an English
 * screen lists), `name_ar` with the "arabic" one (Arabic script first; migrations 0002 and 0027).
 * A legacy twin without a key (see refresh-folded-text.ts) sorts by its name.
 */
export function nameSortColumns(table: NamedColumns): { name: SQL; name_ar: SQL } {
  return {
    name: sql`coalesce(${table.name_key}, ${table.name}) collate "english"`,
    name_ar: sql`coalesce(${table.name_ar_key}, ${table.name_key}, ${table.name}) collate "arabic"`,
  };
}

/**
 * The sort fields of a person's one name, written in either script: `field` files Latin script
 * first (an English screen's order), `<field>_ar` Arabic first (an Arabic screen's).
 */
export function personNameSorts<Field extends string>(
  field: Field,
  column: PgColumn,
): Record<Field | `${Field}_ar`, SQL> {
  return { [field]: sql`${column} collate "english"`, [`${field}_ar`]: sql`${column} collate "arabic"` } as Record<
    Field | `${Field}_ar`,
    SQL
  >;
}
