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
