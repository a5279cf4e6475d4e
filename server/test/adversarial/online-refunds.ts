import { and, eq, gt, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { gatewayPayments, paymentMethods, paymentSimulatorPayments, paymentTransactions } from '../../db/schema';
import { settlePendingGatewayRefunds } from '../../features/payments/gateway-refunds';
import { NO_FAULTS } from '../../features/online-payments/simulator/moyasar-simulator';
import { action, type Invariant } from './action';
import type { Run } from './run';

/**
 * An administrator refunds a payment the gateway took (a subscription paid online, a renewal, a
 * stay paid ahead) through the gateway, on the version read, once or several at once, the gateway
 * answering, refusing or losing its answer; the job that asks the gateway about refunds left
 * pending runs first. The model's truth is the gateway's own: what it has paid back.
 */

const GATEWAY_MODES = {
  answers: {},
  refuses: { refusesRefunds: true },
  'loses the answer': { losesRefundAnswers: true },
} as const;

/** The run's payments the gateway took and the product recorded. */
async function gatewayPaidPayments(run: Run) {
  return run.world.truth
    .select({ id: paymentTransactions.id, gatewayId: gatewayPayments.gateway_payment_id })
    .from(gatewayPayments)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, gatewayPayments.payment_transaction_id))
    .where(and(eq(gatewayPayments.outcome, 'recorded'), gt(paymentTransactions.id, run.before.payment)))
    .orderBy(paymentTransactions.id);
}

export const refundOnline = action(
  'an administrator refunds an online payment through the gateway',
  2,
  fc.record({
    payment: fc.nat(),
    percent: fc.integer({ min: 10, max: 120 }),
    gateway: fc.constantFrom(...(Object.keys(GATEWAY_MODES) as Array<keyof typeof GATEWAY_MODES>)),
    at: fc.constantFrom(1, 2),
  }),
  async (run, { payment: index, percent, gateway, at }) => {
    const { t } = run.world;
    await settlePendingGatewayRefunds({ db: t.database.db, clock: t.app.clock, refunds: t.app.payments.refunds });
    const payments = await gatewayPaidPayments(run);
    const chosen = payments[index % Math.max(payments.length, 1)];
    if (!chosen) return;
    const url = `/api/payment-transactions/${chosen.id}`;
    const read = await run.send('read a payment', { method: 'GET', url, token: run.world.admin });
    if (read.statusCode !== 200) return;
    const amount = Math.max(0.01, Math.round(read.json().refundable * percent) / 100);
    Object.assign(t.app.payments.simulator!.faults, GATEWAY_MODES[gateway]);
    try {
      await Promise.all(
        Array.from({ length: at }, () =>
          run.send('refund online', {
            method: 'POST',
            url: `${url}/refund`,
            token: run.world.admin,
            headers: { 'if-match': String(read.headers.etag) },
            payload: { amount, payment_method: 'online', reason: 'Paid by mistake' },
          }),
        ),
      );
    } finally {
      Object.assign(t.app.payments.simulator!.faults, NO_FAULTS);
    }
  },
);

/**
 * What the gateway has paid back of each payment it took is what the product's refunds of it by
 * the online method say: at least those paid, at most those paid and those still pending (an
 * answer lost); a refused one paid back nothing.
 */
export const gatewayRefundsAsRecorded: Invariant = {
  name: 'the gateway pays back of a payment what its refunds by the online method say',
  holds: 'I52, I26',
  async check(run) {
    const db = run.world.truth;
    const payments = await gatewayPaidPayments(run);
    if (payments.length === 0) return undefined;
    const refunds = await db
      .select({
        of: paymentTransactions.refund_of_id,
        amount: paymentTransactions.amount_halalas,
        status: paymentTransactions.status,
      })
      .from(paymentTransactions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
      .where(
        and(
          inArray(
            paymentTransactions.refund_of_id,
            payments.map((payment) => payment.id),
          ),
          eq(paymentMethods.code, 'online'),
        ),
      );
    const atGateway = await db
      .select({ id: paymentSimulatorPayments.id, refunded: paymentSimulatorPayments.refunded })
      .from(paymentSimulatorPayments)
      .where(
        inArray(
          paymentSimulatorPayments.id,
          payments.map((payment) => payment.gatewayId),
        ),
      );
    for (const payment of payments) {
      const own = refunds.filter((refund) => refund.of === payment.id);
      const paid = -own.filter((refund) => refund.status === 'paid').reduce((sum, refund) => sum + refund.amount, 0);
      const pending = -own
        .filter((refund) => refund.status === 'pending')
        .reduce((sum, refund) => sum + refund.amount, 0);
      const refunded = atGateway.find((row) => row.id === payment.gatewayId)?.refunded ?? 0;
      if (refunded < paid || refunded > paid + pending)
        return `the gateway paid back ${refunded} halalas of payment ${payment.id}, whose online refunds say ${paid} paid and ${pending} pending`;
    }
    return undefined;
  },
};
