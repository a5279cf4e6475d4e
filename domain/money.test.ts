import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SAR_AMOUNT } from './schemas/fields';
import { halalasToDecimalText, halalasToSar, hasAtMostTwoDecimals, sarToHalalas } from './money';

const halalas = fc.integer({ min: 0, max: MAX_SAR_AMOUNT * 100 });

describe('SAR and halalas', () => {
  it('round-trips every amount with at most two decimals', () => {
    fc.assert(
      fc.property(halalas, (amount) => {
        const sar = halalasToSar(amount);
        expect(hasAtMostTwoDecimals(sar)).toBe(true);
        expect(sarToHalalas(sar)).toBe(amount);
        expect(sar).toBe(Number((amount / 100).toFixed(2)));
      }),
    );
  });

  it('converts the usual fees exactly', () => {
    expect(sarToHalalas(5.5)).toBe(550);
    expect(sarToHalalas(0.1 + 0.2)).toBe(30);
    expect(sarToHalalas(1.15)).toBe(115);
    expect(halalasToSar(550)).toBe(5.5);
  });

  it('tells amounts with more than two decimals apart', () => {
    expect(hasAtMostTwoDecimals(5)).toBe(true);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(5.555)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
    fc.assert(
      fc.property(halalas, fc.integer({ min: 1, max: 9 }), (amount, extra) => {
        expect(hasAtMostTwoDecimals((amount * 10 + extra) / 1000)).toBe(false);
      }),
    );
  });
});

describe('halalas as decimal text', () => {
  it('always shows two decimals, the sign of a refund in front', () => {
    expect(halalasToDecimalText(11500)).toBe('115.00');
    expect(halalasToDecimalText(100000)).toBe('1000.00');
    expect(halalasToDecimalText(5)).toBe('0.05');
    expect(halalasToDecimalText(30)).toBe('0.30');
    expect(halalasToDecimalText(0)).toBe('0.00');
    expect(halalasToDecimalText(-5)).toBe('-0.05');
    expect(halalasToDecimalText(-11500)).toBe('-115.00');
  });

  it('reads back as the same amount, whatever its size', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (amount) => {
        const text = halalasToDecimalText(amount);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(amount));
      }),
    );
  });

  it('refuses what is not a whole number of halalas', () => {
    expect(() => halalasToDecimalText(1.5)).toThrow(RangeError);
    expect(() => halalasToDecimalText(Number.NaN)).toThrow(RangeError);
    expect(() => halalasToDecimalText(2 ** 53)).toThrow(RangeError);
  });
});
