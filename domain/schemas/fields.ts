import { z } from 'zod';
import { toAsciiDigits } from '../arabic';
import { CALENDAR_DATE } from '../local-date';
import { hasAtMostTwoDecimals } from '../money';
import { normalizeSaudiMobile, normalizeSaudiPhone } from '../phone';
import { cleanName, hasControlCharacters, withoutBidiControls } from '../text';
import { VALIDATION, type ValidationMessageKey } from '../validation-messages';

/** The largest whole number a capacity or minute count may take (fits a PostgreSQL integer). */
export const MAX_WHOLE_NUMBER = 1_000_000;
/** The largest amount in SAR a fee may take. */
export const MAX_SAR_AMOUNT = 100_000;
/** The largest record id (a PostgreSQL integer); a larger one would fail in the database. */
export const MAX_ID = 2_147_483_647;

/** The message of a value of the wrong kind: "required" when it was left out, `otherwise` when it was something else. */
export function requiredOr(otherwise: ValidationMessageKey) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    issue.input === undefined || issue.input === null ? VALIDATION.required : otherwise;
}

/** One line of text without control characters, cleaned as a name is stored. */
function nameText() {
  return z
    .string({ error: VALIDATION.required })
    .refine((value) => !hasControlCharacters(value), { error: VALIDATION.controlCharacters, abort: true })
    .transform(cleanName);
}

/** A required name; a minimum of 2 characters has its own message (sub-area names). */
export function requiredName(maxLength: number, minLength: 1 | 2 = 1) {
  const tooShort = minLength === 2 ? VALIDATION.minLength2 : VALIDATION.required;
  return nameText().pipe(
    z
      .string()
      .min(1, { error: VALIDATION.required })
      .min(minLength, { error: tooShort })
      .max(maxLength, { error: VALIDATION.tooLong }),
  );
}

