import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTableWithColumns, TableConfig } from 'drizzle-orm/pg-core';
import { TEXT_FOLDING_VERSION } from '../../domain/arabic';
import type { Database } from './client';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorOf } from './postgres-errors';
import { foldedNames } from './folded-names';
import { planSearchText } from '../resources/subscription-plans';
import {
  appSettings,
  areas,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  gates,
  parkingCards,
  subAreas,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
  users,
  vehicles,
} from './schema';
import { cardSearchText } from './card-search-text';
import { companySearchText, companySubscriptionSearchText } from './company-search-text';
import { staySearchText } from './stay-columns';
import { subscriptionSearchText } from './subscription-search-text';
import { userSearchText } from './user-search-text';

const VERSION_SETTING = 'text_folding_version';

/** Rows read and written per statement: a million rows are 200 updates, not a million. */
const BATCH_ROWS = 5_000;

/** Every table with folded text, and what each row folds. */
const NAMED_TABLES = [
  { table: areas, fold: (row: typeof areas.$inferSelect) => foldedNames(row) },
  { table: gates, fold: (row: typeof gates.$inferSelect) => foldedNames(row, row.description) },
  { table: subAreas, fold: (row: typeof subAreas.$inferSelect) => foldedNames(row) },
] as const;

/**
 * Tables with folded search text but no name keys: refolded when the folding changed, else only
 * the rows without search text (users written before migration 0004 added it, stays before 0015).
 */
const SEARCHED_TABLES = [
  { table: subscriptionPlans, fold: (row: typeof subscriptionPlans.$inferSelect) => planSearchText(row) },
  { table: users, fold: (row: typeof users.$inferSelect) => userSearchText(row) },
  { table: companies, fold: (row: typeof companies.$inferSelect) => companySearchText(row) },
  {
    table: vehicles,
    fold: (row: typeof vehicles.$inferSelect) =>
      staySearchText({ letters: row.plate_letters, number: row.plate_number }),
  },
  { table: parkingCards, fold: (row: typeof parkingCards.$inferSelect) => cardSearchText(row) },
] as const;

type Plate = { subscription_id: number; plate_letters: string; plate_number: string };

/**
 * Subscriptions, whose text folds their vehicles' plates too: each batch reads its vehicles.
 * Company subscriptions written before migration 0010 have no text yet.
 */
const SUBSCRIPTION_TABLES = [
  {
    table: subscriptions,
    vehicles: subscriptionVehicles,
    fold: (row: typeof subscriptions.$inferSelect, vehicles: Plate[]) => subscriptionSearchText({ ...row, vehicles }),
  },
  {
    table: companySubscriptions,
    vehicles: companySubscriptionVehicles,
    fold: (row: typeof companySubscriptions.$inferSelect, vehicles: Plate[]) =>
      companySubscriptionSearchText({ ...row, vehicles }),
  },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TableWithId = PgTableWithColumns<TableConfig & { columns: any }>;
type NamedTable = (typeof NAMED_TABLES)[number]['table'];

interface Folded {
  id: number;
  name: string;
  search_text: string;
  name_key: string | null;
  name_ar_key: string | null;
}

/** Each batch of the rows of `table` that match `where`, in id order. */
async function inBatches<Row extends { id: number }>(
  db: Database,
  table: TableWithId,
  where: SQL | undefined,
  write: (rows: Row[]) => Promise<void>,
) {
  for (let after = 0; ;) {
    const rows = (await db
      .select()
      .from(table)
      .where(and(gt(table.id as PgColumn, after), where))
      .orderBy(asc(table.id as PgColumn))
      .limit(BATCH_ROWS)) as Row[];
    if (rows.length === 0) return;
    await write(rows);
    after = rows.at(-1)!.id;
  }
}

/** `UPDATE table SET …  FROM (VALUES …)`: the rows' new text, by id, in one statement. */
function updateFromValues(
  table: TableWithId,
  columns: string[],
  rows: Array<{ id: number } & Record<string, unknown>>,
) {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join([sql`${row.id}::int`, ...columns.map((column) => sql`${row[column]}::text`)], sql`, `)})`,
    ),
    sql`, `,
  );
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const assignments = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = folded.${sql.identifier(column)}`),
    sql`, `,
  );
  return sql`update ${table} set ${assignments} from (values ${values}) as folded (id, ${names}) where ${table.id} = folded.id`;
}

const isTwin = (error: unknown) => postgresErrorOf(error)?.code === POSTGRES_UNIQUE_VIOLATION;

/** One row's folded text; a name with a twin under the folding keeps no key, and is named in the warning. */
async function writeRow(
  db: Database,
  table: NamedTable,
  { id, name, search_text, ...keys }: Folded,
  warn: (message: string) => void,
) {
  try {
    await db
      .update(table)
      .set({ search_text, ...keys })
      .where(eq(table.id, id));
  } catch (error) {
    // Only a twin under the new folding is expected here; anything else is a real failure.
    if (!isTwin(error)) throw error;
    await db.update(table).set({ search_text, name_key: null, name_ar_key: null }).where(eq(table.id, id));
    warn(`"${name}" (id ${id}) has the same name as another record; rename one of them`);
  }
}

/** A batch in one statement; a batch with a twin in it goes again row by row. */
async function writeNamed(db: Database, table: NamedTable, rows: Folded[], warn: (message: string) => void) {
  try {
    await db.execute(
      updateFromValues(
        table,
        ['search_text', 'name_key', 'name_ar_key'],
        rows as unknown as Array<{ id: number } & Record<string, unknown>>,
      ),
    );
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
    await inBatches<{ id: number; name: string }>(db, table, everyRow ? undefined : isNull(table.name_key), (rows) =>
      writeNamed(
        db,
        table,
        rows.map((row) => ({ id: row.id, name: row.name, ...fold(row as never) })),
        warn,
      ),
    );
  }
  for (const { table, fold } of SEARCHED_TABLES) {
    await inBatches<{ id: number }>(db, table, everyRow ? undefined : eq(table.search_text, ''), (rows) =>
      db
        .execute(
          updateFromValues(
            table,
            ['search_text'],
            rows.map((row) => ({ id: row.id, search_text: fold(row as never) })),
          ),
        )
        .then(() => {}),
    );
  }
  for (const { table, vehicles, fold } of SUBSCRIPTION_TABLES) {
    await inBatches<{ id: number }>(db, table, everyRow ? undefined : eq(table.search_text, ''), async (rows) => {
      const plates: Plate[] = await db
        .select()
        .from(vehicles)
        .where(
          inArray(
            vehicles.subscription_id,
            rows.map((row) => row.id),
          ),
        );
      const folded = rows.map((row) => ({
        id: row.id,
        search_text: fold(
          row as never,
          plates.filter((plate) => plate.subscription_id === row.id),
        ),
      }));
      await db.execute(updateFromValues(table, ['search_text'], folded));
    });
  }
  await db
    .insert(appSettings)
    .values({ key: VERSION_SETTING, value: String(TEXT_FOLDING_VERSION) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(TEXT_FOLDING_VERSION) } });
}
