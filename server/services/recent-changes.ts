import { desc, eq } from 'drizzle-orm';
import type { RecentChange } from '../../domain/schemas/dashboard';
import type { Database } from '../db/client';
import { areas, gates, subAreas } from '../db/schema';

/** How many changes the administrators' home lists. */
export const RECENT_CHANGES_LIMIT = 8;

interface ChangedRow {
  id: number;
  name: string;
  name_ar: string | null;
  created_at: Date;
  updated_at: Date;
  area: { id: number; name: string; name_ar: string | null };
}

function toChange(resource: RecentChange['resource'], row: ChangedRow): RecentChange {
  return {
    resource,
    record_id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    area: row.area,
    // Created and never touched since: both times come from the same insert.
    action: row.updated_at.getTime() === row.created_at.getTime() ? 'created' : 'updated',
    at: row.updated_at.toISOString(),
    by: null,
  };
}

/**
 * The latest created or updated areas, gates and sub-areas, newest first. Until the audit log
 * exists this reads the records' own timestamps, so it knows neither deletions nor who made a
 * change (`by` is null); with the log, this function reads the log and keeps its answer.
 */
export async function latestChanges(db: Database, limit = RECENT_CHANGES_LIMIT): Promise<RecentChange[]> {
  const area = { id: areas.id, name: areas.name, name_ar: areas.name_ar };
  const [areaRows, gateRows, subAreaRows] = await Promise.all([
    db
      .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar, created_at: areas.created_at, updated_at: areas.updated_at, area })
      .from(areas)
      .orderBy(desc(areas.updated_at), desc(areas.id))
      .limit(limit),
    db
      .select({ id: gates.id, name: gates.name, name_ar: gates.name_ar, created_at: gates.created_at, updated_at: gates.updated_at, area })
      .from(gates)
      .innerJoin(areas, eq(areas.id, gates.area_id))
      .orderBy(desc(gates.updated_at), desc(gates.id))
      .limit(limit),
    db
      .select({ id: subAreas.id, name: subAreas.name, name_ar: subAreas.name_ar, created_at: subAreas.created_at, updated_at: subAreas.updated_at, area })
      .from(subAreas)
      .innerJoin(areas, eq(areas.id, subAreas.area_id))
      .orderBy(desc(subAreas.updated_at), desc(subAreas.id))
      .limit(limit),
  ]);
  return [
    ...areaRows.map((row) => toChange('areas', row)),
    ...gateRows.map((row) => toChange('gates', row)),
    ...subAreaRows.map((row) => toChange('sub-areas', row)),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}
