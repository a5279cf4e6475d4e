import { eq } from 'drizzle-orm';
import { chargeOfStay, transactionTypeOf } from '../../domain/payment-transaction';
import type { GateExit, GateExitRequest } from '../../domain/schemas/gate-operations';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import type { VehicleType } from '../../domain/vehicle';
import type { Database, Transaction } from '../db/client';
import { companySubscriptionVehicles, paymentMethods, paymentTransactions, vehicles } from '../db/schema';
import { refusal } from '../errors';
import type { Caller } from './auth';
import { type GateEventContext, runGateEvent, stayAnswer } from './gate-operations';
import { openStayOf, previousExitOf, type Stay } from './gate-lookups';
import { priceInSar } from './tariff-preview';

async function paymentMethodId(tx: Transaction, code: PaymentMethodCode): Promise<number> {
  const [method] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.code, code));
  return method!.id;
}

/** The company subscription a company subscriber's stay came in under, while its vehicle is still listed. */
async function companySubscriptionOf(tx: Transaction, stay: Stay): Promise<number | null> {
  if (stay.company_subscription_vehicle_id === null) return null;
  const [vehicle] = await tx
    .select({ subscription_id: companySubscriptionVehicles.subscription_id })
    .from(companySubscriptionVehicles)
    .where(eq(companySubscriptionVehicles.id, stay.company_subscription_vehicle_id));
  return vehicle?.subscription_id ?? null;
}

/**
 * An exit: the open stay of what was presented, in the gate's area, closed and priced by the
 * tariff it froze at its entry (with the plate's previous exit for the cooldown), and its payment
 * transaction. A fee needs a real payment method: the refusal tells the fee, so the operator can
 * take it and send the same event again. A subscriber's stay, or a stay within its free minutes,
 * is recorded as paid with the method `free`.
 */
async function leave({ tx, caller, gate, at, eventId }: GateEventContext, request: GateExitRequest): Promise<GateExit> {
  const stay = await openStayOf(tx, gate.area_id, request);
  if (!stay) throw refusal('not_inside');
  if (at < stay.entry_time) throw refusal('exit_before_entry');
  const type = transactionTypeOf(stay.type as VehicleType);
  const previousExit = type === 'guest' ? await previousExitOf(tx, stay) : undefined;
  const charge = chargeOfStay(type, stay.tariff, { entry: stay.entry_time, exit: at, previousExit });
  const price = priceInSar(charge);
  const method = charge.amount === 0 ? 'free' : request.payment_method;
  if (method === undefined || (method === 'free' && charge.amount > 0)) throw refusal('payment_method_required', { quote: price });
  const [closed] = await tx
    .update(vehicles)
    .set({ exit_time: at, exit_gate_id: gate.id, exited_by: caller.id, exit_event_id: eventId, updated_at: new Date() })
    .where(eq(vehicles.id, stay.id))
    .returning();
  const companySubscriptionId = await companySubscriptionOf(tx, stay);
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({
      vehicle_id: stay.id,
      subscription_id: stay.subscription_id,
      company_subscription_id: companySubscriptionId,
      type,
      area_id: stay.area_id,
      entry_time: stay.entry_time,
      exit_time: at,
      duration_minutes: charge.minutes,
      free_minutes: charge.freeMinutes,
      chargeable_minutes: charge.chargeableMinutes,
      hourly_rate_halalas: stay.tariff.hourly_fee_halalas,
      amount_halalas: charge.amount,
      payment_method_id: await paymentMethodId(tx, method),
      status: 'paid',
      tariff: stay.tariff,
      lines: charge.lines,
      created_by: caller.id,
    })
    .returning({ id: paymentTransactions.id });
  return {
    ...stayAnswer(closed!, eventId, gate.id, companySubscriptionId),
    exit_time: at.toISOString(),
    ...price,
    payment_method: method,
    transaction_id: transaction!.id,
  };
}

/** A gate exit, once per event (services/gate-operations.ts). */
export function registerExit(db: Database, caller: Caller, request: GateExitRequest): Promise<GateExit> {
  return runGateEvent(db, caller, 'exit', request, (context) => leave(context, request));
}
