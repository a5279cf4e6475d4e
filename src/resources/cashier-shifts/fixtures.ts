import type { CashierShiftWithDetail } from '../../providers/dataProvider';

/**
 * Shift 12 of Fahad at the North Entrance, open since 06:00 on 22 Nov 2026 with a float of 100:
 * it took 13.00 in cash and 5.00 by card, so its till should hold 113.00 and its slips 5.00.
 */
export function openShift(overrides: Partial<CashierShiftWithDetail> = {}): CashierShiftWithDetail {
  return {
    id: 12,
    status: 'open',
    area_id: 1,
    gate_id: 7,
    employee_id: 30,
    employee_name: 'Fahad Al-Harbi',
    opened_at: '2026-11-22T03:00:00.000Z',
    closed_at: null,
    float: 100,
    difference: null,
    has_difference: null,
    difference_reason: null,
    currency: 'SAR',
    area_name: 'King Fahd Road Tower',
    area_name_ar: 'برج طريق الملك فهد',
    gate_name: 'North Entrance',
    gate_name_ar: 'المدخل الشمالي',
    taken: [
      { payment_method: 'card', payments: 1, amount: 5, refunds: 0, refunded: 0 },
      { payment_method: 'cash', payments: 2, amount: 13, refunds: 0, refunded: 0 },
    ],
    cash_count: null,
    lines: [
      { payment_method: 'cash', expected: 113, counted: null, difference: null },
      { payment_method: 'card', expected: 5, counted: null, difference: null },
    ],
    ...overrides,
  };
}

/** The same shift closed 5.00 short in cash, with its reason. */
export function shortShift(overrides: Partial<CashierShiftWithDetail> = {}): CashierShiftWithDetail {
  return openShift({
    status: 'closed',
    closed_at: '2026-11-22T11:00:00.000Z',
    difference: -5,
    has_difference: true,
    difference_reason: 'A 5 riyal note given twice',
    cash_count: [
      { denomination: 100, count: 1 },
      { denomination: 5, count: 1 },
      { denomination: 2, count: 1 },
      { denomination: 0.5, count: 2 },
    ],
    lines: [
      { payment_method: 'cash', expected: 113, counted: 108, difference: -5 },
      { payment_method: 'card', expected: 5, counted: 5, difference: 0 },
    ],
    ...overrides,
  });
}
