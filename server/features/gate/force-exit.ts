import { noCharge } from '../../../domain/payment-transaction';
import type { ForceExitAnswer, ForceExitRequest } from '../../../domain/schemas/vehicle';
import { conflict, refusal } from '../../errors';
import { type CallContext, changeRecord } from '../../core/crud';
import { announce } from '../../core/live-events';
import { priceInSar } from '../areas';
import { stayFactsOfRow, queueSessionWebhooks } from '../open-data';
import { feeAdjustmentWrite } from './fee-adjustments';
import { exitCharges, paymentMethodOf, recordStayPayment } from './stay-payments';
import { vehiclesResource } from './vehicles.resource';

/**
 * Closes an inside stay now without a gate (a vehicle towed, a barrier left open), under its row
 * lock: of two at once the second finds it closed (409). Charged, it pays the tariff frozen at its
 * entry, and a fee needs a payment method (422 with the fee, as at the gate); not charged, its
 * transaction is 0 with the method `free` and what it owed is a waiver (server/features/gate/fee-adjustments.ts). The reason is kept on the stay and in the
 * transaction's notes, who did it in `exited_by` and in the audit log.
 */
export async function forceExit(context: CallContext, id: number, request: ForceExitRequest): Promise<ForceExitAnswer> {
  let payment:
    | Pick<ForceExitAnswer, 'amount' | 'currency' | 'minutes' | 'lines' | 'payment_method' | 'transaction_id'>
    | undefined;
  const record = await changeRecord(context, vehiclesResource, id, 'force_exit', async (tx, stay) => {
    if (stay.exit_time !== null) throw conflict('not_inside');
    const now = context.clock.now();
    const at = now < stay.entry_time ? stay.entry_time : now;
    const owed = (await exitCharges(tx, stay))(at);
    const charge = request.charge ? owed : noCharge({ entry: stay.entry_time, exit: at });
    const method = paymentMethodOf(charge, request.payment_method);
    if (!method) throw refusal('payment_method_required', { quote: priceInSar(charge) });
    const close = { exit_time: at, exited_by: context.caller.id, forced_exit_reason: request.reason, updated_at: now };
    const { transactionId, companySubscriptionId } = await recordStayPayment(tx, {
      stay,
      exit: at,
      charge,
      method,
      takenBy: context.caller,
      notes: request.reason,
      close,
    });
    const row = { ...stay, ...close };
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
    const adjustment = feeAdjustmentWrite(tx, closed, 'force_exit', request.reason);
    if (adjustment) await adjustment;
    const paid = { amountHalalas: charge.amount, minutes: charge.minutes, method };
    await queueSessionWebhooks(context.db, tx, stayFactsOfRow(row, paid), row.plate);
    await announce(tx, {
      topic: 'stay',
      area_id: stay.area_id,
      id: stay.id,
      company_subscription_id: companySubscriptionId,
    });
    payment = { ...priceInSar(charge), payment_method: method, transaction_id: transactionId };
    return { row };
  });
  return { ...(record as ForceExitAnswer), ...payment! };
}
