import { inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { refundableHalalas, refundRefusalOf } from '../../domain/payment-transaction';
import { paymentTransactionsResource, refundRow, withStayAndMethod } from '../features/payments';
import type { Caller } from '../core/auth';
import { changesBetween } from '../core/audit';
import { operatorClock } from '../clock';
import { recordOf } from '../core/crud';
import { insertRows } from '../db/bulk-insert';
import type { Transaction } from '../db/client';
import { auditLog, paymentTransactions } from '../db/schema';
import type { SeededRandom } from './seeded-random';

/** About one charged guest payment in this many is refunded, in full or in part. */
const ONE_REFUND_IN = 150;

const MINUTE = 60_000;

/** Why staff paid money back: the whole fee, or a part of it. */
const REASONS = {
  full: [
    'Charged twice: the card was also debited at the kiosk',
    'Exit barrier failed; the driver was kept waiting and the fee was waived',
    'تعطل جهاز الدفع وخُصم المبلغ مرتين',
  ],
  part: [
    'Goodwill: the lift to the level was out of service',
    'Hours overcharged: the ticket was read late at the exit',
    'تعويض جزئي: الموقف المخصص كان مشغولًا',
  ],
} as const;

/**
 * A few of the demo's charged guest payments paid back by an administrator, as the refund of the
 * payment-transactions API writes them (one builder, server/features/payments/payment-transaction-writes.ts): a
 * new paid row of a negative amount linked to the payment, never more than it paid, with its
 * reason, some minutes to days after the payment and before `now`, and its audit entry. Some pay
 * back the whole fee, the others a part of it.
 */
export async function seedDemoRefunds(
  tx: Transaction,
  paymentIds: readonly number[],
  admins: readonly Caller[],
  now: Date,
  random: SeededRandom,
) {
  if (admins.length === 0) return;
  const chosen = paymentIds.filter(() => random.chance(1 / ONE_REFUND_IN));
  const originals = await tx.select().from(paymentTransactions).where(inArray(paymentTransactions.id, chosen));
  const refunds = originals.flatMap((original, index) => {
    const latest = now.getTime() - MINUTE;
    if (original.type !== 'guest' || refundRefusalOf(original) || original.created_at.getTime() + 10 * MINUTE > latest)
      return [];
    const left = refundableHalalas(original.amount_halalas, 0);
    const full = random.chance(0.5) || left < 200;
    // A part is whole riyals, at least one short of the fee.
    const halalas = full ? left : random.int(1, Math.floor(left / 100) - 1) * 100;
    const at = new Date(
      Math.min(latest, original.created_at.getTime() + random.spread(10 * MINUTE, 4 * 24 * 60 * MINUTE)),
    );
    const admin = admins[index % admins.length]!;
    const reason = random.pick(REASONS[full ? 'full' : 'part']);
    return [
      {
        ...refundRow(original, {
          halalas,
          paymentMethodId: original.payment_method_id,
          reason,
          caller: admin,
          cashierShiftId: null,
        }),
        created_at: at,
        updated_at: at,
      },
    ];
  });
  const ids = await insertRows(tx, paymentTransactions, refunds);
  await auditRefunds(
    tx,
    refunds.map((refund, index) => ({ ...refund, id: ids[index]! })),
    admins,
  );
}

/** Each refund's audit row, as the refund endpoint writes it: the payment created, by its administrator, when it was made. */
async function auditRefunds(
  tx: Transaction,
  refunds: Array<typeof paymentTransactions.$inferInsert & { id: number }>,
  admins: readonly Caller[],
) {
  if (refunds.length === 0) return;
  const definition = paymentTransactionsResource;
  const stored = await tx
    .select()
    .from(paymentTransactions)
    .where(
      inArray(
        paymentTransactions.id,
        refunds.map((refund) => refund.id),
      ),
    );
  const complete = await withStayAndMethod(tx, stored);
  const adminOf = new Map(admins.map((admin) => [admin.id, admin]));
  await tx.insert(auditLog).values(
    complete.map((row) => {
      const admin = adminOf.get(row.created_by!)!;
      return {
        at: row.created_at,
        actor_id: admin.id,
        actor_name: admin.name,
        actor_role_id: admin.role_id,
        action: 'create' as const,
        resource: definition.name,
        record_id: row.id,
        changes: changesBetween(null, recordOf(definition, row, operatorClock(DEFAULT_TIME_ZONE))),
      };
    }),
  );
}
