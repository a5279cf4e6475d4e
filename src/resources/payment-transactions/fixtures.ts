import { TARIFF_LINE } from '../../../domain/tariff';
import { zatcaQrPayload } from '../../../domain/zatca-qr';
import type { PaymentTransaction, Receipt } from '../../providers/dataProvider';

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

/** A stay of 2 h 10 min paid 11.00 in cash at 23:59 Riyadh time on 1 March 2026 (20:59 UTC). */
export const STAY_RECEIPT: Receipt = {
  number: 'R-000041',
  transaction_id: 41,
  issued_at: '2026-03-01T20:59:00.000Z',
  time_zone: 'Asia/Riyadh',
  operator: {
    name: 'Riyadh Parking Co.',
    name_ar: 'شركة مواقف الرياض',
    vat_number: '310122393500003',
    address: 'Olaya Street, Riyadh 12214',
    address_ar: 'شارع العليا، الرياض 12214',
  },
  type: 'guest',
  area: { name: 'King Fahd Road Tower', name_ar: 'برج طريق الملك فهد' },
  stay: {
    plate_letters: 'ABJ',
    plate_number: '1234',
    guest_ticket_number: 'K7QM-4X2P',
    entry_time: '2026-03-01T18:49:00.000Z',
    exit_time: '2026-03-01T20:59:00.000Z',
    duration_minutes: 130,
    lines: [
      { key: TARIFF_LINE.firstHour, values: {}, amount: 5 },
      { key: TARIFF_LINE.furtherHours, values: { hours: 2, fee: 3 }, amount: 6 },
    ],
  },
  subscription: null,
  payment_method: { code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
  reference: null,
  currency: 'SAR',
  vat_rate_percent: 15,
  net: 9.57,
  vat: 1.43,
  total: 11,
  qr: zatcaQrPayload({ sellerName: 'شركة مواقف الرياض', vatNumber: '310122393500003', issuedAt: new Date('2026-03-01T20:59:00Z'), totalHalalas: 1100 }),
};
