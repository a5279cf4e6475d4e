import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { StayEvent } from '../../../domain/schemas/vehicle';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { Database, Transaction } from '../../db/client';
import { gates, paymentMethods, paymentTransactions, users } from '../../db/schema';
import type { Stay } from './gate-lookups';
import { priceInSar } from '../areas';

const presentIds = (...ids: Array<number | null>) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * A stay's payment taken at its exit, or at its entry (an event day paid on the way in): one of
 * each at most (a refund is a row of its own), in SAR with its method.
 */
async function paymentOf(db: Database, stayId: number, at: 'entry' | 'exit'): Promise<StayEvent['payment']> {
  const [transaction] = await db
    .select({
      amount: paymentTransactions.amount_halalas,
      minutes: paymentTransactions.duration_minutes,
      lines: paymentTransactions.lines,
      method: paymentMethods.code,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
    .where(
      and(
        eq(paymentTransactions.vehicle_id, stayId),
        isNull(paymentTransactions.refund_of_id),
        at === 'entry' ? isNull(paymentTransactions.exit_time) : isNotNull(paymentTransactions.exit_time),
      ),
    );
  if (!transaction) return null;
  return {
    ...priceInSar({ ...transaction, minutes: transaction.minutes ?? 0 }),
    payment_method: transaction.method as PaymentMethodCode,
  };
}

/**
 * A stay's events in time order, for its page: the entry at its gate and who recorded it (and
 * what it paid, on an event day paid on the way in), then, once closed, the exit at its gate or forced without one (its reason), who closed it and what
 * it paid. Everything is on the stay's row but the names and the payment.
 */
export async function stayEvents(db: Database | Transaction, stay: Stay): Promise<{ events: StayEvent[] }> {
  const gateIds = presentIds(stay.entry_gate_id, stay.exit_gate_id);
  const userIds = presentIds(stay.entered_by, stay.exited_by);
  const places = gateIds.length
    ? await db
        .select({ id: gates.id, name: gates.name, name_ar: gates.name_ar })
        .from(gates)
        .where(inArray(gates.id, gateIds))
    : [];
  const people = userIds.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, userIds))
    : [];
  const gateOf = (id: number | null) => places.find((gate) => gate.id === id) ?? null;
  const personOf = (id: number | null) => people.find((person) => person.id === id) ?? null;
  const events: StayEvent[] = [
    {
      kind: 'entry',
      at: stay.entry_time,
      gate: gateOf(stay.entry_gate_id),
      by: personOf(stay.entered_by),
      reason: null,
      payment: await paymentOf(db, stay.id, 'entry'),
    },
  ];
  if (stay.exit_time) {
    events.push({
      kind: stay.forced_exit_reason === null ? 'exit' : 'force_exit',
      at: stay.exit_time,
      gate: gateOf(stay.exit_gate_id),
      by: personOf(stay.exited_by),
      reason: stay.forced_exit_reason,
      payment: await paymentOf(db, stay.id, 'exit'),
    });
  }
  return { events };
}
