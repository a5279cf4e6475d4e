import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { paymentMethods, paymentTransactions } from '../db/schema';
import { companyPlacement } from '../test/company-placement';
import { decide, versionRead } from '../test/decisions';
import { areaBody, companyBody, planBody, subscriptionBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { demoPaymentTemplates } from '../test/payments';
import { createThrough, expectError, listAll } from '../test/rest';

/**
 * Every decision (an approval, a rejection, a refund) names the version of the record its decider
 * read, as `If-Match`: none is 428, another than the record's now is 409, and either way nothing
 * is decided. The held reads of the lanes are decided the same way (server/features/lanes/lane-health.test.ts).
 */

let t: TestApp;
let superAdmin: string;
let admin: string;
let cash: number;
let manager: { token: string };
let place: { area_id: number; plan_id: number };
let companyVehicleNumber = 0;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 });
  [superAdmin, admin] = await Promise.all([t.bearer(ROLE.superAdmin), t.bearer(ROLE.admin)]);
  cash = (await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash')))[0]!.id;
  const body = companyBody(await companyPlacement(t, superAdmin));
  await createThrough(t, superAdmin, 'companies', body);
  manager = { token: await t.bearer({ email: body.admin_email, password: body.admin_password }) };
  const area = await createThrough(t, superAdmin, 'areas', areaBody());
  const plan = await createThrough(t, superAdmin, 'subscription-plans', planBody(area.id));
  place = { area_id: area.id, plan_id: plan.id };
});
afterAll(() => t.close());

const companyVehicles = () => [{ plate_letters: 'DVX', plate_number: String(++companyVehicleNumber) }];
const companySubscription = (name: string, vehicles = companyVehicles()) => ({
  subscriber_name: name,
  phone: '0561234567',
  email: 'decided@example.sa',
  notes: null,
  vehicles,
});

function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(300);
}

async function editedBy(token: string, url: string, body: object) {
  expectOk(await t.request({ method: 'PUT', url, token, payload: body }));
}

/** A record waiting for a decision, the decision, and someone else's change of the record. */
interface Waiting {
  record: string;
  decision: string;
  token: string;
  payload: object;
  change(): Promise<void>;
}

async function pendingCompanySubscription(decision: 'approve' | 'reject', payload: object): Promise<Waiting> {
  const asked = await createThrough(t, manager.token, 'company-subscriptions', companySubscription('Asked'));
  const record = `/api/company-subscriptions/${asked.id}`;
  return {
    record,
    decision: `${record}/${decision}`,
    token: superAdmin,
    payload,
    change: () => editedBy(manager.token, record, companySubscription('Renamed', asked.vehicles as never)),
  };
}

async function vehicleChangeWaiting(decision: 'approve' | 'reject', payload: object): Promise<Waiting> {
  const asked = await createThrough(t, manager.token, 'company-subscriptions', companySubscription('Fleet'));
  const record = `/api/company-subscriptions/${asked.id}`;
  expectOk(await decide(t, { url: `${record}/approve`, token: superAdmin, payload: { payment_method_id: cash } }));
  await editedBy(manager.token, record, companySubscription('Fleet'));
  return {
    record,
    decision: `${record}/vehicle-change/${decision}`,
    token: superAdmin,
    payload,
    change: () => editedBy(manager.token, record, companySubscription('Fleet')),
  };
}

async function pendingSubscription(decision: 'approve' | 'reject', payload: object): Promise<Waiting> {
  const body = subscriptionBody(place);
  const asked = await createThrough(t, admin, 'subscriptions', body);
  const record = `/api/subscriptions/${asked.id}`;
  return {
    record,
    decision: `${record}/${decision}`,
    token: admin,
    payload,
    change: () => editedBy(admin, record, { ...body, applicant_name: 'Another Applicant' }),
  };
}

async function paidPayment(): Promise<Waiting> {
  const { guest } = await demoPaymentTemplates(t.database.db);
  const [paid] = await t.database.db
    .insert(paymentTransactions)
    .values({ ...guest, amount_halalas: 5000, status: 'paid', created_at: new Date() })
    .returning();
  const record = `/api/payment-transactions/${paid!.id}`;
  const refund = { amount: 10, payment_method: 'cash', reason: 'Charged twice' };
  return {
    record,
    decision: `${record}/refund`,
    token: admin,
    payload: refund,
    // Someone else pays back part of it meanwhile: what is left is no longer what was read.
    change: async () => expectOk(await decide(t, { url: `${record}/refund`, token: superAdmin, payload: refund })),
  };
}

const DECISIONS: Array<[string, () => Promise<Waiting>]> = [
  ['a company subscription’s approval', () => pendingCompanySubscription('approve', { payment_method_id: cash })],
  ['a company subscription’s rejection', () => pendingCompanySubscription('reject', { reason: 'No room' })],
  ['a vehicle change’s approval', () => vehicleChangeWaiting('approve', {})],
  ['a vehicle change’s rejection', () => vehicleChangeWaiting('reject', { reason: 'Not these' })],
  ['a subscription’s approval', () => pendingSubscription('approve', { payment_method_id: cash })],
  ['a subscription’s rejection', () => pendingSubscription('reject', { reason: 'No room' })],
  ['a refund', paidPayment],
];

describe('every decision binds to the version its decider read', () => {
  it.each(DECISIONS)('%s: none is 428, a stale one 409, and neither decides', async (_name, waiting) => {
    const { record, decision, token, payload, change } = await waiting();
    const send = (seen?: string) =>
      t.request({ method: 'POST', url: decision, token, payload, headers: seen ? { 'if-match': seen } : {} });
    const read = await versionRead(t, token, record);
    expectError(await send(), 428, 'precondition_required');
    expect(await versionRead(t, token, record)).toBe(read);

    await change();
    const changed = await versionRead(t, token, record);
    expect(changed).not.toBe(read);
    expectError(await send(read), 409, 'record_changed');
    expect(await versionRead(t, token, record)).toBe(changed);

    expectOk(await send(changed));
    expect(await versionRead(t, token, record)).not.toBe(changed);
  });

  it('answers the version as the ETag of the record and as its `version`, in its list too; taken with or without quotes', async () => {
    const waiting = await pendingCompanySubscription('reject', { reason: 'No room' });
    const read = await t.request({ method: 'GET', url: waiting.record, token: superAdmin });
    const { id, version } = read.json() as { id: number; version: string };
    expect(read.headers.etag).toBe(`"${version}"`);
    const listed = await listAll(t, superAdmin, 'company-subscriptions', { filter: { id: [id] } });
    expect(listed.map((row) => row.version)).toEqual([version]);
    const bare = await t.request({
      method: 'POST',
      url: waiting.decision,
      token: superAdmin,
      payload: waiting.payload,
      headers: { 'if-match': version },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().version).toBe((await versionRead(t, superAdmin, waiting.record)).replaceAll('"', ''));
  });

  it('takes a weak entity tag for no version', async () => {
    const waiting = await pendingSubscription('reject', { reason: 'No room' });
    const seen = await versionRead(t, admin, waiting.record);
    const weak = await t.request({
      method: 'POST',
      url: waiting.decision,
      token: admin,
      payload: waiting.payload,
      headers: { 'if-match': `W/${seen}` },
    });
    expectError(weak, 409, 'record_changed');
  });
});
