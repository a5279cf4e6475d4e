import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { createEmptyDatabase } from '../../test/postgres-databases';
import { runServerScript } from '../../test/processes';

// Only PostgreSQL has monthly partitions; the setting decides at a start whether an operator's
// plain tables are split.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const RUNNING = /running at http:\/\/localhost:\d+/;

describe.skipIf(!testDatabaseUrl)('a start with MONTHLY_PARTITIONS on PostgreSQL', () => {
  it('leaves the tables plain without it, and splits an operator’s rows into their months with it, every row kept', async () => {
    const empty = await createEmptyDatabase(testDatabaseUrl!);
    const client = new pg.Client({ connectionString: empty.url });
    const start = async (env: Record<string, string>) => {
      const server = runServerScript('server/main.ts', [], { DATABASE_URL: empty.url, ...env });
      await server.waitFor(RUNNING);
      server.child.kill('SIGTERM');
      await server.exited;
    };
    const layout = async () =>
      (
        await client.query<{ table: string; kind: string; rows: number; months: number }>(
          `select c.relname as table, c.relkind as kind,
             (select count(*)::int from vehicles) + (select count(*)::int from payment_transactions) as rows,
             (select count(*)::int from pg_inherits where inhparent = c.oid) as months
           from pg_class c where c.oid in ('public.vehicles'::regclass, 'public.payment_transactions'::regclass, 'public.einvoice_documents'::regclass)
           order by 1`,
        )
      ).rows;
    try {
      await start({});
      await client.connect();
      const plain = await layout();
      expect(plain.map(({ kind, months }) => ({ kind, months }))).toEqual(Array(3).fill({ kind: 'r', months: 0 }));
      await start({ MONTHLY_PARTITIONS: 'true' });
      const split = await layout();
      expect(split.map(({ kind }) => kind)).toEqual(['p', 'p', 'p']);
      expect(split[0]!.rows).toBe(plain[0]!.rows);
      // The demo's history spans months: a partition each, and the two ahead.
      for (const table of split) expect(table.months).toBeGreaterThanOrEqual(3);
      expect(split.find((table) => table.table === 'vehicles')!.months).toBeGreaterThan(3);
    } finally {
      await client.end();
      await empty.drop();
    }
  });
});
