import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';
import { type DatabaseHandle, openPglite } from './client';
import { rawRows } from './raw-rows';

describe('a statement built once', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite();
  });
  afterAll(() => database.close());

  it('is built by its first run only, and answers each run for the values it is given', async () => {
    let builds = 0;
    const statement = builtOnce<'a' | 'b'>((_tx, slot) => {
      builds += 1;
      // A constant of the statement stays in it; a slot used twice takes its value in both places.
      return sql`select ${slot('a')}::int + ${slot('b')}::int * ${10}::int as n, ${slot('a')}::int as a`;
    });
    const answers = await database.db.transaction(async (tx) => [
      (await rawRows<{ n: number; a: number }>(tx, statement(tx, { a: 1, b: 2 })))[0],
      (await rawRows<{ n: number; a: number }>(tx, statement(tx, { a: 5, b: 0 })))[0],
    ]);
    expect(answers).toEqual([
      { n: 21, a: 1 },
      { n: 5, a: 5 },
    ]);
    expect(builds).toBe(1);
  });

  it('is written out whole when placed inside another statement', async () => {
    const statement = builtOnce<'a'>((_tx, slot) => sql`select ${slot('a')}::int * 2 as n`);
    const [row] = await database.db.transaction(async (tx) => {
      await rawRows(tx, statement(tx, { a: 0 }));
      return rawRows<{ n: number }>(tx, sql`select n + ${1}::int as n from (${statement(tx, { a: 20 })}) as doubled`);
    });
    expect(row).toEqual({ n: 41 });
  });

  it('refuses a run that lacks a value', async () => {
    const statement = builtOnce<'a'>((_tx, slot) => sql`select ${slot('a')}::int as a`);
    await expect(database.db.transaction(async (tx) => statement(tx, {} as { a: number }))).rejects.toThrow(/"a"/);
  });
});
