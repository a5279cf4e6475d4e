import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../../domain/local-date';
import { validatedPart } from '../../../domain/merchant-validation';
import { sarToHalalas } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import { TARIFF_LINE } from '../../../domain/tariff';
import { vatIncluded } from '../../../domain/vat';
import { decodeZatcaPhase2Tlv } from '../../../domain/zatca-qr';
import {
  einvoiceDocuments,
  einvoiceSubmissions,
  gateTypes,
  merchants,
  paymentMethods,
  paymentTransactions,
  vehicles,
} from '../../db/schema';
import { onboardUnit, xmlText } from '../../test/einvoicing';
import { areaBody, employeeBody, gateBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { whileLockHeld } from '../../test/locks';
import { decide } from '../../test/decisions';
import { createThrough, expectError } from '../../test/rest';
import { stayValues } from '../../test/stays';

/**
 * Every riyal received has its tax document, and VAT is counted once: a driver's exit, a
 * merchant's top-up and a merchant's monthly bill are payments, each with one document of its
 * amount, and a validated stay's document states the whole price with the merchant's part taken
 * off, so that no halala of a stay's price is taxed in two documents nor in none
 * (docs/einvoicing.md, "Merchant validations and prepaid balances").
 */

/** The instant the app reads: a test moves it past a month's end to bill that month. */
let now = new Date();

let t: TestApp;
let superAdmin: string;
let areaId: number;
let exitGateId: number;

const MINUTE = 60_000;
let plates = 0;
const nextPlate = () => `VAT${++plates}`;

const post = (url: string, payload?: object, token = superAdmin) =>
  t.request({ method: 'POST', url: `/api/${url}`, token, ...(payload === undefined ? {} : { payload }) });

const sendDue = async () => (await post('einvoice-documents/send-due')).json();

const VAT_BUYER = {
  vat_number: '310122393500003',
  address_street: 'طريق الملك فهد',
  address_building_number: '1234',
  address_district: 'العليا',
  address_city: 'الرياض',
  address_postal_code: '12211',
};

/** A merchant of the area with a free-stay offer and a validator account of it, signed in. */
async function merchantWith(billing_mode: 'prepaid' | 'monthly', taxIdentity: object = {}) {
  const merchant = await createThrough(t, superAdmin, 'merchants', {
    name: 'Tax Test Shop',
    name_ar: 'متجر اختبار الضريبة',
    area_id: areaId,
    billing_mode,
    ...taxIdentity,
  });
  const offer = await createThrough(t, superAdmin, 'merchant-offers', {
    merchant_id: merchant.id,
    name: '5 SAR off',
    name_ar: 'خصم 5 ريالات',
    kind: 'amount_off',
    amount: 5,
  });
  const body = employeeBody({ role_id: ROLE.validator, merchant_id: merchant.id });
  await createThrough(t, superAdmin, 'employees', body);
  return { id: merchant.id as number, offerId: offer.id as number, token: await t.bearer(body) };
}

async function stayInside(minutes: number) {
  const [stay] = await t.database.db
    .insert(vehicles)
    .values(stayValues(nextPlate(), areaId, { entry_time: new Date(now.getTime() - minutes * MINUTE) }))
    .returning();
  return stay!;
}

async function validate(token: string, stayId: number, offerId: number) {
  const response = await post('validations', { stay_id: stayId, offer_id: offerId, reason: 'purchase' }, token);
  expect(response.statusCode, response.body).toBe(201);
}

async function leave(plate: string): Promise<number> {
  const response = await post('gate/exits', {
    gate_id: exitGateId,
    plate,
    event_id: `vat-exit-${plate}`,
    payment_method: 'cash',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().transaction_id;
}

async function topUp(merchantId: number, amount: number) {
  const response = await post(`merchants/${merchantId}/top-ups`, { amount });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Every document of the area's payments, with its payment and its standing with the Authority. */
async function documentsOfArea() {
  return t.database.db
    .select({ document: einvoiceDocuments, payment: paymentTransactions, status: einvoiceSubmissions.status })
    .from(einvoiceDocuments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, einvoiceDocuments.payment_transaction_id))
    .innerJoin(einvoiceSubmissions, eq(einvoiceSubmissions.document_id, einvoiceDocuments.id))
    .where(eq(paymentTransactions.area_id, areaId));
}

async function documentOfPayment(paymentId: number) {
  const [row] = (await documentsOfArea()).filter(({ payment }) => payment.id === paymentId);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now });
  superAdmin = await t.bearer(ROLE.superAdmin);
  areaId = (await createThrough(t, superAdmin, 'areas', areaBody())).id;
  const [exitType] = await t.database.db.select().from(gateTypes).where(eq(gateTypes.code, 'exit'));
  exitGateId = (await createThrough(t, superAdmin, 'gates', gateBody(areaId, exitType!.id))).id;
  await onboardUnit(t, superAdmin, areaId);
});
afterAll(() => t.close());

