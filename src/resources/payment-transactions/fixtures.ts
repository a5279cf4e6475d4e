import type { PaymentTransaction } from '../../providers/dataProvider';

/** A payment as its page reads it: a manual one by default, nothing refunded. */
export function payment(overrides: Partial<PaymentTransaction>): PaymentTransaction {
  return {
    id: 1,
    vehicle_id: null,
    plate: null,
    guest_ticket_number: null,
    subscription_id: null,
    company_subscription_id: null,
    type: 'guest',
    area_id: 1,
    entry_time: null,
    exit_time: null,
    expected_exit_time: null,
    duration_minutes: null,
    free_minutes: null,
    chargeable_minutes: null,
    hourly_rate: null,
    amount: 0,
    currency: 'SAR',
    payment_method: 'cash',
    status: 'paid',
    reference: null,
    notes: null,
    refund_of_id: null,
    created_by: null,
    updated_by: null,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    tariff: null,
    lines: [],
    refunds: [],
    refundable: 0,
    amount_fixed_by: null,
    ...overrides,
  };
}
