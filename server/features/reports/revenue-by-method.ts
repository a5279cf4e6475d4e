import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DayRange } from '../../../domain/revenue-report';
import type { RevenueMethodFigures } from '../../../domain/schemas/revenue-report';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { gatewayPayments, paymentMethods, paymentTransactions } from '../../db/schema';
import { figureColumns, type GroupFigures, named, paidIn, tallied } from './revenue-groups';
import type { TypeRow } from './revenue-tally';

type MethodGroup = Omit<RevenueMethodFigures, keyof GroupFigures>;

/** The gateway payment a payment row recorded, and the one a refund row paid back. */
const ownGatewayPayment = alias(gatewayPayments, 'own_gateway_payment');
const refundedGatewayPayment = alias(gatewayPayments, 'refunded_gateway_payment');

/**
 * The period's revenue per way it was paid, and an online payment's by the channel its payer used
 * (as the gateway reported it when the payment was recorded); a refund online counts in the
 * channel of the payment it paid back.
 */
export async function revenuePerMethod(
  db: Database,
  period: DayRange,
  areaId: number | undefined,
  timeZone: string,
): Promise<RevenueMethodFigures[]> {
  const channel = sql<string | null>`coalesce(${ownGatewayPayment.channel}, ${refundedGatewayPayment.channel})`;
  const rows = await jsonRows<TypeRow & MethodGroup>(
    db,
    db
      .select({
        payment_method: named(paymentMethods.code, 'payment_method'),
        name_en: paymentMethods.name_en,
        name_ar: paymentMethods.name_ar,
        channel: channel.as('channel'),
        ...figureColumns,
      })
      .from(paymentTransactions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
      .leftJoin(
        ownGatewayPayment,
        sql`${ownGatewayPayment.payment_transaction_id} = ${paymentTransactions.id} and ${ownGatewayPayment.outcome} = 'recorded'`,
      )
      .leftJoin(
        refundedGatewayPayment,
        sql`${refundedGatewayPayment.payment_transaction_id} = ${paymentTransactions.refund_of_id} and ${refundedGatewayPayment.outcome} = 'recorded'`,
      )
      .where(paidIn(period, areaId, timeZone))
      .groupBy(paymentMethods.id, channel, paymentTransactions.type)
      // Methods of equal revenue keep this order: by code, then channel.
      .orderBy(paymentMethods.code, channel),
  );
  return tallied(rows, (group) => `${group.payment_method}:${group.channel}`) as RevenueMethodFigures[];
}
