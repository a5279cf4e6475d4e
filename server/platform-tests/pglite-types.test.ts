import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  time,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleOverPglite, TYPES_DRIZZLE_MAPS_ITSELF } from '../db/embedded/pglite-drizzle';

// Every kind of value drizzle maps, in a table of its own on two embedded databases: one under
// drizzle as it comes, one under drizzleOverPglite (the server's), queried alike.
const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }),
  atLocal: timestamp('at_local'),
  atText: timestamp('at_text', { withTimezone: true, mode: 'string' }),
  day: date('day', { mode: 'date' }),
  dayText: date('day_text'),
  clock: time('clock'),
  span: interval('span'),
  amount: numeric('amount'),
  big: bigint('big', { mode: 'bigint' }),
  bigNumber: bigint('big_number', { mode: 'number' }),
  count: integer('count'),
  flag: boolean('flag'),
  document: json('document'),
  documentB: jsonb('document_b'),
  tags: text('tags').array(),
  amounts: numeric('amounts').array(),
  moments: timestamp('moments', { withTimezone: true }).array(),
  localMoments: timestamp('local_moments').array(),
  days: date('days').array(),
  spans: interval('spans').array(),
  counts: integer('counts').array(),
});

const CREATE = sql`create table samples (
  id serial primary key, at timestamptz, at_local timestamp, at_text timestamptz, day date, day_text date, clock time,
  span interval, amount numeric, big bigint, big_number bigint, count integer, flag boolean, document json, document_b jsonb,
  tags text[], amounts numeric[], moments timestamptz[], local_moments timestamp[], days date[], spans interval[], counts integer[])`;

const ROWS = [
  {
    at: new Date('2026-03-01T08:30:15.123Z'),
    atLocal: new Date('2026-03-01T08:30:15.000Z'),
    atText: '2026-03-01 11:30:15+03',
    day: new Date('2026-02-28T00:00:00Z'),
    dayText: '2026-12-31',
    clock: '23:59:58',
    span: '1 day 02:03:04',
    amount: '12345678901234567890.125',
    big: 9_007_199_254_740_993n,
    bigNumber: 42,
    count: -7,
    flag: true,
    document: { name: 'جدة', list: [1, 2.5, null], nested: { ok: true } },
    documentB: { name: 'Riyadh', amount: 1050 },
    tags: ['a', 'ب', 'with, comma', 'with "quote"'],
    amounts: ['1.50', '0', '-3.25'],
    moments: [new Date('2026-01-01T00:00:00Z'), new Date('2026-06-30T12:00:00.5Z')],
    localMoments: [new Date('2026-01-01T00:00:00Z')],
    days: ['2026-01-01', '2026-02-02'],
    spans: ['00:15:00', '3 mons'],
    counts: [1, 2, 3],
  },
  { id: 2 },
];

/** Options PGlite's `query` was called with, recorded from the moment this is called. */
function recordQueryOptions(client: PGlite): (QueryOptions | undefined)[] {
  const seen: (QueryOptions | undefined)[] = [];
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    seen.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
  return seen;
}

let plainClient: PGlite;
let serverClient: PGlite;
let plain: ReturnType<typeof drizzle>;
let server: ReturnType<typeof drizzleOverPglite>;
let plainOptions: (QueryOptions | undefined)[];
let serverOptions: (QueryOptions | undefined)[];

beforeAll(async () => {
  [plainClient, serverClient] = await Promise.all([PGlite.create(), PGlite.create()]);
  plainOptions = recordQueryOptions(plainClient);
  serverOptions = recordQueryOptions(serverClient);
  plain = drizzle(plainClient);
  server = drizzleOverPglite(serverClient, {});
  for (const db of [plain, server]) {
    await db.execute(sql`set time zone 'Asia/Riyadh'`);
    await db.execute(CREATE);
    await db.insert(samples).values(ROWS);
  }
});
afterAll(async () => {
  await Promise.all([plainClient.close(), serverClient.close()]);
});

describe('the embedded database answers every type as drizzle does on its own', () => {
  it('through the query builder, with each column mapped to its type', async () => {
    const [answered, expected] = await Promise.all([
      server.select().from(samples).orderBy(samples.id),
      plain.select().from(samples).orderBy(samples.id),
    ]);
    expect(answered).toEqual(expected);
    const [first] = answered;
    expect(first!.at).toEqual(ROWS[0]!.at);
    expect(first!.atLocal).toEqual(ROWS[0]!.atLocal);
    expect(first!.day).toBeInstanceOf(Date);
    expect(first!.dayText).toBe('2026-12-31');
    expect(first!.amount).toBe('12345678901234567890.125');
    expect(first!.big).toBe(9_007_199_254_740_993n);
    expect(first!.document).toEqual(ROWS[0]!.document);
    expect(first!.moments).toEqual(ROWS[0]!.moments);
    expect(first!.amounts).toEqual(ROWS[0]!.amounts);
    expect(answered[1]).toMatchObject({ at: null, tags: null, document: null });
  });

  it('in raw SQL, where drizzle maps nothing and the text of dates is kept', async () => {
    const query = sql`select *, timestamptz '2026-03-01 08:00+03' - interval '1 day' as day_before, 1.5::numeric * 2 as product from samples order by id`;
    const [answered, expected] = await Promise.all([server.execute(query), plain.execute(query)]);
    expect(answered.rows).toEqual(expected.rows);
    expect(answered.fields).toEqual(expected.fields);
    expect(typeof answered.rows[0]!.at).toBe('string');
  });

  it('inside a transaction and a nested one', async () => {
    const read = (db: typeof plain | typeof server) =>
      db.transaction((tx) =>
        tx.transaction(async (nested) => [
          await nested.select().from(samples),
          (await nested.execute(sql`select at, days from samples`)).rows,
        ]),
      );
    expect(await read(server)).toEqual(await read(plain));
  });

  it('and PGlite is handed no parsers with the queries, drizzle’s own being installed once', async () => {
    const passed = plainOptions.map((options) => options?.parsers).filter(Boolean);
    expect(passed.length).toBeGreaterThan(0);
    for (const parsers of passed)
      expect(Object.keys(parsers!).map(Number).sort()).toEqual([...TYPES_DRIZZLE_MAPS_ITSELF].sort());
    expect(serverOptions.length).toBeGreaterThan(0);
    expect(serverOptions.filter((options) => options?.parsers)).toEqual([]);
  });
});
