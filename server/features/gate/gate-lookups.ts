import { and, asc, eq, getTableColumns, inArray, isNull, lte, max, ne, or, type SQL, sql } from 'drizzle-orm';
import { type EntryRefusal, individualEntryRefusal } from '../../../domain/gate-admission';
import { type Plate, plateKey } from '../../../domain/plates';
import { DEFAULT_TIME_ZONE, localDate } from '../../../domain/local-date';
import { datesInclude, type DatedSubscription } from '../../../domain/subscription-status';
import { alias } from 'drizzle-orm/pg-core';
import { builtOnce, type Slot } from '../../db/built-once';
import { rawRows } from '../../db/raw-rows';
import { tableRow } from '../../db/table-rows';
import type { Database, Transaction } from '../../db/client';
import {
  companySubscriptions,
  companySubscriptionVehicles,
  gates,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../../db/schema';
import { companySubscriberRefusal } from '../../core/company-access';
import type { Registration } from '../companies';
import { qrCodeHash } from '../subscriptions';

export type Stay = typeof vehicles.$inferSelect;

/** Where an event happens, for the lookups that depend on it. */
interface AtGate {
  areaId: number;
  /** The operator's local day (YYYY-MM-DD) of the event. */
  today: string;
}

/** An approved (stored `active`) subscription as the gate reads it. */
export type ApprovedSubscription = { id: number; status: 'active'; end_date: string | null; area_id: number };

const approvedSubscription = {
  id: subscriptions.id,
  status: subscriptions.status,
  end_date: subscriptions.end_date,
  area_id: subscriptions.area_id,
};

/** A row of a plate's registrations as registrationsQuery reads them. */
export interface RegistrationRow {
  kind: 0 | 1;
  subscription_id: number;
  vehicle_id: number | null;
  end_date: string | null;
  area_id: number | null;
}

/**
 * Every approved subscription that lists the plate, with whether it admits the plate here: the
 * individual ones first, then the active vehicles of companies' approved subscriptions, newest
 * first within each (a renewal before the subscription it renews). `read` is the plate's rows when
 * a statement before read them (a gate entry's claim).
 */
export async function registrationsOfPlate(
  tx: Transaction,
  plate: Plate,
  { areaId, today }: AtGate,
  read?: RegistrationRow[],
) {
  const rows = read ?? (await rawRows<RegistrationRow>(tx, registrationsStatement(tx, registrationQuestionOf(plate))));
  const individual: ApprovedSubscription[] = rows
    .filter((row) => row.kind === 0)
    .map((row) => ({ id: row.subscription_id, status: 'active', end_date: row.end_date, area_id: row.area_id! }));
  const company = rows
    .filter((row) => row.kind === 1)
    .map((row) => ({ vehicle_id: row.vehicle_id!, subscription_id: row.subscription_id }));
  const registrations: Array<{ registration: Registration; refusal: EntryRefusal | null }> = individual.map(
    (subscription) => ({
      registration: {
        subscription_id: subscription.id,
        company_subscription_id: null,
        company_subscription_vehicle_id: null,
      },
      refusal: individualEntryRefusal({ subscription, gateAreaId: areaId, today }),
    }),
  );
  for (const vehicle of company) {
    registrations.push({
      registration: {
        subscription_id: null,
        company_subscription_id: vehicle.subscription_id,
        company_subscription_vehicle_id: vehicle.vehicle_id,
      },
      refusal: await companySubscriberRefusal(tx, { subscriptionId: vehicle.subscription_id, areaId, today }),
    });
  }
  return registrations;
}

/** What registrationsQuery asks of a plate: its letters and number, and its key as the vehicles' index keys it. */
export const registrationQuestionOf = (plate: Plate) => ({
  letters: plate.letters,
  number: plate.number,
  key: plateKey(plate),
});

/**
 * Both kinds of a plate's registrations in one statement: the individual ones (kind 0) carry what
 * admits them, the company vehicles (kind 1) their vehicle; then by kind, newest first.
 */
export function registrationsQuery(slot: (name: keyof ReturnType<typeof registrationQuestionOf>) => Slot) {
  return sql`select 0 as kind, ${subscriptions.id} as subscription_id, null::int as vehicle_id,
      ${subscriptions.end_date} as end_date, ${subscriptions.area_id} as area_id
    from ${subscriptionVehicles} join ${subscriptions} on ${subscriptions.id} = ${subscriptionVehicles.subscription_id}
    where ${subscriptionVehicles.plate_number} = ${slot('number')} and ${subscriptionVehicles.plate_letters} = ${slot('letters')}
      and ${subscriptions.status} = 'active'
    union all
    select 1, ${companySubscriptions.id}, ${companySubscriptionVehicles.id}, null::date, null::int
    from ${companySubscriptionVehicles}
      join ${companySubscriptions} on ${companySubscriptions.id} = ${companySubscriptionVehicles.subscription_id}
    -- The plate key, as the vehicles' index keys it.
    where (${companySubscriptionVehicles.plate_letters} || ${companySubscriptionVehicles.plate_number}) = ${slot('key')}
      and ${companySubscriptionVehicles.is_active} and ${companySubscriptions.status} = 'active'
    order by 1, 2 desc`;
}

const registrationsStatement = builtOnce<keyof ReturnType<typeof registrationQuestionOf>>((_tx, slot) =>
  registrationsQuery(slot),
);

/** The approved subscription whose QR code encodes `token`, if any (a reissued code's old token finds none). */
export async function subscriptionOfQr(tx: Transaction, token: string): Promise<ApprovedSubscription | undefined> {
  const [subscription] = await tx
    .select(approvedSubscription)
    .from(subscriptions)
    .where(and(eq(subscriptions.qr_code_hash, qrCodeHash(token)), eq(subscriptions.status, 'active')));
  return subscription as ApprovedSubscription | undefined;
}

/** The subscription of this id, if it is approved (a parking card's holder). */
export async function approvedSubscriptionOf(tx: Transaction, id: number): Promise<ApprovedSubscription | undefined> {
  const [subscription] = await tx
    .select(approvedSubscription)
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, 'active')));
  return subscription as ApprovedSubscription | undefined;
}

