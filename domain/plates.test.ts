import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchTextOf } from './arabic';
import {
  PLATE_ALPHABET,
  arabicPlateLetters,
  formatPlateArabic,
  formatPlateLatin,
  plateKey,
  plateOfKey,
  plateSearchForms,
  plateSearchKey,
  readPlate,
  readPlateLetters,
  readPlateNumber,
  type Plate,
} from './plates';
import { VALIDATION } from './validation-messages';

const LATIN = PLATE_ALPHABET.map(([, latin]) => latin);
const ARABIC_OF = Object.fromEntries(PLATE_ALPHABET.map(([arabic, latin]) => [latin, arabic]));

/** How each Arabic plate letter may be typed, by what people's keyboards and habits give. */
const ARABIC_SPELLINGS: Record<string, string[]> = {
  ...Object.fromEntries(PLATE_ALPHABET.map(([arabic]) => [arabic, [arabic]])),
  ا: ['ا', 'أ', 'إ', 'آ', 'ٱ'],
  ه: ['ه', 'هـ', 'ة'],
  ى: ['ى', 'ي'],
};
const DIGIT_SCRIPTS = ['0123456789', '٠١٢٣٤٥٦٧٨٩', '۰۱۲۳۴۵۶۷۸۹'];

const plateArbitrary: fc.Arbitrary<Plate> = fc.record({
  letters: fc.array(fc.constantFrom(...LATIN), { minLength: 1, maxLength: 4 }).map((letters) => letters.join('')),
  // A stored number has no leading zero (Saudi plates print none).
  number: fc
    .tuple(fc.constantFrom(...'123456789'), fc.array(fc.constantFrom(...'0123456789'), { maxLength: 3 }))
    .map(([first, rest]) => first + rest.join('')),
});

/** What people leave between the characters of a plate; search folds the spaces away, not the dash. */
const SPACES = ['', '', ' ', '  ', '\u00A0'];
const SEPARATORS = [...SPACES, '-'];

/** Each character typed with one of `separators` after it. */
function spaced(characters: fc.Arbitrary<string[]>, separators: string[]): fc.Arbitrary<string> {
  return characters.chain((typed) =>
    fc
      .array(fc.constantFrom(...separators), { minLength: typed.length, maxLength: typed.length })
      .map((gaps) => typed.map((character, i) => character + gaps[i]).join('')),
  );
}

/** Plate letters as someone may type them: Arabic (reading order, any usual spelling) or Latin (any case). */
function typedLetters(letters: string, separators = SEPARATORS): fc.Arbitrary<string> {
  const arabic = fc.tuple(
    ...[...letters].reverse().map((latin) => fc.constantFrom(...ARABIC_SPELLINGS[ARABIC_OF[latin]!]!)),
  );
  const latin = fc.tuple(...[...letters].map((letter) => fc.constantFrom(letter, letter.toLowerCase())));
  return spaced(fc.oneof(arabic, latin), separators);
}

/** A plate number in Western, Arabic-Indic or Persian digits, mixed as a phone keyboard may mix them. */
function typedNumber(number: string, separators = SEPARATORS): fc.Arbitrary<string> {
  return spaced(
    fc.tuple(...[...number].map((digit) => fc.constantFrom(...DIGIT_SCRIPTS.map((digits) => digits[Number(digit)]!)))),
    separators,
  );
}

/** A whole plate as someone may type it: letters and number in either order, spaced or not. */
function typedPlate(plate: Plate, separators = SEPARATORS): fc.Arbitrary<string> {
  return fc
    .tuple(
      typedLetters(plate.letters, separators),
      typedNumber(plate.number, separators),
      fc.boolean(),
      fc.constantFrom(...separators),
    )
    .map(([letters, number, lettersFirst, gap]) => (lettersFirst ? letters + gap + number : number + gap + letters));
}

const typedPlateOf = (separators = SEPARATORS) =>
  plateArbitrary.chain((plate) => fc.tuple(fc.constant(plate), typedPlate(plate, separators)));

describe('the plate alphabet', () => {
  it('has the 17 letters of Saudi plates, each Arabic letter with its own Latin one', () => {
    expect(PLATE_ALPHABET).toHaveLength(17);
    expect(new Set(LATIN).size).toBe(17);
    expect(LATIN.join('')).toBe('ABJDRSXTEGKLZNHUV');
  });

  it.each(PLATE_ALPHABET)('reads %s and %s as the same letter, in either case', (arabic, latin) => {
    expect(readPlateLetters(arabic)).toEqual({ ok: true, value: latin });
    expect(readPlateLetters(latin)).toEqual({ ok: true, value: latin });
    expect(readPlateLetters(latin.toLowerCase())).toEqual({ ok: true, value: latin });
    expect(arabicPlateLetters(latin)).toBe(arabic);
  });

  it('names a letter that is no plate letter, Arabic or Latin, as it was typed', () => {
    const others = [...'CFIMOPQWY', ...'cfimopqwy', ...'تثجخذزشضظغفئؤء', '1', '?'];
    fc.assert(
      fc.property(fc.constantFrom(...others), fc.constantFrom(...LATIN, ''), (other, valid) => {
        expect(readPlateLetters(`${valid}${other}`)).toEqual({
          ok: false,
          message: VALIDATION.plateLetter,
          args: { letter: other },
        });
      }),
    );
  });
});

