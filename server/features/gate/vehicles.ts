import { eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { chargeOfStay, noCharge, transactionTypeOf } from '../../../domain/payment-transaction';
import { ROLE } from '../../../domain/roles';
import type { ForceExitAnswer, ForceExitRequest, VehicleFilter } from '../../../domain/schemas/vehicle';
import { minutesBetween } from '../../../domain/tariff';
import type { VehicleType } from '../../../domain/vehicle';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { vehicles } from '../../db/schema';
import { conflict, refusal } from '../../errors';
import type { Caller } from '../../core/auth';
import type { vehiclesResource } from './vehicles.resource';
import { type CallContext, changeRecord } from '../../core/crud';
import { previousExitsOf, type Stay } from './gate-lookups';
import { recordFeeAdjustment } from './fee-adjustments';
import { announce } from '../../core/live-events';
import { chargeAtExit, paymentMethodOf, recordStayPayment } from './stay-payments';
import { priceInSar } from '../areas/tariff-preview';
import { stayFactsOfRow } from '../open-data/apds';
import { queueSessionWebhooks } from '../open-data/webhook-outbox';

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
): Array<SQL | undefined> {
  return [
    gate_id === undefined ? undefined : or(eq(vehicles.entry_gate_id, gate_id), eq(vehicles.exit_gate_id, gate_id)),
    inside === undefined ? undefined : inside ? isNull(vehicles.exit_time) : isNotNull(vehicles.exit_time),
    from ? gte(vehicles.entry_time, startOfLocalDay(from, timeZone)) : undefined,
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
  const inside = stays.filter(
    (stay) => stay.exit_time === null && transactionTypeOf(stay.type as VehicleType) === 'guest',
  );
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
        chargeOfStay(transactionTypeOf(stay.type as VehicleType), stay.tariff, {
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

/**
 * Closes an inside stay now without a gate (a vehicle towed, a barrier left open), under its row
 * lock: of two at once the second finds it closed (409). Charged, it pays the tariff frozen at its
 * entry, and a fee needs a payment method (422 with the fee, as at the gate); not charged, its
 * transaction is 0 with the method `free` and what it owed is a waiver (server/features/gate/fee-adjustments.ts). The reason is kept on the stay and in the
 * transaction's notes, who did it in `exited_by` and in the audit log.
 */
export async function forceExit(
  context: CallContext,
  definition: typeof vehiclesResource,
  id: number,
  request: ForceExitRequest,
): Promise<ForceExitAnswer> {
  let payment:
    | Pick<ForceExitAnswer, 'amount' | 'currency' | 'minutes' | 'lines' | 'payment_method' | 'transaction_id'>
    | undefined;
  const record = await changeRecord(context, definition, id, 'force_exit', async (tx, stay) => {
    if (stay.exit_time !== null) throw conflict('not_inside');
    const now = context.clock.now();
    const at = now < stay.entry_time ? stay.entry_time : now;
    const owed = await chargeAtExit(tx, stay, at);
    const charge = request.charge ? owed : noCharge({ entry: stay.entry_time, exit: at });
    const method = paymentMethodOf(charge, request.payment_method);
    if (!method) throw refusal('payment_method_required', { quote: priceInSar(charge) });
    const [row] = await tx
      .update(vehicles)
      .set({ exit_time: at, exited_by: context.caller.id, forced_exit_reason: request.reason, updated_at: now })
      .where(eq(vehicles.id, stay.id))
      .returning();
    const { transactionId, companySubscriptionId } = await recordStayPayment(tx, {
      stay,
      exit: at,
      charge,
      method,
      takenBy: context.caller,
      notes: request.reason,
    });
    const closed = {
      stayId: stay.id,
      transactionId,
      areaId: stay.area_id,
      gateId: null,
      userId: context.caller.id,
      charged: charge,
      owed,
      exitTime: at,
      arrivedAt: at,
    };
    await recordFeeAdjustment(tx, closed, 'force_exit', request.reason);
    const paid = { amountHalalas: charge.amount, minutes: charge.minutes, method };
    await queueSessionWebhooks(context.db, tx, stayFactsOfRow(row!, paid), row!.plate);
    await announce(tx, {
      topic: 'stay',
      area_id: stay.area_id,
      id: stay.id,
      company_subscription_id: companySubscriptionId,
    });
    payment = { ...priceInSar(charge), payment_method: method, transaction_id: transactionId };
    return { row: row! };
  });
  return { ...(record as ForceExitAnswer), ...payment! };
}
