import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { connectionOf, statementTextOf } from './kept-statements';
import { rawRows } from './raw-rows';
import { sendTransactionEdgesAhead, withCommitBehind } from './transaction-edges';

// Round trips are PostgreSQL's: the embedded database answers in the server's own thread.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("a transaction's edges sent behind their neighbours", () => {
  const table = `edges_${randomUUID().replaceAll('-', '')}`;
  /** What reached the connection, in order: each statement when sent, and `answered …` when PostgreSQL answered it. */
  let seen: string[] = [];
  let pool: pg.Pool;
  let db: Database;

  /** What a transaction failed with: PostgreSQL's message, under Drizzle's "Failed query". */
  const failureOf = (transaction: Promise<unknown>) =>
    transaction.then(
      () => 'nothing',
      (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
    );
  const rowsNow = async () => (await pool.query(`select n from ${table} order by n`)).rows.map((row) => row.n);

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1, pipeline: true });
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
      client.query = ((config: unknown, ...rest: unknown[]) => {
        const text = String(statementTextOf(config)).split(' ')[0]!;
        seen.push(text);
        const answer = query(config, ...rest);
        if (typeof answer?.then === 'function')
          answer.then(
            () => seen.push(`answered ${text}`),
            () => {},
          );
        return answer;
      }) as typeof client.query;
      sendTransactionEdgesAhead(client);
    });
    db = drizzle(pool) as unknown as Database;
    await pool.query(`create table ${table} (n int primary key, later int unique deferrable initially deferred)`);
  });
  afterAll(async () => {
    await pool.query(`drop table ${table}`);
    await pool.end();
  });
  beforeEach(async () => {
    await pool.query(`truncate ${table}`);
    seen = [];
  });

  it('sends the first statement before begin is answered, and runs it in the transaction', async () => {
    const ids = await db.transaction(async (tx) => {
      const idNow = async () => (await rawRows<{ id: string }>(tx, sql`select txid_current()::text as id`))[0]!.id;
      return [await idNow(), await idNow()];
    });
    expect(ids[0]).toBe(ids[1]);
    expect(seen.slice(0, 3)).toEqual(['begin', 'select', 'answered begin']);
  });

  it("reports a begin's failure by the statement behind it, and keeps the connection", async () => {
    const client = await pool.connect();
    try {
      await client.query('begin nonsense');
      await expect(client.query('select 1')).rejects.toThrow(/syntax error/);
    } finally {
      client.release();
    }
    expect(await rowsNow()).toEqual([]);
  });

  it('sends the commit behind the last statement, before that statement is answered', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} (n) values (1)`));
      await withCommitBehind(connectionOf(tx), () => tx.execute(sql.raw(`insert into ${table} (n) values (2)`)));
    });
    expect(seen.slice(-4)).toEqual(['insert', 'commit', 'answered insert', 'answered commit']);
    expect(await rowsNow()).toEqual([1, 2]);
  });

  it('rolls the whole transaction back when its last statement fails, and the connection goes on', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} (n) values (1)`));
      await withCommitBehind(connectionOf(tx), () => tx.execute(sql.raw(`insert into ${table} (n) values (1)`)));
    });
    expect(await failureOf(failing)).toMatch(/duplicate key/);
    expect(await rowsNow()).toEqual([]);
    await db.transaction((tx) =>
      withCommitBehind(connectionOf(tx), () => tx.execute(sql.raw(`insert into ${table} (n) values (3)`))),
    );
    expect(await rowsNow()).toEqual([3]);
  });

  it('fails the transaction when its commit fails, and writes nothing', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql.raw(`insert into ${table} (n, later) values (1, 7)`));
      await withCommitBehind(connectionOf(tx), () =>
        tx.execute(sql.raw(`insert into ${table} (n, later) values (2, 7)`)),
      );
    });
    expect(await failureOf(failing)).toMatch(/duplicate key/);
    expect(await rowsNow()).toEqual([]);
  });

  it('refuses a statement sent after the last one instead of running it outside the transaction', async () => {
    const misused = db.transaction(async (tx) => {
      await withCommitBehind(connectionOf(tx), () => tx.execute(sql.raw(`insert into ${table} (n) values (1)`)));
      await tx.execute(sql.raw(`insert into ${table} (n) values (2)`));
    });
    expect(await failureOf(misused)).toMatch(/after the one its commit went behind/);
    expect(await rowsNow()).toEqual([1]);
  });
});
