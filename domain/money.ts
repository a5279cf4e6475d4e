/** Money is integer halalas (1 SAR = 100 halalas) everywhere but the API edge and the display. */
export const CURRENCY = 'SAR';

export function sarToHalalas(sar: number): number {
  return Math.round(sar * 100);
}

export function halalasToSar(halalas: number): number {
  return halalas / 100;
}

/** True when the amount in SAR has at most two decimals. */
export function hasAtMostTwoDecimals(sar: number): boolean {
  return Math.abs(sar * 100 - Math.round(sar * 100)) < 1e-9;
}

/** A discount as a share of the original price (the offer shows it so): 0 to 100, two decimals at most. */
export function discountPercent(originalHalalas: number, discountHalalas: number): number {
  return originalHalalas === 0 ? 0 : Math.round((discountHalalas / originalHalalas) * 10_000) / 100;
}
