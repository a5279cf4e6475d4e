/** A spreadsheet reads a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text for a CSV cell that a spreadsheet shows as the text it is, never runs as a formula. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