/** A subscription's plates in the order they were registered. */
export async function platesOfSubscription(tx: Transaction, subscriptionId: number): Promise<Plate[]> {
  const rows = await tx
    .select({ letters: subscriptionVehicles.plate_letters, number: subscriptionVehicles.plate_number })
    .from(subscriptionVehicles)
    .where(eq(subscriptionVehicles.subscription_id, subscriptionId))
    .orderBy(asc(subscriptionVehicles.id));
  return rows;
}

const openIn = (areaId: number | Slot | typeof gates.area_id) =>
  and(eq(vehicles.area_id, areaId), isNull(vehicles.exit_time));

/** The plates inside an area now, of those given. */
export async function platesInside(tx: Transaction, areaId: number, plates: Plate[]): Promise<Set<string>> {
  const rows = await tx
    .select({ plate: vehicles.plate })
    .from(vehicles)
    .where(and(openIn(areaId), inArray(vehicles.plate, plates.map(plateKey))));
  return new Set(rows.map((row) => row.plate));
}

/**
 * An area's occupancy as area_occupancy (migration 0047) reads it: its open stays counted by type,
 * whether `plate` is one of them, the plate's last exit from the area when asked (`lastExit`), and,
 * when `locking`, the area's row, locked for the entry that reads it. `area` and the others are
 * values, or slots of a statement built once.
 */
export const areaOccupancy = (
  area: number | Slot | typeof gates.area_id,
  plate: string | null | Slot,
  lastExit: boolean | Slot,
  { locking }: { locking: boolean },
) => sql`area_occupancy(${area}, ${plate}::text, ${lastExit}::boolean, ${sql.raw(String(locking))})`;

/** What areaOccupancy answers, read. */
export interface AreaOccupancy {
  total: number;
  subscribers: number;
  guests: number;
  plateInside: boolean;
  lastExit: Date | null;
  /** The area's row, when it was locked. */
  area: Record<string, unknown> | null;
}

