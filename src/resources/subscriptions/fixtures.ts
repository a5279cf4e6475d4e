import type { Subscription } from '../../providers/dataProvider';

/** Records as the API answers them, for the screens' tests. */
export const AREAS = [
  { id: 1, name: 'Olaya Business District', name_ar: 'حي العليا التجاري' },
  { id: 2, name: 'Jeddah Corniche', name_ar: 'كورنيش جدة' },
];

export const PLANS = [
  {
    id: 10,
    area_id: 1,
    plan_type: 'individual',
    is_active: true,
    name_en: 'Monthly Plan',
    name_ar: 'الباقة الشهرية',
    duration: 30,
    duration_unit: 'days',
    price: 400,
    max_vehicles: 2,
    description: 'A month',
    display_order: 1,
  },
  {
    id: 11,
    area_id: 1,
    plan_type: 'individual',
    is_active: true,
    name_en: 'Annual Plan',
    name_ar: 'الباقة السنوية',
    duration: 12,
    duration_unit: 'months',
    price: 3840,
    max_vehicles: 3,
    description: 'A year',
    display_order: 2,
  },
  {
    id: 20,
    area_id: 2,
    plan_type: 'individual',
    is_active: true,
    name_en: 'Corniche Monthly',
    name_ar: 'كورنيش شهري',
    duration: 1,
    duration_unit: 'months',
    price: 350,
    max_vehicles: 1,
    description: 'A month by the sea',
    display_order: 1,
  },
] as const;

export const PAYMENT_METHODS = [
  { id: 1, code: 'cash', name_en: 'Cash', name_ar: 'نقدًا' },
  { id: 2, code: 'card', name_en: 'Card', name_ar: 'بطاقة' },
];

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 7,
    reference: 'SUB-000007',
    applicant_name: 'Huda Al-Shehri',
    phone: '+966501234567',
    email: 'huda@example.sa',
    area_id: 1,
    plan_id: 10,
    plan: {
      name_en: 'Monthly Plan',
      name_ar: 'الباقة الشهرية',
      duration: 30,
      duration_unit: 'days',
      max_vehicles: 2,
      description: 'A month',
    },
    status: 'pending',
    plan_price: 400,
    discount: 40,
    discount_percent: 10,
    final_price: 360,
    vehicles: [{ id: 1, plate_letters: 'ABJ', plate_number: '1234', model: 'Camry', colour: 'White' }],
    start_date: null,
    end_date: null,
    payment_method_id: null,
    payment_method: null,
    applicant_notes: null,
    admin_notes: null,
    disability: false,
    rejection_reason: null,
    approved_at: null,
    approved_by: null,
    approved_by_name: null,
    has_qr_code: false,
    qr_issued_at: null,
    user_id: null,
    last_used_at: null,
    version: 'subscription-as-shown',
    created_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}
