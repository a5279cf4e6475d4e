import { DEMO_ACCOUNTS } from '../seed/demo-data';

let made = 0;
/** Names are unique (per area for gates and sub-areas): each body gets a name of its own. */
const nextNumber = () => ++made;

/** A valid area body as the create form sends it (SPEC section 9 example values). */
export function areaBody(overrides: Record<string, unknown> = {}) {
  const number = nextNumber();
  return {
    name: `Test Area ${number}`,
    name_ar: `منطقة الاختبار ${number}`,
    max_capacity: 100,
    subscription_capacity: 30,
    guest_ticket_capacity: 70,
    free_minutes: 30,
    grace_minutes: 15,
    cooldown_minutes: 60,
    hourly_fee: 5,
    after_first_hour_fee: 3,
    daily_cap: 50,
    is_active: true,
    ...overrides,
  };
}

export function gateBody(areaId: number, gateTypeId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: `Test Gate ${nextNumber()}`,
    description: 'Made by a test',
    gate_type_id: gateTypeId,
    area_id: areaId,
    status: 'active',
    ...overrides,
  };
}

export function subAreaBody(areaId: number, overrides: Record<string, unknown> = {}) {
  return { name: `Test Zone ${nextNumber()}`, area_id: areaId, max_capacity: 20, ...overrides };
}

/** A valid employee body as the create form sends it: an admin, who needs no workplace. */
export function employeeBody(overrides: Record<string, unknown> = {}) {
  const number = nextNumber();
  return {
    name: `Test Employee ${number}`,
    username: `test.employee${number}`,
    email: `test.employee${number}@example.sa`,
    phone: `05${String(number).padStart(8, '0')}`,
    role_id: 2,
    area_id: null,
    gate_id: null,
    company_id: null,
    is_active: true,
    is_email_verified: false,
    password: 'Secret#2026',
    password_confirmation: 'Secret#2026',
    ...overrides,
  };
}

export function demoAccount(roleId: number) {
  const account = DEMO_ACCOUNTS.find((demo) => demo.role_id === roleId);
  if (!account) throw new Error(`no demo account with role ${roleId}`);
  return account;
}

/** A valid company body with its manager account, as the create form sends it. */
export function companyBody(
  placement: { area_id: number; sub_area_id: number; plan_id: number },
  overrides: Record<string, unknown> = {},
) {
  const number = nextNumber();
  return {
    name: `Test Company ${number}`,
    name_ar: `شركة الاختبار ${number}`,
    contact_phone: '011 234 5678',
    ...placement,
    is_active: true,
    default_duration_months: 12,
    initial_quota: 20,
    quota_valid_from: '2026-01-01',
    quota_valid_to: '2099-12-31',
    admin_notes: null,
    admin_full_name: `Manager ${number}`,
    admin_username: `manager.test${number}`,
    admin_email: `manager${number}@company${number}.example.sa`,
    admin_phone: '0551234567',
    admin_password: 'Company#2026',
    ...overrides,
  };
}

export function planBody(areaId: number, overrides: Record<string, unknown> = {}) {
  const number = nextNumber();
  return {
    name_en: `Test Plan ${number}`,
    name_ar: `باقة الاختبار ${number}`,
    plan_type: 'individual',
    area_id: areaId,
    free_quota: 0,
    paid_quota: 0,
    duration: 30,
    duration_unit: 'days',
    price: 250,
    description: 'Made by a test',
    max_vehicles: 1,
    display_order: 1,
    is_active: true,
    ...overrides,
  };
}

/** A valid subscription body as the staff form sends it: one vehicle with a plate of its own. */
export function subscriptionBody(place: { area_id: number; plan_id: number }, overrides: Record<string, unknown> = {}) {
  const number = nextNumber();
  return {
    applicant_name: `Test Applicant ${number}`,
    phone: `05${String(50_000_000 + number).padStart(8, '0')}`,
    email: `applicant${number}@example.sa`,
    ...place,
    vehicles: [{ plate_letters: 'TSX', plate_number: String(number % 10_000), model: 'Toyota Camry', colour: 'White' }],
    applicant_notes: null,
    admin_notes: null,
    ...overrides,
  };
}