export function areaOccupancyOf(read: Record<string, unknown>): AreaOccupancy {
  return {
    total: Number(read.total),
    subscribers: Number(read.subscribers),
    guests: Number(read.guests),
    plateInside: read.plate_inside === true,
    lastExit: read.last_exit === null || read.last_exit === undefined ? null : new Date(read.last_exit as string),
    area: (read.area as Record<string, unknown> | null) ?? null,
  };
}

const occupancyStatement = builtOnce<'area'>(
  (_tx, slot) => sql`select ${areaOccupancy(slot('area'), null, false, { locking: false })} as occupancy`,
);

/** An area's open stays now, counted by type, without its lock. */
export async function occupancyOf(tx: Transaction, areaId: number): Promise<AreaOccupancy> {
  const [row] = await rawRows<{ occupancy: Record<string, unknown> }>(tx, occupancyStatement(tx, { area: areaId }));
  return areaOccupancyOf(row!.occupancy);
}

/**
 * What was presented at an exit gate: exactly one of them (the request's schema sees to it); a
 * parking card is presented as its holder, a plate or a subscription (server/features/gate/gate-cards.ts).
 */
export interface Presented {
  plate?: Plate;
  qr?: string;
  ticket?: string;
  subscriptionId?: number;
}

/**
 * The open stay in the area of what was presented, locked until the exit's transaction ends: of
 * several exits of one stay at once, the first closes it and the others then find it closed. A QR
 * code is a guest ticket's or a subscription's; a subscription's earliest stay inside is taken when
 * several of its vehicles are.
 */
export async function openStayOf(tx: Transaction, areaId: number, presented: Presented): Promise<Stay | undefined> {
  const { kind, which } = presentedValueOf(presented);
  const [stay] = await rawRows<Record<string, unknown>>(tx, openStayStatements[kind](tx, { area: areaId, which }));
  return stay && tableRow(vehicles, stay);
}

/** The kinds of thing an open stay is found by. */
export type PresentedKind = 'plate' | 'ticket' | 'subscription' | 'qr';

/** What the open stay's statement looks for: the kind of thing presented and the value it matches (a QR code by its hash). */
export function presentedValueOf({ plate, qr, ticket, subscriptionId }: Presented): {
  kind: PresentedKind;
  which: string | number;
} {
  if (plate) return { kind: 'plate', which: plateKey(plate) };
  if (ticket) return { kind: 'ticket', which: ticket };
  if (subscriptionId !== undefined) return { kind: 'subscription', which: subscriptionId };
  return { kind: 'qr', which: qrCodeHash(qr!) };
}

const presentedMatch: Record<PresentedKind, (which: Slot) => SQL | undefined> = {
  plate: (which) => eq(vehicles.plate, which),
  ticket: (which) => eq(vehicles.guest_ticket_number, which),
  subscription: (which) => eq(vehicles.subscription_id, which),
  qr: (which) =>
    or(
      eq(vehicles.guest_qr_hash, which),
      eq(
        vehicles.subscription_id,
        sql`(select ${subscriptions.id} from ${subscriptions} where ${subscriptions.qr_code_hash} = ${which})`,
      ),
    ),
};

/**
 * The query of openStayOf, for a statement that reads it with other things: its area a value, or
 * a column of that statement (the gate an exit's claim reads). Besides the stay's columns, the
 * version of its row that the lock took (`locked_version`): a newer one than the statement's
 * snapshot shows when the stay changed while the statement waited for its lock. Read without the
 * lock (`unlocked`) by an exit that is only asked its fee.
 */
export function openStayQuery(
  tx: Transaction | Database,
  kind: PresentedKind,
  { area, which }: { area: Slot | typeof gates.area_id; which: Slot },
  { unlocked = false } = {},
) {
  const query = tx
    .select({ ...getTableColumns(vehicles), lockedVersion: sql<string>`${vehicles}.xmin::text`.as('locked_version') })
    .from(vehicles)
    .where(and(openIn(area), presentedMatch[kind](which)))
    .orderBy(asc(vehicles.entry_time), asc(vehicles.id))
    .limit(1);
  return unlocked ? query : query.for('update');
}

