import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { hasPermission, ROLE } from '../../../domain/roles';
import type { AreaOccupancy, Dashboard, TypeOccupancy, Workplace } from '../../../domain/schemas/dashboard';
import type { VehicleType } from '../../../domain/vehicle';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { rawRows } from '../../db/raw-rows';
import { EINVOICE_ALARM_HOURS } from '../../../domain/einvoice';
import {
  areas,
  einvoiceDocuments,
  einvoicePending,
  einvoiceSubmissions,
  gates,
  subAreas,
  vehicles,
} from '../../db/schema';
import { latestChanges } from './recent-changes';
import type { Caller } from '../../core/auth';
import { latestGateEvents } from './latest-gate-events';
import { pendingRequests } from './pending-requests';
import { revenueOfLastDays } from './revenue-last-days';
import { trafficToday } from './traffic-today';

/** An area's occupancy, with the vehicles inside by type against each type's own capacity. */
type AreaFigures = AreaOccupancy & Omit<TypeOccupancy, 'area_id'>;

/** The open stays of a type, counted within the group. */
const openOf = (type: VehicleType) => sql<number>`count(*) filter (where ${vehicles.type} = ${type})`;

/**
 * Vehicles inside each area (open entry operations, never a counter) against its capacity, by
 * type as a gate's entry counts them (server/features/gate/gate-lookups.ts); the fullest first, so the areas
 * that need attention lead. The open stays are counted from vehicles_open_by_area_idx alone, and
 * the areas come as one JSON text (server/db/json-rows.ts).
 */
async function occupancyFigures(db: Database, areaId: number | null): Promise<AreaFigures[]> {
  const openStays = db
    .select({
      area_id: vehicles.area_id,
      inside: sql<number>`count(*)`.as('inside'),
      subscribers: openOf('subscription').as('subscribers'),
      guests: openOf('guest').as('guests'),
    })
    .from(vehicles)
    .where(and(isNull(vehicles.exit_time), areaId ? eq(vehicles.area_id, areaId) : undefined))
    .groupBy(vehicles.area_id)
    .as('open_stays');
  const rows = await jsonRows<AreaFigures>(
    db,
    db
      .select({
        id: areas.id,
        name: areas.name,
        name_ar: areas.name_ar,
        max_capacity: areas.max_capacity,
        is_active: areas.is_active,
        subscription_capacity: areas.subscription_capacity,
        guest_ticket_capacity: areas.guest_ticket_capacity,
        inside: sql<number>`coalesce(${openStays.inside}, 0)`.as('inside'),
        subscribers: sql<number>`coalesce(${openStays.subscribers}, 0)`.as('subscribers'),
        guests: sql<number>`coalesce(${openStays.guests}, 0)`.as('guests'),
      })
      .from(areas)
      .leftJoin(openStays, eq(openStays.area_id, areas.id))
      .where(areaId ? eq(areas.id, areaId) : undefined)
      .orderBy(asc(areas.name), asc(areas.id)),
  );
  return rows.sort((a, b) => b.inside / b.max_capacity - a.inside / a.max_capacity);
}

/** A gate employee's area and gate, by name in both languages. */
async function workplaceOf(db: Database, user: Caller): Promise<Workplace> {
  const [area] = user.area_id
    ? await db
        .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
        .from(areas)
        .where(eq(areas.id, user.area_id))
    : [];
  const [gate] = user.gate_id
    ? await db
        .select({ id: gates.id, name: gates.name, name_ar: gates.name_ar })
        .from(gates)
        .where(eq(gates.id, user.gate_id))
    : [];
  return { area: area ?? null, gate: gate ?? null };
}

/** The documents overdue with the Authority (domain/schemas/dashboard.ts, einvoiceAlarmSchema). */
async function einvoiceAlarm(db: Database, now: Date) {
  const since = new Date(now.getTime() - EINVOICE_ALARM_HOURS * 3600_000);
  const [alarm] = await rawRows<{ unreported: number; refused: number; oldest_at: Date | null }>(
    db,
    sql`select
      (select count(*)::int from ${einvoiceSubmissions} s join ${einvoiceDocuments} d on d.id = s.document_id
        where s.status = 'queued' and d.issued_at < ${since})
      + (select count(*)::int from ${einvoicePending} where ${einvoicePending.queued_at} < ${since}) as unreported,
      (select count(*)::int from ${einvoiceSubmissions} where ${einvoiceSubmissions.status} in ('not_reported', 'not_cleared')) as refused,
      least(
        (select min(d.issued_at) from ${einvoiceSubmissions} s join ${einvoiceDocuments} d on d.id = s.document_id
          where s.status = 'queued' and d.issued_at < ${since}),
        (select min(${einvoicePending.queued_at}) from ${einvoicePending} where ${einvoicePending.queued_at} < ${since})
      ) as oldest_at`,
  );
  return { ...alarm!, oldest_at: alarm!.oldest_at ? new Date(alarm!.oldest_at).toISOString() : null };
}

/** The sections of those who handle the money: traffic and revenue now, requests waiting, the gates' latest. */
async function moneySections(db: Database, user: Caller, clock: Clock) {
  const now = clock.now();
  const [today, pending, revenue, gateEvents, einvoices] = await Promise.all([
    trafficToday(db, now, clock.timeZone),
    pendingRequests(db, user),
    revenueOfLastDays(db, now, clock.timeZone),
    latestGateEvents(db),
    einvoiceAlarm(db, now),
  ]);
  return {
    today,
    pending,
    revenue_last_30_days: revenue,
    latest_gate_events: gateEvents,
    einvoice_alarm: einvoices,
  };
}

/** The home figures of a role: a gate employee's are their area's; the estate's for the others. */
export async function dashboardFor(db: Database, user: Caller, clock: Clock): Promise<Dashboard> {
  const isGateEmployee = user.role_id === ROLE.gateEmployee;
  const areaId = isGateEmployee ? user.area_id : null;
  const [figures, [estate], changes, money] = await Promise.all([
    occupancyFigures(db, areaId),
    rawRows<{ gates: number; sub_areas: number }>(
      db,
      sql`select (select count(*)::int from ${gates} ${areaId ? sql`where ${gates.area_id} = ${areaId}` : sql``}) as gates,
        (select count(*)::int from ${subAreas} ${areaId ? sql`where ${subAreas.area_id} = ${areaId}` : sql``}) as sub_areas`,
    ),
    // Changes to the estate concern those who manage it.
    hasPermission(user.role_id, 'areas_crud') ? latestChanges(db) : undefined,
    hasPermission(user.role_id, 'parking_transactions_crud') ? moneySections(db, user, clock) : undefined,
  ]);
  return {
    scope_area_id: areaId,
    areas: figures.length,
    gates: estate!.gates,
    sub_areas: estate!.sub_areas,
    total_capacity: figures.reduce((total, area) => total + area.max_capacity, 0),
    ...(isGateEmployee ? { workplace: await workplaceOf(db, user) } : {}),
    occupancy: figures.map(({ id, name, name_ar, max_capacity, inside, is_active }) => ({
      id,
      name,
      name_ar,
      max_capacity,
      inside,
      is_active,
    })),
    ...(changes ? { latest_changes: changes } : {}),
    ...(money
      ? {
          occupancy_by_type: figures.map(
            ({ id, subscribers, subscription_capacity, guests, guest_ticket_capacity }) => ({
              area_id: id,
              subscribers,
              subscription_capacity,
              guests,
              guest_ticket_capacity,
            }),
          ),
          ...money,
        }
      : {}),
  };
}
