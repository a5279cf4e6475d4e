import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../domain/local-date';
import { quotaStatus } from '../../domain/quota';
import { type Permission, ROLE, ROLE_IDS, ROLE_PERMISSIONS, type RoleId } from '../../domain/roles';
import { RESOURCE_PERMISSIONS, type ResourceName, type Verb, verbPermissions } from '../../domain/routes';
import {
  companies,
  companySubscriptions,
  einvoiceDocuments,
  cashierShifts,
  feeAdjustments,
  paymentTransactions,
  users,
  vehicles,
} from '../db/schema';
import { DEMO_COMPANY, DEMO_COMPANY_SUBSCRIBERS } from '../seed/demo-data';
import { companyPlacement } from '../test/company-placement';
import {
  areaBody,
  companyBody,
  demoAccount,
  employeeBody,
  gateBody,
  planBody,
  subAreaBody,
  subscriptionBody,
} from '../test/fixtures';
import { onboardUnit } from '../test/einvoicing';
import { createTestApp, type TestApp } from '../test/harness';
import { demoPaymentTemplates } from '../test/payments';
import { countRows, createThrough, expectError, listAll } from '../test/rest';
import { cardBody } from '../test/parking-cards';
import { stayValues } from '../test/stays';
import { changeUsers } from '../test/users';

let t: TestApp;
const tokens = {} as Record<RoleId, string>;
let superAdmin: string;
let areaId: number;
let gateTypeId: number;
let placement: Awaited<ReturnType<typeof companyPlacement>>;
let individualPlanId: number;
let paidSubscriptionId: number;
let merchantId: number;
/** Where record 1 is not one every role that reads the resource may read: a stay of the gate employee's area. */
const readableIds: Partial<Record<ResourceName, number>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const roleId of ROLE_IDS) tokens[roleId] = await t.bearer(roleId);
  superAdmin = tokens[ROLE.superAdmin];
  areaId = (await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Permissions Area' }))).id;
  gateTypeId = (await t.request({ method: 'GET', url: '/api/gate-types', token: superAdmin })).json()[0].id;
  placement = await companyPlacement(t, superAdmin);
  individualPlanId = (await createThrough(t, superAdmin, 'subscription-plans', planBody(areaId))).id;
  paidSubscriptionId = (
    await createThrough(
      t,
      superAdmin,
      'subscriptions',
      subscriptionBody({ area_id: areaId, plan_id: individualPlanId }),
    )
  ).id;
  const [gateEmployee] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(stayValues('ABJ1234', gateEmployee!.area_id!))
    .returning({ id: vehicles.id });
  readableIds.vehicles = stay!.id;
  // The demo gate account's own shift, open since the seed: the one shift a gate employee reads.
  const [shift] = await t.database.db
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(eq(cashierShifts.employee_id, gateEmployee!.id));
  readableIds['cashier-shifts'] = shift!.id;
  const owing = { entry_time: new Date(Date.now() - 2 * 3_600_000) };
  const [waived] = await t.database.db
    .insert(vehicles)
    .values(stayValues('ABJ1235', gateEmployee!.area_id!, owing))
    .returning({ id: vehicles.id });
  const forced = await t.request({
    method: 'POST',
    url: `/api/vehicles/${waived!.id}/force-exit`,
    token: superAdmin,
    payload: { reason: 'Towed', charge: false },
  });
  const [adjustment] = await t.database.db
    .select()
    .from(feeAdjustments)
    .where(eq(feeAdjustments.vehicle_id, waived!.id));
  expect(forced.statusCode, forced.body).toBe(200);
  readableIds['fee-adjustments'] = adjustment!.id;
  // A unit and one document, in an area of their own: the payments the other tests write and delete are not invoiced.
  const invoicedArea = (await createThrough(t, superAdmin, 'areas', areaBody({ name: 'Permissions E-invoicing' }))).id;
  readableIds['einvoice-units'] = await onboardUnit(t, superAdmin, invoicedArea);
  const { guest } = await demoPaymentTemplates(t.database.db);
  const [invoiced] = await t.database.db
    .insert(paymentTransactions)
    .values({ ...guest, area_id: invoicedArea })
    .returning({ id: paymentTransactions.id });
  await t.request({ method: 'POST', url: '/api/einvoice-documents/send-due', token: superAdmin });
  const [document] = await t.database.db
    .select({ id: einvoiceDocuments.id })
    .from(einvoiceDocuments)
    .where(eq(einvoiceDocuments.payment_transaction_id, invoiced!.id));
  readableIds['einvoice-documents'] = document!.id;
  const gate = await createThrough(t, superAdmin, 'gates', gateBody(areaId, gateTypeId));
  const device = await t.request({
    method: 'POST',
    url: '/api/lane-devices',
    token: superAdmin,
    payload: { gate_id: gate.id, kind: 'camera', name: 'Permissions camera' },
  });
  readableIds['lane-devices'] = device.json().id;
  const integrator = await t.request({
    method: 'POST',
    url: '/api/integrators',
    token: superAdmin,
    payload: { name: 'Permissions integrator', scopes: ['places:read'] },
  });
  readableIds.integrators = integrator.json().id;
  merchantId = (await createThrough(t, superAdmin, 'merchants', WRITE_BODIES.merchants!())).id;
});
afterAll(() => t.close());

