import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchTextOf } from '../../../domain/arabic';
import { ROLE } from '../../../domain/roles';
import { appSettings, areas, auditLog, companies, subscriptionPlans } from '../../db/schema';
import { refreshFoldedText } from '../../core/refresh-folded-text';
import { DEMO_AREAS } from '../../seed/demo-data';
import { DEMO_PLANS } from '../../seed/demo-plans';
import { areaBody, planBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  countRows,
  createThrough,
  expectError,
  expectValidationError,
  listAll,
  listUrl,
  totalOf,
} from '../../test/rest';

let t: TestApp;
let token: string;
let areaId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.admin);
  areaId = (await createThrough(t, token, 'areas', areaBody({ name: 'Plans Area' }))).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token });
const post = (body: object) => t.request({ method: 'POST', url: '/api/subscription-plans', token, payload: body });
const put = (id: number, body: object) =>
  t.request({ method: 'PUT', url: `/api/subscription-plans/${id}`, token, payload: body });
const setStatus = (id: number, body: object, as = token) =>
  t.request({ method: 'POST', url: `/api/subscription-plans/${id}/status`, token: as, payload: body });
const createPlan = (overrides: Record<string, unknown> = {}) =>
  createThrough(t, token, 'subscription-plans', planBody(areaId, overrides));
const englishNames = (records: Array<Record<string, unknown>>) => records.map((record) => record.name_en);

async function auditRowsOf(recordId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'subscription-plans'), eq(auditLog.record_id, recordId)))
    .orderBy(asc(auditLog.id));
}

