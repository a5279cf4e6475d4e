import { and, eq, gte, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatPlateArabic } from '../../../domain/plates';
import { REDACTED } from '../../../domain/privacy';
import { ROLE } from '../../../domain/roles';
import {
  accessLog,
  areas,
  auditLog,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  outbox,
  paymentTransactions,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoPaymentTemplates } from '../../test/payments';
import { countRows, expectError, expectValidationError, listAll, listUrl } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let admin: string;
/** A former subscriber: an expired subscription, a rejected company one, a stay still inside, its payment, a mail. */
const PHONE = '+966559990001';
const EMAIL = 'former.subscriber@example.com';
const PLATE = 'HRZ4321';
let subscriptionId: number;
let stayId: number;
let paymentId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(ROLE.admin);
  const db = t.app.db;
  const [template] = await db.select().from(subscriptions).where(eq(subscriptions.status, 'active')).limit(1);
  const { id: _id, ...columns } = template!;
  const [subscription] = await db
    .insert(subscriptions)
    .values({
      ...columns,
      reference: 'PDPL-TEST',
      applicant_name: 'Former Subscriber',
      phone: PHONE,
      email: EMAIL,
      start_date: '2020-01-01',
      end_date: '2020-12-31',
      qr_code_hash: null,
    })
    .returning();
  subscriptionId = subscription!.id;
  await db
    .insert(subscriptionVehicles)
    .values({ subscription_id: subscriptionId, plate_letters: 'HRZ', plate_number: '4321' });
  const [company] = await db.select({ id: companies.id }).from(companies).limit(1);
  const [companySubscription] = await db
    .insert(companySubscriptions)
    .values({
      company_id: company!.id,
      subscriber_name: 'Former Subscriber',
      phone: PHONE,
      email: EMAIL,
      status: 'rejected',
      rejection_reason: 'No space',
    })
    .returning();
  await db
    .insert(companySubscriptionVehicles)
    .values({ subscription_id: companySubscription!.id, plate_letters: 'HRZ', plate_number: '4321' });
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, subscription!.area_id));
  const [stay] = await db
    .insert(vehicles)
    .values(
      stayValues(PLATE, area!.id, {
        type: 'subscription',
        subscription_id: subscriptionId,
        entry_time: new Date(Date.now() - 3_600_000),
      }),
    )
    .returning();
  stayId = stay!.id;
  const { subscription: paid } = await demoPaymentTemplates(db);
  const [payment] = await db
    .insert(paymentTransactions)
    .values({ ...paid, area_id: area!.id, subscription_id: subscriptionId, company_subscription_id: null })
    .returning();
  paymentId = payment!.id;
  await db.insert(outbox).values({ recipient: EMAIL, subject: 'Your subscription', body: 'Dear Former Subscriber' });
});
afterAll(() => t.close());

it('starts from the demo’s few readings, each found by the person it showed', async () => {
  const demo = await listAll(t, admin, 'access-log');
  expect(demo.map((row) => row.kind)).toEqual([
    'subject_export',
    'plate_history',
    'stay',
    'plate_history',
    'subscription',
  ]);
  const [exported] = demo;
  expect(await listAll(t, admin, 'access-log', { filter: { subject: exported!.subjects } })).toContainEqual(
    expect.objectContaining({ kind: 'subscription' }),
  );
});

const accessesOf = (kind: string) => countRows(t.app.db, accessLog, eq(accessLog.kind, kind));

it('logs who opened a stay, a subscription or a plate’s history, and never a list merely paged', async () => {
  const before = { stay: await accessesOf('stay'), subscription: await accessesOf('subscription') };
  expect((await t.request({ method: 'GET', url: listUrl('vehicles'), token: admin })).statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: listUrl('subscriptions'), token: admin })).statusCode).toBe(200);
  expect(await accessesOf('stay')).toBe(before.stay);
  expect(await accessesOf('subscription')).toBe(before.subscription);

  expect((await t.request({ method: 'GET', url: `/api/vehicles/${stayId}`, token: admin })).statusCode).toBe(200);
  expect(
    (await t.request({ method: 'GET', url: `/api/subscriptions/${subscriptionId}`, token: admin })).statusCode,
  ).toBe(200);
  const history = await t.request({ method: 'GET', url: '/api/vehicles/plate-history?plate=hrz 4321', token: admin });
  expect(history.statusCode, history.body).toBe(200);
  expect(history.json()).toMatchObject({ plate: PLATE, stays: [{ id: stayId }] });

  // Found by the phone as dialled at home, by the plate in Arabic: never by text that names no one.
  const byPhone = await listAll(t, admin, 'access-log', { filter: { subject: '055 999 0001' } });
  expect(byPhone).toEqual([
    expect.objectContaining({ kind: 'subscription', record_id: subscriptionId, actor_name: expect.any(String) }),
  ]);
  expect(byPhone[0]!.subjects).toContain(PHONE);
  const byPlate = await listAll(t, admin, 'access-log', {
    filter: { subject: formatPlateArabic({ letters: 'HRZ', number: '4321' }) },
  });
  expect(byPlate.map((row) => row.kind).sort()).toEqual(['plate_history', 'stay', 'subscription']);
  expect(await listAll(t, admin, 'access-log', { filter: { subject: 'nobody' } })).toEqual([]);

  const gate = await t.bearer(ROLE.gateEmployee);
  expect((await t.request({ method: 'GET', url: listUrl('access-log'), token: gate })).statusCode).toBe(403);
});

