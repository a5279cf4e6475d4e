import { and, asc, count, eq, isNull, sum } from 'drizzle-orm';
import { hasPermission, ROLE } from '../../domain/roles';
import type { AreaOccupancy, Dashboard, Workplace } from '../../domain/schemas/dashboard';
import type { Database } from '../db/client';
import { areas, gates, subAreas, vehicles } from '../db/schema';
import { latestChanges } from './recent-changes';
import type { Caller } from './auth';

/**
 * Vehicles inside each area (open entry operations, never a counter) against its capacity;
 * the fullest first, so the areas that need attention lead.
 */
export async function areaOccupancy(db: Database, areaId: number | null): Promise<AreaOccupancy[]> {
  const rows = await db
    .select({
      id: areas.id,
      name: areas.name,
      name_ar: areas.name_ar,
      max_capacity: areas.max_capacity,
      is_active: areas.is_active,
      inside: count(vehicles.id),
    })
    .from(areas)
    .leftJoin(vehicles, and(eq(vehicles.area_id, areas.id), isNull(vehicles.exit_time)))
    .where(areaId ? eq(areas.id, areaId) : undefined)
    .groupBy(areas.id)
    .orderBy(asc(areas.name), asc(areas.id));
  return rows.sort((a, b) => b.inside / b.max_capacity - a.inside / a.max_capacity);
}

/** A gate employee's area and gate, by name in both languages. */
async function workplaceOf(db: Database, user: Caller): Promise<Workplace> {
  const [area] = user.area_id
    ? await db.select({ id: areas.id, name: areas.name, name_ar: areas.name_ar }).from(areas).where(eq(areas.id, user.area_id))
    : [];
  const [gate] = user.gate_id
    ? await db.select({ id: gates.id, name: gates.name, name_ar: gates.name_ar }).from(gates).where(eq(gates.id, user.gate_id))
    : [];
  return { area: area ?? null, gate: gate ?? null };
}

/** The home figures of a role: a gate employee's are their area's; the estate's for the others. */
export async function dashboardFor(db: Database, user: Caller): Promise<Dashboard> {
  const isGateEmployee = user.role_id === ROLE.gateEmployee;
  const areaId = isGateEmployee ? user.area_id : null;
  const [areaFigures] = await db
    .select({ areas: count(), total_capacity: sum(areas.max_capacity).mapWith(Number) })
    .from(areas)
    .where(areaId ? eq(areas.id, areaId) : undefined);
  const [gateFigures] = await db.select({ total: count() }).from(gates).where(areaId ? eq(gates.area_id, areaId) : undefined);
  const [subAreaFigures] = await db.select({ total: count() }).from(subAreas).where(areaId ? eq(subAreas.area_id, areaId) : undefined);
  return {
    scope_area_id: areaId,
    areas: areaFigures?.areas ?? 0,
    gates: gateFigures?.total ?? 0,
    sub_areas: subAreaFigures?.total ?? 0,
    total_capacity: areaFigures?.total_capacity ?? 0,
    ...(isGateEmployee ? { workplace: await workplaceOf(db, user) } : {}),
    occupancy: await areaOccupancy(db, areaId),
    // Changes to the estate concern those who manage it.
    ...(hasPermission(user.role_id, 'areas_crud') ? { latest_changes: await latestChanges(db) } : {}),
  };
}
