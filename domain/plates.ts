import { toAsciiDigits } from './arabic';
import { VALIDATION, type ValidationMessageKey } from './validation-messages';

/**
 * Saudi plates (DESIGN section 5): 1 to 4 letters of the 17-letter plate alphabet and a number of
 * 1 to 4 digits. Stored with Latin capitals (`ABJ`) and Western digits (`1234`); shown in either
 * script the way the plate prints them.
 *
 * Order of the letters. A plate prints each Arabic letter straight above its Latin equivalent:
 * the Latin row reads left to right, the Arabic row right to left, so the Arabic reading order is
 * the Latin order reversed. The plate ABJ shows ا ب ح from left to right over A B J, and an Arabic
 * reader reads (and types) it as ح ب ا. So Arabic text, in the order it is typed and stored in a
 * string, holds the letters last Latin letter first; rendered right to left it puts each letter
 * over its Latin one, as on the plate.
 */

/** The plate alphabet, in the order of the Arabic alphabet, with the Latin letter the plate prints under each. */
export const PLATE_ALPHABET = [
  ['ا', 'A'],
  ['ب', 'B'],
  ['ح', 'J'],
  ['د', 'D'],
  ['ر', 'R'],
  ['س', 'S'],
  ['ص', 'X'],
  ['ط', 'T'],
  ['ع', 'E'],
  ['ق', 'G'],
  ['ك', 'K'],
  ['ل', 'L'],
  ['م', 'Z'],
  ['ن', 'N'],
  ['ه', 'H'],
  ['و', 'U'],
  ['ى', 'V'],
] as const;

/** The plates' Latin letters in the Latin alphabet's order, for whatever makes up plates (the demo, the benchmarks). */
export const PLATE_LATIN_LETTERS = PLATE_ALPHABET.map(([, latin]) => latin)
  .sort()
  .join('');

export type PlateArabicLetter = (typeof PLATE_ALPHABET)[number][0];
export type PlateLatinLetter = (typeof PLATE_ALPHABET)[number][1];

export const MAX_PLATE_LETTERS = 4;
export const MAX_PLATE_DIGITS = 4;

const LATIN_OF = new Map<string, string>(PLATE_ALPHABET.map(([arabic, latin]) => [arabic, latin]));
const ARABIC_OF = new Map<string, string>(PLATE_ALPHABET.map(([arabic, latin]) => [latin, arabic]));

/**
 * The spellings people type for a plate letter, as the app's search folding also reads them
 * (domain/arabic.ts), so every accepted spelling is also found by search:
 * - أ إ آ ٱ are alef with a mark: ا.
 * - ي is how most keyboards type the dotless ى at the end of a word: ى.
 * - ة is folded to ه: it is ه with two dots, no plate letter looks like it, and search already
 *   treats the two as one, so refusing it here would make a spelling that finds a plate unable to
 *   enter it. هـ (ه with tatweel, the way the plate prints H) loses its tatweel like any other.
 */
const LETTER_VARIANTS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ي: 'ى',
  ة: 'ه',
};

