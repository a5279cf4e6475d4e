import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { auditLog, subscriptions } from '../../db/schema';
import { areaBody, planBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, listAll } from '../../test/rest';

const KEY = 'test-public-key-0001';
const LIMIT = 4;
let t: TestApp;
let admin: string;
let place: {
  area_id: number;
  plan_id: number;
  other_area_id: number;
  company_plan_id: number;
  inactive_plan_id: number;
};
let lastAddress = 0;
/** Each test asks from an address of its own, so the hourly limit of one does not touch another. */
const newAddress = () => `10.0.0.${++lastAddress}`;

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_API_KEY: KEY,
    PUBLIC_REQUEST_RATE_LIMIT_PER_HOUR: LIMIT,
    LOGIN_RATE_LIMIT_PER_MINUTE: 1000,
  });
  admin = await t.bearer(ROLE.admin);
  const superAdmin = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Public Request Area' }));
  const other = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(
    t,
    superAdmin,
    'subscription-plans',
    planBody(area.id, { price: 199.99, max_vehicles: 2, description: 'Two cars, one month' }),
  );
  const company = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { plan_type: 'company' }));
  const inactive = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id, { is_active: false }));
  place = {
    area_id: area.id,
    plan_id: plan.id,
    other_area_id: other.id,
    company_plan_id: company.id,
    inactive_plan_id: inactive.id,
  };
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  applicant_name: 'فاطمة العتيبي',
  phone: '٠٥٥ ١٢٣ ٤٥٦٧',
  email: 'fatimah@example.sa',
  area_id: place.area_id,
  plan_id: place.plan_id,
  vehicles: [{ plate_letters: 'أ ب ح', plate_number: '١٢٣٤', model: 'كيا سيراتو', colour: 'أبيض' }],
  applicant_notes: 'أعمل في المبنى المجاور',
  website: '',
  ...overrides,
});

const send = (payload: object, { key = KEY as string | null, address = newAddress() } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/public/subscription-requests',
    payload,
    remoteAddress: address,
    headers: key === null ? {} : { 'x-api-key': key },
  });

const stored = () => countRows(t.database.db, subscriptions);

describe('what the public form reads', () => {
  it('lists open areas that sell an individual plan, and those plans, with nothing internal', async () => {
    const areas = (await t.request({ method: 'GET', url: '/api/public/areas' })).json() as Array<
      Record<string, unknown>
    >;
    expect(areas.find((area) => area.id === place.area_id)).toEqual({
      id: place.area_id,
      name: 'Public Request Area',
      name_ar: expect.any(String),
    });
    expect(areas.map((area) => area.id)).not.toContain(place.other_area_id);
    const plans = (await t.request({ method: 'GET', url: '/api/public/plans' })).json() as Array<
      Record<string, unknown>
    >;
    const ours = plans.filter((plan) => plan.area_id === place.area_id);
    expect(ours).toEqual([
      {
        id: place.plan_id,
        area_id: place.area_id,
        name_en: expect.any(String),
        name_ar: expect.any(String),
        description: 'Two cars, one month',
        duration: 30,
        duration_unit: 'days',
        price: 199.99,
        max_vehicles: 2,
      },
    ]);
  });

  it('tells the page the public API key', async () => {
    expect((await t.request({ method: 'GET', url: '/api/settings' })).json()).toMatchObject({ public_api_key: KEY });
  });
});

describe('POST /api/public/subscription-requests', () => {
  it('files a pending request at once, with a reference to quote and an audit row without an actor', async () => {
    const response = await send(form());
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json();
    expect(Object.keys(response.json())).toEqual(['reference']);
    const [found] = await listAll(t, admin, 'subscriptions', { filter: { q: reference, status: 'pending' } });
    expect(found).toMatchObject({
      reference,
      status: 'pending',
      applicant_name: 'فاطمة العتيبي',
      phone: '+966551234567',
      final_price: 199.99,
      vehicles: [{ plate_letters: 'JBA', plate_number: '1234', model: 'كيا سيراتو', colour: 'أبيض' }],
      applicant_notes: 'أعمل في المبنى المجاور',
      admin_notes: null,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'subscriptions'), eq(auditLog.record_id, found!.id)));
    expect(entry).toMatchObject({ action: 'create', actor_id: null, actor_name: null });
  });

  it('refuses a request without the key or with another key, storing nothing', async () => {
    const before = await stored();
    expectError(await send(form(), { key: null }), 401, 'invalid_api_key');
    expectError(await send(form(), { key: 'wrong-key-0001' }), 401, 'invalid_api_key');
    expectError(await send(form(), { key: `${KEY}x` }), 401, 'invalid_api_key');
    expect(await stored()).toBe(before);
  });

  it('refuses any field beyond the form: status, prices, dates and approval are never written', async () => {
    const before = await stored();
    for (const forged of [
      { status: 'active' },
      { final_price: 0 },
      { plan_price_halalas: 1 },
      { start_date: '2026-01-01', end_date: '2099-12-31' },
      { approved_by: 1 },
      { qr_code_hash: 'abc' },
      { payment_method_id: 1 },
      { admin_notes: 'VIP, approve at once' },
      { reference: 'AAAA-AAAA' },
    ]) {
      const response = await send(form(forged));
      expect(response.statusCode, JSON.stringify(forged)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const vehicleForged = await send(
      form({ vehicles: [{ plate_letters: 'ABJ', plate_number: '1', subscription_id: 1 }] }),
    );
    expect(vehicleForged.statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('refuses a plan of another area, a company or inactive plan, too many vehicles and a number that is not a Saudi mobile', async () => {
    const before = await stored();
    const errors = async (payload: object) => (await send(payload)).json().errors;
    expect(await errors(form({ area_id: place.other_area_id }))).toEqual({
      plan_id: 'ps.validation.individual_plan_of_area',
    });
    expect(await errors(form({ plan_id: place.company_plan_id }))).toEqual({
      plan_id: 'ps.validation.individual_plan_of_area',
    });
    expect(await errors(form({ plan_id: place.inactive_plan_id }))).toEqual({
      plan_id: 'ps.validation.individual_plan_of_area',
    });
    const three = ['1', '2', '3'].map((plate_number) => ({ plate_letters: 'ABJ', plate_number }));
    expect(await errors(form({ vehicles: three }))).toEqual({ vehicles: 'ps.validation.too_many_vehicles' });
    expect(await errors(form({ phone: '0112345678' }))).toEqual({ phone: 'ps.validation.saudi_mobile' });
    expect(await errors(form({ phone: undefined }))).toEqual({ phone: 'ps.validation.required' });
    expect(await stored()).toBe(before);
  });

  it('answers a request that filled the honeypot as accepted, and stores nothing', async () => {
    const before = await stored();
    const response = await send(form({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().reference).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(await stored()).toBe(before);
    expect(await listAll(t, admin, 'subscriptions', { filter: { q: response.json().reference } })).toEqual([]);
  });

  it('limits the requests of one address per hour (429 with the wait), not those of another', async () => {
    const address = newAddress();
    for (let sent = 0; sent < LIMIT; sent++)
      expect((await send(form({ website: 'bot' }), { address })).statusCode).toBe(201);
    const limited = await send(form(), { address });
    expectError(limited, 429, 'rate_limited');
    expect(limited.json().retry_after_seconds).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(form(), { address: newAddress() })).statusCode).toBe(201);
    const newest = await t.database.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1);
    expect(newest[0]!.status).toBe('pending');
  });
});
