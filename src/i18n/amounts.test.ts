import { describe, expect, it } from 'vitest';
import { amountWithSign } from './amounts';
import { intlLocaleOf } from './digits';

const sar = (locale: string, signDisplay: Intl.NumberFormatOptions['signDisplay'] = 'auto') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR', minimumFractionDigits: 2, signDisplay });

describe('an amount with its sign', () => {
  it('keeps the minus against the digits in one left-to-right isolate in Arabic, either digits', () => {
    expect(amountWithSign(sar(intlLocaleOf('ar', 'latn')), -100)).toBe('\u2066-100.00\u2069\u00a0ر.س.');
    expect(amountWithSign(sar(intlLocaleOf('ar', 'arab')), -11)).toBe('\u2066-١١٫٠٠\u2069\u00a0ر.س.');
    expect(amountWithSign(sar(intlLocaleOf('ar', 'latn'), 'exceptZero'), 1234.5)).toBe(
      '\u2066+1,234.50\u2069\u00a0ر.س.',
    );
  });

  it('leaves an amount without a sign, and English, as the locale writes them', () => {
    expect(amountWithSign(sar(intlLocaleOf('ar', 'latn')), 100)).toBe(sar(intlLocaleOf('ar', 'latn')).format(100));
    expect(amountWithSign(sar(intlLocaleOf('en')), -12.5)).toBe('-SAR\u00a012.50');
  });
});
