import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, openPostgres } from '../db/client';
import { seedDatabase } from '../seed';
import { DEMO_AREAS } from '../seed/demo-data';
import { createEmptyDatabase } from '../test/postgres-databases';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testDatabaseUrl)('servers starting together on one empty PostgreSQL database', () => {
  it('migrate it once and seed it once, and all of them start', async () => {
    const empty = await createEmptyDatabase(testDatabaseUrl!);
    const starts = await Promise.all([0, 1, 2].map(() => openPostgres(empty.url)));
    try {
      const outcomes = await Promise.all(
        starts.map((database) =>
          database.whileSettingUp(async () => {
            await database.migrate();
            return seedDatabase(database.db, { demo: true });
          }),
        ),
      );
      expect(outcomes.sort()).toEqual(['demo', 'existing', 'existing']);
      const count = async (query: ReturnType<typeof sql>) =>
        ((await starts[0]!.db.execute(query)) as unknown as { rows: Array<{ count: number }> }).rows[0]!.count;
      expect(await count(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)).toBe(
        readMigrationFiles({ migrationsFolder }).length,
      );
      expect(await count(sql`select count(*)::int as count from areas`)).toBe(DEMO_AREAS.length);
    } finally {
      await Promise.all(starts.map((database) => database.close()));
      await empty.drop();
    }
  });
});
