import { describe, expect, it } from 'vitest';
import { companySubscriptionStatus } from './subscription-status';

const approved = { status: 'active', start_date: '2026-03-01', end_date: '2026-08-31' } as const;
const quota = { quota_valid_from: '2026-01-01', quota_valid_to: '2026-12-31' };

describe('companySubscriptionStatus', () => {
  it('keeps pending and rejected as stored', () => {
    expect(companySubscriptionStatus({ ...approved, status: 'pending' }, quota, '2026-05-01')).toBe('pending');
    expect(companySubscriptionStatus({ ...approved, status: 'rejected' }, quota, '2026-05-01')).toBe('rejected');
  });

  it('reads an approved subscription against its dates, bounds included', () => {
    expect(companySubscriptionStatus(approved, quota, '2026-02-28')).toBe('approved');
    expect(companySubscriptionStatus(approved, quota, '2026-03-01')).toBe('active');
    expect(companySubscriptionStatus(approved, quota, '2026-08-31')).toBe('active');
    expect(companySubscriptionStatus(approved, quota, '2026-09-01')).toBe('expired');
  });

  it('treats an approved subscription without dates as active', () => {
    expect(companySubscriptionStatus({ status: 'active', start_date: null, end_date: null }, quota, '2026-05-01')).toBe(
      'active',
    );
  });

  it("is never active outside its company's quota validity, where the gate refuses it", () => {
    const lapsing = { quota_valid_from: '2026-04-01', quota_valid_to: '2026-06-30' };
    expect(companySubscriptionStatus(approved, lapsing, '2026-03-15')).toBe('approved');
    expect(companySubscriptionStatus(approved, lapsing, '2026-06-30')).toBe('active');
    expect(companySubscriptionStatus(approved, lapsing, '2026-07-01')).toBe('expired');
    expect(
      companySubscriptionStatus({ status: 'active', start_date: null, end_date: null }, lapsing, '2026-07-01'),
    ).toBe('expired');
  });
});
