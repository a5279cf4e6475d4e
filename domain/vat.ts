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
