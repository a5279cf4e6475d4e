import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { rawRows } from '../raw-rows';

/** How often the embedded database's tables are looked at. */
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * PostgreSQL's autovacuum analyses a table after 50 rows and 10 % of it changed, and vacuums it
 * after 50 rows and 20 % of it died; the embedded database has no autovacuum, so the same rules are
 * applied here. The planner's statistics are what a list's total above EXACT_COUNT_LIMIT is
 * estimated from (server/core/list-page.ts), and dead rows are read by every scan until vacuumed.
 * Answers the tables looked after.
 */
export async function vacuumChangedTables(db: Database): Promise<string[]> {
  const tables = await rawRows<{ name: string; dead: boolean }>(
    db,
    sql`select relname as name, n_dead_tup > 50 + 0.2 * n_live_tup as dead
      from pg_stat_user_tables
      where schemaname = 'public' and (n_mod_since_analyze > 50 + 0.1 * n_live_tup or n_dead_tup > 50 + 0.2 * n_live_tup)
      order by relname`,
  );
  for (const { name, dead } of tables) {
    await db.execute(dead ? sql`vacuum analyze ${sql.identifier(name)}` : sql`analyze ${sql.identifier(name)}`);
  }
  return tables.map((table) => table.name);
}

/**
 * Looks after the embedded database's tables: now, then every few minutes, until stopped;
 * stopping waits for the work under way, so that the database can be closed after it.
 */
export function keepTablesVacuumed(db: Database, warn: (message: string) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = vacuumChangedTables(db).catch((error: unknown) =>
      warn(`Vacuuming the embedded database failed: ${(error as Error).message}`),
    );
  };
  check();
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
