/** Saudi VAT, charged on parking and subscriptions; prices are shown with the VAT included. */
export const VAT_RATE_PERCENT = 15;

/** An amount in halalas split into its net and its VAT; `net + vat === total` always. */
export interface VatSplit {
  net: number;
  vat: number;
  total: number;
}

/**
 * `numerator / denominator` rounded to the nearest whole number, an exact half away from zero
 * (2.5 → 3, -2.5 → -3). Away from zero rather than Math.round's "half up" (-2.5 → -2), so a
 * refund's VAT is the sale's VAT with a minus sign; rather than banker's rounding, because it is
 * the rule a customer checks a receipt with, on paper or on a calculator.
 */
export function divideRoundingHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Cannot divide ${numerator} by ${denominator} in whole numbers`);
  }
  const size = Math.abs(numerator);
  const quotient = Math.trunc(size / denominator) + (2 * (size % denominator) >= denominator ? 1 : 0);
  // 0 - quotient rather than -quotient: a refund too small to carry VAT has 0, not -0.
  return numerator < 0 ? 0 - quotient : quotient;
}

/**
 * The VAT included in a total, rounded once per receipt to the halala:
 * vat = round(total × 15 / 115), net = total − vat. Integer arithmetic throughout, so no
 * floating-point error moves a halala. With 15 % an exact half cannot occur (15/115 = 3/23, and
 * 3 × total / 23 never ends in .5), so the tie rule above only matters if the rate changes.
 * A negative total (a refund) gives the sale's split with the signs turned.
 */
export function vatIncluded(totalHalalas: number): VatSplit {
  // + 0 turns -0 (the refund of nothing, -amount of 0) into 0, which no receipt prints as "-0".
  const total = totalHalalas + 0;
  const scaled = total * VAT_RATE_PERCENT;
  if (!Number.isSafeInteger(total) || !Number.isSafeInteger(scaled)) {
    throw new RangeError(`${totalHalalas} is not a whole number of halalas within range`);
  }
  const vat = divideRoundingHalfAwayFromZero(scaled, 100 + VAT_RATE_PERCENT);
  return { net: total - vat, vat, total };
}

/** A Saudi VAT registration number (ZATCA): 15 digits, the first and the last a 3. */
const SAUDI_VAT_NUMBER = /^3\d{13}3$/;

/** True for a Saudi VAT registration number as it is printed on a receipt and put in its QR. */
export function isSaudiVatNumber(value: string): boolean {
  return SAUDI_VAT_NUMBER.test(value);
}

/** The VAT on a net amount, as the Authority checks an e-invoice line: net × 15 %, rounded to the halala. */
export function vatOnNet(netHalalas: number): number {
  return divideRoundingHalfAwayFromZero(netHalalas * VAT_RATE_PERCENT, 100);
}

/** A VAT-inclusive price as one e-invoice line: `net + vat + rounding === total`. */
export interface InvoiceLineAmounts {
  net: number;
  vat: number;
  /** The payable rounding (BT-114): what the total differs from net + VAT by, a halala either way at most. */
  rounding: number;
}

/**
 * A price with its VAT included, as an e-invoice states it. The VAT is the receipt's
 * (`vatIncluded`), but an e-invoice's line VAT must also be its net × 15 % to the halala, and some
 * totals have no such net (10.00 would need 8.70, whose 15 % rounds to 1.31): then the net is the
 * nearest one whose VAT is the receipt's and the halala left over is the payable rounding, so the
 * VAT and the amount paid stay what the customer was told.
 */
export function invoiceLineAmounts(totalHalalas: number): InvoiceLineAmounts {
  if (totalHalalas <= 0) throw new RangeError(`An e-invoice line states a positive amount, not ${totalHalalas}`);
  const { net, vat } = vatIncluded(totalHalalas);
  for (const step of [0, -1, 1]) {
    if (vatOnNet(net + step) === vat) return { net: net + step, vat, rounding: 0 - step };
  }
  throw new RangeError(`No net amount of ${totalHalalas} halalas carries a VAT of ${vat}`);
}