/** What a plate's spelling may carry that is no part of it: spaces, dashes, tatweel, Arabic marks, bidi controls. */
const IGNORED = /[\u0610-\u061A\u064B-\u065F\u0670\s\-\u0640\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/** A plate, or part of one, in the stored form. */
export type Plate = { letters: string; number: string };

/** Why a spelling is not a plate: a validation key, and for an unknown letter the letter as typed. */
export type PlateProblem = { message: ValidationMessageKey; args?: { letter: string } };

export type PlateReading<T> = { ok: true; value: T } | ({ ok: false } & PlateProblem);

function compact(input: string): string {
  return toAsciiDigits(input.normalize('NFKC')).replace(IGNORED, '');
}

function problem(message: ValidationMessageKey, args?: { letter: string }): { ok: false } & PlateProblem {
  return args ? { ok: false, message, args } : { ok: false, message };
}

/**
 * Plate letters as typed, in either script, any case, spaced or not, as stored Latin capitals:
 * `ا ب ح` (typed in Arabic reading order) and `j b a` both give `JBA`.
 */
export function readPlateLetters(input: string): PlateReading<string> {
  const typed = [...compact(input)];
  if (typed.length === 0) return problem(VALIDATION.required);
  const latin: string[] = [];
  for (const character of typed) {
    const letter = LETTER_VARIANTS[character] ?? character;
    const equivalent = LATIN_OF.get(letter) ?? (ARABIC_OF.has(letter.toUpperCase()) ? letter.toUpperCase() : undefined);
    if (!equivalent) return problem(VALIDATION.plateLetter, { letter: character });
    latin.push(equivalent);
  }
  const arabic = typed.filter((character) => ARABIC_LETTER.test(character)).length;
  if (arabic !== 0 && arabic !== typed.length) return problem(VALIDATION.plateOneScript);
  if (latin.length > MAX_PLATE_LETTERS) return problem(VALIDATION.plateLettersLength);
  return { ok: true, value: (arabic ? latin.reverse() : latin).join('') };
}

/**
 * A plate number in Western, Arabic-Indic or Persian digits, spaced or not, as Western digits
 * without leading zeros: Saudi plates print none, so `0777`, `٠٧٧٧` and `777` are one plate at
 * the gate, in subscriptions, in search and under every uniqueness rule. A number of zeros only
 * is no plate number.
 */
export function readPlateNumber(input: string): PlateReading<string> {
  const digits = compact(input);
  if (digits.length === 0) return problem(VALIDATION.required);
  if (!/^\d{1,4}$/.test(digits)) return problem(VALIDATION.plateNumber);
  const number = digits.replace(/^0+/, '');
  if (number.length === 0) return problem(VALIDATION.plateNumber);
  return { ok: true, value: number };
}

/**
 * A whole plate typed as one string, letters and number in either order and either script:
 * `ABJ 1234`, `1234abj`, `ح ب ا ١٢٣٤`, `١٢٣٤حبا`.
 */
export function readPlate(input: string): PlateReading<Plate> {
  const runs = compact(input).match(/\d+|\D+/g) ?? [];
  if (runs.length === 0) return problem(VALIDATION.required);
  if (runs.length !== 2) return problem(VALIDATION.plate);
  const [first, second] = runs as [string, string];
  const [letterRun, numberRun] = /\d/.test(first) ? [second, first] : [first, second];
  const letters = readPlateLetters(letterRun);
  if (!letters.ok) return letters;
  const number = readPlateNumber(numberRun);
  if (!number.ok) return number;
  return { ok: true, value: { letters: letters.value, number: number.value } };
}

/**
 * What a search for `query` must also look for when the query is a plate or a plate number typed
 * with leading zeros (or in another order or script): the plate's stored key, or the number
 * without its zeros. Null when the query reads as neither.
 */
export function plateSearchKey(query: string): string | null {
  const whole = readPlate(query);
  if (whole.ok) return plateKey(whole.value);
  const number = readPlateNumber(query);
  return number.ok ? number.value : null;
}

/** The one-string key of a stored plate, as gate entries keep it: `ABJ1234`. */
export function plateKey({ letters, number }: Plate): string {
  return `${letters}${number}`;
}

/** A stored plate from its key, or null for a string that is not one. */
export function plateOfKey(key: string): Plate | null {
  const match = /^([A-Z]{1,4})(\d{1,4})$/.exec(key);
  if (!match || [...match[1]!].some((letter) => !ARABIC_OF.has(letter))) return null;
  return { letters: match[1]!, number: match[2]! };
}

/** Stored Latin letters as Arabic text, in Arabic reading order, unspaced: `ABJ` gives `حبا`. */
export function arabicPlateLetters(letters: string): string {
  return [...letters]
    .reverse()
    .map((letter) => ARABIC_OF.get(letter) ?? letter)
    .join('');
}

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';

function arabicIndicDigits(number: string): string {
  return number.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);
}

/** A plate as its Latin row reads, number on the left and letters on the right: `1234 ABJ`. */
export function formatPlateLatin({ letters, number }: Plate): string {
  return `${number} ${letters}`;
}

/**
 * A plate as its Arabic row reads, letters first in Arabic reading order, spaced so they do not
 * join, then the number in Arabic-Indic digits: `ح ب ا ١٢٣٤`. Laid out right to left (and, by the
 * bidi rules, also inside left-to-right text) it shows the number on the left and each letter over
 * its Latin one, as the plate does. H is written هـ, as plates print it, so it does not read as ة.
 */
export function formatPlateArabic({ letters, number }: Plate): string {
  const arabic = [...arabicPlateLetters(letters)].map((letter) => (letter === 'ه' ? 'هـ' : letter));
  return `${arabic.join(' ')} ${arabicIndicDigits(number)}`;
}

/**
 * What a record's search text must hold for a plate to be found however it is typed: each script
 * with the letters before and after the number. Pass them to `searchTextOf` beside the record's
 * other parts; a folded query, whole plate or part of one, then matches one of them.
 */
export function plateSearchForms({ letters, number }: Plate): string[] {
  const arabic = arabicPlateLetters(letters);
  return [`${letters}${number}`, `${number}${letters}`, `${arabic}${number}`, `${number}${arabic}`];
}
