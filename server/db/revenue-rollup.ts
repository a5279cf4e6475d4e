import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from './client';
import { operatorSettings } from './schema';

/**
 * The revenue rollup counts the operator's local days (migration 0019 keeps it by trigger). A
 * changed TIME_ZONE moves days, so the start stores the new zone and counts every payment again,
 * in one transaction; answers whether it had to.
 */
export async function keepRevenueZone(db: Database, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(operatorSettings).for('update');
    if (settings?.time_zone === timeZone) return false;
    await tx.update(operatorSettings).set({ time_zone: timeZone }).where(eq(operatorSettings.id, true));
    await rebuildRevenueRollup(tx);
    return true;
  });
}

/** The database's own count of every payment into the rollup (migration 0019). */
const REBUILD = sql`select revenue_daily_rebuild()`;

/**
 * Counts every payment into the rollup again: after a change of zone, or a bulk load that ran
 * without the trigger. The transaction's payments whose counts still wait for its commit
 * (migration 0045) are counted first, or the commit would add them again on top.
 */
export async function rebuildRevenueRollup(tx: Transaction): Promise<void> {
  await countWaitingRevenue(tx, () => tx.execute(REBUILD));
}

/** Runs `work` with the rollup's trigger counting at once, what waited for the commit counted first. */
async function countWaitingRevenue<T>(tx: Transaction, work: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set constraints payment_transactions_revenue_daily immediate`);
  const done = await work();
  await tx.execute(sql`set constraints payment_transactions_revenue_daily deferred`);
  return done;
}

/**
 * Runs a bulk load of payments with the rollup's trigger off, then counts the rollup once: one
 * grouped read costs a fraction of a trigger call per row (the demo's 33,000 payments: 2.5–4.5 s
 * on the embedded database). ALTER TABLE locks the table to the end of the transaction, so this is
 * for a transaction that seeds a database nobody else is using yet. The trigger counts at commit
 * (migration 0045), and a table with counts still waiting cannot be altered: the transaction's
 * earlier payments are counted first.
 */
export async function loadPaymentsThenCountRevenue<T>(tx: Transaction, load: () => Promise<T>): Promise<T> {
  return countWaitingRevenue(tx, async () => {
    await tx.execute(sql`alter table payment_transactions disable trigger payment_transactions_revenue_daily`);
    const loaded = await load();
    await tx.execute(sql`alter table payment_transactions enable trigger payment_transactions_revenue_daily`);
    await tx.execute(REBUILD);
    return loaded;
  });
}
