import { toAsciiDigits } from './arabic';

/**
 * A Saudi IBAN: SA, 2 check digits, a 2-digit bank code and 18 letters or digits of the account.
 * Check digits run from 02 to 98 (ISO 13616): 01 and 98 leave the same remainder, so only 98 is valid.
 */
const SAUDI_IBAN = /^SA(0[2-9]|[1-8]\d|9[0-8])\d{2}[0-9A-Z]{18}$/;

/**
 * The ISO 13616 remainder: the first four characters moved to the end, each letter read as a
 * number (A = 10 … Z = 35), the whole taken modulo 97; a valid IBAN leaves 1.
 */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** An IBAN as typed (spaces, lower case, Arabic digits) in its electronic form: `SA03 8000 …` gives `SA038000…`. */
export function compactIban(input: string): string {
  return toAsciiDigits(input).replace(/\s+/g, '').toUpperCase();
}

/** A Saudi IBAN in its electronic form with correct check digits, or null. */
export function normalizeSaudiIban(input: string): string | null {
  const iban = compactIban(input);
  return SAUDI_IBAN.test(iban) && ibanRemainder(iban) === 1 ? iban : null;
}

/** The check digits that make `SA`, the bank code and the account a valid IBAN (ISO 13616). */
export function saudiIbanCheckDigits(bankAndAccount: string): string {
  return String(98 - ibanRemainder(`SA00${bankAndAccount}`)).padStart(2, '0');
}

/** An IBAN in groups of four, as it is printed for people to read: `SA03 8000 0000 6080 1016 7519`. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
