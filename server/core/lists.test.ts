import { asc, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeForSearch, searchTextOf } from '../../domain/arabic';
import { ROLE } from '../../domain/roles';
import { nameSortColumns } from '../db/folded-names';
import { areas } from '../db/schema';
import { EXACT_COUNT_LIMIT } from './list-page';
import { insertAreas } from '../test/bulk';
import { createTestApp, type TestApp } from '../test/harness';
import { countRows, listUrl } from '../test/rest';
import { queryRows } from '../test/sql';

/**
 * The generic list at volume: totals exact up to EXACT_COUNT_LIMIT and estimated above it, deep
 * pages read from the nearer end, search by words of any length. What is asserted is what the
 * client gets; how fast it gets it is measured in bench/list-million.ts.
 */
let t: TestApp;
let token: string;
// 2,100 areas named "Deep 00000" on: a page at 1,000 is nearer their start, a page at 2,000 nearer their end.
const DEEP = 2_100;
const capacities = (index: number) => 1 + (index % 7); // ties, broken by id
let deep: number[];
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.admin);
  deep = await insertAreas(t.database.db, DEEP, (index) => ({
    name: `Deep ${String(index).padStart(5, '0')}`,
    name_ar: null,
    max_capacity: capacities(index),
    subscription_capacity: 0,
    guest_ticket_capacity: 0,
  }));
});
afterAll(() => t.close());

/** The "Deep" areas in the order asked, as the offsets of a plain query would give them. */
function deepOrdered(field: 'name' | 'max_capacity', order: 'ASC' | 'DESC'): number[] {
  const byIndex = deep.map((id, index) => ({ id, index }));
  if (field === 'max_capacity') byIndex.sort((a, b) => capacities(a.index) - capacities(b.index) || a.id - b.id);
  const ascending = byIndex.map((row) => row.id);
  return order === 'ASC' ? ascending : ascending.reverse();
}

async function page(query: Parameters<typeof listUrl>[1]) {
  const response = await t.request({ method: 'GET', url: listUrl('areas', query), token });
  expect(response.statusCode, response.body).toBe(200);
  return {
    ids: (response.json() as Array<{ id: number }>).map((record) => record.id),
    contentRange: response.headers['content-range'],
  };
}

/** What a search must find: every area whose folded names contain the folded words, by id. */
async function expectedFor(q: string): Promise<number[]> {
  const all = await t.database.db
    .select({ id: areas.id, name: areas.name, name_ar: areas.name_ar })
    .from(areas)
    .orderBy(asc(areas.id));
  return all
    .filter((area) => searchTextOf(area.name, area.name_ar).includes(normalizeForSearch(q)))
    .map((area) => area.id);
}

const contentRange = (start: number, length: number, total: number) =>
  length ? `areas ${start}-${start + length - 1}/${total}` : `areas */${total}`;

describe('a list of a few thousand rows', () => {
  const filter = { q: 'deep' };

  it('counts the total exactly', async () => {
    expect(await page({ filter, sort: ['name', 'ASC'], range: [0, 24] })).toMatchObject({
      contentRange: contentRange(0, 25, DEEP),
    });
  });

  it.each([
    ['name', 'ASC'],
    ['name', 'DESC'],
    ['max_capacity', 'ASC'],
    ['max_capacity', 'DESC'],
  ] as const)('answers every page by %s %s as offsets would, from either end', async (field, order) => {
    const expected = deepOrdered(field, order);
    for (const [start, end] of [
      [0, 24],
      [975, 999],
      [1000, 1024],
      [1050, 1074],
      [1990, 2014],
      [2075, 2099],
      [2090, 2114],
      [2100, 2124],
      [5000, 5009],
    ] as const) {
      const slice = expected.slice(start, end + 1);
      expect(await page({ filter, sort: [field, order], range: [start, end] }), `${start}-${end}`).toEqual({
        ids: slice,
        contentRange: contentRange(start, slice.length, DEEP),
      });
    }
  });

  it('gives every row exactly once across the pages of the whole list', async () => {
    const seen: number[] = [];
    for (let start = 0; start < DEEP; start += 300)
      seen.push(...(await page({ filter, sort: ['max_capacity', 'DESC'], range: [start, start + 299] })).ids);
    expect(seen).toEqual(deepOrdered('max_capacity', 'DESC'));
  });

  it('answers the last page of a short list as offsets would', async () => {
    const expected = deepOrdered('name', 'ASC').slice(0, 30);
    const shortFilter = { q: 'deep 0000' }; // Deep 00000 to Deep 00009
    const ten = expected.slice(0, 10);
    expect(await page({ filter: shortFilter, sort: ['name', 'ASC'], range: [5, 9] })).toEqual({
      ids: ten.slice(5),
      contentRange: contentRange(5, 5, 10),
    });
    expect(await page({ filter: shortFilter, sort: ['name', 'DESC'], range: [5, 14] })).toEqual({
      ids: [...ten].reverse().slice(5),
      contentRange: contentRange(5, 5, 10),
    });
    expect(await page({ filter: shortFilter, sort: ['name', 'ASC'], range: [10, 19] })).toEqual({
      ids: [],
      contentRange: contentRange(0, 0, 10),
    });
  });
});