/** An optional name: empty (or only invisible characters) and null become null. */
export function optionalName(maxLength: number) {
  return nameText()
    .pipe(z.string().max(maxLength, { error: VALIDATION.tooLong }))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Optional multi-line text (descriptions, notes): line breaks kept, other controls refused. */
export function optionalText(maxLength: number) {
  return z
    .string()
    .refine((value) => !hasControlCharacters(value, { multiline: true }), {
      error: VALIDATION.controlCharacters,
      abort: true,
    })
    .transform((value) => withoutBidiControls(value).trim())
    .pipe(z.string().max(maxLength, { error: VALIDATION.tooLong }))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Required multi-line text (a plan's description): line breaks kept, other controls refused. */
export function requiredText(maxLength: number) {
  return z
    .string({ error: VALIDATION.required })
    .refine((value) => !hasControlCharacters(value, { multiline: true }), {
      error: VALIDATION.controlCharacters,
      abort: true,
    })
    .transform((value) => withoutBidiControls(value).trim())
    .pipe(z.string().min(1, { error: VALIDATION.required }).max(maxLength, { error: VALIDATION.tooLong }));
}

/** Missing is "required"; present but not a number (a string "5", say) is "must be a number". */
const numberError = requiredOr(VALIDATION.number);

export function wholeNumber({ min }: { min: 0 | 1 }) {
  return z
    .number({ error: numberError })
    .int({ error: VALIDATION.wholeNumber })
    .min(min, { error: min === 1 ? VALIDATION.minOne : VALIDATION.notNegative })
    .max(MAX_WHOLE_NUMBER, { error: VALIDATION.tooLarge });
}

export function optionalWholeNumber({ min }: { min: 0 | 1 }) {
  return wholeNumber({ min })
    .nullish()
    .transform((value) => value ?? null);
}

/** An amount in SAR, not negative, with at most two decimals. */
export function sarAmount() {
  return z
    .number({ error: numberError })
    .min(0, { error: VALIDATION.notNegative })
    .max(MAX_SAR_AMOUNT, { error: VALIDATION.tooLarge })
    .refine(hasAtMostTwoDecimals, { error: VALIDATION.twoDecimals });
}

/** A reference to another record by id. */
export function reference() {
  return z
    .number({ error: requiredOr(VALIDATION.invalidChoice) })
    .int({ error: VALIDATION.invalidChoice })
    .positive({ error: VALIDATION.invalidChoice })
    .max(MAX_ID, { error: VALIDATION.invalidChoice });
}

/** A reference that may be left empty: absent and null both become null. */
export function optionalReference() {
  return reference()
    .nullish()
    .transform((value) => value ?? null);
}

/** Only plain decimal digits: no sign, no leading zero, no exponent, no spaces, no hex. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;

/**
 * A record id in a path or a list filter: a JSON integer, or text of plain decimal digits
 * ("0x10", "+1", " 1", "00001" and "1e3" are refused rather than read as another record).
 */
export function idParam() {
  return z
    .union([z.number(), z.string().regex(DECIMAL_ID).transform(Number)])
    .pipe(z.number().int().positive().max(MAX_ID));
}

/** The path of a call on one record: `/…/:id`. */
export const idParams = z.object({ id: idParam() });

/**
 * A username: 3 to 50 Latin letters, digits, dots, dashes or underscores, kept in lower case
 * (usernames are unique whatever their case, so one spelling is stored).
 */
export function username() {
  return requiredName(50).pipe(
    z
      .string()
      .min(3, { error: VALIDATION.minLength3 })
      .regex(/^[a-z0-9._-]+$/i, { error: VALIDATION.username })
      .transform((value) => value.toLowerCase()),
  );
}

export function email() {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .pipe(z.email({ error: VALIDATION.email }))
    .transform((value) => value.toLowerCase());
}

/** Filters common to every list: full-text `q` and getMany's `id` list. */
export const listFilterBase = {
  q: z
    .string()
    .refine((value) => !hasControlCharacters(value), { error: VALIDATION.controlCharacters })
    .transform((value) => value.trim())
    .pipe(z.string().max(100))
    .optional(),
  id: z.union([z.array(idParam()), idParam()]).optional(),
};

/** A phone number as one of the normalisers reads it, stored as E.164; `message` when it reads none. */
function phoneNumber(normalize: (input: string) => string | null, message: ValidationMessageKey) {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .transform((value, ctx) => {
      const normalized = normalize(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalized;
    });
}

/**
 * Optional digits of a fixed pattern (a VAT number, a building number, a postal code), typed in
 * either digit style with spaces: stored in Latin digits, or null when left empty.
 */
export function optionalDigits(isValid: (digits: string) => boolean, message: ValidationMessageKey) {
  return z
    .string()
    .transform((value) => toAsciiDigits(value).replace(/\s/g, ''))
    .refine((value) => value === '' || isValid(value), { error: message })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A Saudi mobile number, stored as E.164. */
export function saudiMobile() {
  return phoneNumber(normalizeSaudiMobile, VALIDATION.saudiMobile);
}

/** A Saudi mobile or landline number (an office's), stored as E.164. */
export function saudiPhone() {
  return phoneNumber(normalizeSaudiPhone, VALIDATION.saudiPhone);
}

/**
 * The years a date, a month or an instant the API takes may lie in: wider than any parking
 * record, and narrow enough that none reaches JavaScript's two-digit years (0–99 mean 1900–1999
 * to Date.UTC) nor PostgreSQL's dates before the common era. Every date, month and instant the API
 * reads goes through the schemas below, so no endpoint reads one of another shape or year.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 9999;

const isWithinYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** True for a real day written YYYY-MM-DD (2026-02-30 is not one), in the years FIRST_YEAR to LAST_YEAR. */
export function isCalendarDate(value: string): boolean {
  const [, year, month, day] = CALENDAR_DATE.exec(value)?.map(Number) ?? [];
  if (year === undefined || month === undefined || day === undefined) return false;
  if (!isWithinYears(year)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True for a month written YYYY-MM, in the years FIRST_YEAR to LAST_YEAR. */
export function isCalendarMonth(value: string): boolean {
  return /^\d{4}-\d{2}$/.test(value) && isCalendarDate(`${value}-01`);
}

/** A calendar date, YYYY-MM-DD (a local day of the operator, no time). */
export function calendarDate() {
  return z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .refine(isCalendarDate, { error: VALIDATION.date })
    .meta({ format: 'date' });
}

/** A month of the operator's calendar, YYYY-MM. */
export function calendarMonth() {
  return z
    .string({ error: VALIDATION.required })
    .refine(isCalendarMonth, { error: VALIDATION.date })
    .meta({ format: 'month', description: 'YYYY-MM' });
}

/** A list filter's day (`from`, `to`): a calendar date, or absent. */
export function dayFilter() {
  return z.string().refine(isCalendarDate, { error: VALIDATION.date }).meta({ format: 'date' }).optional();
}

/** A field that may be left empty: absent, null and blank text all become null. */
export function emptyAsNull<Field extends z.ZodType>(field: Field) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    field.nullable(),
  );
}

/** An instant as ISO 8601 text with its offset (`2026-03-01T08:00:00Z`, `…+03:00`). */
export function instant() {
  return z
    .string({ error: requiredOr(VALIDATION.dateTime) })
    .pipe(z.iso.datetime({ offset: true, error: VALIDATION.dateTime }))
    .transform((text) => new Date(text))
    .refine((at) => isWithinYears(at.getUTCFullYear()), { error: VALIDATION.dateTime });
}

/** An instant that may be left out: absent and null both become undefined. */
export function optionalInstant() {
  return instant()
    .nullish()
    .transform((value) => value ?? undefined);
}

/** A list's totals or tab counts are asked with the list's own filters, as the list sends them. */
export const listFiltersQuery = z.object({ filter: z.string().optional().describe("JSON object: the list's filters") });
