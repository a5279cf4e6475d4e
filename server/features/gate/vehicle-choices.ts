import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { ROLE } from '../../../domain/roles';
import type { VehicleChoices } from '../../../domain/schemas/vehicle';
import type { Database } from '../../db/client';
import { areas, gates } from '../../db/schema';
import type { Caller } from '../../core/auth';

/** The areas whose stays the caller reaches, as `stayScope` limits the stays: a gate employee's own, else all. */
function reachableAreas(caller: Caller, areaId: typeof areas.id | typeof gates.area_id): SQL | undefined {
  if (caller.role_id !== ROLE.gateEmployee) return undefined;
  return caller.area_id === null ? sql`false` : eq(areaId, caller.area_id);
}

/**
 * The areas and gates of the stays the caller reaches, inactive ones included (past stays name
 * them), for the stays' filters and columns: a gate employee reads neither resource.
 */
export async function vehicleChoices(db: Database, caller: Caller): Promise<VehicleChoices> {
  const areaRows = await db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .where(reachableAreas(caller, areas.id))
    .orderBy(asc(areas.id));
  const gateRows = await db
    .select({ id: gates.id, area_id: gates.area_id, name: gates.name, name_ar: gates.name_ar })
    .from(gates)
    .where(reachableAreas(caller, gates.area_id))
    .orderBy(asc(gates.id));
  return { areas: areaRows, gates: gateRows };
}
