import { describe, expect, it } from 'vitest';
import { quotaAfterOrder, quotaOrderMessage } from './quota-order';

describe('A quota order', () => {
  it('adds its units and runs the validity to the later of the two ends', () => {
    const company = { initial_quota: 20, quota_valid_to: '2027-06-30' };
    expect(quotaAfterOrder(company, { units: 5, valid_to: '2027-12-31' })).toEqual({
      initial_quota: 25,
      quota_valid_to: '2027-12-31',
    });
    expect(quotaAfterOrder(company, { units: 1, valid_to: '2027-01-31' })).toEqual({
      initial_quota: 21,
      quota_valid_to: '2027-06-30',
    });
  });

  it("tells the manager the units, the validity, the amount and the link's last day in either language", () => {
    const input = {
      managerName: 'Faisal',
      companyName: 'Al Noor Trading',
      units: 12,
      validTo: '2027-12-31',
      amountHalalas: 345_000,
      url: 'https://parking.example/pay/pl_x',
      lastDay: '2026-12-08',
    };
    const en = quotaOrderMessage(input, 'en');
    expect(en.subject).toBe('Payment link for more quota for Al Noor Trading');
    expect(en.text).toContain('room for 12 more subscribers, valid until 31 December 2027');
    expect(en.text).toContain('3450.00 SAR');
    const ar = quotaOrderMessage({ ...input, units: 3 }, 'ar');
    expect(ar.text).toContain('3 مشتركين');
    expect(quotaOrderMessage({ ...input, units: 2 }, 'ar').text).toContain('مشتركان');
    expect(quotaOrderMessage({ ...input, units: 11 }, 'ar').text).toContain('11 مشتركًا');
    expect(quotaOrderMessage({ ...input, units: 100 }, 'ar').text).toContain('100 مشترك،');
    expect(quotaOrderMessage({ ...input, units: 1 }, 'en').text).toContain('room for 1 more subscriber,');
  });
});
