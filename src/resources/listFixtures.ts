import { subscription } from './subscriptions/fixtures';

/** One record of each resource the lists open, as the API answers them, for the lists' tests. */
export const ONE_OF_EACH: Record<string, Array<Record<string, unknown>>> = {
  areas: [{ id: 1, name: 'Riyadh Park', name_ar: null, max_capacity: 100, is_active: true }],
  gates: [{ id: 7, name: 'North Gate', gate_type_id: 3, area_id: 1, status: 'active' }],
  'sub-areas': [{ id: 4, name: 'Level B1', area_id: 1, max_capacity: 40 }],
  'gate-types': [{ id: 3, name_en: 'Entry', name_ar: 'دخول' }],
  'subscription-plans': [
    {
      id: 9,
      name_en: 'Annual Plan',
      name_ar: 'الباقة السنوية',
      plan_type: 'individual',
      area_id: 1,
      free_quota: 0,
      paid_quota: 0,
      duration: 12,
      duration_unit: 'months',
      price: 3840,
      description: 'A year',
      max_vehicles: 2,
      display_order: 1,
      is_active: true,
    },
  ],
  subscriptions: [subscription()],
};
