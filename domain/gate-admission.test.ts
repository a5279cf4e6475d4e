import { describe, expect, it } from 'vitest';
import { capacityRefusal, individualEntryRefusal, plateAdmission } from './gate-admission';

describe('individualEntryRefusal', () => {
  const admitted = {
    subscription: { status: 'active' as const, end_date: '2026-05-31', area_id: 7 },
    gateAreaId: 7,
    today: '2026-05-31',
  };

  it('admits an approved subscription at its area up to its last day', () => {
    expect(individualEntryRefusal(admitted)).toBeNull();
    expect(individualEntryRefusal({ ...admitted, today: '2026-06-01' })).toBe('subscription_expired');
  });

  it("says another area's first, whatever else the subscription is", () => {
    expect(individualEntryRefusal({ ...admitted, gateAreaId: 8, today: '2026-06-01' })).toBe(
      'subscription_not_for_area',
    );
  });
});

describe('plateAdmission', () => {
  it('admits by the first subscription that admits, before any refusal', () => {
    expect(
      plateAdmission([
        { registration: 'lapsed', refusal: 'subscription_expired' },
        { registration: 'renewal', refusal: null },
      ]),
    ).toEqual({ admitted: 'renewal' });
  });

  it("refuses with the first reason about this area, and lets a plate of other areas' subscriptions in as a guest", () => {
    expect(
      plateAdmission([
        { registration: 1, refusal: 'subscription_not_for_area' },
        { registration: 2, refusal: 'company_inactive' },
      ]),
    ).toEqual({ refused: 'company_inactive' });
    expect(plateAdmission([{ registration: 1, refusal: 'subscription_not_for_area' }])).toEqual({ guest: true });
    expect(plateAdmission([])).toEqual({ guest: true });
  });
});

describe('capacityRefusal', () => {
  const area = { max_capacity: 3, subscription_capacity: 1, guest_ticket_capacity: 2 };

  it("refuses a full area first, then a full share of the vehicle's type", () => {
    expect(capacityRefusal(area, { total: 3, subscribers: 1, guests: 2 }, 'guest')).toBe('area_full');
    expect(capacityRefusal(area, { total: 2, subscribers: 1, guests: 1 }, 'subscription')).toBe(
      'subscription_capacity_full',
    );
    expect(capacityRefusal(area, { total: 2, subscribers: 0, guests: 2 }, 'guest')).toBe('guest_tickets_full');
    expect(capacityRefusal(area, { total: 2, subscribers: 1, guests: 1 }, 'guest')).toBeNull();
  });

  it('counts stays of no known type against the area alone', () => {
    expect(capacityRefusal(area, { total: 2, subscribers: 0, guests: 0 }, 'subscription')).toBeNull();
  });
});
