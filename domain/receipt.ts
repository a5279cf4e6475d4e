import type { PaymentStatus } from './payment-transaction';

/** The digits of a receipt number below a million payments: `R-000123`; past them it grows. */
const RECEIPT_NUMBER_DIGITS = 6;

/**
 * The number printed on a payment's receipt: its transaction's id, so it is unique, the same at
 * every reprint, and leads back to the payment.
 */
export function receiptNumber(transactionId: number): string {
  if (!Number.isSafeInteger(transactionId) || transactionId < 1)
    throw new RangeError(`${transactionId} is not a payment's id`);
  return `R-${String(transactionId).padStart(RECEIPT_NUMBER_DIGITS, '0')}`;
}

/**
 * A receipt acknowledges money that moved: a simplified tax invoice of a paid payment, or the
 * credit note of a refund (negative), money given back against the invoice it corrects. A pending
 * or failed payment moved nothing yet, and a free stay sold nothing to tax (the lane prints it an
 * exit slip instead).
 */
export function hasReceipt(payment: { status: PaymentStatus; amountHalalas: number }): boolean {
  return payment.status === 'paid' && payment.amountHalalas !== 0;
}
