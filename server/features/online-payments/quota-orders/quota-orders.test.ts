import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate } from '../../../../domain/local-date';
import { ROLE } from '../../../../domain/roles';
import {
  companies,
  einvoicePending,
  gatewayPayments,
  outbox,
  paymentLinks,
  paymentTransactions,
} from '../../../db/schema';
import { companyPlacement } from '../../../test/company-placement';
import { onboardUnit } from '../../../test/einvoicing';
import { companyBody } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { payLink, SIMULATOR_SOURCES, submitHostedPage } from '../../../test/online-payments';
import { countRows, expectError, expectValidationError } from '../../../test/rest';
import { linkTokenHash } from '../link-tokens';

let t: TestApp;
let superAdmin: string;
let placement: Awaited<ReturnType<typeof companyPlacement>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { backgroundJobs: false });
  superAdmin = await t.bearer(ROLE.superAdmin);
  placement = await companyPlacement(t, superAdmin);
  await onboardUnit(t, superAdmin, placement.area_id);
});
afterAll(() => t.close());

const VAT_BUYER = {
  vat_number: '311111111100003',
  address_street: 'King Fahd Road',
  address_building_number: '7235',
  address_district: 'Al Olaya',
  address_city: 'Riyadh',
  address_postal_code: '12244',
};

/** A fresh company of ten units for thirty days, with its manager signed in. */
async function company(overrides: Record<string, unknown> = {}) {
  const body = companyBody(placement, {
    initial_quota: 10,
    quota_valid_to: addDays(localDate(new Date()), 30),
    ...overrides,
  });
  const created = await t.request({ method: 'POST', url: '/api/companies', token: superAdmin, payload: body });
  expect(created.statusCode, created.body).toBe(201);
  const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
  return { ...(created.json() as { id: number; quota_valid_to: string }), manager, managerEmail: body.admin_email };
}

const deactivate = async (id: number) => {
  const read = await t.request({ method: 'GET', url: `/api/companies/${id}`, token: superAdmin });
  const changed = await t.request({
    method: 'PUT',
    url: `/api/companies/${id}`,
    token: superAdmin,
    payload: { ...(read.json() as object), is_active: false },
  });
  expect(changed.statusCode, changed.body).toBe(200);
};

const validTo = () => addDays(localDate(new Date()), 200);

/** A super admin orders more quota for the company as they read it; answers the link sent to its manager. */
async function orderQuota(companyId: number, body: Record<string, unknown> = {}) {
  const ordered = await t.request({
    method: 'POST',
    url: `/api/companies/${companyId}/quota-orders`,
    token: superAdmin,
    payload: { units: 5, valid_to: validTo(), amount: 2500, lang: 'en', mail: true, ...body },
  });
  expect(ordered.statusCode, ordered.body).toBe(200);
  const answer = ordered.json() as { url: string; text: string; mailed_to: string | null };
  return { ...answer, token: answer.url.split('/pay/')[1]! };
}

const ordersOf = async (companyId: number, token = superAdmin) => {
  const listed = await t.request({ method: 'GET', url: `/api/companies/${companyId}/quota-orders`, token });
  expect(listed.statusCode, listed.body).toBe(200);
  return listed.json() as Array<{ id: number; status: string; version: string; payment_transaction_id: number | null }>;
};
const quotaOf = async (companyId: number) =>
  (
    await t.database.db
      .select({ initial: companies.initial_quota, valid_to: companies.quota_valid_to })
      .from(companies)
      .where(eq(companies.id, companyId))
  )[0]!;
const paymentsOf = async (companyId: number) => {
  const ids = (await ordersOf(companyId)).map((order) => order.id);
  const rows = await t.database.db.select().from(paymentTransactions);
  return rows.filter((row) => row.quota_order_id !== null && ids.includes(row.quota_order_id));
};
/** The payer opens the gateway's page of a link, as its page's button does. */
const checkout = (token: string) =>
  t.request({ method: 'POST', url: `/api/public/payment-links/${token}/checkout`, payload: { lang: 'en' } });
