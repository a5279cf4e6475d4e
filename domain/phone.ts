import { toAsciiDigits } from './arabic';

const SAUDI_MOBILE = /^(?:\+?966|00966|0)?(5\d{8})$/;

/**
 * A Saudi mobile number in any usual spelling (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX,
 * 009665XXXXXXXX, with spaces, dashes or Arabic digits) as E.164 (+9665XXXXXXXX), or null.
 */
export function normalizeSaudiMobile(input: string): string | null {
  const compact = toAsciiDigits(input).replace(/[\s\-().]/g, '');
  const match = SAUDI_MOBILE.exec(compact);
  return match ? `+966${match[1]}` : null;
}

/** An E.164 Saudi mobile number (+9665XXXXXXXX) as people write it at home (05XXXXXXXX); other text as it is. */
export function localSaudiMobile(e164: string): string {
  return /^\+966(5\d{8})$/.test(e164) ? `0${e164.slice(4)}` : e164;
}
