import { createPublicKey, verify } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import type { AuditChanges } from '../../../domain/schemas/audit-log';
import { vatIncluded } from '../../../domain/vat';
import { decodeZatcaPhase2Tlv } from '../../../domain/zatca-qr';
import {
  auditLog,
  companies,
  companySubscriptions,
  einvoiceDocuments,
  einvoiceUnits,
  paymentMethods,
  paymentTransactions,
  subscriptions,
} from '../../db/schema';
import type { FatooraTransport } from './zatca/fatoora-api';
import { FIRST_PREVIOUS_INVOICE_HASH, invoiceHash } from './zatca/invoice-hash';
import { createSecondTestApp, createTestApp, type TestApp } from '../../test/harness';
import { decide, versionRead } from '../../test/decisions';
import { demoPaymentTemplates, type PaymentTemplate } from '../../test/payments';
import { onboardUnit, xmlText } from '../../test/einvoicing';
import { holdLock, lockWaiters } from '../../test/locks';
import { expectError, listUrl } from '../../test/rest';

/** The line to the Authority, cut when `down` (the network between the product and the simulator). */
const line = { down: false };
const cuttable =
  (transport: FatooraTransport): FatooraTransport =>
  (request) =>
    line.down ? Promise.reject(new Error('connect ECONNREFUSED')) : transport(request);

/** The instant the app reads: moved by a test to let a retry's wait run out. */
let now = new Date();

let t: TestApp;
let superAdmin: string;
let admin: string;
let gateEmployee: string;
let areaId: number;
let unitId: number;
let templates: Record<'guest' | 'subscription', PaymentTemplate>;

const post = (url: string, payload?: object, token = superAdmin) =>
  t.request({ method: 'POST', url: `/api/${url}`, token, ...(payload === undefined ? {} : { payload }) });

/** A paid payment written the way any writer writes one (the trigger queues it, whoever writes). */
async function pay(amountHalalas: number, type: 'guest' | 'subscription' = 'guest'): Promise<number> {
  const [row] = await t.database.db
    .insert(paymentTransactions)
    .values({ ...templates[type], area_id: areaId, amount_halalas: amountHalalas, status: 'paid', created_at: now })
    .returning({ id: paymentTransactions.id });
  return row!.id;
}

/** The unit's chain recomputed by the server: the first document whose hash breaks it, if any. */
const chainCheck = async () =>
  (await t.request({ method: 'GET', url: `/api/einvoice-units/${unitId}/chain-check`, token: superAdmin })).json();
const sendDue = async () => (await post('einvoice-documents/send-due', undefined, admin)).json();

async function documentOf(paymentId: number) {
  const response = await t.request({
    method: 'GET',
    url: listUrl('einvoice-documents', { filter: { payment_transaction_id: paymentId } }),
    token: admin,
  });
  return response.json()[0];
}

const changesOf = (row: { changes: unknown }) => row.changes as AuditChanges;

beforeAll(async () => {
  // The queue is driven through send-due, and each call's count checked: no round of the job between them.
  t = await createTestApp(
    { LOGIN_RATE_LIMIT_PER_MINUTE: 1000 },
    { now: () => now, wrapFatoora: cuttable, backgroundJobs: false },
  );
  [superAdmin, admin, gateEmployee] = await Promise.all([
    t.bearer(ROLE.superAdmin),
    t.bearer(ROLE.admin),
    t.bearer(ROLE.gateEmployee),
  ]);
  templates = await demoPaymentTemplates(t.database.db);
  const [subscription] = await t.database.db
    .select({ area_id: subscriptions.area_id })
    .from(subscriptions)
    .where(isNotNull(subscriptions.area_id))
    .limit(1);
  areaId = subscription!.area_id!;
  unitId = await onboardUnit(t, superAdmin, areaId);
});
afterAll(() => t.close());

