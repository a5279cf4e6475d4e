import { describe, expect, it } from 'vitest';
import { accountMayAct, type CompanySubscriberAtGate, companyEntryRefusal } from './company-access';
import { ROLE } from './roles';

describe('accountMayAct', () => {
  it("stops a company manager whose company is inactive, and no one else's account", () => {
    const manager = { is_active: true, role_id: ROLE.companyManager };
    expect(accountMayAct(manager, true)).toBe(true);
    expect(accountMayAct(manager, false)).toBe(false);
    expect(accountMayAct(manager, null)).toBe(true);
    expect(accountMayAct({ ...manager, is_active: false }, true)).toBe(false);
    expect(accountMayAct({ is_active: true, role_id: ROLE.admin }, false)).toBe(true);
  });
});

describe('companyEntryRefusal', () => {
  const admitted: CompanySubscriberAtGate = {
    company: { is_active: true, area_id: 7, quota_valid_from: '2026-01-01', quota_valid_to: '2026-12-31' },
    subscription: { status: 'active', start_date: '2026-02-01', end_date: '2026-07-31', area_id: null },
    gateAreaId: 7,
    today: '2026-05-10',
  };

  it('admits an active subscription of an active company with a valid quota, at its area', () => {
    expect(companyEntryRefusal(admitted)).toBeNull();
  });

  it('refuses every subscriber of an inactive company', () => {
    expect(companyEntryRefusal({ ...admitted, company: { ...admitted.company, is_active: false } })).toBe(
      'company_inactive',
    );
  });

  it('refuses outside the quota validity', () => {
    expect(
      companyEntryRefusal({
        ...admitted,
        today: '2027-01-01',
        subscription: { ...admitted.subscription, end_date: null },
      }),
    ).toBe('company_quota_not_active');
  });

  it('refuses a subscription that is pending, rejected, not started or over', () => {
    for (const subscription of [
      { ...admitted.subscription, status: 'pending' as const },
      { ...admitted.subscription, status: 'rejected' as const },
      { ...admitted.subscription, start_date: '2026-06-01' },
      { ...admitted.subscription, end_date: '2026-05-09' },
    ]) {
      expect(companyEntryRefusal({ ...admitted, subscription })).toBe('subscription_not_active');
    }
  });

  it("refuses at another area than the subscription's, else the company's", () => {
    expect(companyEntryRefusal({ ...admitted, gateAreaId: 8 })).toBe('subscription_not_for_area');
    expect(
      companyEntryRefusal({ ...admitted, gateAreaId: 8, subscription: { ...admitted.subscription, area_id: 8 } }),
    ).toBeNull();
    // Another area's subscription says nothing about this one, whatever else it is.
    expect(
      companyEntryRefusal({ ...admitted, gateAreaId: 8, company: { ...admitted.company, is_active: false } }),
    ).toBe('subscription_not_for_area');
  });
});