const onOrder = (path: string, order: { id: number; version: string }, token: string, payload: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/quota-orders/${order.id}/${path}`,
    token,
    payload,
    headers: { 'if-match': order.version },
  });

describe("a company's order of more quota", () => {
  it('is paid by the link mailed to its manager: one payment row, its tax invoice naming the company, the quota grown once', async () => {
    const { id, managerEmail, quota_valid_to } = await company(VAT_BUYER);
    const link = await orderQuota(id);
    expect(link.mailed_to).toBe(managerEmail);
    expect(link.text).toContain('room for 5 more subscribers');
    expect(await quotaOf(id)).toEqual({ initial: 10, valid_to: quota_valid_to });
    const view = await t.request({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(view.json()).toMatchObject({ kind: 'quota_order', state: 'open', units: 5, amount: 2500 });

    await payLink(t, link.token, 'applePay');
    expect(await quotaOf(id)).toEqual({ initial: 15, valid_to: validTo() });
    const [payment, ...more] = await paymentsOf(id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ type: 'subscription', amount_halalas: 250_000, status: 'paid' });
    expect(
      await countRows(t.database.db, einvoicePending, eq(einvoicePending.payment_transaction_id, payment!.id)),
    ).toBe(1);
    const [order] = await ordersOf(id);
    expect(order).toMatchObject({ status: 'paid', payment_transaction_id: payment!.id });

    // The webhook and the return both told it; a second webhook tells it again: nothing moves twice.
    const [gateway] = await t.database.db
      .select({ id: gatewayPayments.gateway_payment_id })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(eq(paymentLinks.token_hash, linkTokenHash(link.token)));
    await t.request({ method: 'GET', url: `/api/payments/return/${link.token}?id=${gateway!.id}` });
    expect(await quotaOf(id)).toEqual({ initial: 15, valid_to: validTo() });
    expect(await paymentsOf(id)).toHaveLength(1);

    const receipt = await t.request({
      method: 'GET',
      url: `/api/payment-transactions/${payment!.id}/receipt`,
      token: superAdmin,
    });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({
      subscription: { kind: 'quota', units: 5, end_date: validTo() },
      einvoice: { kind: 'standard', buyer: { vat_number: VAT_BUYER.vat_number } },
    });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.recipient, managerEmail))).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ body: expect.stringContaining(link.token) })]),
    );
  });

  it("is its company's own: its manager reads it and pays it by a link of their own; another company's manager reaches nothing", async () => {
    const mine = await company();
    const other = await company();
    await orderQuota(mine.id, { mail: false });
    const [order] = await ordersOf(mine.id, mine.manager);
    expect(
      (await t.request({ method: 'GET', url: `/api/companies/${mine.id}/quota-orders`, token: other.manager }))
        .statusCode,
    ).toBe(404);
    expect((await onOrder('payment-link', order!, other.manager, { lang: 'ar' })).statusCode).toBe(404);
    expect((await onOrder('cancel', order!, mine.manager)).statusCode).toBe(403);
    const own = await onOrder('payment-link', order!, mine.manager, { lang: 'ar' });
    expect(own.statusCode, own.body).toBe(200);
    await payLink(t, (own.json() as { url: string }).url.split('/pay/')[1]!);
    expect((await quotaOf(mine.id)).initial).toBe(15);
  });

  it('refuses nonsense and changes nothing: no units, an end already past, no price, a deactivated company', async () => {
    const { id } = await company();
    const order = (payload: object) =>
      t.request({
        method: 'POST',
        url: `/api/companies/${id}/quota-orders`,
        token: superAdmin,
        payload: { lang: 'en', ...payload },
      });
    expectValidationError(await order({ units: 0, valid_to: validTo(), amount: 10 }), {
      units: 'ps.validation.min_one',
    });
    expectValidationError(await order({ units: 2, valid_to: addDays(localDate(new Date()), -1), amount: 10 }), {
      valid_to: 'ps.validation.not_before_today',
    });
    expectValidationError(await order({ units: 2, valid_to: validTo(), amount: 0 }), {
      amount: 'ps.validation.min_one',
    });
    const inactive = await company();
    await deactivate(inactive.id);
    const refused = await t.request({
      method: 'POST',
      url: `/api/companies/${inactive.id}/quota-orders`,
      token: superAdmin,
      payload: { units: 2, valid_to: validTo(), amount: 10, lang: 'en' },
    });
    expectError(refused, 409, 'company_inactive');
    expect([...(await ordersOf(id)), ...(await ordersOf(inactive.id))]).toEqual([]);
  });

  it('takes no payment once cancelled: its page closes, the quota untouched, and the cancel is refused on an order changed since', async () => {
    const { id } = await company();
    const link = await orderQuota(id);
    const opened = await checkout(link.token);
    const [order] = await ordersOf(id);
    const cancelled = await onOrder('cancel', order!, superAdmin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expectError(await onOrder('cancel', order!, superAdmin), 409, 'record_changed');
    await t.app.background.settled();
    const page = new URL(opened.json().url);
    const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES.mada);
    if (paid.location) await t.request({ method: 'GET', url: paid.location });
    expect(await paymentsOf(id)).toEqual([]);
    expect((await quotaOf(id)).initial).toBe(10);
    const view = await t.request({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(view.json()).toMatchObject({ state: 'cancelled' });
  });

  it('is paid back, the quota untouched, when its company was deactivated before the payment', async () => {
    const { id } = await company();
    const link = await orderQuota(id);
    await deactivate(id);
    await payLink(t, link.token, 'stcPay');
    expect(await paymentsOf(id)).toEqual([]);
    expect((await quotaOf(id)).initial).toBe(10);
    const [outcome] = await t.database.db
      .select({ outcome: gatewayPayments.outcome, reason: gatewayPayments.refund_reason })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(eq(paymentLinks.token_hash, linkTokenHash(link.token)));
    expect(outcome).toEqual({ outcome: expect.stringMatching(/^refund/), reason: 'company_inactive' });
  });

  it('grows the quota once when two browsers pay its link at once', async () => {
    const { id } = await company();
    const link = await orderQuota(id);
    const opened = await checkout(link.token);
    const page = new URL(opened.json().url);
    await Promise.all(
      ['mada', 'visa'].map(async (source) => {
        const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES[source as 'mada']);
        if (paid.location) await t.request({ method: 'GET', url: paid.location });
      }),
    );
    await t.app.background.settled();
    expect((await quotaOf(id)).initial).toBe(15);
    expect(await paymentsOf(id)).toHaveLength(1);
  });
});
