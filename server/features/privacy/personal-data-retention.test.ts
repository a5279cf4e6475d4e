import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REDACTED, RETENTION_DEFAULT_DAYS } from '../../../domain/privacy';
import { ROLE } from '../../../domain/roles';
import { operatorClock } from '../../clock';
import {
  areas,
  auditLog,
  merchantOffers,
  merchantValidations,
  outbox,
  paymentTransactions,
  retentionPeriods,
  subscriptions,
  vehicles,
} from '../../db/schema';
import { redactExpiredPersonalData } from './personal-data-retention';
import { createTestApp, type TestApp } from '../../test/harness';
import { demoPaymentTemplates } from '../../test/payments';
import { expectValidationError, listAll } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let superAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await t.bearer(ROLE.superAdmin);
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const now = new Date();
const clock = operatorClock('Asia/Riyadh', () => now);
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

it('redacts closed guest stays, rejected requests and mail past their retention, keeps the younger ones and the money', async () => {
  // What the demo holds past its retention by now goes first.
  await redactExpiredPersonalData(t.app.db, clock);
  const [area] = await t.app.db.select({ id: areas.id }).from(areas).limit(1);
  const guestDays = RETENTION_DEFAULT_DAYS.guest_stays;
  const stay = (plate: string, exitDaysAgo: number) =>
    stayValues(plate, area!.id, {
      type: 'guest',
      entry_time: daysAgo(exitDaysAgo + 0.1),
      exit_time: daysAgo(exitDaysAgo),
      guest_ticket_number: `T-RET-${plate}`,
      guest_qr_hash: `hash-${plate}`,
    });
  const [expired, young] = await t.app.db
    .insert(vehicles)
    .values([stay('RBD9001', guestDays + 1), stay('RBD9002', guestDays - 1)])
    .returning();
  const { guest } = await demoPaymentTemplates(t.app.db);
  const [payment] = await t.app.db
    .insert(paymentTransactions)
    .values({ ...guest, vehicle_id: expired!.id, entry_time: expired!.entry_time, exit_time: expired!.exit_time })
    .returning();
  // A merchant's validation of it keeps the plate it was given for.
  const [offer] = await t.app.db.select().from(merchantOffers).limit(1);
  const [validation] = await t.app.db
    .insert(merchantValidations)
    .values({
      merchant_id: offer!.merchant_id,
      offer_id: offer!.id,
      stay_id: expired!.id,
      area_id: area!.id,
      plate: 'RBD9001',
      reason: 'purchase',
      amount_halalas: 100,
      billing_mode: 'monthly',
      stackable: false,
      transaction_id: payment!.id,
    })
    .returning();

  const [request] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.status, 'rejected')).limit(1);
  await t.app.db
    .update(subscriptions)
    .set({ updated_at: daysAgo(RETENTION_DEFAULT_DAYS.rejected_requests + 1), redacted_at: null })
    .where(eq(subscriptions.id, request!.id));
  const [oldMail, newMail] = await t.app.db
    .insert(outbox)
    .values([
      {
        recipient: 'old@example.com',
        subject: 'Old',
        body: 'Dear Old',
        created_at: daysAgo(RETENTION_DEFAULT_DAYS.outbox_mail + 1),
      },
      { recipient: 'new@example.com', subject: 'New', body: 'Dear New', created_at: daysAgo(1) },
    ])
    .returning();

  const redacted = await redactExpiredPersonalData(t.app.db, clock);
  expect(redacted).toMatchObject({ guest_stays: 1, rejected_requests: 1, outbox_mail: 1 });

  const stays = await t.app.db
    .select()
    .from(vehicles)
    .where(inArray(vehicles.id, [expired!.id, young!.id]));
  const byId = new Map(stays.map((row) => [row.id, row]));
  expect(byId.get(expired!.id)).toMatchObject({
    plate: REDACTED,
    plate_letters: REDACTED,
    guest_ticket_number: null,
    guest_qr_hash: null,
    search_text: '',
  });
  expect(byId.get(young!.id)).toMatchObject({ plate: 'RBD9002', guest_ticket_number: 'T-RET-RBD9002' });
  const [validated] = await t.app.db
    .select()
    .from(merchantValidations)
    .where(eq(merchantValidations.id, validation!.id));
  expect(validated).toMatchObject({ plate: REDACTED, amount_halalas: 100 });

  // The payment is kept with its amount, and answers the stay's plate redacted.
  const paid = await t.request({ method: 'GET', url: `/api/payment-transactions/${payment!.id}`, token: superAdmin });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(paid.json()).toMatchObject({ plate: REDACTED, amount: guest.amount_halalas / 100 });

  const [rejected] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, request!.id));
  expect(rejected).toMatchObject({ applicant_name: REDACTED, phone: null, email: null, status: 'rejected' });
  const mail = await t.app.db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, [oldMail!.id, newMail!.id]));
  expect(mail.find((row) => row.id === oldMail!.id)).toMatchObject({
    recipient: REDACTED,
    body: REDACTED,
    subject: 'Old',
  });
  expect(mail.find((row) => row.id === newMail!.id)).toMatchObject({ recipient: 'new@example.com' });

  // Idempotent: nothing left to redact.
  expect(await redactExpiredPersonalData(t.app.db, clock)).toMatchObject({
    guest_stays: 0,
    rejected_requests: 0,
    outbox_mail: 0,
  });
});

