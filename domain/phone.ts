import { toAsciiDigits } from './arabic';

const SAUDI_MOBILE = /^(?:\+?966|00966|0)?(5\d{8})$/;
/** A landline: the area code (11 Riyadh, 12 Makkah, 13 Eastern Province, 14, 16, 17) and seven digits. */
const SAUDI_LANDLINE = /^(?:\+?966|00966|0)?(1[1-467]\d{7})$/;

function compact(input: string): string {
  return toAsciiDigits(input).replace(/[\s\-().]/g, '');
}

/**
 * A Saudi mobile number in any usual spelling (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX,
 * 009665XXXXXXXX, with spaces, dashes or Arabic digits) as E.164 (+9665XXXXXXXX), or null.
 */
export function normalizeSaudiMobile(input: string): string | null {
  const match = SAUDI_MOBILE.exec(compact(input));
  return match ? `+966${match[1]}` : null;
}

/** An E.164 Saudi mobile number (+9665XXXXXXXX) as people write it at home (05XXXXXXXX); other text as it is. */
export function localSaudiMobile(e164: string): string {
  return /^\+966(5\d{8})$/.test(e164) ? `0${e164.slice(4)}` : e164;
}

/** An E.164 Saudi number, mobile or landline, as people write it at home (05XXXXXXXX, 011XXXXXXX); other text as it is. */
export function localSaudiPhone(e164: string): string {
  return /^\+966([15]\d{8})$/.test(e164) ? `0${e164.slice(4)}` : e164;
}

/**
 * A Saudi contact number, mobile or landline (011 234 5678, +966112345678), as E.164, or null:
 * a company's office answers on either.
 */
export function normalizeSaudiPhone(input: string): string | null {
  const landline = SAUDI_LANDLINE.exec(compact(input));
  return landline ? `+966${landline[1]}` : normalizeSaudiMobile(input);
}
