import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { vacuumChangedTables } from '../db/embedded/autovacuum';
import { areas } from '../db/schema';
import { insertAreas } from '../test/bulk';
import { createTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../test/sql';

// PostgreSQL runs its own autovacuum, which would race these assertions; this is the embedded one.
describe.runIf(inject('databaseTemplate').kind === 'pglite')(
  'the embedded database looked after as autovacuum would',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    /** Runs a check once the counts of the changes so far are in the statistics it reads. */
    async function check(): Promise<string[]> {
      await t.database.db.execute(sql`select pg_stat_force_next_flush()`);
      return vacuumChangedTables(t.database.db);
    }
    const deadRows = async () =>
      (
        await queryRows<{ dead: number }>(
          t.database.db,
          sql`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'areas'`,
        )
      )[0]!.dead;

    it('analyses a table once enough of it changed, and vacuums it once enough of it died', async () => {
      await check();
      const ids = await insertAreas(t.database.db, 300, () => ({}));
      expect(await check()).toContain('areas');
      expect(await check()).not.toContain('areas');

      await t.database.db.delete(areas).where(inArray(areas.id, ids));
      expect(await check()).toContain('areas');
      await check();
      expect(await deadRows()).toBe(0);
    });
  },
);
