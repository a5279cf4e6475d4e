import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localSaudiMobile, normalizeSaudiMobile, normalizeSaudiPhone } from './phone';

const DIGIT_SCRIPTS = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

/** A mobile number's 8 digits after the 5. */
const subscriber = fc
  .array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 8 })
  .map((digits) => digits.join(''));

/** `number` as someone may type it: each digit in any of the scripts phones offer, with spaces or dashes between. */
function typed(number: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      ...[...number].map((character) =>
        fc.tuple(
          /\d/.test(character)
            ? fc.constantFrom(...DIGIT_SCRIPTS.map((digits) => digits[Number(character)]!))
            : fc.constant(character),
          fc.constantFrom('', '', '', ' ', '-'),
        ),
      ),
    )
    .map((parts) => parts.map(([character, gap]) => character + gap).join(''));
}

describe('normalizeSaudiMobile', () => {
  it('reads every usual spelling of a mobile number, in Western, Arabic-Indic or Persian digits, as E.164', () => {
    fc.assert(
      fc.property(
        subscriber.chain((digits) =>
          fc.tuple(
            fc.constant(digits),
            fc.constantFrom('05', '5', '+9665', '9665', '009665').chain((prefix) => typed(`${prefix}${digits}`)),
          ),
        ),
        ([digits, spelling]) => {
          expect(normalizeSaudiMobile(spelling)).toBe(`+9665${digits}`);
        },
      ),
    );
  });

  it('writes a stored mobile number back the local way, which reads as the same number', () => {
    fc.assert(
      fc.property(subscriber, (digits) => {
        const local = localSaudiMobile(`+9665${digits}`);
        expect(local).toBe(`05${digits}`);
        expect(normalizeSaudiMobile(local)).toBe(`+9665${digits}`);
      }),
    );
  });

  it('refuses a number one digit short or long, in any digits', () => {
    fc.assert(
      fc.property(
        subscriber.chain((digits) => fc.constantFrom(`05${digits.slice(1)}`, `05${digits}0`).chain(typed)),
        (spelling) => {
          expect(normalizeSaudiMobile(spelling)).toBeNull();
        },
      ),
    );
  });
});

describe('normalizeSaudiPhone', () => {
  it.each([
    ['011 234 5678', '+966112345678'],
    ['+966 12 654 3210', '+966126543210'],
    ['٠١٣٨٧٦٥٤٣٢', '+966138765432'],
    ['0096614 123 4567', '+966141234567'],
    ['0551234567', '+966551234567'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normalizeSaudiPhone(typed)).toBe(stored);
  });

  it.each(['015 234 5678', '012345', '0512345678901', '+971 4 123 4567', '800 123 4567'])('refuses %s', (typed) => {
    expect(normalizeSaudiPhone(typed)).toBeNull();
  });

  it('leaves a landline out of the mobile numbers', () => {
    expect(normalizeSaudiMobile('011 234 5678')).toBeNull();
  });
});
