import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, normalizeSaudiIban, saudiIbanCheckDigits } from './iban';

const VALID = 'SA0380000000608010167519';

const bankAndAccount = fc
  .tuple(
    fc.array(fc.constantFrom(...'0123456789'), { minLength: 2, maxLength: 2 }),
    fc.array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 18, maxLength: 18 }),
  )
  .map(([bank, account]) => bank.join('') + account.join(''));

describe('Saudi IBANs', () => {
  it('accept the known valid example, typed as people type it', () => {
    expect(normalizeSaudiIban(VALID)).toBe(VALID);
    expect(normalizeSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(VALID);
    expect(normalizeSaudiIban('SA٠٣ ٨٠٠٠ ٠٠٠٠ ٦٠٨٠ ١٠١٦ ٧٥١٩')).toBe(VALID);
    expect(saudiIbanCheckDigits(VALID.slice(4))).toBe('03');
  });

  it('are printed in groups of four, which read back as the same IBAN', () => {
    expect(formatIban(VALID)).toBe('SA03 8000 0000 6080 1016 7519');
    expect(normalizeSaudiIban(formatIban(VALID))).toBe(VALID);
  });

  it('are valid with the check digits computed for any bank and account, and with no other', () => {
    fc.assert(
      fc.property(bankAndAccount, fc.integer({ min: 0, max: 99 }), (rest, other) => {
        const check = saudiIbanCheckDigits(rest);
        expect(normalizeSaudiIban(`SA${check}${rest}`)).toBe(`SA${check}${rest}`);
        fc.pre(other !== Number(check));
        expect(normalizeSaudiIban(`SA${String(other).padStart(2, '0')}${rest}`)).toBeNull();
      }),
    );
  });

  it('catch any one character typed wrong', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 23 }), fc.constantFrom(...'0123456789'), (position, digit) => {
        fc.pre(VALID[position] !== digit);
        expect(normalizeSaudiIban(VALID.slice(0, position) + digit + VALID.slice(position + 1))).toBeNull();
      }),
    );
  });

  it.each([
    ['check digits 01, which leave the remainder of 98 but no IBAN is given', 'SA0119BIDROGD93BCURA07J3'],
    ['another country', 'GB82WEST12345698765432'],
    ['one character short', VALID.slice(0, -1)],
    ['one character long', `${VALID}0`],
    ['a letter in the bank code', 'SA03A0000000608010167519'],
    ['a sign in the account', 'SA038000000060801016751-'],
    ['two neighbours swapped', 'SA0380000000608010167591'],
  ])('refuse %s', (_, iban) => {
    expect(normalizeSaudiIban(iban)).toBeNull();
  });
});
