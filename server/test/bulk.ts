import { areaSchema } from '../../domain/schemas/area';
import type { Database } from '../db/client';
import { areas, tariffVersions } from '../db/schema';
import { areaRow } from '../features/areas/areas.resource';
import { versionOfForm } from '../features/areas/area-tariff';
import { areaBody } from './fixtures';

/** Rows per insert statement: well under the 65,535 parameters of one statement. */
const ROWS_PER_INSERT = 2_000;

/**
 * Thousands of areas at once, straight into the table (through the API they would take minutes),
 * stored exactly as the API stores them (the same schema and row mapping, folding included), each
 * with its first tariff version from its creation.
 * `overrides(i)` shapes the i-th body; the ids come back in insertion order.
 */
export async function insertAreas(
  db: Database,
  count: number,
  overrides: (index: number) => Record<string, unknown>,
): Promise<number[]> {
  const bodies = Array.from({ length: count }, (_, index) => areaSchema.parse(areaBody(overrides(index))));
  const ids: number[] = [];
  for (let start = 0; start < bodies.length; start += ROWS_PER_INSERT) {
    const batch = bodies.slice(start, start + ROWS_PER_INSERT);
    const inserted = await db
      .insert(areas)
      .values(batch.map(areaRow))
      .returning({ id: areas.id, created_at: areas.created_at });
    await db.insert(tariffVersions).values(
      inserted.map((area, index) => ({
        ...versionOfForm(batch[index]!),
        area_id: area.id,
        effective_from: area.created_at,
      })),
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}
