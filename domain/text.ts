/**
 * What text the product accepts and stores. Control characters are refused (PostgreSQL cannot
 * store NUL at all, and the others corrupt exports and logs); bidi controls are dropped, since
 * they can make a stored name read differently from what it is; names also lose zero-width
 * characters, so a name made only of invisible characters counts as empty.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** Tab, line feed and carriage return are part of multi-line text (descriptions, notes). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ZERO_WIDTH = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF]/g;

export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text);
}

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** A name as it is stored: no bidi controls, no zero-width characters, no outer spaces. */
export function cleanName(text: string): string {
  return withoutBidiControls(text).replace(ZERO_WIDTH, '').trim();
}

/** Where a NUL character sits in a parsed JSON value (keys included), or undefined. */
export function pathOfNul(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = pathOfNul(child, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
