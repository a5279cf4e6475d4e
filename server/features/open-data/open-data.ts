import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Place, SessionsQuery } from '../../../domain/schemas/open-data';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { areas, paymentMethods, paymentTransactions, subAreas, vehicles } from '../../db/schema';
import { notFound } from '../../errors';
import { recordPlatesShown } from '../../core/access-log';
import { areaOccupancy, areaPlace, areaRateTable, stayFactsOfRow, staySession, subAreaPlace } from './apds';
import { assertReachesArea, type Integrator } from './integrator-auth';
import { versionsInForce } from '../areas';

/**
 * The open data API's reads, each within the areas the integrator's key reaches. An operator's
 * estate is tens of areas, so places, rates and occupancy are read whole and paged in memory;
 * sessions are paged in the database.
 */

export const OPEN_DATA_PAGE_SIZE = 100;

const reachable = (integrator: Integrator) =>
  integrator.area_ids === null ? undefined : inArray(areas.id, integrator.area_ids);

const offsetOf = (page: number) => (page - 1) * OPEN_DATA_PAGE_SIZE;

function listOf<Item>(clock: Clock, page: number, total: number, data: Item[]) {
  const referenceInstant = Math.floor(clock.now().getTime() / 1000);
  return { meta: { referenceInstant, offset: offsetOf(page), pageSize: OPEN_DATA_PAGE_SIZE, total }, data };
}

const pageOf = <Item>(items: Item[], page: number, clock: Clock) =>
  listOf(clock, page, items.length, items.slice(offsetOf(page), offsetOf(page) + OPEN_DATA_PAGE_SIZE));

async function reachableAreas(db: Database, integrator: Integrator) {
  return db.select().from(areas).where(reachable(integrator)).orderBy(asc(areas.id));
}

/** Every area the key reaches, each followed by its sub-areas. */
export async function listPlaces(db: Database, clock: Clock, integrator: Integrator, page: number) {
  const estate = await reachableAreas(db, integrator);
  const children = estate.length
    ? await db
        .select()
        .from(subAreas)
        .where(
          inArray(
            subAreas.area_id,
            estate.map((area) => area.id),
          ),
        )
        .orderBy(asc(subAreas.id))
    : [];
  const places: Place[] = estate.flatMap((area) => {
    const own = children.filter((child) => child.area_id === area.id);
    return [areaPlace(area, own, clock.timeZone), ...own.map((child) => subAreaPlace(child, area, clock.timeZone))];
  });
  return pageOf(places, page, clock);
}

/** One place by its APDS id: 404 for none, 403 for an area the key does not reach. */
export async function getPlace(db: Database, clock: Clock, integrator: Integrator, placeId: string): Promise<Place> {
  const [kind, id] = [placeId.startsWith('sub-area-') ? 'sub-area' : 'area', Number(placeId.split('-').at(-1))];
  if (kind === 'sub-area') {
    const [found] = await db
      .select({ subArea: subAreas, area: areas })
      .from(subAreas)
      .innerJoin(areas, eq(areas.id, subAreas.area_id))
      .where(eq(subAreas.id, id));
    if (!found) throw notFound();
    assertReachesArea(integrator, found.area.id);
    return subAreaPlace(found.subArea, found.area, clock.timeZone);
  }
  const [area] = await db.select().from(areas).where(eq(areas.id, id));
  if (!area) throw notFound();
  assertReachesArea(integrator, area.id);
  const children = await db.select().from(subAreas).where(eq(subAreas.area_id, id)).orderBy(asc(subAreas.id));
  return areaPlace(area, children, clock.timeZone);
}

export async function listRates(db: Database, clock: Clock, integrator: Integrator, page: number) {
  const estate = await reachableAreas(db, integrator);
  const tariffs = await versionsInForce(
    db,
    estate.map((area) => area.id),
    clock.now(),
  );
  return pageOf(
    estate.map((area) => areaRateTable({ ...tariffs.get(area.id)!, ...area })),
    page,
    clock,
  );
}

