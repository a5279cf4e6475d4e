/** Money is integer halalas (1 SAR = 100 halalas) everywhere but the API edge and the display. */
export const CURRENCY = 'SAR';

export function sarToHalalas(sar: number): number {
  return Math.round(sar * 100);
}

export function halalasToSar(halalas: number): number {
  return halalas / 100;
}

/**
 * An amount as decimal text with exactly two decimals, `11500` → `"115.00"`, `-5` → `"-0.05"`:
 * worked out on the integer, so no floating-point step can show `"0.29999"` or round a cent away.
 */
export function halalasToDecimalText(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new RangeError(`${halalas} is not a whole number of halalas`);
  const whole = Math.abs(halalas);
  const text = `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return halalas < 0 ? `-${text}` : text;
}

/** True when the amount in SAR has at most two decimals. */
export function hasAtMostTwoDecimals(sar: number): boolean {
  return Math.abs(sar * 100 - Math.round(sar * 100)) < 1e-9;
}

/** A discount as a share of the original price (the offer shows it so): 0 to 100, two decimals at most. */
export function discountPercent(originalHalalas: number, discountHalalas: number): number {
  return originalHalalas === 0 ? 0 : Math.round((discountHalalas / originalHalalas) * 10_000) / 100;
}