describe('onboarding a unit', () => {
  it('answers the unit without its key, tokens or secrets, with the checks each document type passed', async () => {
    const unit = (await t.request({ method: 'GET', url: `/api/einvoice-units/${unitId}`, token: superAdmin })).json();
    expect(unit).toMatchObject({ area_id: areaId, status: 'active', environment: 'simulator', invoice_types: '1100' });
    expect(Object.keys(unit)).not.toEqual(expect.arrayContaining(['private_key']));
    expect(JSON.stringify(unit)).not.toMatch(/PRIVATE KEY|secret|token/i);
    expect(unit.compliance_checks).toEqual({
      'simplified-invoice': 'REPORTED',
      'simplified-credit-note': 'REPORTED',
      'standard-invoice': 'CLEARED',
      'standard-credit-note': 'CLEARED',
    });
  });

  it('keeps the private key sealed in the database', async () => {
    const units = await t.database.db.select({ key: einvoiceUnits.private_key }).from(einvoiceUnits);
    for (const { key } of units) expect(key).toMatch(/^v1\./);
    for (const { key } of units) expect(key).not.toContain('PRIVATE KEY');
  });

  it('refuses a second unit for the area, a step out of turn and a malformed OTP', async () => {
    expectError(await post('einvoice-units', { area_id: areaId }), 422, 'einvoice_unit_exists');
    expectError(await post(`einvoice-units/${unitId}/production-csid`), 422, 'einvoice_unit_step');
    const other = (await t.request({ method: 'GET', url: listUrl('areas'), token: superAdmin }))
      .json()
      .find((a: { id: number }) => a.id !== areaId);
    const fresh = (await post('einvoice-units', { area_id: other.id })).json();
    expect((await post(`einvoice-units/${fresh.id}/compliance-csid`, { otp: '12345' })).statusCode).toBe(400);
    expectError(await post(`einvoice-units/${fresh.id}/compliance-checks`), 422, 'einvoice_unit_step');
    expect((await post(`einvoice-units/${fresh.id}/revocation`)).json().status).toBe('revoked');
  });

  it('audits every step with who took it, of the key only that it changed', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'einvoice-units'), eq(auditLog.record_id, unitId)))
      .orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, changesOf(row).status?.[1]])).toEqual([
      ['create', 'new'],
      ['status', 'compliance'],
      ['status', 'checked'],
      ['status', 'active'],
    ]);
    expect(rows.every((row) => row.actor_role_id === ROLE.superAdmin)).toBe(true);
    expect(changesOf(rows[0]!).private_key).toEqual(['***', '***']);
    expect(JSON.stringify(rows)).not.toMatch(/PRIVATE KEY|v1\./);
  });

  it('renews its production CSID with a new key; the chain goes on, signed with it', async () => {
    const before = await pay(4200);
    await sendDue();
    const [old] = await t.database.db.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, unitId));
    const renewed = await post(`einvoice-units/${unitId}/renewal`, { otp: '654321' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().status).toBe('active');
    const [current] = await t.database.db.select().from(einvoiceUnits).where(eq(einvoiceUnits.id, unitId));
    expect(current!.private_key).not.toBe(old!.private_key);
    const after = await pay(4300);
    await sendDue();
    const [first, second] = [await documentOf(before), await documentOf(after)];
    expect(second).toMatchObject({ status: 'reported', counter: first.counter + 1 });
    expect(decodeZatcaPhase2Tlv(second.qr).publicKey).not.toEqual(decodeZatcaPhase2Tlv(first.qr).publicKey);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'einvoice-units'), eq(auditLog.action, 'update')));
    expect(changesOf(audit!).private_key).toEqual(['***', '***']);
  });

  it('is the super admin’s alone; the documents are the payments’ readers’', async () => {
    expect((await post('einvoice-units', { area_id: areaId }, admin)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: listUrl('einvoice-units'), token: admin })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: listUrl('einvoice-documents'), token: gateEmployee })).statusCode,
    ).toBe(403);
    expect((await post('einvoice-documents/send-due', undefined, gateEmployee)).statusCode).toBe(403);
  });
});

