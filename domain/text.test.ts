import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idParam } from './schemas/fields';
import { cleanName, hasControlCharacters, pathOfNul, withoutBidiControls } from './text';

describe('text rules', () => {
  it('finds control characters, allowing line breaks only in multi-line text', () => {
    expect(hasControlCharacters('Riyadh Park')).toBe(false);
    expect(hasControlCharacters('برج المملكة')).toBe(false);
    expect(hasControlCharacters('a\nb')).toBe(true);
    expect(hasControlCharacters('a\nb\tc\r', { multiline: true })).toBe(false);
    expect(hasControlCharacters('a\u0000', { multiline: true })).toBe(true);
    expect(hasControlCharacters('a\u009b', { multiline: true })).toBe(true);
  });

  it('leaves no bidi control and no zero-width character in a cleaned name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const cleaned = cleanName(text);
        expect(cleaned).not.toMatch(/[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/);
        expect(cleanName(cleaned)).toBe(cleaned);
      }),
    );
    expect(withoutBidiControls('\u202Bنص\u202C\nسطر')).toBe('نص\nسطر');
  });

  it('finds a NUL wherever it hides in a parsed body', () => {
    expect(pathOfNul({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(pathOfNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
    expect(pathOfNul({ a: 1, b: null, c: ['fine'] })).toBeUndefined();
  });

  it('reads ids as plain decimal digits only', () => {
    const schema = idParam();
    expect(schema.parse('42')).toBe(42);
    expect(schema.parse(42)).toBe(42);
    for (const bad of ['0x10', '0o7', '+1', ' 1', '00001', '1e3', '1.0', '0', '2147483648', 2147483648, 1.5, -1]) {
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
