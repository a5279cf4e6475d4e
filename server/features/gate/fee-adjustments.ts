import { desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import type { LaneTimeSource } from '../../../domain/lane-time';
import { halalasToSar } from '../../../domain/money';
import type { StayCharge } from '../../../domain/payment-transaction';
import type {
  FeeAdjustmentFilter,
  FeeAdjustmentKind,
  FeeAdjustmentTotals,
} from '../../../domain/schemas/fee-adjustment';
import type { Database, Transaction } from '../../db/client';
import { feeAdjustments, gates, users, vehicles } from '../../db/schema';
import { type CallContext, listWhere, type ResourceDefinition } from '../../core/crud';

export interface ClosedStay {
  stayId: number;
  transactionId: number;
  areaId: number;
  gateId: number | null;
  /** Who closed it: the member of staff, none for a lane device. */
  userId: number | null;
  /** What was charged, and what the stay cost at the moment the server heard of its exit. */
  charged: StayCharge;
  owed: StayCharge;
  exitTime: Date;
  arrivedAt: Date;
}

/**
 * What kind of adjustment a closing stay is, if any: an administrator's backdated exit and a lane
 * device's replayed one always (flagged, whatever they lowered); otherwise an exit that took less than it owed at its arrival,
 * by a force exit without a charge or by a lane's time.
 */
export function adjustmentKindOf(
  stay: Pick<ClosedStay, 'charged' | 'owed'>,
  cause: LaneTimeSource | 'force_exit',
): FeeAdjustmentKind | undefined {
  if (cause === 'backdated' || cause === 'replayed') return cause;
  if (stay.charged.amount >= stay.owed.amount) return undefined;
  return cause === 'force_exit' ? 'waiver' : 'lane_time';
}

/** The row of what a closing stay did not take; none when it took what it owed. */
export function feeAdjustmentRow(
  stay: ClosedStay,
  cause: LaneTimeSource | 'force_exit',
  reason: string | null,
): typeof feeAdjustments.$inferInsert | undefined {
  const kind = adjustmentKindOf(stay, cause);
  if (!kind) return undefined;
  const owed = Math.max(stay.owed.amount, stay.charged.amount);
  return {
    kind,
    vehicle_id: stay.stayId,
    payment_transaction_id: stay.transactionId,
    area_id: stay.areaId,
    gate_id: stay.gateId,
    user_id: stay.userId,
    reason,
    owed_halalas: owed,
    charged_halalas: stay.charged.amount,
    waived_halalas: owed - stay.charged.amount,
    exit_time: stay.exitTime,
    arrived_at: stay.arrivedAt,
  };
}

/**
 * The write, for the exit's own transaction, of what it did not take; none when it took what it
 * owed. It reads nothing back, so that a gate exit sends it with its answer.
 */
export function feeAdjustmentWrite(
  tx: Transaction,
  stay: ClosedStay,
  cause: LaneTimeSource | 'force_exit',
  reason: string | null,
) {
  const row = feeAdjustmentRow(stay, cause, reason);
  return row ? tx.insert(feeAdjustments).values(row) : null;
}

type Adjustment = typeof feeAdjustments.$inferSelect;
/** An adjustment's stay's plate with its parts, when the stay is still there. */
export type AdjustmentPlate = { plate?: string; plate_letters?: string; plate_number?: string };

/** Each row's stay's plate with its parts, for a page at once. */
export async function withPlates(
  db: Database | Transaction,
  adjustments: Adjustment[],
): Promise<Array<Adjustment & AdjustmentPlate>> {
  if (adjustments.length === 0) return adjustments;
  const plates = await db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      plate_letters: vehicles.plate_letters,
      plate_number: vehicles.plate_number,
    })
    .from(vehicles)
    .where(
      inArray(
        vehicles.id,
        adjustments.map((row) => row.vehicle_id),
      ),
    );
  const plateOf = new Map(plates.map(({ id, ...plate }) => [id, plate]));
  return adjustments.map((row) => ({ ...row, ...plateOf.get(row.vehicle_id) }));
}

/** An adjustment's API values: money in SAR. */
export function adjustmentRecordValues(adjustment: Adjustment & AdjustmentPlate): Record<string, unknown> {
  return {
    ...adjustment,
    owed: halalasToSar(adjustment.owed_halalas),
    charged: halalasToSar(adjustment.charged_halalas),
    waived: halalasToSar(adjustment.waived_halalas),
    currency: 'SAR',
  };
}

/** The local days of the exits' arrival, both included. */
export function adjustmentFilterWhere({ from, to }: FeeAdjustmentFilter, timeZone: string): Array<SQL | undefined> {
  return [
    from ? gte(feeAdjustments.arrived_at, startOfLocalDay(from, timeZone)) : undefined,
    to ? lt(feeAdjustments.arrived_at, endOfLocalDay(to, timeZone)) : undefined,
  ];
}

const waivedSums = {
  count: sql<number>`count(*)::int`,
  waived: sql<string>`coalesce(sum(${feeAdjustments.waived_halalas}), 0)::text`,
};

function inSar<Group extends { count: number; waived: string }>(
  group: Group,
): Omit<Group, 'waived'> & { waived: number } {
  return { ...group, waived: halalasToSar(Number(group.waived)) };
}

/** What the list's filtered rows add up to, in all, by the employee who closed each stay and by its gate. */
export async function adjustmentTotals(
  context: CallContext,
  definition: ResourceDefinition,
  filter: string | undefined,
): Promise<FeeAdjustmentTotals> {
  const { db } = context;
  // The list's own conditions: an invalid filter is refused there (400) before anything is summed.
  const where = listWhere(context, definition, filter);
  const mostWaived = desc(sql`sum(${feeAdjustments.waived_halalas})`);
  const [all, byUser, byGate] = await Promise.all([
    db.select(waivedSums).from(feeAdjustments).where(where),
    db
      .select({ user_id: feeAdjustments.user_id, name: users.name, ...waivedSums })
      .from(feeAdjustments)
      .leftJoin(users, eq(users.id, feeAdjustments.user_id))
      .where(where)
      .groupBy(feeAdjustments.user_id, users.name)
      .orderBy(mostWaived),
    db
      .select({ gate_id: feeAdjustments.gate_id, name: gates.name, name_ar: gates.name_ar, ...waivedSums })
      .from(feeAdjustments)
      .leftJoin(gates, eq(gates.id, feeAdjustments.gate_id))
      .where(where)
      .groupBy(feeAdjustments.gate_id, gates.name, gates.name_ar)
      .orderBy(mostWaived),
  ]);
  return { ...inSar(all[0]!), by_user: byUser.map(inSar), by_gate: byGate.map(inSar) };
}
