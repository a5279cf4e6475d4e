import { halalasToDecimalText, sarToHalalas } from '../../domain/money';
import { spreadsheetText } from '../../domain/spreadsheet-text';

/** Excel reads a CSV file as UTF-8 (Arabic names included) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\ufeff';

/** A text cell of RFC 4180 that a spreadsheet shows as text: quoted when it holds a comma, a quote or a line break. */
export function csvText(value: string | null): string {
  if (value === null) return '';
  const shown = spreadsheetText(value);
  return /[",\r\n]/.test(shown) ? `"${shown.replaceAll('"', '""')}"` : shown;
}

/** Money with exactly two decimals and Western digits, as spreadsheets compute with it. */
export const csvMoney = (sar: number | null) => (sar === null ? '' : halalasToDecimalText(sarToHalalas(sar)));

export const csvLine = (cells: Array<string | number>) => cells.join(',');

/** The lines as a file a spreadsheet opens as UTF-8. */
export const csvFile = (lines: string[]) => `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
