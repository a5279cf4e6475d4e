import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a raw statement: both drivers answer `{ rows }` through Drizzle's `execute` (of a database or a transaction). */
export async function rawRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
