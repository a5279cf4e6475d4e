import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeForSearch, searchTextOf, toAsciiDigits } from './arabic';

describe('normalizeForSearch', () => {
  it.each([
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إبراهيم', 'ابراهيم'],
    ['alef with madda', 'آمنة', 'امنه'],
    ['alef wasla', 'ٱلملك', 'الملك'],
    ['teh marbuta', 'جدة', 'جده'],
    ['alef maksura', 'مستشفى', 'مستشفي'],
    ['diacritics', 'الرِّيَاضُ', 'الرياض'],
    ['tatweel', 'الريـــاض', 'الرياض'],
    ['Arabic-Indic digits', '٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['extended Arabic-Indic digits', '۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['case', 'Jeddah CORNICHE', 'jeddahcorniche'],
    ['spaces', '  King   Fahd\tRoad ', 'kingfahdroad'],
    ['a compound name written apart', 'عبد العزيز', 'عبدالعزيز'],
  ])('folds %s', (_label, input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it('makes the spellings people type for the same place equal', () => {
    const stored = normalizeForSearch('كورنيش جدة');
    for (const typed of ['كورنيش جده', 'كُورنِيش جدّة', 'كورنيـش جدة']) {
      expect(stored).toContain(normalizeForSearch(typed));
    }
  });

  it('is idempotent', () => {
    const arabicAndLatin = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code)),
        fc.constantFrom(' ', '\t', 'A', 'z', 'É', 'ß', 'İ', '5'),
      ),
    });
    fc.assert(
      fc.property(fc.oneof(arabicAndLatin, fc.string({ unit: 'grapheme' })), (text) => {
        const once = normalizeForSearch(text);
        expect(normalizeForSearch(once)).toBe(once);
      }),
    );
  });

  it('leaves no Arabic-Indic digit, tatweel or diacritic behind', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x0600, max: 0x06ff }).map((code) => String.fromCharCode(code)) }),
        (text) => {
          expect(normalizeForSearch(text)).not.toMatch(
            /[\u064B-\u065F\u0660-\u0669\u06F0-\u06F9\u0640\u0622\u0623\u0625\u0629\u0649]/,
          );
        },
      ),
    );
  });
});

describe('toAsciiDigits and searchTextOf', () => {
  it('converts only the digits', () => {
    expect(toAsciiDigits('مواقف ٣ و۴')).toBe('مواقف 3 و4');
  });

  it('folds the present parts, one to a line', () => {
    expect(searchTextOf('Jeddah Corniche', null, 'كورنيش جدة', undefined, '')).toBe('jeddahcorniche\nكورنيشجده');
  });
});
