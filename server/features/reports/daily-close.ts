import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { endOfLocalDay, startOfLocalDay } from '../../../domain/local-date';
import { halalasToSar } from '../../../domain/money';
import { ONLINE_CHANNELS } from '../../../domain/online-payment';
import { CLOSE_METHODS, type DailyClose } from '../../../domain/schemas/daily-close';
import type { Database } from '../../db/client';
import { gatewayPaymentOfRow } from '../../db/gateway-payment-of-row';
import { areas, cashierShifts, paymentMethods, paymentTransactions } from '../../db/schema';
import { paidIn } from './revenue-groups';

type Figures = DailyClose['totals'];

interface Sums {
  zReports: number;
  cashCounted: number;
  cashDifference: number;
  byMethod: Record<string, number>;
  byChannel: Record<string, number>;
}

const emptySums = (): Sums => ({ zReports: 0, cashCounted: 0, cashDifference: 0, byMethod: {}, byChannel: {} });

function figuresOf(sums: Sums): Figures {
  const byMethod = Object.fromEntries(
    CLOSE_METHODS.map((method) => [method, halalasToSar(sums.byMethod[method] ?? 0)]),
  ) as Figures['by_method'];
  return {
    z_reports: sums.zReports,
    cash_counted: halalasToSar(sums.cashCounted),
    cash_difference: halalasToSar(sums.cashDifference),
    by_method: byMethod,
    online_by_channel: {
      ...(Object.fromEntries(
        ONLINE_CHANNELS.map((channel) => [channel, halalasToSar(sums.byChannel[channel] ?? 0)]),
      ) as Omit<Figures['online_by_channel'], 'unreported'>),
      unreported: halalasToSar(sums.byChannel.unreported ?? 0),
    },
    total: halalasToSar(CLOSE_METHODS.reduce((sum, method) => sum + (sums.byMethod[method] ?? 0), 0)),
  };
}

/**
 * An operator day closed per area, for the accounting system: the cashiers' Z reports of the day
 * (the shifts closed in it: the cash they counted less their floats, and the differences they
 * explained), and what each way of paying took that day, refunds taken off, online payments by
 * the channel their payers used.
 */
export async function dailyClose(db: Database, day: string, timeZone: string): Promise<DailyClose> {
  const [areaRows, methodRows, shiftRows] = await Promise.all([
    db.select({ id: areas.id, name: areas.name, name_ar: areas.name_ar }).from(areas).orderBy(asc(areas.name)),
    db
      .select({
        area_id: paymentTransactions.area_id,
        method: paymentMethods.code,
        channel: gatewayPaymentOfRow('channel'),
        halalas: sql<number>`sum(${paymentTransactions.amount_halalas})::int`,
      })
      .from(paymentTransactions)
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.payment_method_id))
      .where(paidIn({ from: day, to: day }, undefined, timeZone))
      .groupBy(paymentTransactions.area_id, paymentMethods.code, gatewayPaymentOfRow('channel')),
    db
      .select({
        area_id: cashierShifts.area_id,
        float: cashierShifts.float_halalas,
        cash: sql<{ counted: number; difference: number } | null>`(select json_build_object(
            'counted', (line->>'counted')::int, 'difference', (line->>'difference')::int)
          from jsonb_array_elements(${cashierShifts.reconciliation}) as line where line->>'payment_method' = 'cash')`,
      })
      .from(cashierShifts)
      .where(
        and(
          eq(cashierShifts.status, 'closed'),
          gte(cashierShifts.closed_at, startOfLocalDay(day, timeZone)),
          lt(cashierShifts.closed_at, endOfLocalDay(day, timeZone)),
        ),
      ),
  ]);
  const perArea = new Map<number, Sums>(areaRows.map((area) => [area.id, emptySums()]));
  const totals = emptySums();
  for (const row of methodRows)
    for (const sums of [perArea.get(row.area_id)!, totals]) {
      sums.byMethod[row.method] = (sums.byMethod[row.method] ?? 0) + row.halalas;
      if (row.method === 'online') {
        const channel = row.channel ?? 'unreported';
        sums.byChannel[channel] = (sums.byChannel[channel] ?? 0) + row.halalas;
      }
    }
  for (const shift of shiftRows)
    for (const sums of [perArea.get(shift.area_id)!, totals]) {
      sums.zReports += 1;
      sums.cashCounted += (shift.cash?.counted ?? 0) - shift.float;
      sums.cashDifference += shift.cash?.difference ?? 0;
    }
  return {
    day,
    areas: areaRows.map((area) => ({
      area_id: area.id,
      name: area.name,
      name_ar: area.name_ar,
      ...figuresOf(perArea.get(area.id)!),
    })),
    totals: figuresOf(totals),
  };
}