it('logs a list of stays or payments searched down to a plate, and an integrator’s sessions with plates', async () => {
  const { guest } = await demoPaymentTemplates(t.app.db);
  await t.app.db.insert(paymentTransactions).values({ ...guest, vehicle_id: stayId });
  const searched = (resource: string, filter: object) =>
    t.request({ method: 'GET', url: listUrl(resource, { filter }), token: admin });
  const rowsOf = (kind: string) =>
    t.app.db.select().from(accessLog).where(eq(accessLog.kind, kind)).orderBy(accessLog.id);

  expect((await searched('vehicles', { q: 'hrz 4321' })).json()).toEqual([expect.objectContaining({ id: stayId })]);
  expect(
    (await searched('payment-transactions', { q: formatPlateArabic({ letters: 'HRZ', number: '4321' }) })).statusCode,
  ).toBe(200);
  expect((await rowsOf('stay_search')).map((row) => row.subjects)).toEqual([PLATE]);
  expect(await rowsOf('payment_search')).toEqual([
    expect.objectContaining({ subjects: PLATE, actor_name: expect.any(String) }),
  ]);
  // Paged or filtered without a search, a list names no one; a search that shows no plate writes nothing.
  expect((await searched('vehicles', { inside: true })).statusCode).toBe(200);
  expect((await searched('vehicles', { q: 'no such plate' })).statusCode).toBe(200);
  expect(await accessesOf('stay_search')).toBe(1);

  const superAdmin = await t.bearer(ROLE.superAdmin);
  const integratorOf = async (scopes: string[]) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/integrators',
        token: superAdmin,
        payload: { name: `Reader ${scopes.length}`, scopes, area_ids: null },
      })
    ).json() as { id: number; key: string };
  const sessions = (key: string) =>
    t.request({ method: 'GET', url: '/api/open/v4/sessions', headers: { authorization: `Integrator ${key}` } });
  const withoutPlates = await integratorOf(['sessions:read']);
  expect((await sessions(withoutPlates.key)).statusCode).toBe(200);
  expect(await accessesOf('open_data_sessions')).toBe(0);
  const withPlates = await integratorOf(['sessions:read', 'sessions:plates']);
  const read = await sessions(withPlates.key);
  expect(read.statusCode, read.body).toBe(200);
  const [logged] = await rowsOf('open_data_sessions');
  expect(logged).toMatchObject({ actor_id: null, actor_name: 'Reader 2', record_id: withPlates.id });
  expect(logged!.subjects.split(', ').sort()).toEqual(
    [...new Set(read.json().data.map((session: { plate: string }) => session.plate))]
      .filter((plate) => plate !== REDACTED)
      .sort(),
  );
});

it('exports every record of a person in one file, within a minute', async () => {
  const exportsBefore = await accessesOf('subject_export');
  const started = performance.now();
  const response = await t.request({
    method: 'POST',
    url: '/api/subject-requests/export',
    token: admin,
    payload: { kind: 'email', value: 'Former.Subscriber@example.com' },
  });
  const tookMs = performance.now() - started;
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toContain('attachment');
  expect(tookMs).toBeLessThan(60_000);
  const { subject, records } = response.json();
  expect(subject).toEqual({ kind: 'email', key: EMAIL });
  for (const kind of [
    'subscriptions',
    'subscription_vehicles',
    'company_subscriptions',
    'company_vehicles',
    'stays',
    'payments',
    'mail',
    'access_records',
  ])
    expect(records[kind], kind).not.toHaveLength(0);
  expect(records.payments[0]).toMatchObject({ id: paymentId });
  // The server's own columns stay out of it.
  expect(records.subscriptions[0]).not.toHaveProperty('search_text');

  const byPlate = (
    await t.request({
      method: 'POST',
      url: '/api/subject-requests/export',
      token: admin,
      payload: { kind: 'plate', value: PLATE },
    })
  ).json();
  expect(byPlate.records.stays.map((row: { id: number }) => row.id)).toEqual([stayId]);
  expect(await accessesOf('subject_export')).toBe(exportsBefore + 2);

  expectValidationError(
    await t.request({
      method: 'POST',
      url: '/api/subject-requests/export',
      token: admin,
      payload: { kind: 'phone', value: 'ABJ 1234' },
    }),
    { value: 'ps.validation.subject_value' },
  );
});

