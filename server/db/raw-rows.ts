import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** The rows of a raw statement: both drivers answer `{ rows }` through Drizzle's `execute`. */
export async function rawRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