describe('reading plate letters', () => {
  it('stores Arabic letters, typed in reading order, as the Latin row of the plate (left to right)', () => {
    expect(readPlateLetters('ح ب ا')).toEqual({ ok: true, value: 'ABJ' });
    expect(readPlateLetters('حبا')).toEqual({ ok: true, value: 'ABJ' });
    expect(readPlateLetters('أ ب ح')).toEqual({ ok: true, value: 'JBA' });
    expect(readPlateLetters('abj')).toEqual({ ok: true, value: 'ABJ' });
  });

  it('reads ة and هـ as ه, ي as ى, and the alef with a mark as ا', () => {
    expect(readPlateLetters('هـ')).toEqual({ ok: true, value: 'H' });
    expect(readPlateLetters('ة')).toEqual({ ok: true, value: 'H' });
    expect(readPlateLetters('ي')).toEqual({ ok: true, value: 'V' });
    expect(readPlateLetters('إ آ أ')).toEqual({ ok: true, value: 'AAA' });
  });

  it('reads any way of typing any letters back to them', () => {
    fc.assert(
      fc.property(
        plateArbitrary.chain(({ letters }) => fc.tuple(fc.constant(letters), typedLetters(letters))),
        ([letters, typed]) => {
          expect(readPlateLetters(typed)).toEqual({ ok: true, value: letters });
        },
      ),
    );
  });

  it('refuses nothing, more than 4 letters, and the two scripts mixed', () => {
    expect(readPlateLetters(' ')).toEqual({ ok: false, message: VALIDATION.required });
    expect(readPlateLetters('ABJDR')).toEqual({ ok: false, message: VALIDATION.plateLettersLength });
    expect(readPlateLetters('ا ب ح د ر')).toEqual({ ok: false, message: VALIDATION.plateLettersLength });
    expect(readPlateLetters('A ب')).toEqual({ ok: false, message: VALIDATION.plateOneScript });
  });
});

describe('reading a plate number', () => {
  it('reads Western, Arabic-Indic and Persian digits as Western ones, leading zeros dropped', () => {
    expect(readPlateNumber('١٢٣٤')).toEqual({ ok: true, value: '1234' });
    expect(readPlateNumber('۰۱۲')).toEqual({ ok: true, value: '12' });
    expect(readPlateNumber(' 7 ')).toEqual({ ok: true, value: '7' });
  });

  it('reads 0777, ٠٧٧٧ and 777 as one number', () => {
    for (const typed of ['0777', '٠٧٧٧', '۰۷۷۷', '0 777', '777'])
      expect(readPlateNumber(typed)).toEqual({ ok: true, value: '777' });
    expect(readPlate('ABJ 0777')).toEqual(readPlate('ح ب ا ٧٧٧'));
  });

  it.each(['0', '0000', '٠٠'])('refuses %s: a number of zeros only is no plate', (typed) => {
    expect(readPlateNumber(typed)).toEqual({ ok: false, message: VALIDATION.plateNumber });
  });

  it('looks for the stored form of a plate searched with leading zeros', () => {
    expect(plateSearchKey('ABJ 0777')).toBe('ABJ777');
    expect(plateSearchKey('٠٧٧٧ ح ب ا')).toBe('ABJ777');
    expect(plateSearchKey('0777')).toBe('777');
    expect(plateSearchKey('Khalid')).toBeNull();
  });

  it('reads any way of typing any number back to it', () => {
    fc.assert(
      fc.property(
        plateArbitrary.chain(({ number }) => fc.tuple(fc.constant(number), typedNumber(number))),
        ([number, typed]) => {
          expect(readPlateNumber(typed)).toEqual({ ok: true, value: number });
        },
      ),
    );
  });

  it.each(['12345', '12a', '1/2', '1.5', 'ABC'])('refuses %s', (typed) => {
    expect(readPlateNumber(typed)).toEqual({ ok: false, message: VALIDATION.plateNumber });
  });

  it('asks for a number when there is none', () => {
    expect(readPlateNumber('')).toEqual({ ok: false, message: VALIDATION.required });
  });
});

