import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The rows of a raw query: node-postgres answers `{rows}`, PGlite through Drizzle the same or an array. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