describe('a paid payment', () => {
  it('becomes a reported simplified invoice whose QR carries nine tags and whose signature verifies', async () => {
    const paymentId = await pay(1000);
    expect(await sendDue()).toMatchObject({ issued: 1, sent: 1 });
    const document = await documentOf(paymentId);
    expect(document).toMatchObject({
      kind: 'simplified',
      type: 'invoice',
      status: 'reported',
      total: 10,
      vat: 1.3,
      attempts: 1,
    });
    const xml = (
      await t.request({ method: 'GET', url: `/api/payment-transactions/${paymentId}/e-invoice`, token: admin })
    ).body;
    expect(invoiceHash(xml)).toBe(document.hash);
    expect(xmlText(xml, 'cbc:InvoiceTypeCode')).toBe('388');
    const qr = decodeZatcaPhase2Tlv(document.qr);
    expect(qr.certificateSignature).not.toBeNull();
    expect(qr).toMatchObject({ total: '10.00', vat: '1.30', invoiceHash: document.hash });
    const key = createPublicKey({ key: Buffer.from(qr.publicKey), format: 'der', type: 'spki' });
    expect(verify('sha256', Buffer.from(qr.invoiceHash, 'base64'), key, Buffer.from(qr.signature, 'base64'))).toBe(
      true,
    );
  });

  it('a refund becomes a credit note naming the invoice it corrects', async () => {
    const paymentId = await pay(5750);
    await sendDue();
    const refund = await decide(t, {
      url: `/api/payment-transactions/${paymentId}/refund`,
      token: admin,
      payload: { amount: 20, payment_method: 'cash', reason: 'Charged twice' },
    });
    expect(refund.statusCode).toBe(201);
    await sendDue();
    const invoice = await documentOf(paymentId);
    const note = await documentOf(refund.json().id);
    expect(note).toMatchObject({ type: 'credit-note', corrects_id: invoice.id, total: 20, status: 'reported' });
    const xml = (await t.request({ method: 'GET', url: `/api/einvoice-documents/${note.id}/xml`, token: admin })).body;
    expect(xmlText(xml, 'cbc:InvoiceTypeCode')).toBe('381');
    expect(xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(xmlText(xml, 'cbc:InstructionNote')).toBe('Charged twice');
    // Its receipt, handed to the customer, is the credit note: its QR code the note's nine tags.
    const receipt = await t.request({
      method: 'GET',
      url: `/api/payment-transactions/${refund.json().id}/receipt`,
      token: admin,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      total: 20,
      corrects: { einvoice_number: invoice.number },
      einvoice: { number: note.number, type: 'credit-note', kind: 'simplified' },
      qr: note.qr,
    });
    expect(decodeZatcaPhase2Tlv(receipt.json().qr)).toMatchObject({ total: '20.00', invoiceHash: note.hash });
  });

  it('keeps its amount and status once invoiced, and cannot be deleted', async () => {
    const paymentId = await pay(2300, 'subscription');
    await sendDue();
    const edit = await t.request({
      method: 'PUT',
      url: `/api/payment-transactions/${paymentId}`,
      token: superAdmin,
      payload: { status: 'pending', payment_method: 'cash' },
    });
    expectError(edit, 422, 'payment_einvoiced');
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/payment-transactions/${paymentId}?reason=Mistake`,
      token: superAdmin,
    });
    expectError(removal, 409, 'payment_einvoiced');
  });
});

describe('a sale to a VAT-registered company', () => {
  const receiptOf = async (paymentId: number) =>
    (await t.request({ method: 'GET', url: `/api/payment-transactions/${paymentId}/receipt`, token: admin })).json();

  let sold = 0;
  let unitOfCompany: Promise<number> | undefined;

  /**
   * A subscription the demo manager's company (Al Noor, VAT-registered in the demo) asks for and the
   * super admin approves, paid in cash: answers its payment.
   */
  async function sellToAlNoor(): Promise<number> {
    const manager = await t.bearer(ROLE.companyManager);
    sold += 1;
    const asked = await post(
      'company-subscriptions',
      {
        subscriber_name: `E-invoiced subscriber ${sold}`,
        phone: `05${String(51_000_000 + sold).padStart(8, '0')}`,
        email: `einvoiced${sold}@example.sa`,
        vehicles: [{ plate_letters: 'hrs', plate_number: String(7000 + sold) }],
      },
      manager,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const [company] = await t.database.db
      .select({ area_id: companies.area_id, vat_number: companies.vat_number })
      .from(companySubscriptions)
      .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
      .where(eq(companySubscriptions.id, asked.json().id));
    expect(company!.vat_number).toBe('311111111100003');
    await (unitOfCompany ??= onboardUnit(t, superAdmin, company!.area_id!));
    const [cash] = await t.database.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'cash'));
    const approval = await decide(t, {
      url: `/api/company-subscriptions/${asked.json().id}/approve`,
      token: superAdmin,
      payload: { payment_method_id: cash!.id },
    });
    expect(approval.statusCode, approval.body).toBe(200);
    const [payment] = await t.database.db
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.company_subscription_id, asked.json().id));
    return payment!.id;
  }

  it('is a standard tax invoice naming the buyer, cleared by the Authority before its receipt is handed over', async () => {
    const paymentId = await sellToAlNoor();
    const receipt = await receiptOf(paymentId);
    expect(receipt.einvoice).toMatchObject({
      kind: 'standard',
      status: 'cleared',
      released: true,
      buyer: { vat_number: '311111111100003', building_number: '7235', postal_code: '12244' },
    });
    const xml = (
      await t.request({ method: 'GET', url: `/api/payment-transactions/${paymentId}/e-invoice`, token: admin })
    ).body;
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0100000">388</cbc:InvoiceTypeCode>');
    expect(xml).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID>311111111100003<\/cbc:CompanyID>/);
    expect(xmlText(xml, 'cbc:ActualDeliveryDate')).toBe(xmlText(xml, 'cbc:IssueDate'));
    const qr = decodeZatcaPhase2Tlv(receipt.qr);
    // Tag 9, the CA's signature of the certificate, is a simplified invoice's alone.
    expect(qr.certificateSignature).toBeNull();
    expect(qr.invoiceHash).toBe(receipt.einvoice.hash);
  });

  it('is held back while the Authority cannot be reached, and handed over once it is cleared', async () => {
    line.down = true;
    const paymentId = await sellToAlNoor();
    expect((await receiptOf(paymentId)).einvoice).toMatchObject({
      kind: 'standard',
      status: 'queued',
      released: false,
    });
    // Asked for again before the retry's wait has run out, it is not sent again.
    expect((await receiptOf(paymentId)).einvoice.status).toBe('queued');
    expect((await documentOf(paymentId)).attempts).toBe(1);
    line.down = false;
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await receiptOf(paymentId)).einvoice).toMatchObject({ status: 'cleared', released: true });
    expect((await documentOf(paymentId)).attempts).toBe(2);
  });

  it('a refund of it is a standard credit note, cleared too', async () => {
    const paymentId = await sellToAlNoor();
    await receiptOf(paymentId);
    const refund = await decide(t, {
      url: `/api/payment-transactions/${paymentId}/refund`,
      token: admin,
      payload: { amount: 10, payment_method: 'cash', reason: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    await sendDue();
    const invoice = await documentOf(paymentId);
    expect(await documentOf(refund.json().id)).toMatchObject({
      kind: 'standard',
      type: 'credit-note',
      corrects_id: invoice.id,
      status: 'cleared',
    });
  });
});

describe('the chain', () => {
  it('numbers a unit’s documents without a gap, each naming the hash of the one before, and verifies', async () => {
    for (const amount of [100, 2500, 99, 1, 123456]) await pay(amount);
    await sendDue();
    const documents = await t.database.db
      .select()
      .from(einvoiceDocuments)
      .where(eq(einvoiceDocuments.unit_id, unitId))
      .orderBy(einvoiceDocuments.counter);
    documents.forEach((document, index) => {
      expect(document.counter).toBe(index + 1);
      if (index > 0) expect(document.previous_hash).toBe(documents[index - 1]!.hash);
    });
    expect(await chainCheck()).toEqual({ unit_id: unitId, documents: documents.length, first_break: null });
  });

  it('refuses in the database to change or delete a signed document', async () => {
    await expect(t.database.db.update(einvoiceDocuments).set({ total_halalas: 1 })).rejects.toThrow();
    await expect(t.database.db.delete(einvoiceDocuments)).rejects.toThrow();
  });
});

describe('over random payments and refunds', () => {
  it('the chain has no gap, every PIH is the hash before it, amounts and VAT are the payments’ to the halala, and credit notes never exceed what they correct', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            halalas: fc.integer({ min: 1, max: 500_000 }),
            refunds: fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }),
          }),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (sales) => {
          for (const sale of sales) {
            const paymentId = await pay(sale.halalas);
            // Refund shares of what is left: the server refuses what would exceed the payment, and so must the credit notes.
            for (const percent of sale.refunds) {
              const amount = Math.max(0.01, Math.floor(sale.halalas * percent) / 10_000);
              await decide(t, {
                url: `/api/payment-transactions/${paymentId}/refund`,
                token: admin,
                payload: { amount, payment_method: 'cash', reason: 'Property' },
              });
            }
          }
          await sendDue();
          const documents = await t.database.db
            .select({ document: einvoiceDocuments, amount: paymentTransactions.amount_halalas })
            .from(einvoiceDocuments)
            .innerJoin(paymentTransactions, eq(paymentTransactions.id, einvoiceDocuments.payment_transaction_id))
            .where(eq(einvoiceDocuments.unit_id, unitId))
            .orderBy(einvoiceDocuments.counter);
          const credited = new Map<number, number>();
          documents.forEach(({ document, amount }, index) => {
            expect(document.counter).toBe(index + 1);
            expect(document.previous_hash).toBe(
              index === 0 ? FIRST_PREVIOUS_INVOICE_HASH : documents[index - 1]!.document.hash,
            );
            expect(document.total_halalas).toBe(Math.abs(amount));
            expect(document.vat_halalas).toBe(vatIncluded(Math.abs(amount)).vat);
            expect(document.type).toBe(amount < 0 ? 'credit-note' : 'invoice');
            if (document.corrects_id !== null) {
              credited.set(document.corrects_id, (credited.get(document.corrects_id) ?? 0) + document.total_halalas);
            }
          });
          const invoices = new Map(documents.map(({ document }) => [document.id, document.total_halalas]));
          for (const [invoice, total] of credited) expect(total).toBeLessThanOrEqual(invoices.get(invoice)!);
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('when the Authority cannot be reached', () => {
  it('queues the documents, tries again later and reports every one once it is back', async () => {
    line.down = true;
    const payments = [await pay(700), await pay(800), await pay(900)];
    await sendDue();
    for (const id of payments) {
      expect(await documentOf(id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        http_status: null,
        messages: [expect.objectContaining({ code: 'unreachable' })],
      });
    }
    // Not yet due: the retry waits.
    expect((await sendDue()).sent).toBe(0);
    line.down = false;
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await sendDue()).sent).toBe(3);
    for (const id of payments) expect(await documentOf(id)).toMatchObject({ status: 'reported', attempts: 2 });
    const reported = await t.database.db
      .select()
      .from(einvoiceDocuments)
      .where(and(eq(einvoiceDocuments.unit_id, unitId)));
    expect(new Set(reported.map((d) => d.counter)).size).toBe(reported.length);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances issuing at once on PostgreSQL', () => {
  it('never give two documents one counter nor break the chain', async () => {
    const second = await createSecondTestApp(t, {}, { backgroundJobs: false });
    try {
      const before = await t.database.db.select().from(einvoiceDocuments).where(eq(einvoiceDocuments.unit_id, unitId));
      // Payments arrive from both processes' connections at once, and both drain the queue at once, again and again.
      const payments = await Promise.all(
        Array.from({ length: 40 }, (_, n) =>
          (n % 2 ? second : t).database.db
            .insert(paymentTransactions)
            .values({ ...templates.guest, area_id: areaId, amount_halalas: 100 + n, status: 'paid', created_at: now })
            .returning({ id: paymentTransactions.id }),
        ),
      );
      const drains = await Promise.all(
        [t, second, t, second].map((app) =>
          app.request({ method: 'POST', url: '/api/einvoice-documents/send-due', token: admin }),
        ),
      );
      for (const drain of drains) expect(drain.statusCode).toBe(200);
      expect(drains.reduce((sum, drain) => sum + (drain.json().issued as number), 0)).toBe(payments.length);
      const documents = await t.database.db
        .select()
        .from(einvoiceDocuments)
        .where(eq(einvoiceDocuments.unit_id, unitId))
        .orderBy(einvoiceDocuments.counter);
      expect(documents).toHaveLength(before.length + payments.length);
      documents.forEach((document, index) => {
        expect(document.counter).toBe(index + 1);
        if (index > 0) expect(document.previous_hash).toBe(documents[index - 1]!.hash);
      });
      expect((await chainCheck()).first_break).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('refunds racing the issuer on PostgreSQL', () => {
  /** A refund on the version of its payment read beforehand (`seen`), as a person at the screen sends it. */
  const refund = (app: TestApp, paymentId: number, seen: string) =>
    app.request({
      method: 'POST',
      url: `/api/payment-transactions/${paymentId}/refund`,
      token: admin,
      payload: { amount: 1, payment_method: 'cash', reason: 'Charged twice' },
      headers: { 'if-match': seen },
    });
  const seenOf = (paymentId: number) => versionRead(t, admin, `/api/payment-transactions/${paymentId}`);
  const drain = (app: TestApp) =>
    app.request({ method: 'POST', url: '/api/einvoice-documents/send-due', token: admin });

  it('a refund of a payment being invoiced waits its turn: neither deadlocks nor fails', async () => {
    const log: string[] = [];
    const logStream = new PassThrough().on('data', (line: Buffer) => log.push(line.toString()));
    const second = await createSecondTestApp(t, {}, { logStream, backgroundJobs: false });
    try {
      const paymentId = await pay(4000);
      const seen = await seenOf(paymentId);
      // The issuer reaches the unit's row first and the refund, holding its payment's row by then,
      // second: the issuer then writes the payment's invoice while the refund queues its credit note.
      const unit = await holdLock(t.database.db, sql`select id from einvoice_units where id = ${unitId} for update`);
      const drained = drain(second);
      await lockWaiters(t.database.db, 1);
      const refunded = refund(second, paymentId, seen);
      await lockWaiters(t.database.db, 2);
      await unit.release();
      const [drainAnswer, refundAnswer] = await Promise.all([drained, refunded]);
      expect(drainAnswer.statusCode, drainAnswer.body).toBe(200);
      expect(refundAnswer.statusCode, refundAnswer.body).toBe(201);
      // Not saved by running a deadlocked transaction again (server/db/transaction-retries.ts): none met.
      expect(log.filter((line) => line.includes('transaction met another'))).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('under load, every refund and every issuing round is answered, none with a 500', async () => {
    const second = await createSecondTestApp(t, {}, { backgroundJobs: false });
    try {
      const payments = await Promise.all(Array.from({ length: 24 }, (_, n) => pay(3000 + n)));
      const seen = await Promise.all(payments.map(seenOf));
      const answers = await Promise.all(
        payments.flatMap((paymentId, n) => [
          refund(n % 2 ? second : t, paymentId, seen[n]!),
          ...(n % 4 === 0 ? [drain(n % 8 ? t : second)] : []),
        ]),
      );
      expect(answers.map((answer) => answer.statusCode).filter((status) => status >= 300)).toEqual([]);
      expect((await drain(t)).statusCode).toBe(200);
      expect((await chainCheck()).first_break).toBeNull();
    } finally {
      await second.close();
    }
  });
});