let companyPlates = 0;

/** A valid body for each writable resource; gate-types and audit-log are read-only. */
const WRITE_BODIES: Partial<Record<ResourceName, () => object>> = {
  areas: () => areaBody(),
  gates: () => gateBody(areaId, gateTypeId),
  'sub-areas': () => subAreaBody(areaId),
  employees: () => employeeBody(),
  companies: () => companyBody(placement),
  'subscription-plans': () => planBody(areaId),
  subscriptions: () => subscriptionBody({ area_id: areaId, plan_id: individualPlanId }),
  'company-subscriptions': () => ({
    subscriber_name: 'Permissions Subscriber',
    phone: '0551234567',
    email: 'permissions@example.sa',
    // A plate of its own each time: one plate is one vehicle across the company's subscriptions.
    vehicles: [{ plate_letters: 'VUV', plate_number: String((companyPlates += 1)) }],
  }),
  'parking-carts': () => cardBody(areaId),
  // One subscription takes every role's payment: each after the first is a second payment.
  'payment-transactions': () => ({
    subscription_id: paidSubscriptionId,
    amount: 10,
    payment_method: 'cash',
    status: 'paid',
    second_payment: true,
  }),
  merchants: () => ({ name: 'Permissions Shop', area_id: areaId, billing_mode: 'monthly' }),
  'merchant-offers': () => ({ merchant_id: merchantId, name: 'Permissions offer', kind: 'free' }),
};

/** The field that names a record, where it is not `name`. */
const NAME_FIELDS: Partial<Record<ResourceName, string>> = {
  'subscription-plans': 'name_en',
  subscriptions: 'applicant_name',
  'company-subscriptions': 'subscriber_name',
  'parking-carts': 'card_number',
  'payment-transactions': 'reference',
};

/** Where `q` does not search the name (a payment's searches its stay's plate): the newest records are read for it instead. */
const NEWEST_FIRST: Partial<Record<ResourceName, [string, 'DESC']>> = {
  'payment-transactions': ['id', 'DESC'],
  'merchant-offers': ['id', 'DESC'],
};

/** The records of `resource` that `q` finds by `name`, or the newest ones that bear it. */
async function foundByName(resource: ResourceName, nameField: string, name: string) {
  const newest = NEWEST_FIRST[resource];
  if (!newest) return listAll(t, superAdmin, resource, { filter: { q: name } });
  return (await listAll(t, superAdmin, resource, { sort: newest, range: [0, 49] })).filter(
    (record) => record[nameField] === name,
  );
}

