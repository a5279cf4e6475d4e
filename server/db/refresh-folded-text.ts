import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { TEXT_FOLDING_VERSION } from '../../domain/arabic';
import type { Database } from './client';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorOf } from './postgres-errors';
import { foldedNames } from './folded-names';
import { appSettings, areas, gates, subAreas } from './schema';

const VERSION_SETTING = 'text_folding_version';

/** Rows read and written per statement: a million rows are 200 updates, not a million. */
const BATCH_ROWS = 5_000;

/** Every table with folded text, and what each row folds. */
const NAMED_TABLES = [
  { table: areas, fold: (row: typeof areas.$inferSelect) => foldedNames(row) },
  { table: gates, fold: (row: typeof gates.$inferSelect) => foldedNames(row, row.description) },
  { table: subAreas, fold: (row: typeof subAreas.$inferSelect) => foldedNames(row) },
] as const;

type NamedTable = (typeof NAMED_TABLES)[number]['table'];

interface Folded {
  id: number;
  name: string;
  search_text: string;
  name_key: string | null;
  name_ar_key: string | null;
}

const isTwin = (error: unknown) => postgresErrorOf(error)?.code === POSTGRES_UNIQUE_VIOLATION;

/** One row's folded text; a name with a twin under the folding keeps no key, and is named in the warning. */
async function writeRow(db: Database, table: NamedTable, { id, name, search_text, ...keys }: Folded, warn: (message: string) => void) {
  try {
    await db.update(table).set({ search_text, ...keys }).where(eq(table.id, id));
  } catch (error) {
    // Only a twin under the new folding is expected here; anything else is a real failure.
    if (!isTwin(error)) throw error;
    await db.update(table).set({ search_text, name_key: null, name_ar_key: null }).where(eq(table.id, id));
    warn(`"${name}" (id ${id}) has the same name as another record; rename one of them`);
  }
}

/** A batch in one UPDATE … FROM (VALUES …); a batch with a twin in it goes again row by row. */
async function writeBatch(db: Database, table: NamedTable, rows: Folded[], warn: (message: string) => void) {
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.search_text}::text, ${row.name_key}::text, ${row.name_ar_key}::text)`),
    sql`, `,
  );
  try {
    await db.execute(sql`
      update ${table} set search_text = folded.search_text, name_key = folded.name_key, name_ar_key = folded.name_ar_key
      from (values ${values}) as folded (id, search_text, name_key, name_ar_key)
      where ${table.id} = folded.id`);
  } catch (error) {
    if (!isTwin(error)) throw error;
    for (const row of rows) await writeRow(db, table, row, warn);
  }
}

/**
 * The folded text (search text and name keys) is computed in TypeScript (domain/arabic), so it is
 * (re)written here, after migrating: for every row when the folding changed since the database
 * last saw it (TEXT_FOLDING_VERSION), else only for rows that have no key yet (written before
 * names were unique). Rows go in id order, so of two twins the older keeps its key; the younger
 * keeps none, and is named in the warning, to be renamed.
 */
export async function refreshFoldedText(db: Database, warn: (message: string) => void): Promise<void> {
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, VERSION_SETTING));
  const everyRow = stored?.value !== String(TEXT_FOLDING_VERSION);
  for (const { table, fold } of NAMED_TABLES) {
    for (let after = 0; ; ) {
      const rows = await db
        .select()
        .from(table)
        .where(and(gt(table.id, after), everyRow ? undefined : isNull(table.name_key)))
        .orderBy(asc(table.id))
        .limit(BATCH_ROWS);
      if (rows.length === 0) break;
      await writeBatch(db, table, rows.map((row) => ({ id: row.id, name: row.name, ...fold(row as never) })), warn);
      after = rows.at(-1)!.id;
    }
  }
  await db
    .insert(appSettings)
    .values({ key: VERSION_SETTING, value: String(TEXT_FOLDING_VERSION) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(TEXT_FOLDING_VERSION) } });
}
