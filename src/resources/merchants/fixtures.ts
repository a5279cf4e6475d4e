import { ROLE } from '../../../domain/roles';
import type { MerchantTopUp } from '../../providers/dataProvider';
import type { MerchantOffer } from '../merchant-offers/OfferFields';
import type { Merchant } from './MerchantFields';

export const BOOKSHOP: Merchant = {
  id: 7,
  name: 'Waterfront Books',
  name_ar: 'مكتبة الواجهة',
  area_id: 5,
  billing_mode: 'prepaid',
  balance: 480,
  is_active: true,
  vat_number: null,
  address_street: null,
  address_building_number: null,
  address_district: null,
  address_city: null,
  address_postal_code: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

export const CLINIC: Merchant = {
  ...BOOKSHOP,
  id: 8,
  name: 'Khobar Family Clinic',
  name_ar: null,
  billing_mode: 'monthly',
  balance: 0,
};

export const WATERFRONT = { id: 5, name: 'Al Khobar Waterfront', name_ar: 'واجهة الخبر البحرية' };

export const BOOKSHOP_OFFERS: MerchantOffer[] = [
  {
    id: 11,
    merchant_id: 7,
    name: 'First hour free',
    name_ar: 'الساعة الأولى مجانًا',
    kind: 'free_minutes',
    minutes: 60,
    amount: null,
    percent: null,
    stackable: false,
    is_active: true,
    created_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
  },
];

export const BOOKSHOP_VALIDATOR = {
  id: 21,
  name: 'Huda Al-Otaibi',
  username: 'validator',
  email: 'validator@demo.sa',
  phone: null,
  role_id: ROLE.validator,
  area_id: null,
  gate_id: null,
  company_id: null,
  merchant_id: 7,
  is_active: true,
  is_email_verified: true,
  last_login_at: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};

export const FIRST_TOP_UP: MerchantTopUp = {
  id: 1,
  merchant_id: 7,
  amount: 500,
  reference: 'DEMO-TOPUP-1',
  transaction_id: 41,
  created_by: 1,
  created_at: '2026-11-01T08:00:00.000Z',
};