describe('reading a whole plate', () => {
  it.each([
    ['ABJ 1234', 'ABJ', '1234'],
    ['1234abj', 'ABJ', '1234'],
    ['ح ب ا ١٢٣٤', 'ABJ', '1234'],
    ['١٢٣٤ ح ب ا', 'ABJ', '1234'],
    ['1234ابح', 'JBA', '1234'],
    ['هـ ى ٠٠٧', 'VH', '7'],
  ])('reads %s as %s %s', (typed, letters, number) => {
    expect(readPlate(typed)).toEqual({ ok: true, value: { letters, number } });
  });

  it('reads any way of typing any plate back to it', () => {
    fc.assert(
      fc.property(typedPlateOf(), ([plate, typed]) => {
        expect(readPlate(typed)).toEqual({ ok: true, value: plate });
      }),
    );
  });

  it('reads back what it shows, in both scripts, and its key', () => {
    fc.assert(
      fc.property(plateArbitrary, (plate) => {
        expect(readPlate(formatPlateLatin(plate))).toEqual({ ok: true, value: plate });
        expect(readPlate(formatPlateArabic(plate))).toEqual({ ok: true, value: plate });
        expect(readPlate(plateKey(plate))).toEqual({ ok: true, value: plate });
        expect(plateOfKey(plateKey(plate))).toEqual(plate);
      }),
    );
  });

  it.each([
    ['', VALIDATION.required],
    ['ABJ', VALIDATION.plate],
    ['1234', VALIDATION.plate],
    ['AB 12 J', VALIDATION.plate],
    ['ABJ 12345', VALIDATION.plateNumber],
    ['ABJDR 1', VALIDATION.plateLettersLength],
  ])('refuses "%s" with %s', (typed, message) => {
    expect(readPlate(typed)).toEqual({ ok: false, message });
  });

  it('names the letter that is no plate letter', () => {
    expect(readPlate('ABC 123')).toEqual({ ok: false, message: VALIDATION.plateLetter, args: { letter: 'C' } });
    expect(readPlate('١٢٣ ج ب')).toEqual({ ok: false, message: VALIDATION.plateLetter, args: { letter: 'ج' } });
  });

  it('refuses a key that is not a stored plate', () => {
    expect(plateOfKey('ABC123')).toBeNull();
    expect(plateOfKey('abj123')).toBeNull();
    expect(plateOfKey('ABJ12345')).toBeNull();
  });
});

describe('showing a plate', () => {
  it('shows the Latin row as the plate prints it, number on the left', () => {
    expect(formatPlateLatin({ letters: 'ABJ', number: '1234' })).toBe('1234 ABJ');
  });

  it('shows the Arabic row in reading order, letters spaced apart, H as هـ, Arabic-Indic digits', () => {
    expect(formatPlateArabic({ letters: 'ABJ', number: '1234' })).toBe('ح ب ا ١٢٣٤');
    expect(formatPlateArabic({ letters: 'HV', number: '70' })).toBe('ى هـ ٧٠');
  });

  it('never shows a Latin letter or a Western digit on the Arabic side, nor two letters joined', () => {
    fc.assert(
      fc.property(plateArbitrary, (plate) => {
        const shown = formatPlateArabic(plate);
        expect(shown).not.toMatch(/[A-Za-z0-9]/);
        expect(shown).not.toMatch(/[\u0621-\u063A\u0641-\u064A]{2}/);
      }),
    );
  });
});

describe('finding a plate by search', () => {
  const searchTextOfPlate = (plate: Plate) => searchTextOf('Some applicant', ...plateSearchForms(plate));
  const finds = (plate: Plate, query: string) => searchTextOfPlate(plate).includes(normalizeForSearch(query));

  it('finds a plate however it is typed, in either script and order, whole or in part', () => {
    fc.assert(
      fc.property(typedPlateOf(SPACES), ([plate, typed]) => {
        expect(finds(plate, typed)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        plateArbitrary.chain((plate) =>
          fc.tuple(fc.constant(plate), typedLetters(plate.letters, SPACES), typedNumber(plate.number, SPACES)),
        ),
        ([plate, letters, number]) => {
          expect(finds(plate, letters)).toBe(true);
          expect(finds(plate, number)).toBe(true);
        },
      ),
    );
  });

  it('finds the plate entered in Arabic by its Latin spelling, and the reverse', () => {
    fc.assert(
      fc.property(plateArbitrary, fc.boolean(), (plate, storedFromArabic) => {
        const entered = storedFromArabic ? formatPlateArabic(plate) : formatPlateLatin(plate);
        const read = readPlate(entered);
        if (!read.ok) throw new Error(`${entered} was not read`);
        const query = storedFromArabic
          ? plateKey(plate).toLowerCase()
          : `${arabicPlateLetters(plate.letters)} ${plate.number}`;
        expect(finds(read.value, query)).toBe(true);
      }),
    );
  });

  it('does not find a plate by other letters with its number', () => {
    fc.assert(
      fc.property(plateArbitrary, plateArbitrary, (plate, other) => {
        fc.pre(other.letters.length === plate.letters.length && other.letters !== plate.letters);
        const query = `${other.letters} ${plate.number}`;
        expect(finds(plate, query)).toBe(false);
        expect(finds(plate, `${arabicPlateLetters(other.letters)}${plate.number}`)).toBe(false);
      }),
    );
  });
});
