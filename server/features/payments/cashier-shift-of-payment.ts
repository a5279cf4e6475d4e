import { and, eq, sql } from 'drizzle-orm';
import { needsOpenShift } from '../../../domain/cashier-shift';
import type { Transaction } from '../../db/client';
import { cashierShifts } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import type { Slot } from '../../db/built-once';
import { refusal } from '../../errors';
import type { Caller } from '../../core/auth';

/** Who takes a payment: a member of staff, none for a lane device on its own. */
export type PaymentTaker = Pick<Caller, 'id' | 'role_id'> | null;

/**
 * The open shift of a member of staff (`employee`: their id, or a slot of a statement built once
 * that is given it), share-locked until the payment's transaction ends.
 */
export const openShiftOf = (employee: number | Slot) =>
  sql<number | null>`(select ${cashierShifts.id} from ${cashierShifts}
    where ${and(eq(cashierShifts.employee_id, sql`${employee}::int`), eq(cashierShifts.status, 'open'))} for share)`;

/**
 * The open shift a payment `taker` takes (or pays back) belongs to. Its row is locked for share
 * until the payment's transaction ends: a close, which locks it for update, waits for the payment
 * and counts it, or closes first and the payment finds no open shift. A cashier taking money
 * without one is refused (domain/cashier-shift.ts); anyone else without one takes it outside any.
 */
export async function cashierShiftOfPayment(
  tx: Transaction,
  taker: PaymentTaker,
  amountHalalas: number,
): Promise<number | null> {
  if (!taker) return null;
  const [open] = await rawRows<{ id: number | null }>(tx, sql`select ${openShiftOf(taker.id)} as id`);
  return shiftOfPayment(taker, amountHalalas, open!.id);
}

/**
 * The same shift looked up by the statement that writes the payment (none for a lane device);
 * its row answers the shift it found to `shiftOfPayment`.
 */
export const openShiftOfPayment = (taker: PaymentTaker) => (taker ? openShiftOf(taker.id) : null);

/** The shift a payment found, or its refusal when it needed one and found none. */
export function shiftOfPayment(taker: PaymentTaker, amountHalalas: number, shiftId: number | null): number | null {
  if (taker && shiftId === null && needsOpenShift(taker.role_id, amountHalalas)) throw refusal('shift_required');
  return shiftId;
}