describe("a driver's invoice", () => {
  /** A stay's paid exit of `price` halalas of which merchants' validations took `validated` off. */
  async function paidExit(price: number, validated: number) {
    const stay = await stayInside(200);
    const [cash] = await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.code, 'cash'));
    const [payment] = await t.database.db
      .insert(paymentTransactions)
      .values({
        vehicle_id: stay.id,
        type: 'guest',
        area_id: areaId,
        entry_time: stay.entry_time,
        hourly_rate_halalas: stay.tariff.hourly_fee_halalas,
        tariff: stay.tariff,
        amount_halalas: price - validated,
        payment_method_id: cash!.id,
        lines: [
          { key: TARIFF_LINE.firstHour, values: {}, amount: price },
          ...(validated > 0 ? [{ key: TARIFF_LINE.validation, values: { fee: validated }, amount: -validated }] : []),
        ],
      })
      .returning({ id: paymentTransactions.id });
    return payment!.id;
  }

  it('of a 14.00 stay with a 5.00 validation prices the whole stay and taxes only the 9.00 the driver paid', async () => {
    const paymentId = await paidExit(1400, 500);
    await sendDue();
    const { document, status } = (await documentOfPayment(paymentId))!;
    const [submission] = await t.database.db
      .select()
      .from(einvoiceSubmissions)
      .where(eq(einvoiceSubmissions.document_id, document.id));
    expect(status, JSON.stringify(submission!.messages)).toBe('reported');
    const xml = document.xml;
    // The line is the stay's whole price: 12.17 + 1.83 = 14.00.
    expect(xmlText(xml, 'cbc:RoundingAmount')).toBe('14.00');
    expect(xmlText(xml, 'cbc:LineExtensionAmount')).toBe('12.17');
    // The merchant's 5.00 is taken off as an allowance; its VAT is the merchant's own invoice's.
    expect(xml).toContain('<cbc:ChargeIndicator>false</cbc:ChargeIndicator>');
    expect(xmlText(xml, 'cbc:AllowanceTotalAmount')).toBe('4.34');
    expect(xmlText(xml, 'cbc:TaxExclusiveAmount')).toBe('7.83');
    expect(xmlText(xml, 'cbc:TaxAmount')).toBe('1.17');
    expect(xmlText(xml, 'cbc:PayableAmount')).toBe('9.00');
    expect(document).toMatchObject({ total_halalas: 900, vat_halalas: vatIncluded(900).vat });
    expect(decodeZatcaPhase2Tlv(document.qr)).toMatchObject({ total: '9.00', vat: '1.17' });
  });

  it('of an 11.00 payment says 11.00 in its QR code, the halala of rounding stated in the document', async () => {
    const paymentId = await paidExit(1100, 0);
    await sendDue();
    const { document, status } = (await documentOfPayment(paymentId))!;
    expect(status).toBe('reported');
    // 11.00 has no net whose 15 % makes it up: 9.56 + 1.43 = 10.99, and the halala is the payable rounding.
    expect(xmlText(document.xml, 'cbc:TaxInclusiveAmount')).toBe('10.99');
    expect(xmlText(document.xml, 'cbc:PayableRoundingAmount')).toBe('0.01');
    expect(xmlText(document.xml, 'cbc:PayableAmount')).toBe('11.00');
    expect(decodeZatcaPhase2Tlv(document.qr)).toMatchObject({ total: '11.00', vat: '1.43' });
  });
});

