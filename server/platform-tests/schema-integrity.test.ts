import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../test/sql';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <Row>(query: SQL) => queryRows<Row>(t.database.db, query);

it('has an index leading with the columns of every foreign key', async () => {
  // A partitioned table's key may be indexed by each of its partitions instead (a key unique per month).
  const unindexed = await rows<{ constraint: string }>(sql`
    with indexed as (
      select c.oid as constraint, r.oid as relation from pg_constraint c join pg_class r on r.oid = c.conrelid
      where exists (
        select 1 from pg_index i
        where i.indrelid = r.oid and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
      )
    )
    select c.conname as constraint
    from pg_constraint c join pg_class r on r.oid = c.conrelid
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
      and not exists (select 1 from indexed l where l.constraint = c.oid and l.relation = r.oid)
      and not (
        r.relkind = 'p'
        and not exists (
          select 1 from pg_inherits h
          where h.inhparent = r.oid
            and not exists (
              select 1 from pg_index i
              where i.indrelid = h.inhrelid and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] = c.conkey
            )
        )
      )`);
  expect(unindexed).toEqual([]);
});

it('holds every status, type and role column to its values with a CHECK constraint', async () => {
  const unchecked = await rows<{ column: string }>(sql`
    select a.attrelid::regclass || '.' || a.attname as column
    from pg_attribute a
    join pg_class r on r.oid = a.attrelid and r.relkind = 'r' and r.relnamespace = 'public'::regnamespace
    where a.attnum > 0 and not a.attisdropped and (a.attname in ('status', 'type', 'role_id'))
      and not exists (
        select 1 from pg_constraint c
        where c.conrelid = a.attrelid and c.contype = 'c' and a.attnum = any(c.conkey)
      )`);
  expect(unchecked).toEqual([]);
});

it('keeps a stay’s entry time and a payment’s time as written, even past the API', async () => {
  /** What the database answers a statement: its refusal, or that it changed the row. */
  const answer = (query: SQL) =>
    t.database.db.execute(query).then(
      () => 'changed',
      (error: Error & { cause?: Error }) => (error.cause ?? error).message,
    );
  expect(
    await answer(
      sql`update vehicles set entry_time = entry_time + interval '1 day' where id = (select min(id) from vehicles)`,
    ),
  ).toBe('the entry_time of a written row never changes');
  expect(
    await answer(
      sql`update payment_transactions set created_at = created_at - interval '1 day' where id = (select min(id) from payment_transactions)`,
    ),
  ).toBe('the created_at of a written row never changes');
  expect(await answer(sql`update vehicles set entry_time = entry_time where id = (select min(id) from vehicles)`)).toBe(
    'changed',
  );
});

it('refuses a status the domain does not know, even written past the API', async () => {
  await expect(
    t.database.db.execute(sql`update gates set status = 'exploded' where id = (select min(id) from gates)`),
  ).rejects.toThrow();
  await expect(
    t.database.db.execute(sql`update users set role_id = 9 where id = (select min(id) from users)`),
  ).rejects.toThrow();
});
