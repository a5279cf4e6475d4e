import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, insertBuiltOnce } from './built-once';
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

describe('an insert built once', () => {
  const notes = pgTable('built_once_notes', {
    id: serial('id').primaryKey(),
    body: jsonb('body').$type<{ words: string[] }>(),
    written_at: timestamp('written_at', { withTimezone: true }),
    kind: text('kind').notNull().default('plain'),
    weight: integer('weight'),
  });
  const stamped = pgTable('built_once_stamped', {
    id: serial('id').primaryKey(),
    stamp: text('stamp').$defaultFn(() => 'made by Drizzle'),
  });
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite();
    await database.db.execute(sql`create table built_once_notes (id serial primary key, body jsonb,
      written_at timestamptz, kind text not null default 'plain', weight integer)`);
  });
  afterAll(() => database.close());

  it('converts each value by its column, leaves the columns it is not given to their defaults, and takes each set of columns as its own', async () => {
    const at = new Date('2026-12-03T10:00:00.000Z');
    await database.db.transaction(async (tx) => {
      await tx.execute(insertBuiltOnce(tx, notes, { body: { words: ['a', 'b'] }, written_at: at, weight: null }));
      await tx.execute(insertBuiltOnce(tx, notes, { body: { words: [] }, written_at: new Date(0), weight: 3 }));
      await tx.execute(insertBuiltOnce(tx, notes, { kind: 'urgent', weight: undefined }));
    });
    const rows = await database.db.select().from(notes).orderBy(notes.id);
    expect(rows).toEqual([
      { id: 1, body: { words: ['a', 'b'] }, written_at: at, kind: 'plain', weight: null },
      { id: 2, body: { words: [] }, written_at: new Date(0), kind: 'plain', weight: 3 },
      { id: 3, body: null, written_at: null, kind: 'urgent', weight: null },
    ]);
  });

  it("refuses a table with a default of Drizzle's own, which a statement built once would freeze", async () => {
    await expect(database.db.transaction(async (tx) => insertBuiltOnce(tx, stamped, { id: 1 }))).rejects.toThrow(
      /built_once_stamped/,
    );
  });
});
