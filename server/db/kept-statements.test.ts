import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import type { Database } from './client';
import { connectionOf, keepStatementsOf, withKeptStatements } from './kept-statements';

// Named statements are PostgreSQL's: the embedded database has one connection and no pool to keep them in.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('statements kept by a connection', () => {
  let client: pg.Client;
  beforeEach(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    keepStatementsOf(client);
  });
  afterEach(() => client.end());

  /** The statements this session keeps by name, with how often each ran on a plan of its values and on the kept one. */
  const keptNow = async () =>
    (
      await client.query<{ statement: string; runs: number }>(
        `select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements order by statement`,
      )
    ).rows;

  it('keeps the statements of work inside withKeptStatements, one name a text, and runs them again by it', async () => {
    await client.query('select $1::int + 1 as n', [1]);
    expect(await keptNow()).toEqual([]);

    const answers = await withKeptStatements(client, async () => {
      const first = await client.query('select $1::int + 1 as n', [1]);
      const again = await client.query({ text: 'select $1::int + 1 as n', values: [41] });
      return [first.rows[0].n, again.rows[0].n];
    });
    expect(answers).toEqual([2, 42]);
    expect(await keptNow()).toEqual([{ statement: 'select $1::int + 1 as n', runs: 2 }]);
  });

  it('names nothing after its work, nor on a connection the pool did not make', async () => {
    await withKeptStatements(client, () => client.query('select $1::int * 2 as n', [1]));
    await client.query('select $1::int * 3 as n', [1]);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      expect((await withKeptStatements(other, () => other.query('select $1::int * 4 as n', [1]))).rows[0].n).toBe(4);
      expect((await other.query('select count(*)::int as n from pg_prepared_statements')).rows[0].n).toBe(0);
    } finally {
      await other.end();
    }
    expect(await keptNow()).toEqual([{ statement: 'select $1::int * 2 as n', runs: 1 }]);
  });

  it('runs a kept statement again after a transaction that used it rolled back', async () => {
    const divide = (by: number) => withKeptStatements(client, () => client.query('select 10 / $1::int as n', [by]));
    await client.query('begin');
    await expect(divide(0)).rejects.toThrow(/division by zero/);
    await client.query('rollback');
    expect((await divide(5)).rows[0].n).toBe(2);
  });

  it('keeps no more than its allowance, and answers every statement past it unnamed', async () => {
    const answers = await withKeptStatements(client, async () => {
      const sums: number[] = [];
      for (let n = 0; n < 210; n += 1) sums.push((await client.query(`select $1::int + ${n} as n`, [1])).rows[0].n);
      return sums;
    });
    expect(answers).toEqual(Array.from({ length: 210 }, (_, n) => n + 1));
    expect((await keptNow()).length).toBe(200);
  });

  it('names a statement built once wherever it runs, outside any transaction too', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', keepStatementsOf);
    try {
      const db = drizzle(pool);
      const statement = builtOnce<'n'>((_tx, slot) => sql`select ${slot('n')}::int + 7 as n`);
      const answers = [];
      for (const n of [1, 2]) answers.push((await db.execute(statement(db as unknown as Database, { n }))).rows[0]);
      expect(answers).toEqual([{ n: 8 }, { n: 9 }]);
      expect(
        (
          await db.execute(
            sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
          )
        ).rows,
      ).toEqual([{ statement: 'select $1::int + 7 as n', runs: 2 }]);
    } finally {
      await pool.end();
    }
  });

  it("names the statements of a Drizzle transaction's work on the transaction's connection", async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    pool.on('connect', keepStatementsOf);
    try {
      const kept = await drizzle(pool).transaction((tx) =>
        withKeptStatements(connectionOf(tx), async () => {
          await tx.execute(sql`select ${1}::int + 5 as n`);
          return (await tx.execute(sql`select statement from pg_prepared_statements`)).rows;
        }),
      );
      expect(kept).toEqual([{ statement: 'select $1::int + 5 as n' }]);
    } finally {
      await pool.end();
    }
  });
});
