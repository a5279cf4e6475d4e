import type { CompanySubscriptionStatus } from '../../domain/subscription-status';
/** The demo operator: real Saudi places, named in English and Arabic. Fees are in SAR. */
export const DEMO_AREAS = [
  {
    name: 'King Fahd Road Tower',
    name_ar: 'برج طريق الملك فهد',
    max_capacity: 400,
    subscription_capacity: 150,
    guest_ticket_capacity: 250,
    free_minutes: 30,
    grace_minutes: 15,
    cooldown_minutes: 60,
    hourly_fee: 5,
    after_first_hour_fee: 3,
    daily_cap: 50,
    sub_areas: [
      ['Basement B1', 'القبو الأول', 180],
      ['Basement B2', 'القبو الثاني', 170],
      ['VIP Level', 'طابق كبار الزوار', 50],
    ],
  },
  {
    name: 'Olaya Business District',
    name_ar: 'حي العليا التجاري',
    max_capacity: 600,
    subscription_capacity: 250,
    guest_ticket_capacity: 350,
    free_minutes: 15,
    grace_minutes: 10,
    cooldown_minutes: 30,
    hourly_fee: 6,
    after_first_hour_fee: 4,
    daily_cap: 60,
    sub_areas: [
      ['Zone A', 'المنطقة أ', 300],
      ['Zone B', 'المنطقة ب', 300],
    ],
  },
  {
    name: 'Jeddah Corniche',
    name_ar: 'كورنيش جدة',
    max_capacity: 250,
    subscription_capacity: 50,
    guest_ticket_capacity: 200,
    free_minutes: 30,
    grace_minutes: 15,
    cooldown_minutes: 60,
    hourly_fee: 4,
    after_first_hour_fee: 2,
    daily_cap: 30,
    sub_areas: [
      ['Family Parking', 'مواقف العائلات', 120],
      ['North Lot', 'الساحة الشمالية', 130],
    ],
  },
  {
    name: 'King Abdulaziz Airport P3',
    name_ar: 'مطار الملك عبدالعزيز - مواقف 3',
    max_capacity: 1200,
    subscription_capacity: 200,
    guest_ticket_capacity: 1000,
    free_minutes: 10,
    grace_minutes: 20,
    cooldown_minutes: 0,
    hourly_fee: 10,
    after_first_hour_fee: 8,
    daily_cap: 120,
    sub_areas: [
      ['Short Stay', 'مواقف قصيرة المدى', 400],
      ['Long Stay', 'مواقف طويلة المدى', 800],
    ],
  },
  {
    name: 'Dammam Medical City',
    name_ar: 'مدينة الدمام الطبية',
    max_capacity: 350,
    subscription_capacity: 100,
    guest_ticket_capacity: 250,
    free_minutes: 60,
    grace_minutes: 15,
    cooldown_minutes: 120,
    hourly_fee: 3,
    after_first_hour_fee: 2,
    daily_cap: 25,
    sub_areas: [
      ['Outpatient Clinics', 'العيادات الخارجية', 200],
      ['Staff Parking', 'مواقف الموظفين', 150],
    ],
  },
  {
    name: 'Al Khobar Waterfront',
    name_ar: 'واجهة الخبر البحرية',
    max_capacity: 200,
    subscription_capacity: 40,
    guest_ticket_capacity: 160,
    free_minutes: 30,
    grace_minutes: 15,
    cooldown_minutes: 60,
    hourly_fee: 5,
    after_first_hour_fee: 3,
    daily_cap: 40,
    sub_areas: [],
  },
] as const;

/** Each area gets one gate of each type: [name, Arabic name, description, gate type code, status]. */
export const DEMO_GATES = [
  ['North Entrance', 'المدخل الشمالي', 'Main entrance from the service road', 'entry', 'active'],
  ['South Exit', 'المخرج الجنوبي', 'Exit with payment kiosk', 'exit', 'active'],
  ['East Gate', 'البوابة الشرقية', 'Entry and exit for subscribers', 'entry_exit', 'active'],
] as const;

export const DEMO_COMPANY = {
  name: 'Al Noor Trading Co.',
  name_ar: 'شركة النور للتجارة',
  contact_phone: '+966112345678',
  initial_quota: 50,
  default_duration_months: 12,
  admin_notes: 'Head office staff parking',
  // VAT-registered: its subscriptions' invoices are standard tax invoices, cleared by the Authority.
  vat_number: '311111111100003',
  address_street: 'طريق العليا',
  address_building_number: '7235',
  address_district: 'العليا',
  address_city: 'الرياض',
  address_postal_code: '12244',
};

/**
 * The demo manager's company subscriptions, one or more in every status of the list's tabs, each
 * with its vehicles (plate letters and number). Five hold a unit of the quota: 5 of 50 used.
 */
export const DEMO_COMPANY_SUBSCRIBERS = [
  { name: 'Abdullah Al-Shehri', status: 'pending', plates: [['ABJ', '1234']] },
  {
    name: 'Mohammed Al-Ghamdi',
    status: 'active',
    plates: [
      ['RSD', '4821'],
      ['KHL', '77'],
    ],
  },
  { name: 'Reem Al-Zahrani', status: 'approved', plates: [['NAS', '305']] },
  { name: 'Yousef Al-Mutairi', status: 'expired', plates: [['TBE', '9012']] },
  { name: 'Hessa Al-Subaie', status: 'rejected', plates: [['GZX', '48']] },
  { name: 'Omar Al-Anazi', status: 'pending', plates: [['DVU', '6610']] },
] as const satisfies ReadonlyArray<{
  name: string;
  status: CompanySubscriptionStatus;
  plates: ReadonlyArray<readonly [string, string]>;
}>;

export const DEMO_ACCOUNTS = [
  {
    email: 'superadmin@demo.sa',
    password: 'Super#2026',
    name: 'Faisal Al-Qahtani',
    username: 'superadmin',
    role_id: 1,
    phone: '+966501234567',
  },
  {
    email: 'admin@demo.sa',
    password: 'Admin#2026',
    name: 'Noura Al-Harbi',
    username: 'admin',
    role_id: 2,
    phone: '+966502345678',
  },
  {
    email: 'gate@demo.sa',
    password: 'Gate#2026',
    name: 'Khalid Al-Otaibi',
    username: 'gate',
    role_id: 3,
    phone: '+966503456789',
  },
  {
    email: 'manager@demo.sa',
    password: 'Manager#2026',
    name: 'Sara Al-Dosari',
    username: 'manager',
    role_id: 4,
    phone: '+966504567890',
  },
  {
    email: 'validator@demo.sa',
    password: 'Validator#2026',
    name: 'Lina Al-Fahad',
    username: 'validator',
    role_id: 5,
    phone: '+966505678901',
  },
] as const;
