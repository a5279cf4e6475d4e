import { describe, expect, it } from 'vitest';
import { hasReceipt, receiptNumber } from './receipt';

describe('a receipt number', () => {
  it('is the payment id after R-, six digits at least', () => {
    expect(receiptNumber(123)).toBe('R-000123');
    expect(receiptNumber(1)).toBe('R-000001');
    expect(receiptNumber(1_234_567)).toBe('R-1234567');
  });

  it('is no number for what is no id', () => {
    for (const id of [0, -1, 1.5, Number.NaN]) expect(() => receiptNumber(id), String(id)).toThrow(RangeError);
  });
});

describe('a receipt', () => {
  it('is given for a paid payment of more than nothing', () => {
    expect(hasReceipt({ status: 'paid', amountHalalas: 1100 })).toBe(true);
    expect(hasReceipt({ status: 'paid', amountHalalas: 1 })).toBe(true);
  });

  it('is not given for a pending or failed payment, nor a free stay', () => {
    expect(hasReceipt({ status: 'paid', amountHalalas: 0 })).toBe(false);
    expect(hasReceipt({ status: 'pending', amountHalalas: 1100 })).toBe(false);
    expect(hasReceipt({ status: 'failed', amountHalalas: 1100 })).toBe(false);
  });

  it('is given for a refund paid back: its credit note', () => {
    expect(hasReceipt({ status: 'paid', amountHalalas: -500 })).toBe(true);
  });
});