describe('POST /api/subscription-plans', () => {
  it('creates a plan and answers its price in SAR, without its stored-only columns', async () => {
    const response = await post(
      planBody(areaId, {
        name_en: 'Night Owl',
        name_ar: 'باقة السهر',
        price: 199.99,
        plan_type: 'company',
        free_quota: 2,
        paid_quota: 40,
        duration: 3,
        duration_unit: 'months',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const plan = response.json();
    expect(plan).toMatchObject({
      id: expect.any(Number),
      name_en: 'Night Owl',
      name_ar: 'باقة السهر',
      plan_type: 'company',
      area_id: areaId,
      free_quota: 2,
      paid_quota: 40,
      duration: 3,
      duration_unit: 'months',
      price: 199.99,
      is_active: true,
    });
    expect(plan).not.toHaveProperty('price_halalas');
    expect(plan).not.toHaveProperty('search_text');
    const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row).toMatchObject({ price_halalas: 19999 });
    expect((await get(`/api/subscription-plans/${plan.id}`)).json()).toEqual(plan);
  });

  it('takes a free plan with no quotas', async () => {
    const plan = await createPlan({
      price: 0,
      free_quota: 0,
      paid_quota: 0,
      duration: 1,
      max_vehicles: 1,
      display_order: 1,
    });
    expect(plan).toMatchObject({ price: 0, free_quota: 0, paid_quota: 0, duration: 1 });
  });

  it.each([
    ['a missing English name', { name_en: undefined }, { name_en: 'ps.validation.required' }],
    ['a blank Arabic name', { name_ar: '   ' }, { name_ar: 'ps.validation.required' }],
    ['a missing plan type', { plan_type: undefined }, { plan_type: 'ps.validation.required' }],
    ['an unknown plan type', { plan_type: 'family' }, { plan_type: 'ps.validation.invalid_choice' }],
    ['a missing area', { area_id: undefined }, { area_id: 'ps.validation.required' }],
    ['an area that does not exist', { area_id: 999_999 }, { area_id: 'ps.validation.invalid_choice' }],
    ['a missing description', { description: undefined }, { description: 'ps.validation.required' }],
    ['a blank description', { description: ' \n ' }, { description: 'ps.validation.required' }],
    ['a negative free quota', { free_quota: -1 }, { free_quota: 'ps.validation.not_negative' }],
    ['a negative paid quota', { paid_quota: -3 }, { paid_quota: 'ps.validation.not_negative' }],
    ['a duration of 0', { duration: 0 }, { duration: 'ps.validation.min_one' }],
    [
      'a duration of half a month',
      { duration: 0.5, duration_unit: 'months' },
      { duration: 'ps.validation.whole_number' },
    ],
    ['a duration in weeks', { duration_unit: 'weeks' }, { duration_unit: 'ps.validation.invalid_choice' }],
    ['a missing duration unit', { duration_unit: undefined }, { duration_unit: 'ps.validation.required' }],
    ['a negative price', { price: -1 }, { price: 'ps.validation.not_negative' }],
    ['a price with three decimals', { price: 10.555 }, { price: 'ps.validation.two_decimals' }],
    ['a price given as text', { price: '100' }, { price: 'ps.validation.number' }],
    ['no vehicle allowed', { max_vehicles: 0 }, { max_vehicles: 'ps.validation.min_one' }],
    ['a display order of 0', { display_order: 0 }, { display_order: 'ps.validation.min_one' }],
    [
      'several problems',
      { name_en: '', duration: 0, price: -5 },
      { name_en: 'ps.validation.required', duration: 'ps.validation.min_one', price: 'ps.validation.not_negative' },
    ],
  ])('refuses %s and writes nothing', async (_label, overrides, errors) => {
    const before = await countRows(t.database.db, subscriptionPlans);
    expectValidationError(await post(planBody(areaId, overrides)), errors);
    expect(await countRows(t.database.db, subscriptionPlans)).toBe(before);
  });

  it('drops unknown and stored-only fields instead of writing them', async () => {
    const plan = (
      await post(
        planBody(areaId, { name_en: 'Planted', price: 12, price_halalas: 1, search_text: 'planted-word', id: 99_999 }),
      )
    ).json();
    expect(plan.id).not.toBe(99_999);
    const [row] = await t.database.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row!.price_halalas).toBe(1200);
    expect(row!.search_text).not.toContain('planted-word');
  });
});

describe('PUT /api/subscription-plans/:id', () => {
  it('takes the whole record back as the edit form sends it', async () => {
    const plan = await createPlan({ name_en: 'Before Edit' });
    const response = await put(plan.id, {
      ...plan,
      name_en: 'After Edit',
      price: 5.5,
      duration: 2,
      duration_unit: 'months',
      created_at: '2001-01-01T00:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: plan.id,
      name_en: 'After Edit',
      price: 5.5,
      duration: 2,
      duration_unit: 'months',
      plan_type: 'individual',
      created_at: plan.created_at,
    });
    expect((await get(`/api/subscription-plans/${plan.id}`)).json()).toEqual(updated);
  });

  it('refuses a change of plan type with a field error, and changes nothing', async () => {
    const plan = await createPlan({ name_en: 'Fixed Type', plan_type: 'individual' });
    const response = await put(plan.id, { ...plan, name_en: 'Renamed With Type', plan_type: 'company' });
    expectValidationError(response, { plan_type: 'ps.validation.plan_type_read_only' });
    expect((await get(`/api/subscription-plans/${plan.id}`)).json()).toEqual(plan);
    expect((await auditRowsOf(plan.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('keeps the stored plan type when an edit leaves it out', async () => {
    const plan = await createPlan({ plan_type: 'company' });
    const { plan_type: _type, ...withoutType } = plan;
    const response = await put(plan.id, { ...withoutType, name_en: 'No Type Sent' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ plan_type: 'company', name_en: 'No Type Sent' });
  });

  it('never switches a plan on or off: that is the status action', async () => {
    const plan = await createPlan({ name_en: 'Stays Active' });
    const response = await put(plan.id, { ...plan, is_active: false, name_en: 'Still Active' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name_en: 'Still Active', is_active: true });
    expect((await auditRowsOf(plan.id)).at(-1)!.changes).toEqual({ name_en: ['Stays Active', 'Still Active'] });
  });

  it('applies the create rules to an edit', async () => {
    const plan = await createPlan();
    expectValidationError(await put(plan.id, { ...plan, max_vehicles: 0, display_order: 0 }), {
      max_vehicles: 'ps.validation.min_one',
      display_order: 'ps.validation.min_one',
    });
    expectValidationError(await put(plan.id, { ...plan, area_id: 999_999 }), {
      area_id: 'ps.validation.invalid_choice',
    });
  });

  it('answers 404 for a plan that does not exist', async () => {
    expectError(await put(999_999, planBody(areaId)), 404, 'not_found');
  });
});

describe('POST /api/subscription-plans/:id/status', () => {
  it('deactivates and activates a plan, each an audit row of its own', async () => {
    const plan = await createPlan();
    const off = await setStatus(plan.id, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: plan.id, is_active: false, name_en: plan.name_en });
    expect((await get(`/api/subscription-plans/${plan.id}`)).json().is_active).toBe(false);
    expect((await setStatus(plan.id, { active: true })).json().is_active).toBe(true);

    const statusRows = (await auditRowsOf(plan.id)).filter((row) => row.action === 'status');
    expect(statusRows.map((row) => row.changes)).toEqual([{ is_active: [true, false] }, { is_active: [false, true] }]);
    expect(statusRows[0]).toMatchObject({ actor_role_id: ROLE.admin, actor_name: expect.any(String) });
  });

  it('refuses a body without the flag', async () => {
    const plan = await createPlan();
    expectValidationError(await setStatus(plan.id, {}), { active: 'ps.validation.required' });
  });

  it('answers 404 for a plan that does not exist', async () => {
    expectError(await setStatus(999_999, { active: false }), 404, 'not_found');
  });

  it.each([
    ['a gate employee', ROLE.gateEmployee],
    ['a company manager', ROLE.companyManager],
  ])('refuses %s and changes nothing', async (_label, roleId) => {
    const plan = await createPlan();
    expectError(await setStatus(plan.id, { active: false }, await t.bearer(roleId)), 403, 'forbidden');
    expect((await get(`/api/subscription-plans/${plan.id}`)).json().is_active).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expectError(
      await t.request({ method: 'POST', url: '/api/subscription-plans/1/status', payload: { active: false } }),
      401,
      'unauthorized',
    );
  });
});

describe('DELETE /api/subscription-plans/:id', () => {
  it('refuses a plan a company uses (deactivate it instead), and deletes nothing', async () => {
    const plan = await createPlan({ plan_type: 'company' });
    const [company] = await t.database.db.select().from(companies).limit(1);
    await t.database.db.update(companies).set({ plan_id: plan.id }).where(eq(companies.id, company!.id));
    try {
      const response = await t.request({ method: 'DELETE', url: `/api/subscription-plans/${plan.id}`, token });
      expectError(response, 409, 'plan_in_use');
      expect(response.json().message).toContain('deactivate it instead');
      expect(await countRows(t.database.db, subscriptionPlans, eq(subscriptionPlans.id, plan.id))).toBe(1);
      expect((await auditRowsOf(plan.id)).map((row) => row.action)).toEqual(['create']);
    } finally {
      await t.database.db.update(companies).set({ plan_id: company!.plan_id }).where(eq(companies.id, company!.id));
    }
  });

  it('deletes an unused plan, answers it, and then it is gone', async () => {
    const plan = await createPlan();
    const response = await t.request({ method: 'DELETE', url: `/api/subscription-plans/${plan.id}`, token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(plan);
    expectError(await get(`/api/subscription-plans/${plan.id}`), 404, 'not_found');
  });

  it('keeps an area that still has plans', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Area With A Plan' }));
    await createThrough(t, token, 'subscription-plans', planBody(area.id));
    expectError(await t.request({ method: 'DELETE', url: `/api/areas/${area.id}`, token }), 409, 'area_in_use');
  });
});

describe('the audit log of plans', () => {
  it('records who created, edited and deleted a plan, and what changed', async () => {
    const plan = await createPlan({ name_en: 'Audited Plan', price: 100 });
    await put(plan.id, { ...plan, price: 120.5 });
    await t.request({ method: 'DELETE', url: `/api/subscription-plans/${plan.id}`, token });
    const rows = await auditRowsOf(plan.id);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(rows[0]!.changes).toMatchObject({
      name_en: [null, 'Audited Plan'],
      price: [null, 100],
      plan_type: [null, 'individual'],
    });
    expect(rows[1]!.changes).toEqual({ price: [100, 120.5] });
    expect(rows[2]!.changes).toMatchObject({ name_en: ['Audited Plan', null] });
    expect(rows.every((row) => row.actor_role_id === ROLE.admin)).toBe(true);
  });
});

describe('GET /api/subscription-plans', () => {
  it('answers the demo plans of every area, in display order then id when no sort is asked', async () => {
    const response = await get('/api/subscription-plans?range=[0,999]');
    expect(response.statusCode).toBe(200);
    const plans = response.json() as Array<{ id: number; display_order: number }>;
    const inOrder = [...plans].sort((a, b) => a.display_order - b.display_order || a.id - b.id);
    expect(plans.map((plan) => plan.id)).toEqual(inOrder.map((plan) => plan.id));
    for (const area of DEMO_AREAS) {
      const [row] = await t.database.db.select().from(areas).where(eq(areas.name, area.name));
      const ofArea = await listAll(t, token, 'subscription-plans', { filter: { area_id: row!.id } });
      expect(new Set(ofArea.map((plan) => plan.plan_type))).toEqual(new Set(['individual', 'company']));
      expect(ofArea.every((plan) => plan.name_ar && plan.name_en)).toBe(true);
    }
  });

  it.each([
    ['the English name in any case', 'ANNUAL plan', 'Annual Plan'],
    ['the Arabic name with teh marbuta written as heh', 'الباقه السنويه', 'Annual Plan'],
    ['the Arabic name with diacritics', 'حِصَّة الشَّرِكات', 'Company Quota Plan'],
    ['a word of the description', 'iftar', 'Ramadan Offer'],
  ])('finds a plan by %s', async (_label, q, name) => {
    const found = await listAll(t, token, 'subscription-plans', { filter: { q } });
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(englishNames(found))).toEqual(new Set([name]));
  });

  it('filters by active, area and type together', async () => {
    const [jeddah] = await t.database.db.select().from(areas).where(eq(areas.name, 'Jeddah Corniche'));
    const inactive = await listAll(t, token, 'subscription-plans', {
      filter: { is_active: false, area_id: jeddah!.id },
    });
    expect(englishNames(inactive)).toEqual(['Ramadan Offer']);
    const companyPlans = await listAll(t, token, 'subscription-plans', {
      filter: { plan_type: 'company', area_id: jeddah!.id },
    });
    expect(englishNames(companyPlans)).toEqual(
      DEMO_PLANS.filter((plan) => plan.plan_type === 'company').map((plan) => plan.name_en),
    );
  });

  it('sorts by price and by duration, a month counting as 30 days', async () => {
    const byPrice = (await listAll(t, token, 'subscription-plans', { sort: ['price', 'DESC'] })).map(
      (plan) => plan.price as number,
    );
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Durations Area' }));
    for (const [duration, duration_unit] of [
      [2, 'months'],
      [45, 'days'],
      [7, 'days'],
    ]) {
      await createThrough(t, token, 'subscription-plans', planBody(area.id, { duration, duration_unit }));
    }
    const byDuration = await listAll(t, token, 'subscription-plans', {
      filter: { area_id: area.id },
      sort: ['duration', 'ASC'],
    });
    expect(byDuration.map((plan) => `${plan.duration} ${plan.duration_unit}`)).toEqual([
      '7 days',
      '45 days',
      '2 months',
    ]);
  });

  it('sorts by either name', async () => {
    for (const field of ['name_en', 'name_ar']) {
      const response = await get(listUrl('subscription-plans', { sort: [field, 'ASC'], range: [0, 4] }));
      expect(response.statusCode, response.body).toBe(200);
      expect(totalOf(response)).toBe(await countRows(t.database.db, subscriptionPlans));
    }
  });

  it.each([
    ['a stored-only sort field', { sort: ['price_halalas', 'ASC'] }, 'sort'],
    ['an unknown filter', { filter: { description: 'x' } }, 'filter'],
    ['an unknown plan type filter', { filter: { plan_type: 'family' } }, 'filter'],
  ])('answers 400 to %s', async (_label, query, field) => {
    const response = await get(listUrl('subscription-plans', query));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(String) } });
  });

  it('finds plans again after the folding of search text changes', async () => {
    const plan = await createPlan({ name_en: 'Refolded Plan', name_ar: 'باقة مُعاد طيّها' });
    const db = t.database.db;
    await db
      .update(subscriptionPlans)
      .set({ search_text: 'as an older folding wrote it' })
      .where(eq(subscriptionPlans.id, plan.id));
    await db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'text_folding_version'));
    await refreshFoldedText(db, () => {});
    const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, plan.id));
    expect(row!.search_text).toBe(searchTextOf('Refolded Plan', 'باقة مُعاد طيّها', 'Made by a test'));
    expect(englishNames(await listAll(t, token, 'subscription-plans', { filter: { q: 'معاد طيها' } }))).toEqual([
      'Refolded Plan',
    ]);
  });
});