describe('search by words of any length', () => {
  beforeAll(async () => {
    await insertAreas(t.database.db, 3, (index) => ({
      name: ['Qatif Corniche Walk', 'Qassim Date Market', 'Abqaiq Plant Yard'][index],
      name_ar: ['ممشى كورنيش القطيف', 'سوق تمور القصيم', 'ساحة مصنع أبقيق'][index],
    }));
    await t.database.db.execute(sql`analyze areas`);
  });

  it.each([
    'q',
    'qa',
    'Qat',
    'qatif',
    'Abqaiq',
    'iq p',
    'ق',
    'قص',
    'القطيف',
    'القصيم',
    'أبقيق',
    'ابقيق',
    'ممشى',
    'corniche walk',
    'no such place',
  ])('finds what %s is in, no more', async (q) => {
    const expected = await expectedFor(q);
    expect(expected.length).toBeLessThan(1000);
    const found = await page({ filter: { q }, sort: ['id', 'ASC'], range: [0, 999] });
    expect(found).toEqual({ ids: expected, contentRange: contentRange(0, expected.length, expected.length) });
  });
});

describe('a list above the exact-count limit', () => {
  const BULK = EXACT_COUNT_LIMIT + 3_000;
  let total: number;
  let bulk: number[];
  beforeAll(async () => {
    // The bulk areas sort last by capacity, after as many others as the walk of a page looks through.
    await insertAreas(t.database.db, 11_000, (index) => ({
      name: `Filler ${String(index).padStart(6, '0')}`,
      name_ar: null,
      max_capacity: 1,
      subscription_capacity: 0,
      guest_ticket_capacity: 0,
    }));
    bulk = await insertAreas(t.database.db, BULK, (index) => ({
      name: `Bulk ${String(index).padStart(6, '0')}`,
      name_ar: null,
      max_capacity: 50_000,
    }));
    // PostgreSQL's autovacuum would refresh the statistics after such a load; the test does it now.
    await t.database.db.execute(sql`analyze areas`);
    total = await countRows(t.database.db, areas);
  });

  it("shows the planner's estimate as the total, close to the real count", async () => {
    const shown = Number((await page({ sort: ['id', 'ASC'], range: [0, 24] })).contentRange?.toString().split('/')[1]);
    expect(shown).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(shown - total) / total).toBeLessThan(0.05);
  });

  it('finds the pages of many matches that sort after thousands of other rows', async () => {
    for (const [start, end] of [
      [0, 24],
      [500, 524],
    ] as const) {
      const found = await page({ filter: { q: 'bulk' }, sort: ['max_capacity', 'ASC'], range: [start, end] });
      expect(found.ids, `${start}-${end}`).toEqual(bulk.slice(start, end + 1));
      expect(found.contentRange).toMatch(new RegExp(`^areas ${start}-${end}/\\d+$`));
    }
  });

  it.each(['qa', 'ق', 'qatif', 'القطيف', 'deep 0001', 'no such place'])(
    'finds the few matches of %s in a large table, no more',
    async (q) => {
      const expected = await expectedFor(q);
      expect(await page({ filter: { q }, sort: ['id', 'ASC'], range: [0, 999] })).toEqual({
        ids: expected,
        contentRange: contentRange(0, expected.length, expected.length),
      });
    },
  );

  it('answers every page of a few thousand matches in a large table as offsets would, from either end', async () => {
    const expected = deepOrdered('max_capacity', 'DESC');
    for (const [start, end] of [
      [0, 24],
      [1000, 1024],
      [1050, 1074],
      [2075, 2099],
    ] as const) {
      const slice = expected.slice(start, end + 1);
      expect(
        await page({ filter: { q: 'deep' }, sort: ['max_capacity', 'DESC'], range: [start, end] }),
        `${start}-${end}`,
      ).toEqual({
        ids: slice,
        contentRange: contentRange(start, slice.length, DEEP),
      });
    }
  });

  it('answers the last page by the shown total with the last rows, whatever the estimate', async () => {
    const shown = Number((await page({ sort: ['id', 'ASC'], range: [0, 24] })).contentRange?.toString().split('/')[1]);
    const start = Math.floor((shown - 1) / 25) * 25;
    const last = await page({ sort: ['id', 'ASC'], range: [start, start + 24] });
    const allIds = (await t.database.db.select({ id: areas.id }).from(areas).orderBy(asc(areas.id))).map(
      (row) => row.id,
    );
    expect(last).toEqual({
      ids: allIds.slice(-(shown - start)),
      contentRange: contentRange(start, shown - start, shown),
    });
  });

  it('serves a search of three letters or more and the name sorts from indexes', async () => {
    const explain = async (query: { getSQL(): ReturnType<typeof sql> }) =>
      (await queryRows<Record<string, string>>(t.database.db, sql`explain ${query.getSQL()}`))
        .map((row) => Object.values(row)[0])
        .join('\n');
    const db = t.database.db;
    expect(await explain(db.select().from(areas).where(like(areas.search_text, '%qatif%')))).toContain(
      'areas_search_idx',
    );
    for (const [field, sort] of Object.entries(nameSortColumns(areas))) {
      expect(await explain(db.select().from(areas).orderBy(asc(sort), asc(areas.id)).limit(25)), field).toContain(
        `areas_${field}_sort_idx`,
      );
    }
  });
});