it('serves a data subject’s export and erase to the administrators alone', async () => {
  for (const role of [ROLE.gateEmployee, ROLE.companyManager, ROLE.validator]) {
    const token = await t.bearer(role);
    for (const kind of ['export', 'erase'])
      expectError(
        await t.request({
          method: 'POST',
          url: `/api/subject-requests/${kind}`,
          token,
          payload: { kind: 'plate', value: PLATE },
        }),
        403,
        'forbidden',
      );
  }
  const [stay] = await t.app.db.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, stayId));
  expect(stay!.plate).toBe(PLATE);
});

it('refuses to erase what an open stay or a subscription in force still needs, saying which', async () => {
  const refused = await t.request({
    method: 'POST',
    url: '/api/subject-requests/erase',
    token: admin,
    payload: { kind: 'phone', value: PHONE },
  });
  expectError(refused, 422, 'subject_still_needed');
  expect(refused.json().holds).toEqual([{ hold: 'open_stay', id: stayId }]);

  const [live] = await t.app.db
    .select({ phone: subscriptions.phone })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gte(subscriptions.end_date, '2999-01-01'),
        isNotNull(subscriptions.phone),
      ),
    )
    .limit(1);
  const [inForce] = live
    ? [live]
    : await t.app.db
        .select({ phone: subscriptions.phone })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'pending'), isNotNull(subscriptions.phone)))
        .limit(1);
  const liveRefused = await t.request({
    method: 'POST',
    url: '/api/subject-requests/erase',
    token: admin,
    payload: { kind: 'phone', value: inForce!.phone },
  });
  expectError(liveRefused, 422, 'subject_still_needed');
  expect(liveRefused.json().holds).toContainEqual(expect.objectContaining({ hold: 'live_subscription' }));
  const [kept] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  expect(kept!.phone).toBe(PHONE);
});

it('erases a person’s data, keeps the money, audits without the value, and finds nothing the second time', async () => {
  await t.app.db.update(vehicles).set({ exit_time: new Date() }).where(eq(vehicles.id, stayId));
  const erase = () =>
    t.request({
      method: 'POST',
      url: '/api/subject-requests/erase',
      token: admin,
      payload: { kind: 'email', value: EMAIL },
    });
  const first = await erase();
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().erased).toMatchObject({
    subscriptions: 1,
    company_subscriptions: 1,
    company_vehicles: 1,
    stays: 1,
    mail: 1,
  });
  expect(first.json().erased.access_records).toBeGreaterThan(0);

  const [subscription] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  expect(subscription).toMatchObject({ applicant_name: REDACTED, phone: null, email: null, reference: 'PDPL-TEST' });
  expect(
    await countRows(t.app.db, subscriptionVehicles, eq(subscriptionVehicles.subscription_id, subscriptionId)),
  ).toBe(0);
  const [stay] = await t.app.db.select().from(vehicles).where(eq(vehicles.id, stayId));
  expect(stay).toMatchObject({ plate: REDACTED, plate_letters: REDACTED });
  const payment = await t.request({ method: 'GET', url: `/api/payment-transactions/${paymentId}`, token: admin });
  expect(payment.statusCode, payment.body).toBe(200);
  const { subscription: template } = await demoPaymentTemplates(t.app.db);
  expect(payment.json().amount).toBe(template.amount_halalas / 100);
  expect(await countRows(t.app.db, outbox, eq(outbox.recipient, EMAIL))).toBe(0);
  expect(await countRows(t.app.db, accessLog, like(accessLog.subjects, `%${PHONE}%`))).toBe(0);

  const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
  expect(audited.map((row) => row.resource).sort()).toEqual(['company-subscriptions', 'subscriptions', 'vehicles']);
  expect(JSON.stringify(audited)).not.toMatch(/former|\+96655999|HRZ/i);

  const second = await erase();
  expect(second.statusCode).toBe(200);
  expect(Object.values(second.json().erased).every((count) => count === 0)).toBe(true);
  expect(await countRows(t.app.db, auditLog, eq(auditLog.action, 'erase'))).toBe(3);
});
