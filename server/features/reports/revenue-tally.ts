import { halalasToSar } from '../../../domain/money';
import type { PaymentTransactionType } from '../../../domain/payment-transaction';
import type { RevenueFigures } from '../../../domain/schemas/revenue-report';

/** Paid transactions counted, money in halalas, as the rollup keeps them. */
export interface Tally {
  transactions: number;
  amount: number;
  charged: number;
  free: number;
  refunds: number;
  refunded: number;
  min: number | null;
  max: number | null;
  byType: Record<PaymentTransactionType, { transactions: number; amount: number }>;
}

export type TypeRow = Omit<Tally, 'byType'> & { type: PaymentTransactionType };

export function emptyTally(): Tally {
  return {
    transactions: 0,
    amount: 0,
    charged: 0,
    free: 0,
    refunds: 0,
    refunded: 0,
    min: null,
    max: null,
    byType: {
      guest: { transactions: 0, amount: 0 },
      subscription: { transactions: 0, amount: 0 },
      merchant: { transactions: 0, amount: 0 },
    },
  };
}

export function add(tally: Tally, row: TypeRow): Tally {
  tally.transactions += row.transactions;
  tally.amount += row.amount;
  tally.charged += row.charged;
  tally.free += row.free;
  tally.refunds += row.refunds;
  tally.refunded += row.refunded;
  if (row.min !== null) tally.min = Math.min(tally.min ?? row.min, row.min);
  if (row.max !== null) tally.max = Math.max(tally.max ?? row.max, row.max);
  tally.byType[row.type].transactions += row.transactions;
  tally.byType[row.type].amount += row.amount;
  return tally;
}

/** The figures of a tally in SAR; the average charge rounded to the halala. */
export function figuresOf(tally: Tally): RevenueFigures {
  const charges = tally.amount - tally.refunded;
  return {
    transactions: tally.transactions,
    revenue: halalasToSar(tally.amount),
    guest_transactions: tally.byType.guest.transactions,
    guest_revenue: halalasToSar(tally.byType.guest.amount),
    subscription_transactions: tally.byType.subscription.transactions,
    subscription_revenue: halalasToSar(tally.byType.subscription.amount),
    charged_transactions: tally.charged,
    free_transactions: tally.free,
    refunds: tally.refunds,
    refunded: halalasToSar(tally.refunded),
    average_amount: tally.charged === 0 ? null : halalasToSar(Math.round(charges / tally.charged)),
    min_amount: tally.min === null ? null : halalasToSar(tally.min),
    max_amount: tally.max === null ? null : halalasToSar(tally.max),
  };
}

export const totalOf = (rows: TypeRow[]) => rows.reduce(add, emptyTally());
