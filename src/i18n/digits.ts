import { toAsciiDigits } from '../../domain/arabic';

/** How numbers are written: Western digits (123) or Arabic-Indic ones (١٢٣). */
export type DigitStyle = 'latn' | 'arab';
export const DIGIT_STYLES: readonly DigitStyle[] = ['latn', 'arab'];
/** The store key of the user's choice, kept across sign-out like the language. */
export const DIGITS_STORE_KEY = 'digits';

/**
 * The digits a screen shows: Western by default in both languages (the habit of Saudi business
 * software), Arabic-Indic when the user chose them, and in the Arabic interface only.
 */
export function digitsOf(locale: string, chosen: unknown): DigitStyle {
  return locale === 'ar' && chosen === 'arab' ? 'arab' : 'latn';
}

/** The calendars dates are shown in: the Gregorian one (the legal date), and Umm al-Qura's Hijri one beside it. */
export type Calendar = 'gregory' | 'islamic-umalqura';

/**
 * The Intl locale of the app language: Arabic (Saudi Arabia) on the Gregorian calendar (ar-SA
 * alone would pick the Hijri one) with the screen's digits, or English with day-first dates.
 */
export function intlLocaleOf(locale: string, digits: DigitStyle = 'latn', calendar: Calendar = 'gregory'): string {
  return locale === 'ar' ? `ar-SA-u-nu-${digits}-ca-${calendar}` : `en-GB-u-ca-${calendar}`;
}

/** First strong isolate (U+2068) and pop directional isolate (U+2069): a `<bdi>` inside a string. */
const FSI = '\u2068';
const PDI = '\u2069';
const LATIN = /[A-Za-z\u00C0-\u024F]/;
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/**
 * User text set inside a sentence of the other direction, isolated so that it keeps its own
 * order: "Al Noor Trading Co." in an Arabic sentence, not ".Al Noor Trading Co".
 */
export function isolateForeignText(text: string, locale: string): string {
  const foreign = locale === 'ar' ? LATIN : RIGHT_TO_LEFT;
  return foreign.test(text) ? `${FSI}${text}${PDI}` : text;
}

/** User text in the screen's digits, unless it is foreign text, which keeps its own (see withDigits). */
export function userTextWithDigits(text: string, locale: string, digits: DigitStyle): string {
  return withDigits(isolateForeignText(text, locale), digits).replace(/[\u2068\u2069]/g, '');
}

const ISOLATED_OR_DIGIT = new RegExp(`${FSI}[^${PDI}]*${PDI}|[0-9]`, 'g');

/**
 * Text with its digits in the screen's style. Isolated foreign text keeps its own digits: a
 * Latin name such as "Airport P3" is not rewritten to "Airport P٣".
 */
export function withDigits(text: string, digits: DigitStyle): string {
  if (digits === 'latn') return text;
  return text.replace(ISOLATED_OR_DIGIT, (match) =>
    match.length === 1 ? String.fromCharCode(0x0660 + Number(match)) : match,
  );
}

/**
 * A number typed in either style, with the Arabic decimal and thousands separators, as the
 * form's value: a number, null when empty, or the text itself when it is no number (the
 * schema then says "must be a number" instead of silently keeping 0).
 */
export function parseTypedNumber(typed: string): number | string | null {
  const text = toAsciiDigits(typed)
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\s]/g, '');
  if (text === '') return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : typed;
}
