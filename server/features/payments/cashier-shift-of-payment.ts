import { and, eq } from 'drizzle-orm';
import { needsOpenShift } from '../../../domain/cashier-shift';
import type { Transaction } from '../../db/client';
import { cashierShifts } from '../../db/schema';
import { refusal } from '../../errors';
import type { Caller } from '../../core/auth';

/** Who takes a payment: a member of staff, none for a lane device on its own. */
export type PaymentTaker = Pick<Caller, 'id' | 'role_id'> | null;

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
  const [open] = await tx
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.employee_id, taker.id), eq(cashierShifts.status, 'open')))
    .for('share');
  if (!open && needsOpenShift(taker.role_id, amountHalalas)) throw refusal('shift_required');
  return open?.id ?? null;
}