describe("a merchant's payments", () => {
  it('a top-up is a payment with its own tax invoice: simplified without a VAT number', async () => {
    const merchant = await merchantWith('prepaid');
    const record = await topUp(merchant.id, 100);
    expect(record.transaction_id).toEqual(expect.any(Number));
    await sendDue();
    const { document, payment, status } = (await documentOfPayment(record.transaction_id))!;
    expect(payment).toMatchObject({ type: 'merchant', merchant_id: merchant.id, amount_halalas: 10_000 });
    expect(document).toMatchObject({ kind: 'simplified', type: 'invoice', total_halalas: 10_000, vat_halalas: 1304 });
    expect(status).toBe('reported');
    const receipt = await t.request({
      method: 'GET',
      url: `/api/payment-transactions/${record.transaction_id}/receipt`,
      token: superAdmin,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      type: 'merchant',
      total: 100,
      vat: 13.04,
      einvoice: { kind: 'simplified' },
    });
  });

  it('a top-up is not refunded as a payment: its money is the balance', async () => {
    const merchant = await merchantWith('prepaid');
    const record = await topUp(merchant.id, 20);
    const refund = await decide(t, {
      url: `/api/payment-transactions/${record.transaction_id}/refund`,
      token: superAdmin,
      payload: { amount: 20, payment_method: 'bank_transfer', reason: 'Merchant left' },
    });
    expectError(refund, 422, 'merchant_payment');
  });

  it('a VAT-registered merchant gets a standard tax invoice naming it, cleared by the Authority', async () => {
    const merchant = await merchantWith('prepaid', VAT_BUYER);
    const record = await topUp(merchant.id, 50);
    await sendDue();
    const { document, status } = (await documentOfPayment(record.transaction_id))!;
    expect(document).toMatchObject({ kind: 'standard', total_halalas: 5000, vat_halalas: 652 });
    expect(document.buyer).toMatchObject({ name: 'متجر اختبار الضريبة', vat_number: VAT_BUYER.vat_number });
    expect(document.xml).toContain(`<cbc:CompanyID>${VAT_BUYER.vat_number}</cbc:CompanyID>`);
    expect(status).toBe('cleared');
  });

  it('refuses a VAT number without the national address a standard invoice states', async () => {
    const response = await post('merchants', {
      name: 'No Address Shop',
      area_id: areaId,
      billing_mode: 'monthly',
      vat_number: VAT_BUYER.vat_number,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ address_street: 'ps.validation.required_with_vat_number' });
  });

  it("a monthly merchant's month is billed once it is over, once, as a payment with its tax invoice", async () => {
    const merchant = await merchantWith('monthly', VAT_BUYER);
    const month = now.toISOString().slice(0, 7);
    const stay = await stayInside(200);
    await validate(merchant.token, stay.id, merchant.offerId);
    expectError(await post(`merchants/${merchant.id}/bills`, { month }), 422, 'month_not_over');
    const before = now;
    now = new Date(`${addMonths(`${month}-01`, 1)}T12:00:00Z`);
    try {
      const billed = await post(`merchants/${merchant.id}/bills`, { month, reference: 'TRF-1' });
      expect(billed.statusCode, billed.body).toBe(201);
      expect(billed.json()).toMatchObject({ month, amount: 5 });
      expectError(await post(`merchants/${merchant.id}/bills`, { month }), 422, 'month_already_billed');
      const earlier = addMonths(`${month}-01`, -1).slice(0, 7);
      expectError(await post(`merchants/${merchant.id}/bills`, { month: earlier }), 422, 'nothing_to_bill');
      const statement = (
        await t.request({
          method: 'GET',
          url: `/api/merchants/${merchant.id}/statement?month=${month}`,
          token: superAdmin,
        })
      ).json();
      expect(statement.bill).toMatchObject({ transaction_id: billed.json().transaction_id, amount: 5 });
      await sendDue();
      const { document, status } = (await documentOfPayment(billed.json().transaction_id))!;
      expect(document).toMatchObject({ kind: 'standard', total_halalas: 500, vat_halalas: 65 });
      expect(status).toBe('cleared');
    } finally {
      now = before;
    }
  });

  it('bills a monthly merchant only, and takes top-ups from a prepaid one only', async () => {
    const prepaid = await merchantWith('prepaid');
    expectError(await post(`merchants/${prepaid.id}/bills`, { month: '2020-01' }), 422, 'not_monthly');
    const monthly = await merchantWith('monthly');
    expectError(await post(`merchants/${monthly.id}/top-ups`, { amount: 10 }), 422, 'not_prepaid');
  });
});

