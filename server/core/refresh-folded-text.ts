import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ResourceTable, type RowOf, rowsOf } from './crud';
import { TEXT_FOLDING_VERSION } from '../../domain/arabic';
import type { Database } from '../db/client';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorOf } from '../db/postgres-errors';
import { foldedNames } from '../db/folded-names';
import { planSearchText } from '../db/plan-search-text';
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
} from '../db/schema';
import { cardSearchText } from '../db/card-search-text';
import { companySearchText, companySubscriptionSearchText } from '../db/company-search-text';
import { staySearchText } from '../db/stay-columns';
import { subscriptionSearchText } from '../db/subscription-search-text';
import { userSearchText } from '../db/user-search-text';

const VERSION_SETTING = 'text_folding_version';

/** Rows read and written per statement: a million rows are 200 updates, not a million. */
const BATCH_ROWS = 5_000;

/** How one table's folded text is refreshed: every row when the folding changed, else those without it. */
type Refresh = (db: Database, everyRow: boolean, warn: (message: string) => void) => Promise<void>;

/** Each batch of the rows of `table` that match `where`, in id order. */
async function inBatches<Table extends ResourceTable>(
  db: Database,
  table: Table,
  where: SQL | undefined,
  write: (rows: Array<RowOf<Table>>) => Promise<void>,
) {
  const anyTable: ResourceTable = table;
  for (let after = 0; ;) {
    const rows = rowsOf<Table>(
      await db
        .select()
        .from(anyTable)
        .where(and(gt(anyTable.id, after), where))
        .orderBy(asc(anyTable.id))
        .limit(BATCH_ROWS),
    );
    if (rows.length === 0) return;
    await write(rows);
    after = rows.at(-1)!.id;
  }
}

type NamedTable = typeof areas | typeof gates | typeof subAreas;

/** A table with name keys: refolded when the folding changed, else only the rows without a key. */
function named<Table extends NamedTable>(table: Table, fold: (row: RowOf<Table>) => Omit<Folded, 'id'>): Refresh {
  return (db, everyRow, warn) =>
    inBatches(db, table, everyRow ? undefined : isNull(table.name_key), (rows) =>
      writeNamed(
        db,
        table,
        rows.map((row) => ({ id: row.id, ...fold(row) })),
        warn,
      ),
    );
}

/**
 * A table with folded search text but no name keys: refolded when the folding changed, else only
 * the rows without search text (users written before migration 0004 added it, stays before 0015).
 */
function searched<Table extends ResourceTable & { search_text: PgColumn }>(
  table: Table,
  fold: (row: RowOf<Table>) => string,
): Refresh {
  return (db, everyRow) =>
    inBatches(db, table, everyRow ? undefined : eq(table.search_text, ''), async (rows) => {
      await db.execute(
        updateFromValues(
          table,
          ['search_text'],
          rows.map((row) => ({ id: row.id, search_text: fold(row) })),
        ),
      );
    });
}

type Plate = { subscription_id: number; plate_letters: string; plate_number: string };

/**
 * Subscriptions, whose text folds their vehicles' plates too: each batch reads its vehicles.
 * Company subscriptions written before migration 0010 have no text yet.
 */
function withPlates<Table extends typeof subscriptions | typeof companySubscriptions>(
  table: Table,
  vehicles: typeof subscriptionVehicles | typeof companySubscriptionVehicles,
  fold: (row: RowOf<Table>, vehicles: Plate[]) => string,
): Refresh {
  return (db, everyRow) =>
    inBatches(db, table, everyRow ? undefined : eq(table.search_text, ''), async (rows) => {
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
          row,
          plates.filter((plate) => plate.subscription_id === row.id),
        ),
      }));
      await db.execute(updateFromValues(table, ['search_text'], folded));
    });
}

/** Every table with folded text, and what each row folds. */
const REFRESHES: Refresh[] = [
  named(areas, (row) => ({ name: row.name, ...foldedNames(row) })),
  named(gates, (row) => ({ name: row.name, ...foldedNames(row, row.description) })),
  named(subAreas, (row) => ({ name: row.name, ...foldedNames(row) })),
  searched(subscriptionPlans, planSearchText),
  searched(users, userSearchText),
  searched(companies, companySearchText),
  searched(vehicles, (row) => staySearchText({ letters: row.plate_letters, number: row.plate_number })),
  searched(parkingCards, cardSearchText),
  withPlates(subscriptions, subscriptionVehicles, (row, vehicles) => subscriptionSearchText({ ...row, vehicles })),
  withPlates(companySubscriptions, companySubscriptionVehicles, (row, vehicles) =>
    companySubscriptionSearchText({ ...row, vehicles }),
  ),
];

type Folded = {
  id: number;
  name: string;
  search_text: string;
  name_key: string | null;
  name_ar_key: string | null;
};

/** `UPDATE table SET …  FROM (VALUES …)`: the rows' new text, by id, in one statement. */
function updateFromValues(
  table: ResourceTable,
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
    await db.execute(updateFromValues(table, ['search_text', 'name_key', 'name_ar_key'], rows));
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
  for (const refresh of REFRESHES) await refresh(db, everyRow, warn);
  await db
    .insert(appSettings)
    .values({ key: VERSION_SETTING, value: String(TEXT_FOLDING_VERSION) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(TEXT_FOLDING_VERSION) } });
}
