import { eq, isNull } from 'drizzle-orm';
import { TEXT_FOLDING_VERSION } from '../../domain/arabic';
import type { Database } from './client';
import { POSTGRES_UNIQUE_VIOLATION, postgresErrorOf } from './postgres-errors';
import { foldedNames } from './folded-names';
import { planSearchText } from '../routes/subscription-plans';
import { appSettings, areas, gates, subAreas, subscriptionPlans } from './schema';

const VERSION_SETTING = 'text_folding_version';

/** Every table with folded text, and what each row folds. */
const NAMED_TABLES = [
  { table: areas, fold: (row: typeof areas.$inferSelect) => foldedNames(row) },
  { table: gates, fold: (row: typeof gates.$inferSelect) => foldedNames(row, row.description) },
  { table: subAreas, fold: (row: typeof subAreas.$inferSelect) => foldedNames(row) },
] as const;

/** Tables with folded search text but no name keys: refolded when the folding changed. */
const SEARCHED_TABLES = [{ table: subscriptionPlans, fold: (row: typeof subscriptionPlans.$inferSelect) => planSearchText(row) }] as const;

/**
 * The folded text (search text and name keys) is computed in TypeScript (domain/arabic), so it is
 * (re)written here, after migrating: for every row when the folding changed since the database
 * last saw it (TEXT_FOLDING_VERSION), else only for rows that have no key yet (written before
 * names were unique). A name that has a twin under the folding keeps no key, and is named in the
 * warning, to be renamed.
 */
export async function refreshFoldedText(db: Database, warn: (message: string) => void): Promise<void> {
  const [stored] = await db.select().from(appSettings).where(eq(appSettings.key, VERSION_SETTING));
  const everyRow = stored?.value !== String(TEXT_FOLDING_VERSION);
  for (const { table, fold } of NAMED_TABLES) {
    const rows = await db.select().from(table).where(everyRow ? undefined : isNull(table.name_key));
    for (const row of rows) {
      const { search_text, ...keys } = fold(row as never);
      try {
        await db.transaction((tx) => tx.update(table).set({ search_text, ...keys }).where(eq(table.id, row.id)));
      } catch (error) {
        // Only a twin under the new folding is expected here; anything else is a real failure.
        if (postgresErrorOf(error)?.code !== POSTGRES_UNIQUE_VIOLATION) throw error;
        await db.update(table).set({ search_text, name_key: null, name_ar_key: null }).where(eq(table.id, row.id));
        warn(`"${row.name}" (id ${row.id}) has the same name as another record; rename one of them`);
      }
    }
  }
  if (everyRow) {
    for (const { table, fold } of SEARCHED_TABLES) {
      for (const row of await db.select().from(table)) await db.update(table).set({ search_text: fold(row) }).where(eq(table.id, row.id));
    }
  }
  await db
    .insert(appSettings)
    .values({ key: VERSION_SETTING, value: String(TEXT_FOLDING_VERSION) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: String(TEXT_FOLDING_VERSION) } });
}
