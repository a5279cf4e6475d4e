import { describe, expect, it } from 'vitest';
import { companySubscriptionStatus } from './subscription-status';

const approved = { status: 'active', start_date: '2026-03-01', end_date: '2026-08-31' } as const;

describe('companySubscriptionStatus', () => {
  it('keeps pending and rejected as stored', () => {
    expect(companySubscriptionStatus({ ...approved, status: 'pending' }, '2026-05-01')).toBe('pending');
    expect(companySubscriptionStatus({ ...approved, status: 'rejected' }, '2026-05-01')).toBe('rejected');
  });

  it('reads an approved subscription against its dates, bounds included', () => {
    expect(companySubscriptionStatus(approved, '2026-02-28')).toBe('approved');
    expect(companySubscriptionStatus(approved, '2026-03-01')).toBe('active');
    expect(companySubscriptionStatus(approved, '2026-08-31')).toBe('active');
    expect(companySubscriptionStatus(approved, '2026-09-01')).toBe('expired');
  });

  it('treats an approved subscription without dates as active', () => {
    expect(companySubscriptionStatus({ status: 'active', start_date: null, end_date: null }, '2026-05-01')).toBe('active');
  });
});
