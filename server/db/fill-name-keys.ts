import { eq, isNull } from 'drizzle-orm';
import { nameKeyOf } from '../../domain/arabic';
import type { Database } from './client';
import { areas, gates, subAreas } from './schema';

/**
 * Migration 0001 made names unique by their folded key; rows written before it have none.
 * Folding lives in TypeScript (domain/arabic), so the keys are filled here, after migrating.
 * A name that already had a twin keeps no key, and is named in the warning, to be renamed.
 */
export async function fillMissingNameKeys(db: Database, warn: (message: string) => void): Promise<void> {
  const rows = [
    ...(await db.select({ id: areas.id, name: areas.name, name_ar: areas.name_ar }).from(areas).where(isNull(areas.name_key))).map((row) => ({
      table: areas,
      row,
      keys: { name_key: nameKeyOf(row.name), name_ar_key: nameKeyOf(row.name_ar) },
    })),
    ...(await db.select({ id: gates.id, name: gates.name }).from(gates).where(isNull(gates.name_key))).map((row) => ({
      table: gates,
      row,
      keys: { name_key: nameKeyOf(row.name) },
    })),
    ...(await db.select({ id: subAreas.id, name: subAreas.name }).from(subAreas).where(isNull(subAreas.name_key))).map((row) => ({
      table: subAreas,
      row,
      keys: { name_key: nameKeyOf(row.name) },
    })),
  ];
  for (const { table, row, keys } of rows) {
    try {
      await db.transaction((tx) => tx.update(table).set(keys).where(eq(table.id, row.id)));
    } catch {
      warn(`"${row.name}" (id ${row.id}) has the same name as another record; rename one of them`);
    }
  }
}