/** The stays inside each area now, counted in one pass over the open stays. */
export async function listOccupancy(db: Database, clock: Clock, integrator: Integrator, page: number) {
  const estate = await reachableAreas(db, integrator);
  if (estate.length === 0) return pageOf([], page, clock);
  const inside = await db
    .select({
      areaId: vehicles.area_id,
      total: count(),
      subscribers: sql<number>`count(*) filter (where ${vehicles.type} = 'subscription')`.mapWith(Number),
      guests: sql<number>`count(*) filter (where ${vehicles.type} = 'guest')`.mapWith(Number),
    })
    .from(vehicles)
    .where(
      and(
        isNull(vehicles.exit_time),
        inArray(
          vehicles.area_id,
          estate.map((area) => area.id),
        ),
      ),
    )
    .groupBy(vehicles.area_id);
  const at = clock.now();
  const none = { total: 0, guests: 0, subscribers: 0 };
  const occupancy = estate.map((area) => areaOccupancy(area, inside.find((row) => row.areaId === area.id) ?? none, at));
  return pageOf(occupancy, page, clock);
}

/** What a stay paid at its entry (an event day paid on the way in), beside its exit's payment. */
const paidOnEntry = sql`coalesce((select sum(entry_payment.amount_halalas) from ${paymentTransactions} entry_payment where entry_payment.vehicle_id = ${vehicles.id} and entry_payment.exit_time is null and entry_payment.refund_of_id is null and entry_payment.status = 'paid'), 0)`;

/** The stays, newest first, by APDS's filters; their plates only for a key with sessions:plates. */
export async function listSessions(db: Database, clock: Clock, integrator: Integrator, query: SessionsQuery) {
  for (const areaId of query.place_ids ?? []) assertReachesArea(integrator, areaId);
  const areaIds = query.place_ids ?? integrator.area_ids;
  const where: Array<SQL | undefined> = [
    areaIds ? inArray(vehicles.area_id, areaIds) : undefined,
    query.start_after && gt(vehicles.entry_time, query.start_after),
    query.start_before && lt(vehicles.entry_time, query.start_before),
    query.end_after && gt(vehicles.exit_time, query.end_after),
    query.end_before && lt(vehicles.exit_time, query.end_before),
  ];
  const [counted, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(vehicles)
      .where(and(...where)),
    db
      .select({
        stay: vehicles,
        amount: sql<number | null>`(${paymentTransactions.amount_halalas} + ${paidOnEntry})::int`,
        minutes: paymentTransactions.duration_minutes,
        method: paymentMethods.code,
      })
      .from(vehicles)
      .leftJoin(
        paymentTransactions,
        and(
          eq(paymentTransactions.vehicle_id, vehicles.id),
          isNull(paymentTransactions.refund_of_id),
          isNotNull(paymentTransactions.exit_time),
        ),
      )
      .leftJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
      .where(and(...where))
      .orderBy(desc(vehicles.entry_time), desc(vehicles.id))
      .limit(OPEN_DATA_PAGE_SIZE)
      .offset(offsetOf(query.page)),
  ]);
  const withPlates = integrator.scopes.includes('sessions:plates');
  const data = rows.map(({ stay, amount, minutes, method }) => ({
    ...staySession(
      stayFactsOfRow(
        stay,
        stay.exit_time && amount !== null && method !== null
          ? { amountHalalas: amount, minutes: minutes ?? 0, method }
          : null,
      ),
    ),
    ...(withPlates ? { plate: stay.plate } : {}),
  }));
  if (withPlates)
    await recordPlatesShown(
      db,
      { id: null, name: integrator.name, role_id: null },
      'open_data_sessions',
      integrator.id,
      rows.map(({ stay }) => stay.plate),
    );
  return listOf(clock, query.page, counted[0]!.total, data);
}
