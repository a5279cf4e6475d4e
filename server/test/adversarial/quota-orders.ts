import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { addDays, localDate } from '../../../domain/local-date';
import { companies, gatewayPayments, paymentLinks, paymentTransactions, quotaOrders } from '../../db/schema';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { action, type Invariant } from './action';
import { payOnPage, SIGNAL_MODES } from './online';

/**
 * A super admin orders more quota for the company and its manager pays the order's link on the
 * gateway's page, its signals as the gateway may send them, one payer or two at once, sometimes
 * after the super admin cancelled the order. The model's truth: whether the order still awaited its
 * payment when it was paid.
 */
export const payQuotaOrder = action(
  "a company's manager pays a quota order online",
  1,
  fc.record({
    units: fc.integer({ min: 1, max: 3 }),
    signals: fc.constantFrom(...SIGNAL_MODES),
    payers: fc.constantFrom(1, 2),
    cancelledFirst: fc.boolean(),
  }),
  async (run, { units, signals, payers, cancelledFirst }) => {
    const { t, superAdmin, company } = run.world;
    const ordered = await run.send('a super admin orders more quota', {
      method: 'POST',
      url: `/api/companies/${company.id}/quota-orders`,
      token: superAdmin,
      payload: { units, valid_to: addDays(localDate(run.now()), 400), amount: 150, lang: 'ar', mail: false },
    });
    if (ordered.statusCode !== 200) return;
    const token = (ordered.json().url as string).split('/pay/')[1]!;
    const listed = await run.send('the super admin reads the orders', {
      method: 'GET',
      url: `/api/companies/${company.id}/quota-orders`,
      token: superAdmin,
    });
    const [order] = listed.json() as Array<{ id: number; version: string }>;
    const opened = await run.send('the manager opens the gateway page', {
      method: 'POST',
      url: `/api/public/payment-links/${token}/checkout`,
      payload: { lang: 'ar' },
    });
    if (opened.statusCode !== 200) return;
    if (cancelledFirst)
      await run.send('the super admin cancels the order', {
        method: 'POST',
        url: `/api/quota-orders/${order!.id}/cancel`,
        token: superAdmin,
        headers: { 'if-match': order!.version },
      });
    run.quotaOrders.push({ id: order!.id, paid: !cancelledFirst });
    try {
      await payOnPage(run, new URL(opened.json().url as string), { signals, payers });
      await t.app.background.settled();
    } finally {
      Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
    }
  },
);

/**
 * Each quota order paid online has one payment row and is paid if it awaited its payment, none and
 * cancelled otherwise; no gateway payment of its links is left to pay back; and the company's quota
 * is what it was made with and the units of its paid orders, each counted once.
 */
export const quotaOrdersOnce: Invariant = {
  name: 'a quota order paid online grows the quota once if it awaited its payment, not at all otherwise',
  holds: 'I56, I52',
  async check(run) {
    if (run.quotaOrders.length === 0) return undefined;
    const db = run.world.truth;
    const ids = run.quotaOrders.map((truth) => truth.id);
    const orders = await db.select().from(quotaOrders).where(inArray(quotaOrders.id, ids));
    const payments = await db
      .select({ order: paymentTransactions.quota_order_id })
      .from(paymentTransactions)
      .where(and(inArray(paymentTransactions.quota_order_id, ids), isNull(paymentTransactions.refund_of_id)));
    for (const truth of run.quotaOrders) {
      const rows = payments.filter((payment) => payment.order === truth.id).length;
      const status = orders.find((order) => order.id === truth.id)?.status;
      if (rows !== (truth.paid ? 1 : 0))
        return `quota order ${truth.id} has ${rows} payment rows; it ${truth.paid ? 'awaited' : 'did not await'} its payment`;
      if (status !== (truth.paid ? 'paid' : 'cancelled')) return `quota order ${truth.id} is ${status}`;
    }
    const [due] = await db
      .select({ id: gatewayPayments.gateway_payment_id })
      .from(gatewayPayments)
      .innerJoin(paymentLinks, eq(paymentLinks.id, gatewayPayments.payment_link_id))
      .where(and(inArray(paymentLinks.quota_order_id, ids), eq(gatewayPayments.outcome, 'refund_due')));
    if (due) return `gateway payment ${due.id} of a quota order is left to pay back`;
    const { id, initialQuota } = run.world.company;
    const paid = await db
      .select({ units: quotaOrders.units })
      .from(quotaOrders)
      .where(and(eq(quotaOrders.company_id, id), eq(quotaOrders.status, 'paid')));
    const [company] = await db.select({ quota: companies.initial_quota }).from(companies).where(eq(companies.id, id));
    const expected = initialQuota + paid.reduce((sum, order) => sum + order.units, 0);
    if (company!.quota !== expected)
      return `the company's quota is ${company!.quota}; its paid orders make it ${expected}`;
    return undefined;
  },
};