/** A name as the resource stores it, where it is not the text itself: a card number has capitals and dashes, no spaces. */
const NAME_SPELLINGS: Partial<Record<ResourceName, (text: string) => string>> = {
  'parking-carts': (text) => text.toUpperCase().replaceAll(' ', '-'),
};

/** A fresh record of `resource`, made by the super admin or else by a role that makes them, free to change or delete. */
async function disposable(resource: ResourceName) {
  const maker = allowed(ROLE.superAdmin, resource, 'create')
    ? ROLE.superAdmin
    : ROLE_IDS.find((roleId) => allowed(roleId, resource, 'create'))!;
  return createThrough(t, tokens[maker], resource, WRITE_BODIES[resource]!());
}

const RESOURCES = Object.keys(RESOURCE_PERMISSIONS) as ResourceName[];
const ROLES = ROLE_IDS.map((roleId) => ({ roleId, role: demoAccount(roleId).username }));
const allowed = (roleId: RoleId, resource: ResourceName, verb: Verb) =>
  verbPermissions(resource, verb).some((permission) => ROLE_PERMISSIONS[roleId].includes(permission));

describe.each(RESOURCES)('/api/%s', (resource) => {
  const writable = resource in WRITE_BODIES;
  const nameField = NAME_FIELDS[resource] ?? 'name';
  const spelled = NAME_SPELLINGS[resource] ?? ((text: string) => text);

  it('answers 401 without a token, for every method', async () => {
    expectError(await t.request({ method: 'GET', url: `/api/${resource}` }), 401, 'unauthorized');
    expectError(await t.request({ method: 'GET', url: `/api/${resource}/1` }), 401, 'unauthorized');
    if (!writable) return;
    expectError(
      await t.request({ method: 'POST', url: `/api/${resource}`, payload: WRITE_BODIES[resource]!() }),
      401,
      'unauthorized',
    );
    expectError(
      await t.request({ method: 'PUT', url: `/api/${resource}/1`, payload: WRITE_BODIES[resource]!() }),
      401,
      'unauthorized',
    );
    expectError(await t.request({ method: 'DELETE', url: `/api/${resource}/1` }), 401, 'unauthorized');
  });

  describe.each(ROLES)('for $role', ({ roleId }) => {
    const may = (verb: Verb) => allowed(roleId, resource, verb);
    const expectAnswer = (verb: Verb, response: Awaited<ReturnType<TestApp['request']>>, permittedStatus: number) => {
      if (may(verb)) expect(response.statusCode, response.body).toBe(permittedStatus);
      else expectError(response, 403, 'forbidden');
    };

    it(`${may('list') ? 'lists' : 'cannot list'}`, async () => {
      expectAnswer('list', await t.request({ method: 'GET', url: `/api/${resource}`, token: tokens[roleId] }), 200);
    });

    // Record 1 is one each role may read where it may read at all (the demo manager's company is 1), unless readableIds names another.
    it(`${may('read') ? 'reads' : 'cannot read'} one`, async () => {
      expectAnswer(
        'read',
        await t.request({
          method: 'GET',
          url: `/api/${resource}/${readableIds[resource] ?? 1}`,
          token: tokens[roleId],
        }),
        200,
      );
    });

    if (writable) {
      it(`${may('create') ? 'creates' : 'cannot create'}`, async () => {
        const name = spelled(`Created by role ${roleId}`);
        const body = { ...WRITE_BODIES[resource]!(), [nameField]: name };
        const response = await t.request({
          method: 'POST',
          url: `/api/${resource}`,
          token: tokens[roleId],
          payload: body,
        });
        expectAnswer('create', response, 201);
        expect(await foundByName(resource, nameField, name)).toHaveLength(may('create') ? 1 : 0);
      });

      it(`${may('update') ? 'updates' : 'cannot update'}`, async () => {
        const record = await disposable(resource);
        const name = spelled(`Renamed by role ${roleId}`);
        const body = { ...WRITE_BODIES[resource]!(), [nameField]: name };
        expectAnswer(
          'update',
          await t.request({
            method: 'PUT',
            url: `/api/${resource}/${record.id}`,
            token: tokens[roleId],
            payload: body,
          }),
          200,
        );
        const after = (
          await t.request({ method: 'GET', url: `/api/${resource}/${record.id}`, token: superAdmin })
        ).json();
        expect(after[nameField]).toBe(may('update') ? name : record[nameField]);
      });

      it(`${may('delete') ? 'deletes' : 'cannot delete'}`, async () => {
        const record = await disposable(resource);
        // A reason, for the resources whose deletes need one (payments); the others' ignore it.
        const payload = { reason: 'Permissions test' };
        expectAnswer(
          'delete',
          await t.request({ method: 'DELETE', url: `/api/${resource}/${record.id}`, token: tokens[roleId], payload }),
          200,
        );
        const after = await t.request({ method: 'GET', url: `/api/${resource}/${record.id}`, token: superAdmin });
        expect(after.statusCode).toBe(may('delete') ? 404 : 200);
      });

      if (!may('create')) {
        it('is refused before its body is looked at', async () => {
          const response = await t.request({
            method: 'POST',
            url: `/api/${resource}`,
            token: tokens[roleId],
            payload: { name: '' },
          });
          expectError(response, 403, 'forbidden');
        });
      }
    }
  });

  if (writable) {
    it('checks the token before the body, so a bad body without a token is still 401', async () => {
      expectError(
        await t.request({ method: 'POST', url: `/api/${resource}`, payload: { name: '' } }),
        401,
        'unauthorized',
      );
      expectError(await t.request({ method: 'PUT', url: `/api/${resource}/1`, payload: {} }), 401, 'unauthorized');
    });
  } else {
    it('has no write routes', async () => {
      const before = (await t.request({ method: 'GET', url: `/api/${resource}/1`, token: superAdmin })).body;
      for (const [method, url] of [
        // A unit is made by its onboarding's first step (POST /api/einvoice-units), never edited or
        // deleted; a lane device is made and edited by its own routes (server/features/lanes/lane-devices.test.ts) and
        // revoked, never deleted; an integrator is made by its own route (server/features/open-data/open-data.test.ts) and revoked;
        // a retention period's days are changed by its own route (server/features/privacy/personal-data-retention.test.ts);
        // a cashier shift is opened by its own route (server/features/payments/cashier-shifts.test.ts) and closed, never deleted;
        // a tariff version is published by its area's route and withdrawn only before it starts (server/features/areas/tariff-versions.test.ts).
        ...(resource === 'einvoice-units' ||
        resource === 'lane-devices' ||
        resource === 'integrators' ||
        resource === 'cashier-shifts'
          ? []
          : ([['POST', `/api/${resource}`]] as const)),
        ...(resource === 'lane-devices' || resource === 'retention-periods'
          ? []
          : ([['PUT', `/api/${resource}/1`]] as const)),
        ...(resource === 'tariff-versions' ? [] : ([['DELETE', `/api/${resource}/1`]] as const)),
      ] as const) {
        const response = await t.request({
          method,
          url,
          token: superAdmin,
          payload: method === 'DELETE' ? undefined : {},
        });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
      expect((await t.request({ method: 'GET', url: `/api/${resource}/1`, token: superAdmin })).body).toBe(before);
    });
  }
});

/** A GET behind one permission: each role answered as the matrix says, and nobody without a token. */
function itAnswersByPermission(url: string, permission: Permission) {
  it.each(ROLES)('answers $role by its permission', async ({ roleId }) => {
    const response = await t.request({ method: 'GET', url, token: tokens[roleId] });
    if (ROLE_PERMISSIONS[roleId].includes(permission)) expect(response.statusCode).toBe(200);
    else expectError(response, 403, 'forbidden');
  });

  it('answers 401 without a token', async () => {
    expectError(await t.request({ method: 'GET', url }), 401, 'unauthorized');
  });
}

describe('GET /api/dashboard (home_access)', () => {
  itAnswersByPermission('/api/dashboard', 'home_access');

  it("shows a gate employee only the figures of the employee's area", async () => {
    const [gateEmployee] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    const response = await t.request({ method: 'GET', url: '/api/dashboard', token: tokens[ROLE.gateEmployee] });
    expect(response.json()).toMatchObject({
      scope_area_id: gateEmployee!.area_id,
      areas: 1,
      gates: 3,
      sub_areas: 3,
      total_capacity: 400,
    });
    const whole = (await t.request({ method: 'GET', url: '/api/dashboard', token: superAdmin })).json();
    expect(whole.scope_area_id).toBeNull();
    expect(whole.areas).toBeGreaterThan(1);
  });
});

describe('GET /api/company-dashboard (company_dashboard_access)', () => {
  itAnswersByPermission('/api/company-dashboard', 'company_dashboard_access');

  it('gives the manager the company and its quota, counting every subscription but the rejected', async () => {
    expect(DEMO_COMPANY_SUBSCRIBERS.filter(({ status }) => status !== 'rejected')).toHaveLength(5);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    // The demo's five, and those this file's manager made since.
    const holding = await countRows(
      t.database.db,
      companySubscriptions,
      and(
        eq(companySubscriptions.company_id, company!.id),
        inArray(companySubscriptions.status, ['pending', 'active']),
      ),
    );
    const response = await t.request({
      method: 'GET',
      url: '/api/company-dashboard',
      token: tokens[ROLE.companyManager],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.company).toMatchObject({
      id: company!.id,
      name: 'Al Noor Trading Co.',
      name_ar: 'شركة النور للتجارة',
      area: { id: company!.area_id },
    });
    expect(body.quota).toMatchObject({
      initial: 50,
      used: holding,
      remaining: 50 - holding,
      is_exhausted: false,
      is_low: false,
      low_threshold: 5,
      valid_from: company!.quota_valid_from,
      valid_to: company!.quota_valid_to,
      status: quotaStatus({
        validFrom: company!.quota_valid_from,
        validTo: company!.quota_valid_to,
        companyActive: true,
        today: localDate(new Date()),
      }),
    });
  });

  it('frees a unit of quota when a subscription is rejected', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name));
    const before = (
      await t.request({ method: 'GET', url: '/api/company-dashboard', token: tokens[ROLE.companyManager] })
    ).json().quota;
    const [pending] = await t.database.db
      .select()
      .from(companySubscriptions)
      .where(inArray(companySubscriptions.status, ['pending']));
    expect(pending!.company_id).toBe(company!.id);
    await t.database.db
      .update(companySubscriptions)
      .set({ status: 'rejected' })
      .where(eq(companySubscriptions.id, pending!.id));
    const after = (
      await t.request({ method: 'GET', url: '/api/company-dashboard', token: tokens[ROLE.companyManager] })
    ).json().quota;
    expect(after.used).toBe(before.used - 1);
    expect(after.remaining).toBe(before.remaining + 1);
    await t.database.db
      .update(companySubscriptions)
      .set({ status: 'pending' })
      .where(eq(companySubscriptions.id, pending!.id));
  });

  it('refuses a manager who has no company', async () => {
    const email = demoAccount(ROLE.companyManager).email;
    const [manager] = await t.database.db.select().from(users).where(eq(users.email, email));
    await changeUsers(t.database.db, eq(users.email, email), { company_id: null });
    try {
      expectError(
        await t.request({ method: 'GET', url: '/api/company-dashboard', token: tokens[ROLE.companyManager] }),
        403,
        'no_company',
      );
    } finally {
      await changeUsers(t.database.db, eq(users.email, email), { company_id: manager!.company_id });
    }
  });
});
