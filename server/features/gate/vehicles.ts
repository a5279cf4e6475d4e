import { eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { chargeOfStay, transactionTypeOf } from '../../../domain/payment-transaction';
import { ROLE } from '../../../domain/roles';
import type { VehicleFilter } from '../../../domain/schemas/vehicle';
import { minutesBetween } from '../../../domain/tariff';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import type { MonthFloors } from '../../db/partitions/month-floors';
import { vehicles } from '../../db/schema';
import type { Caller } from '../../core/auth';
import { previousExitsOf, type Stay } from './gate-lookups';
import { priceInSar } from '../areas';

/** What a stay's record reads beside its row: the page's one instant and the plate's previous exit. */
export type Pricing = { priced_at?: Date; previous_exit?: Date };

/** A gate employee reaches the stays of their own area only (none without one); admins every stay. */
export function stayScope(caller: Caller): SQL | undefined {
  if (caller.role_id !== ROLE.gateEmployee) return undefined;
  return caller.area_id === null ? sql`false` : eq(vehicles.area_id, caller.area_id);
}

/** The list's filters beside the exact ones: either gate, inside or not, and local days of the entry. */
export function stayFilterWhere(
  { gate_id, inside, from, to }: VehicleFilter,
  timeZone: string,
  floors: MonthFloors,
): Array<SQL | undefined> {
  return [
    gate_id === undefined ? undefined : or(eq(vehicles.entry_gate_id, gate_id), eq(vehicles.exit_gate_id, gate_id)),
    inside === undefined ? undefined : inside ? isNull(vehicles.exit_time) : isNotNull(vehicles.exit_time),
    from ? floors.since(vehicles.entry_time, startOfLocalDay(from, timeZone)) : undefined,
    to ? lt(vehicles.entry_time, endOfLocalDay(to, timeZone)) : undefined,
  ];
}

/** One instant for a whole page, and each inside stay's plate's previous exit (its cooldown), in one query. */
export async function withPricing(
  db: Database | Transaction,
  stays: Stay[],
  clock: Clock,
): Promise<Array<Stay & Pricing>> {
  const pricedAt = clock.now();
  const inside = stays.filter((stay) => stay.exit_time === null && transactionTypeOf(stay.type) === 'guest');
  const previousExits = await previousExitsOf(
    db,
    inside.map((stay) => stay.id),
  );
  return stays.map((stay) => ({ ...stay, priced_at: pricedAt, previous_exit: previousExits.get(stay.id) }));
}

/**
 * A stay's API values: inside until it has an exit time; its minutes to the exit or to now; and,
 * while inside, what it would pay leaving now by the tariff frozen at its entry (a lane's clock
 * may have put the entry a little ahead of now: then it has cost nothing yet).
 */
export function stayRecordValues(stay: Stay & Pricing, clock: Clock): Record<string, unknown> {
  const now = stay.priced_at ?? clock.now();
  const end = stay.exit_time ?? (now < stay.entry_time ? stay.entry_time : now);
  const fee = stay.exit_time
    ? null
    : priceInSar(
        chargeOfStay(transactionTypeOf(stay.type), stay.tariff, {
          entry: stay.entry_time,
          exit: end,
          previousExit: stay.previous_exit,
        }),
      );
  return {
    ...stay,
    inside: stay.exit_time === null,
    duration_minutes: minutesBetween(stay.entry_time, end),
    fee_so_far: fee,
  };
}