describe('at once (PostgreSQL)', () => {
  it('bills a month once of two bills at once: one payment, one tax invoice', async (context) => {
    if (t.database.kind !== 'postgres') context.skip();
    const merchant = await merchantWith('monthly');
    const month = now.toISOString().slice(0, 7);
    await validate(merchant.token, (await stayInside(200)).id, merchant.offerId);
    const before = now;
    now = new Date(`${addMonths(`${month}-01`, 1)}T12:00:00Z`);
    try {
      const answers = await whileLockHeld(
        t.database.db,
        sql`select id from merchants where id = ${merchant.id} for update`,
        () =>
          Promise.all([
            post(`merchants/${merchant.id}/bills`, { month }),
            post(`merchants/${merchant.id}/bills`, { month }),
          ]),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
      const paid = await t.database.db
        .select()
        .from(paymentTransactions)
        .where(eq(paymentTransactions.merchant_id, merchant.id));
      expect(paid).toHaveLength(1);
    } finally {
      now = before;
    }
  });
});

describe('every riyal received', () => {
  type Step =
    { kind: 'exit'; minutes: number; validatedBy: 'none' | 'prepaid' | 'monthly' } | { kind: 'top-up'; amount: number };

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('exit' as const),
      minutes: fc.integer({ min: 40, max: 600 }),
      validatedBy: fc.constantFrom('none' as const, 'prepaid' as const, 'monthly' as const),
    }),
    fc.record({ kind: fc.constant('top-up' as const), amount: fc.integer({ min: 1, max: 5000 }).map((h) => h / 100) }),
  );

  it('is in exactly one tax document of its amount, and the stays’ prices are taxed once across the documents', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const before = now;
        now = new Date();
        const prepaid = await merchantWith('prepaid');
        const monthly = await merchantWith('monthly');
        await topUp(prepaid.id, 60);
        const month = now.toISOString().slice(0, 7);
        const exits: number[] = [];
        for (const each of steps) {
          if (each.kind === 'top-up') {
            await topUp(prepaid.id, each.amount);
            continue;
          }
          const stay = await stayInside(each.minutes);
          const merchant = { none: null, prepaid, monthly }[each.validatedBy];
          if (merchant) {
            const quote = await post('validations/lookup', { plate: stay.plate }, merchant.token);
            expect(quote.statusCode, quote.body).toBe(200);
            if (quote.json().offers[0].takes_off > 0) await validate(merchant.token, stay.id, merchant.offerId);
          }
          exits.push(await leave(stay.plate));
        }
        now = new Date(`${addMonths(`${month}-01`, 1)}T12:00:00Z`);
        const bill = await post(`merchants/${monthly.id}/bills`, { month });
        now = before;
        await sendDue();

        const merchantIds = [prepaid.id, monthly.id];
        const payments = (
          await t.database.db
            .select()
            .from(paymentTransactions)
            .where(and(eq(paymentTransactions.area_id, areaId), ne(paymentTransactions.amount_halalas, 0)))
        ).filter((row) => exits.includes(row.id) || merchantIds.includes(row.merchant_id ?? 0));
        const documents = await documentsOfArea();
        // Every payment row of money, a driver's or a merchant's, has exactly one document of its amount and its VAT.
        for (const payment of payments) {
          const own = documents.filter((row) => row.payment.id === payment.id);
          expect(own, `payment ${payment.id}`).toHaveLength(1);
          expect(own[0]!.document.total_halalas).toBe(payment.amount_halalas);
          expect(own[0]!.document.vat_halalas).toBe(vatIncluded(payment.amount_halalas).vat);
          expect(own[0]!.status).toMatch(/^(reported|cleared)$/);
        }
        // The prices of the stays are the drivers' payments and the merchants' validations, each
        // halala once: what the monthly merchant's validations came to is its bill, what the
        // prepaid merchant's came to is what its top-ups paid in less its balance left.
        const closed = await t.database.db
          .select()
          .from(paymentTransactions)
          .where(inArray(paymentTransactions.id, exits));
        const prices = closed.reduce((sum, row) => sum + row.amount_halalas + validatedPart(row.lines), 0);
        const drivers = closed.reduce((sum, row) => sum + row.amount_halalas, 0);
        const [{ left }] = (await t.database.db
          .select({ left: merchants.balance_halalas })
          .from(merchants)
          .where(eq(merchants.id, prepaid.id))) as [{ left: number }];
        const toppedUp = payments
          .filter((row) => row.merchant_id === prepaid.id)
          .reduce((sum, row) => sum + row.amount_halalas, 0);
        const billed = bill.statusCode === 201 ? sarToHalalas(bill.json().amount) : 0;
        expect(drivers + billed + (toppedUp - left)).toBe(prices);
        // A driver's document taxes what the driver paid, never the merchants' part again, and
        // states that part as an allowance off the whole price.
        for (const row of documents.filter(({ payment }) => exits.includes(payment.id))) {
          expect(row.document.vat_halalas).toBe(vatIncluded(row.payment.amount_halalas).vat);
          const allowance = sarToHalalas(Number(xmlText(row.document.xml, 'cbc:AllowanceTotalAmount')));
          expect(allowance > 0).toBe(validatedPart(row.payment.lines) > 0);
        }
      }),
      { numRuns: 4 },
    );
  });
});
