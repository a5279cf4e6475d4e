import { eq } from 'drizzle-orm';
import type { DayRange } from '../../../domain/revenue-report';
import type { RevenueMethodFigures } from '../../../domain/schemas/revenue-report';
import type { Database } from '../../db/client';
import { jsonRows } from '../../db/json-rows';
import { gatewayPaymentOfRow } from '../../db/gateway-payment-of-row';
import { paymentMethods, paymentTransactions } from '../../db/schema';
import { figureColumns, type GroupFigures, named, paidIn, tallied } from './revenue-groups';
import type { TypeRow } from './revenue-tally';

type MethodGroup = Omit<RevenueMethodFigures, keyof GroupFigures>;

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
  const channel = gatewayPaymentOfRow('channel');
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
      .where(paidIn(period, areaId, timeZone))
      .groupBy(paymentMethods.id, channel, paymentTransactions.type)
      // Methods of equal revenue keep this order: by code, then channel.
      .orderBy(paymentMethods.code, channel),
  );
  return tallied(rows, (group) => `${group.payment_method}:${group.channel}`) as RevenueMethodFigures[];
}