it('follows the super admin’s period: a longer one keeps what the default would redact', async () => {
  const [area] = await t.app.db.select({ id: areas.id }).from(areas).limit(1);
  const [period] = (await listAll(t, superAdmin, 'retention-periods')).filter((row) => row.kind === 'guest_stays');
  const updated = await t.request({
    method: 'PUT',
    url: `/api/retention-periods/${period!.id}`,
    token: superAdmin,
    payload: { ...period, days: 400 },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json()).toMatchObject({ kind: 'guest_stays', days: 400, default_days: 90 });
  const [audited] = await t.app.db.select().from(auditLog).where(eq(auditLog.resource, 'retention-periods'));
  expect(audited).toMatchObject({ action: 'update', record_id: period!.id, changes: { days: [90, 400] } });

  const [stay] = await t.app.db
    .insert(vehicles)
    .values(stayValues('RBD9003', area!.id, { type: 'guest', entry_time: daysAgo(200), exit_time: daysAgo(199) }))
    .returning();
  await redactExpiredPersonalData(t.app.db, clock);
  const [kept] = await t.app.db.select().from(vehicles).where(eq(vehicles.id, stay!.id));
  expect(kept!.plate).toBe('RBD9003');
  await t.app.db.update(retentionPeriods).set({ days: 90 }).where(eq(retentionPeriods.id, period!.id));
});

it('refuses a period shorter than its kind allows, and any change from an admin', async () => {
  const periods = await listAll(t, superAdmin, 'retention-periods');
  expect(periods.map((row) => row.kind).sort()).toEqual([
    'gate_event_answers',
    'guest_stays',
    'outbox_mail',
    'rejected_requests',
  ]);
  const answers = periods.find((row) => row.kind === 'gate_event_answers')!;
  expectValidationError(
    await t.request({
      method: 'PUT',
      url: `/api/retention-periods/${answers.id}`,
      token: superAdmin,
      payload: { days: 2 },
    }),
    { days: 'ps.validation.retention_range' },
  );
  const admin = await t.bearer(ROLE.admin);
  const refused = await t.request({
    method: 'PUT',
    url: `/api/retention-periods/${answers.id}`,
    token: admin,
    payload: { days: 30 },
  });
  expect(refused.statusCode).toBe(403);
  const [row] = await t.app.db.select().from(retentionPeriods).where(eq(retentionPeriods.id, answers.id));
  expect(row!.days).toBe(RETENTION_DEFAULT_DAYS.gate_event_answers);
});
