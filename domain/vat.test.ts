import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundingHalfAwayFromZero, invoiceLineAmounts, isSaudiVatNumber, vatIncluded, vatOnNet } from './vat';

/** Any total the multiplication by the rate keeps exact, refunds included. */
const total = fc.integer({
  min: -Math.floor(Number.MAX_SAFE_INTEGER / 15),
  max: Math.floor(Number.MAX_SAFE_INTEGER / 15),
});

describe('VAT included in a total', () => {
  it.each([
    ['115.00 SAR', 11_500, 10_000, 1_500],
    ['1000.00 SAR', 100_000, 86_957, 13_043],
    ['100.00 SAR', 10_000, 8_696, 1_304],
    ['7.50 SAR', 750, 652, 98],
    ['5.00 SAR', 500, 435, 65],
    ['one halala, too little to carry VAT', 1, 1, 0],
    ['nothing', 0, 0, 0],
    ['a refund of 115.00 SAR', -11_500, -10_000, -1_500],
    ['a refund of 7.50 SAR', -750, -652, -98],
  ])('splits %s', (_, totalHalalas, net, vat) => {
    expect(vatIncluded(totalHalalas)).toStrictEqual({ net, vat, total: totalHalalas });
  });

  it('rounds the VAT to the nearest halala on either side of the half', () => {
    // 4 × 15 / 115 = 0.52 and 19 × 15 / 115 = 2.48: the totals nearest to a tie from above and below.
    expect(vatIncluded(4)).toStrictEqual({ net: 3, vat: 1, total: 4 });
    expect(vatIncluded(19)).toStrictEqual({ net: 17, vat: 2, total: 19 });
    expect(vatIncluded(-4)).toStrictEqual({ net: -3, vat: -1, total: -4 });
    expect(vatIncluded(-19)).toStrictEqual({ net: -17, vat: -2, total: -19 });
  });

  it('never answers -0, for a refund too small to carry VAT or a refund of nothing', () => {
    expect(vatIncluded(-1)).toStrictEqual({ net: -1, vat: 0, total: -1 });
    expect(Object.is(vatIncluded(-1).vat, 0)).toBe(true);
    const nothing = vatIncluded(-0);
    expect([nothing.net, nothing.vat, nothing.total].every((amount) => Object.is(amount, 0))).toBe(true);
  });

  it('adds up to the total to the halala', () => {
    fc.assert(
      fc.property(total, (totalHalalas) => {
        const { net, vat, total: split } = vatIncluded(totalHalalas);
        expect(split).toBe(totalHalalas);
        expect(net + vat).toBe(totalHalalas);
      }),
    );
  });

  it('is the nearest whole halala to 15/115 of the total, never a tie', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (totalHalalas) => {
        const { vat } = vatIncluded(totalHalalas);
        // |vat − 15·total/115| < ½, in integers: |115·vat − 15·total| · 2 < 115.
        expect(Math.abs(115 * vat - 15 * totalHalalas) * 2).toBeLessThan(115);
      }),
    );
  });

  it('keeps the VAT between nothing and the total when the total is positive', () => {
    fc.assert(
      fc.property(
        total.filter((totalHalalas) => totalHalalas >= 0),
        (totalHalalas) => {
          const { net, vat } = vatIncluded(totalHalalas);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(totalHalalas);
          expect(net).toBeGreaterThanOrEqual(vat);
        },
      ),
    );
  });

  it('splits a refund as the sale it returns, with the signs turned', () => {
    fc.assert(
      fc.property(total, (totalHalalas) => {
        const sale = vatIncluded(totalHalalas);
        const refund = vatIncluded(-totalHalalas);
        expect(refund.net).toBe(0 - sale.net);
        expect(refund.vat).toBe(0 - sale.vat);
      }),
    );
  });

  it.each([
    ['a fraction of a halala', 1.5],
    ['not a number', Number.NaN],
    ['an amount the rate would push past exact integers', Number.MAX_SAFE_INTEGER],
  ])('refuses %s', (_, totalHalalas) => {
    expect(() => vatIncluded(totalHalalas)).toThrow(RangeError);
  });
});

describe('whole-number division rounding half away from zero', () => {
  it.each([
    [1, 2, 1],
    [3, 2, 2],
    [5, 2, 3],
    [-1, 2, -1],
    [-3, 2, -2],
    [-5, 2, -3],
    [7, 4, 2],
    [5, 4, 1],
    [-7, 4, -2],
    [-5, 4, -1],
    [0, 7, 0],
  ])('rounds %i / %i to %i', (numerator, denominator, quotient) => {
    expect(divideRoundingHalfAwayFromZero(numerator, denominator)).toBe(quotient);
  });

  it('refuses a divisor that is not a positive whole number', () => {
    expect(() => divideRoundingHalfAwayFromZero(1, 0)).toThrow(RangeError);
    expect(() => divideRoundingHalfAwayFromZero(1, -2)).toThrow(RangeError);
    expect(() => divideRoundingHalfAwayFromZero(1, 0.5)).toThrow(RangeError);
  });
});

describe('Saudi VAT registration numbers', () => {
  it.each(['310122393500003', '300000000000003', '399999999900003'])('accept %s', (number) => {
    expect(isSaudiVatNumber(number)).toBe(true);
  });

  it('accept any 15 digits that start and end with 3', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{13}$/), (middle) => {
        expect(isSaudiVatNumber(`3${middle}3`)).toBe(true);
      }),
    );
  });

  it.each([
    ['14 digits', '31012239350003'],
    ['16 digits', '3101223935000033'],
    ['a first digit other than 3', '210122393500003'],
    ['a last digit other than 3', '310122393500002'],
    ['a letter', '3101223935000a3'],
    ['spaces', '310 122 393 500 003'],
    ['Arabic-Indic digits', '٣١٠١٢٢٣٩٣٥٠٠٠٠٣'],
    ['a line break at the end', '310122393500003\n'],
    ['nothing', ''],
  ])('refuse %s', (_, number) => {
    expect(isSaudiVatNumber(number)).toBe(false);
  });
});

describe('invoiceLineAmounts', () => {
  it('states the receipt’s split when its net carries exactly its VAT', () => {
    expect(invoiceLineAmounts(11500)).toEqual({ net: 10000, vat: 1500, rounding: 0 });
  });

  it('keeps the receipt’s VAT and the amount paid where no net carries that VAT', () => {
    // 10.00: the receipt's VAT is 1.30, but 15 % of its net 8.70 rounds to 1.31.
    expect(vatIncluded(1000)).toEqual({ net: 870, vat: 130, total: 1000 });
    expect(invoiceLineAmounts(1000)).toEqual({ net: 869, vat: 130, rounding: 1 });
  });

  it('for any total: the parts add up, the VAT is the receipt’s and 15 % of the net, the rounding a halala at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), (total) => {
        const line = invoiceLineAmounts(total);
        expect(line.net + line.vat + line.rounding).toBe(total);
        expect(line.vat).toBe(vatIncluded(total).vat);
        expect(vatOnNet(line.net)).toBe(line.vat);
        expect(Math.abs(line.rounding)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5_000 },
    );
  });

  it('refuses nothing and negative amounts: a credit note states a positive amount', () => {
    expect(() => invoiceLineAmounts(0)).toThrow(RangeError);
    expect(() => invoiceLineAmounts(-100)).toThrow(RangeError);
  });
});