/** The statement of openStayOf for each kind of thing presented, built once: `which` is its value. */
const openStayStatements = Object.fromEntries(
  (Object.keys(presentedMatch) as PresentedKind[]).map((kind) => [
    kind,
    builtOnce<'area' | 'which'>((tx, slot) => openStayQuery(tx, kind, { area: slot('area'), which: slot('which') })),
  ]),
) as Record<PresentedKind, ReturnType<typeof builtOnce<'area' | 'which'>>>;

/**
 * Each stay's plate's last exit from the stay's area before the stay began, for the cooldown, by
 * stay id (none for a plate that never left the area before): one query for a page of stays.
 */
export async function previousExitsOf(tx: Transaction | Database, stayIds: number[]): Promise<Map<number, Date>> {
  if (stayIds.length === 0) return new Map();
  const rows = await previousExitsQuery(tx, stayIds);
  return new Map(rows.flatMap((row) => (row.at ? [[row.id, row.at] as const] : [])));
}

/**
 * The query of previousExitsOf, for a statement that reads it with other things: its rows are (id,
 * at); of the stays of these ids, or of one stay, its id a value or a column of that statement.
 */
export function previousExitsQuery(tx: Transaction | Database, stayIds: Array<number | Slot> | Slot | SQL) {
  const earlier = alias(vehicles, 'earlier');
  return tx
    .select({ id: vehicles.id, at: max(earlier.exit_time) })
    .from(vehicles)
    .innerJoin(
      earlier,
      and(
        eq(earlier.plate, vehicles.plate),
        eq(earlier.area_id, vehicles.area_id),
        lte(earlier.exit_time, vehicles.entry_time),
        ne(earlier.id, vehicles.id),
      ),
    )
    .where(Array.isArray(stayIds) ? inArray(vehicles.id, stayIds) : eq(vehicles.id, stayIds))
    .groupBy(vehicles.id);
}

/**
 * Whether the stay's plate is a vehicle of a subscription registered for a person with
 * disabilities and in force on the day the stay entered (in the time zone its tariff froze): an
 * approved subscription that has ended exempts nothing.
 */
export async function hasDisabilityRegistration(
  tx: Transaction,
  stay: Pick<Stay, 'plate_letters' | 'plate_number' | 'entry_time' | 'tariff'>,
): Promise<boolean> {
  const windows = await disabilityWindowsQuery(tx, { letters: stay.plate_letters, number: stay.plate_number });
  return registeredForDisabilityAtEntry(stay, windows);
}

/** The dates of the approved subscriptions that register a plate for a person with disabilities. */
export type DisabilityWindow = Pick<DatedSubscription, 'start_date' | 'end_date'>;

/** Whether one of the plate's disability registrations is in force on the local day the stay entered. */
export function registeredForDisabilityAtEntry(
  stay: Pick<Stay, 'entry_time' | 'tariff'>,
  windows: DisabilityWindow[],
): boolean {
  const entryDay = localDate(stay.entry_time, stay.tariff.time_zone ?? DEFAULT_TIME_ZONE);
  return windows.some((window) => datesInclude(window, entryDay));
}

/**
 * The query of a plate's disability registrations' dates, for a statement that asks it with other
 * things; its plate values, or columns of that statement (an exit's open stay).
 */
export function disabilityWindowsQuery(
  tx: Transaction,
  { letters, number }: Record<'letters' | 'number', string | Slot | SQL>,
) {
  return tx
    .select({ start_date: subscriptions.start_date, end_date: subscriptions.end_date })
    .from(subscriptionVehicles)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionVehicles.subscription_id))
    .where(
      and(
        eq(subscriptionVehicles.plate_letters, letters),
        eq(subscriptionVehicles.plate_number, number),
        eq(subscriptions.status, 'active'),
        eq(subscriptions.disability, true),
      ),
    );
}
