import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { normalizeForSearch } from '../../domain/arabic';
import { formatPlateArabic, formatPlateLatin, type Plate, plateKey, plateSearchForms } from '../../domain/plates';
import type { Database, Transaction } from '../db/client';
import { rawRows } from '../db/raw-rows';
import { hashedSubjectKey } from '../core/access-log';
import { anywhereIn } from '../features/privacy/audit-redaction';
import { PERSONAL_DATA_INVENTORY } from '../features/privacy/personal-data-inventory';

/** A person as the product may store them (a car's owner may be known by the plate alone). */
export interface ScannedPerson {
  plate: Plate;
  /** E.164, as stored. */
  phone?: string;
  email?: string;
  name?: string;
}

/** Texts that name the person wherever they appear (case aside): plate keys and search forms in both scripts, the phone's national digits, the email, the name as written and folded, the access log's hashes. */
export function termsOf({ plate, phone, email, name }: ScannedPerson): string[] {
  const keys = [
    { kind: 'plate' as const, key: plateKey(plate) },
    ...(phone ? [{ kind: 'phone' as const, key: phone }] : []),
    ...(email ? [{ kind: 'email' as const, key: email }] : []),
  ];
  return [
    ...new Set([
      plateKey(plate),
      formatPlateLatin(plate),
      `${plate.letters} ${plate.number}`,
      formatPlateArabic(plate),
      ...plateSearchForms(plate).map(normalizeForSearch),
      ...(phone ? [phone.slice(-9)] : []),
      ...(email ? [email] : []),
      ...(name ? [name, normalizeForSearch(name)] : []),
      ...keys.map(hashedSubjectKey),
    ]),
  ];
}

export interface Hit {
  table: string;
  /** The column, or `row` for a plate whose letters and number stand in two of its fields. */
  column: string;
  rows: number;
}

interface ScannedColumn {
  table_name: string;
  column_name: string;
}

/**
 * Every text, character, JSON and text-array column of every table of the database, searched for
 * the person's terms; and every row, as JSON, for their plate's letters and number as two values.
 * Answers where they still are.
 */
export async function scanDatabase(
  db: Database | Transaction,
  person: ScannedPerson,
  { tables }: { tables?: readonly string[] } = {},
): Promise<Hit[]> {
  const patterns = sql`array[${sql.join(termsOf(person).map(anywhereIn), sql`, `)}]::text[]`;
  const whole = sql`to_jsonb(scanned)::text`;
  const pair = sql`(${whole} like ${anywhereIn(`"${person.plate.letters}"`)} and ${whole} like ${anywhereIn(`"${person.plate.number}"`)})`;
  const columns = await rawRows<ScannedColumn>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
          or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
      order by c.table_name, c.column_name`,
  );
  const hits: Hit[] = [];
  for (const table of new Set(columns.map((column) => column.table_name))) {
    if (tables && !tables.includes(table)) continue;
    const own = columns.filter((column) => column.table_name === table).map((column) => column.column_name);
    const counts = own.map(
      (column) =>
        sql`count(*) filter (where ${sql.identifier(column)}::text ilike any(${patterns}))::int as ${sql.identifier(column)}`,
    );
    const [found] = await rawRows<Record<string, number>>(
      db,
      sql`select ${sql.join([...counts, sql`count(*) filter (where ${pair})::int as "row"`], sql`, `)}
        from ${sql.identifier(table)} scanned`,
    );
    for (const [column, rows] of Object.entries(found!)) if (rows > 0) hits.push({ table, column, rows });
  }
  return hits;
}

/** Where the law keeps what an erase leaves: each legal hold's own columns, as `table.column`. */
export function legalHoldColumns(): Set<string> {
  return new Set(
    PERSONAL_DATA_INVENTORY.flatMap((place) =>
      Object.values(getTableColumns(place.table))
        .filter((column) => place.kept?.columns.includes(column.name))
        .map((column) => `${getTableName(place.table)}.${column.name}`),
    ),
  );
}

/** The hits outside the legal holds. */
export function outsideLegalHolds(hits: Hit[]): Hit[] {
  const held = legalHoldColumns();
  return hits.filter((hit) => !held.has(`${hit.table}.${hit.column}`));
}

/** Whether an answer's text names the person. */
export function namesPerson(text: string, person: ScannedPerson): string | undefined {
  const lower = text.toLowerCase();
  return termsOf(person).find((term) => lower.includes(term.toLowerCase()));
}
