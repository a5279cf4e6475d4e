const DIACRITICS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC_DIGITS = /[\u06F0-\u06F9]/g;

/** Arabic-Indic digits (٠-٩ and ۰-۹) to ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * Raised whenever `normalizeForSearch` folds differently: the server then refreshes the folded
 * text it stores (search text and name keys) of every existing row at its next start.
 */
export const TEXT_FOLDING_VERSION = 3;

/**
 * Folds text for search: case, Arabic diacritics and tatweel, the alef, yeh and teh marbuta
 * variants people type interchangeably, Arabic digits, and spaces: compound names are written
 * both joined and apart ("عبدالعزيز", "عبد العزيز"; "Al Noor", "AlNoor"). Stored beside each
 * searchable record and applied to the query, so "الرياض" finds "الرِّياض" on PGlite and
 * PostgreSQL alike.
 */
export function normalizeForSearch(text: string): string {
  return (
    toAsciiDigits(text)
      .normalize('NFKC')
      .toLowerCase()
      .replace(DIACRITICS, '')
      .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
      .replace(/\u0649/g, '\u064A')
      .replace(/\u0629/g, '\u0647')
      .replace(/\u0624/g, '\u0648')
      .replace(/\u0626/g, '\u064A')
      .replace(/\s+/g, '')
      // NFKC can leave a space between a letter and its mark ("¸" is a space and a cedilla):
      // once the space is gone, the two compose.
      .normalize('NFC')
  );
}

/**
 * The folded parts, one to a line: a folded query has no line break, so it matches inside one
 * part and never across the end of one and the start of the next.
 */
export function searchTextOf(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map(normalizeForSearch)
    .join('\n');
}

/**
 * The key under which a name must be unique: "Riyadh Mall", "riyadh  mall", "RIYADH MALL" and
 * "RiyadhMall" are one name, as are "عبدالعزيز" and "عبد العزيز".
 */
export function nameKeyOf(name: string): string;
export function nameKeyOf(name: string | null): string | null;
export function nameKeyOf(name: string | null): string | null {
  return name === null ? null : normalizeForSearch(name);
}
