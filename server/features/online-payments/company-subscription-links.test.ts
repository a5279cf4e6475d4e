import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import {
  companies,
  companySubscriptions,
  einvoicePending,
  gatewayPayments,
  outbox,
  paymentLinks,
  paymentTransactions,
} from '../../db/schema';
import { companyPlacement } from '../../test/company-placement';
import { decide, versionRead } from '../../test/decisions';
import { onboardUnit } from '../../test/einvoicing';
import { companyBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { payLink, SIMULATOR_SOURCES, submitHostedPage } from '../../test/online-payments';
import { countRows, expectError, listAll } from '../../test/rest';
import { linkTokenHash } from './link-tokens';

let t: TestApp;
let superAdmin: string;
let placement: Awaited<ReturnType<typeof companyPlacement>>;
let onlineMethodId: number;
let made = 0;
let now = new Date();

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: 1000 }, { now: () => now, backgroundJobs: false });
  superAdmin = await t.bearer(ROLE.superAdmin);
  placement = await companyPlacement(t, superAdmin);
  await onboardUnit(t, superAdmin, placement.area_id);
  const methods = await listAll(t, superAdmin, 'payment-methods');
  onlineMethodId = methods.find((method) => method.code === 'online')!.id;
});
afterAll(() => t.close());

/** A fresh company of two units with its manager signed in, and one subscription of it approved to be paid online. */
async function awaitingPayment(overrides: Record<string, unknown> = {}) {
  const body = companyBody(placement, { initial_quota: 2, ...overrides });
  const company = (await t.request({ method: 'POST', url: '/api/companies', token: superAdmin, payload: body })).json();
  const manager = await t.bearer({ email: body.admin_email, password: body.admin_password });
  made += 1;
  const created = await t.request({
    method: 'POST',
    url: '/api/company-subscriptions',
    token: manager,
    payload: {
      subscriber_name: `Online Subscriber ${made}`,
      phone: '0551234567',
      email: `online${made}@example.sa`,
      notes: null,
      vehicles: [{ plate_letters: 'ABJ', plate_number: String(7000 + made), notes: null, is_active: true }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const approved = await decide(t, {
    url: `/api/company-subscriptions/${created.json().id}/approve`,
    token: superAdmin,
    payload: { payment_method_id: onlineMethodId },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { company: company as { id: number }, manager, managerEmail: body.admin_email, subscription: approved.json() };
}

async function sendLink(id: number, token = superAdmin) {
  const sent = await decide(t, {
    url: `/api/company-subscriptions/${id}/payment-link`,
    token,
    payload: { lang: 'en', mail: true },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const answer = sent.json() as { url: string; text: string; mailed_to: string | null };
  return { ...answer, token: answer.url.split('/pay/')[1]! };
}

const linkView = async (token: string) =>
  (await t.request({ method: 'GET', url: `/api/public/payment-links/${token}` })).json();
const paymentsOf = (id: number) =>
  t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.company_subscription_id, id));
const rowOf = async (id: number) =>
  (await t.database.db.select().from(companySubscriptions).where(eq(companySubscriptions.id, id)))[0]!;
const usedQuota = async (companyId: number) =>
  (await t.database.db.select({ used: companies.used_quota }).from(companies).where(eq(companies.id, companyId)))[0]!
    .used;
const outcomesOf = async (token: string) =>
  (
    await t.database.db
      .select({ outcome: gatewayPayments.outcome, reason: gatewayPayments.refund_reason })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(eq(paymentLinks.token_hash, linkTokenHash(token)))
  ).map((row) => [row.outcome, row.reason]);

describe('a company subscription approved to be paid online', () => {
  it('awaits its payment holding its unit of the quota: no payment row, no dates, a tab of its own', async () => {
    const { company, manager, subscription } = await awaitingPayment();
    expect(subscription).toMatchObject({ status: 'awaiting_payment', start_date: null, price: 1200 });
    expect(await paymentsOf(subscription.id)).toEqual([]);
    expect(await usedQuota(company.id)).toBe(1);
    const listed = await listAll(t, manager, 'company-subscriptions', { filter: { status: 'awaiting_payment' } });
    expect(listed.map((row) => row.id)).toEqual([subscription.id]);
    const counts = await t.request({ method: 'GET', url: '/api/company-subscriptions/counts', token: manager });
    expect(counts.json()).toMatchObject({ awaiting_payment: 1, active: 0, pending: 0 });
  });

  it("is paid by the link mailed to the company's manager: one payment row by the online method, its e-invoice queued, active from today", async () => {
    const { manager, managerEmail, subscription } = await awaitingPayment();
    const link = await sendLink(subscription.id);
    expect(link.mailed_to).toBe(managerEmail);
    expect(link.text).toContain(subscription.subscriber_name);
    // What the gateway is told names the company and plan, never the subscriber.
    const [stored] = await t.database.db
      .select({ description: paymentLinks.description })
      .from(paymentLinks)
      .where(eq(paymentLinks.token_hash, linkTokenHash(link.token)));
    expect(stored!.description).not.toContain(subscription.subscriber_name);
    expect(await linkView(link.token)).toMatchObject({
      kind: 'company_subscription',
      state: 'open',
      amount: 1200,
      subscriber_name: subscription.subscriber_name,
      start_date: null,
    });
    await payLink(t, link.token);
    const rows = await paymentsOf(subscription.id);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'paid', amount_halalas: 120_000, payment_method_id: onlineMethodId }),
    ]);
    expect(
      await countRows(t.database.db, einvoicePending, eq(einvoicePending.payment_transaction_id, rows[0]!.id)),
    ).toBe(1);
    const today = localDate(new Date());
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'active', start_date: today });
    expect(await linkView(link.token)).toMatchObject({ state: 'paid', start_date: today });
    const mailed = await t.database.db.select().from(outbox).where(eq(outbox.recipient, managerEmail));
    expect(mailed.map((mail) => mail.body).join()).not.toContain(link.token);
    const shown = await t.request({
      method: 'GET',
      url: `/api/company-subscriptions/${subscription.id}`,
      token: manager,
    });
    expect(shown.json()).toMatchObject({ status: 'active' });
    // Paid, the link takes no second payment.
    const again = await t.request({
      method: 'POST',
      url: `/api/public/payment-links/${link.token}/checkout`,
      payload: { lang: 'en' },
    });
    expectError(again, 409, 'payment_link_paid');
  });

  it("is the company's own: its manager makes the link to pay it, another company's manager cannot reach it", async () => {
    const { manager, subscription } = await awaitingPayment();
    const other = await awaitingPayment();
    const url = `/api/company-subscriptions/${subscription.id}`;
    const refused = await t.request({
      method: 'POST',
      url: `${url}/payment-link`,
      token: other.manager,
      payload: { lang: 'ar' },
      headers: { 'if-match': await versionRead(t, superAdmin, url) },
    });
    expect(refused.statusCode).toBe(404);
    const link = await sendLink(subscription.id, manager);
    await payLink(t, link.token);
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'active' });
  });

  it('pays nothing once rejected: a payment on a page opened before is paid back, the unit goes back to the quota', async () => {
    const { company, subscription } = await awaitingPayment();
    const link = await sendLink(subscription.id);
    const opened = await t.request({
      method: 'POST',
      url: `/api/public/payment-links/${link.token}/checkout`,
      payload: { lang: 'en' },
    });
    const rejected = await decide(t, {
      url: `/api/company-subscriptions/${subscription.id}/reject`,
      token: superAdmin,
      payload: { reason: 'The company asked to cancel it' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await usedQuota(company.id)).toBe(0);
    expect(await linkView(link.token)).toMatchObject({ state: 'cancelled' });
    const page = new URL(opened.json().url);
    const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES.stcPay);
    await t.request({ method: 'GET', url: paid.location! });
    expect(await paymentsOf(subscription.id)).toEqual([]);
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'rejected' });
    expect((await outcomesOf(link.token))[0]).toEqual([expect.stringMatching(/^refund/), expect.any(String)]);
  });

  it("is paid back, not put in force, when its company's quota lapsed before the payment", async () => {
    const { subscription } = await awaitingPayment({ quota_valid_to: localDate(now) });
    const link = await sendLink(subscription.id);
    const opened = await t.request({
      method: 'POST',
      url: `/api/public/payment-links/${link.token}/checkout`,
      payload: { lang: 'en' },
    });
    const page = new URL(opened.json().url);
    const approvedAt = now;
    now = new Date(now.getTime() + 26 * 3_600_000);
    try {
      const paid = await submitHostedPage(t, `${page.pathname}${page.search}`, SIMULATOR_SOURCES.visa);
      await t.request({ method: 'GET', url: paid.location! });
    } finally {
      now = approvedAt;
    }
    expect(await paymentsOf(subscription.id)).toEqual([]);
    expect(await rowOf(subscription.id)).toMatchObject({ status: 'awaiting_payment' });
    expect((await outcomesOf(link.token))[0]).toEqual([expect.stringMatching(/^refund/), 'quota_not_in_force']);
  });
});
