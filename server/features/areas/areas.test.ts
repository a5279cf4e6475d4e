import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { areas, companies, companySubscriptions, gates, subAreas, tariffVersions, vehicles } from '../../db/schema';
import { DEMO_AREAS } from '../../seed/demo-data';
import { areaBody, gateBody, subAreaBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  countRows,
  createThrough,
  expectError,
  expectValidationError,
  listAll,
  listUrl,
  totalOf,
} from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.admin);
});
afterAll(() => t.close());

const names = (records: Array<Record<string, unknown>>) => records.map((record) => record.name);
const get = (url: string) => t.request({ method: 'GET', url, token });

describe('POST /api/areas', () => {
  it('creates an area and answers it in SAR, without its stored-only columns', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/areas',
      token,
      payload: areaBody({ name: 'Tabuk Mall', hourly_fee: 5.5, after_first_hour_fee: 2.25, daily_cap: 49.99 }),
    });
    expect(response.statusCode).toBe(201);
    const area = response.json();
    expect(area).toMatchObject({
      id: expect.any(Number),
      name: 'Tabuk Mall',
      hourly_fee: 5.5,
      after_first_hour_fee: 2.25,
      daily_cap: 49.99,
      is_active: true,
    });
    expect(area).not.toHaveProperty('search_text');
    expect(area).not.toHaveProperty('hourly_fee_halalas');
    const [version] = await t.database.db.select().from(tariffVersions).where(eq(tariffVersions.area_id, area.id));
    expect(version).toMatchObject({
      hourly_fee_halalas: 550,
      after_first_hour_fee_halalas: 225,
      daily_cap_halalas: 4999,
    });
    expect((await get(`/api/areas/${area.id}`)).json()).toEqual(area);
  });

  it('stores the longest names of four-byte characters in both languages, though its sort indexes hold every searched column', async () => {
    const longest = (character: string) =>
      Array.from({ length: 100 }, (_, index) => String.fromCodePoint(character.codePointAt(0)! + index)).join('');
    const response = await t.request({
      method: 'POST',
      url: '/api/areas',
      token,
      payload: areaBody({ name: longest('🀀'), name_ar: longest('🚀') }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: longest('🀀'), name_ar: longest('🚀') });
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'ps.validation.required' }],
    ['a blank name', { name: '   ' }, { name: 'ps.validation.required' }],
    [
      'a max capacity under 1',
      { max_capacity: 0, subscription_capacity: 0, guest_ticket_capacity: 0 },
      { max_capacity: 'ps.validation.min_one' },
    ],
    [
      'a negative guest capacity',
      { guest_ticket_capacity: -1 },
      { guest_ticket_capacity: 'ps.validation.not_negative' },
    ],
    ['a negative free minutes', { free_minutes: -5 }, { free_minutes: 'ps.validation.not_negative' }],
    ['a missing cooldown', { cooldown_minutes: undefined }, { cooldown_minutes: 'ps.validation.required' }],
    ['a fraction of a minute', { grace_minutes: 2.5 }, { grace_minutes: 'ps.validation.whole_number' }],
    ['a fee with three decimals', { hourly_fee: 5.555 }, { hourly_fee: 'ps.validation.two_decimals' }],
    ['a negative daily cap', { daily_cap: -1 }, { daily_cap: 'ps.validation.not_negative' }],
    ['a fee given as text', { after_first_hour_fee: '3' }, { after_first_hour_fee: 'ps.validation.number' }],
    [
      'a subscription capacity above the max',
      { subscription_capacity: 101 },
      { subscription_capacity: 'ps.validation.not_above_max_capacity' },
    ],
    [
      'a guest capacity above the max',
      { guest_ticket_capacity: 500 },
      { guest_ticket_capacity: 'ps.validation.not_above_max_capacity' },
    ],
    [
      'several problems',
      { name: '', free_minutes: -1, hourly_fee: -2 },
      {
        name: 'ps.validation.required',
        free_minutes: 'ps.validation.not_negative',
        hourly_fee: 'ps.validation.not_negative',
      },
    ],
  ])('refuses %s and writes nothing', async (_label, overrides, errors) => {
    const before = await countRows(t.database.db, areas);
    const response = await t.request({ method: 'POST', url: '/api/areas', token, payload: areaBody(overrides) });
    expectValidationError(response, errors);
    expect(await countRows(t.database.db, areas)).toBe(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/areas',
      token,
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('drops unknown and read-only fields instead of writing them', async () => {
    const [highest] = await t.database.db.select({ id: areas.id }).from(areas).orderBy(areas.id);
    const body = areaBody({
      name: 'Yanbu Port',
      id: 9999,
      created_at: '2001-01-01T00:00:00.000Z',
      search_text: 'planted',
      hourly_fee_halalas: 1,
      colour: 'blue',
    });
    const area = (await t.request({ method: 'POST', url: '/api/areas', token, payload: body })).json();
    expect(area.id).not.toBe(9999);
    expect(area.id).toBeGreaterThan(highest!.id);
    expect(area.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    expect(area).not.toHaveProperty('colour');
    const [row] = await t.database.db.select().from(areas).where(eq(areas.id, area.id));
    expect(row!.search_text).not.toContain('planted');
    const [version] = await t.database.db.select().from(tariffVersions).where(eq(tariffVersions.area_id, area.id));
    expect(version!.hourly_fee_halalas).toBe(500);
  });
});

describe('PUT /api/areas/:id', () => {
  it('takes the whole record back as the edit form sends it, and keeps 5.5 as 5.5', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Abha Center' }));
    const edited = {
      ...area,
      name: 'Abha Centre',
      hourly_fee: 5.5,
      search_text: 'planted',
      hourly_fee_halalas: 1,
      id: area.id + 1000,
      created_at: '2001-01-01T00:00:00.000Z',
    };
    const response = await t.request({ method: 'PUT', url: `/api/areas/${area.id}`, token, payload: edited });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({ id: area.id, name: 'Abha Centre', hourly_fee: 5.5, created_at: area.created_at });
    expect((await get(`/api/areas/${area.id}`)).json()).toEqual(updated);
    const [row] = await t.database.db.select().from(areas).where(eq(areas.id, area.id));
    expect(row).toMatchObject({ search_text: expect.stringContaining('abhacentre') });
    const versions = await t.database.db.select().from(tariffVersions).where(eq(tariffVersions.area_id, area.id));
    expect(versions.map((version) => version.hourly_fee_halalas)).toEqual([500, 550]);
    expect(await countRows(t.database.db, areas, eq(areas.id, area.id + 1000))).toBe(0);
  });

  it('refuses bad input and leaves the record as it was', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Hail Square' }));
    const response = await t.request({
      method: 'PUT',
      url: `/api/areas/${area.id}`,
      token,
      payload: { ...area, name: 'Changed', max_capacity: 80, subscription_capacity: 81 },
    });
    expectValidationError(response, { subscription_capacity: 'ps.validation.not_above_max_capacity' });
    expect((await get(`/api/areas/${area.id}`)).json()).toEqual(area);
  });

  it('answers 404 for an area that does not exist', async () => {
    expectError(
      await t.request({ method: 'PUT', url: '/api/areas/999999', token, payload: areaBody() }),
      404,
      'not_found',
    );
  });
});

describe('GET /api/areas/:id', () => {
  it('answers 404 for an area that does not exist and 400 for an id that is not one', async () => {
    expectError(await get('/api/areas/999999'), 404, 'not_found');
    expect((await get('/api/areas/abc')).statusCode).toBe(400);
    expect((await get('/api/areas/0')).statusCode).toBe(400);
  });

  it('answers 400, not 500, for an id beyond the database integer', async () => {
    expect((await get('/api/areas/2147483647')).statusCode).toBe(404);
    const response = await get('/api/areas/99999999999');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect((await get(listUrl('areas', { filter: { id: [99999999999] } }))).statusCode).toBe(400);
  });
});

describe('DELETE /api/areas/:id', () => {
  async function expectInUse(areaId: number) {
    expectError(await t.request({ method: 'DELETE', url: `/api/areas/${areaId}`, token }), 409, 'area_in_use');
    expect(await countRows(t.database.db, areas, eq(areas.id, areaId))).toBe(1);
  }

  it('refuses an area that still has gates, and deletes nothing', async () => {
    const [seeded] = await t.database.db.select().from(areas).where(eq(areas.name, DEMO_AREAS[5].name));
    const gatesBefore = await countRows(t.database.db, gates, eq(gates.area_id, seeded!.id));
    expect(gatesBefore).toBeGreaterThan(0);
    await expectInUse(seeded!.id);
    expect(await countRows(t.database.db, gates, eq(gates.area_id, seeded!.id))).toBe(gatesBefore);
  });

  it('refuses an area that still has a gate made through the API', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Gated Area' }));
    const types = await listAll(t, token, 'gate-types');
    await createThrough(t, token, 'gates', gateBody(area.id, types[0]!.id));
    await expectInUse(area.id);
  });

  it('refuses an area that still has sub-areas', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Zoned Area' }));
    await createThrough(t, token, 'sub-areas', subAreaBody(area.id));
    await expectInUse(area.id);
    expect(await countRows(t.database.db, subAreas, eq(subAreas.area_id, area.id))).toBe(1);
  });

  it('refuses an area that still has vehicles', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Busy Area' }));
    await t.database.db.insert(vehicles).values(stayValues('ABJ1234', area.id));
    await expectInUse(area.id);
    expect(await countRows(t.database.db, vehicles, eq(vehicles.area_id, area.id))).toBe(1);
  });

  it('refuses an area that anything else refers to, such as a company subscription (the foreign keys know every dependent)', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Subscribed Area' }));
    const [company] = await t.database.db.select({ id: companies.id }).from(companies).limit(1);
    await t.database.db.insert(companySubscriptions).values({
      company_id: company!.id,
      subscriber_name: 'Sara Al-Harbi',
      phone: '+966551234567',
      email: 'sara@example.sa',
      area_id: area.id,
    });
    await expectInUse(area.id);
  });

  it('deletes an empty area, answers the deleted record, then 404', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Empty Area' }));
    const response = await t.request({ method: 'DELETE', url: `/api/areas/${area.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(area);
    expectError(await get(`/api/areas/${area.id}`), 404, 'not_found');
    expectError(await t.request({ method: 'DELETE', url: `/api/areas/${area.id}`, token }), 404, 'not_found');
  });
});

describe('GET /api/areas search', () => {
  it.each([
    ['the Arabic name with teh marbuta typed as heh', 'جده', ['Jeddah Corniche']],
    ['the Arabic name with diacritics', 'كُورْنِيش', ['Jeddah Corniche']],
    ['an alef variant', 'إلملك', ['King Fahd Road Tower', 'King Abdulaziz Airport P3']],
    ['Arabic-Indic digits', 'مواقف ٣', ['King Abdulaziz Airport P3']],
    ['the English name in any case', 'CoRnIcHe', ['Jeddah Corniche']],
    ['a word of the name with spaces around it', '  medical ', ['Dammam Medical City']],
  ])('finds %s', async (_label, q, expected) => {
    const found = await listAll(t, token, 'areas', { filter: { q }, sort: ['id', 'ASC'] });
    expect(names(found)).toEqual(expected);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await listAll(t, token, 'areas', { filter: { q: '%' } })).toEqual([]);
    expect(await listAll(t, token, 'areas', { filter: { q: '_' } })).toEqual([]);
  });

  it('finds nothing for a word in no area', async () => {
    const response = await get(listUrl('areas', { filter: { q: 'zzzz' }, range: [0, 9] }));
    expect(response.json()).toEqual([]);
    expect(totalOf(response)).toBe(0);
  });

  it('searches an area by its new name once it is renamed', async () => {
    const area = await createThrough(t, token, 'areas', areaBody({ name: 'Old Name', name_ar: null }));
    await t.request({
      method: 'PUT',
      url: `/api/areas/${area.id}`,
      token,
      payload: { ...area, name: 'Taif Rose Market', name_ar: 'سوق الورد بالطائف' },
    });
    expect(names(await listAll(t, token, 'areas', { filter: { q: 'old name' } }))).toEqual([]);
    expect(names(await listAll(t, token, 'areas', { filter: { q: 'rose' } }))).toEqual(['Taif Rose Market']);
    expect(names(await listAll(t, token, 'areas', { filter: { q: 'بالطايف' } }))).toEqual(['Taif Rose Market']);
  });
});

describe('GET /api/areas list protocol', () => {
  it('sorts by a whitelisted field either way', async () => {
    const ascending = await listAll(t, token, 'areas', { sort: ['max_capacity', 'ASC'] });
    const capacities = ascending.map((area) => area.max_capacity as number);
    expect(capacities).toEqual([...capacities].sort((a, b) => a - b));
    const descending = await listAll(t, token, 'areas', { sort: ['hourly_fee', 'DESC'] });
    const fees = descending.map((area) => area.hourly_fee as number);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });

  it('filters by is_active', async () => {
    const inactive = await createThrough(t, token, 'areas', areaBody({ name: 'Closed Area', is_active: false }));
    const found = await listAll(t, token, 'areas', { filter: { is_active: false } });
    expect(found.map((area) => area.id)).toContain(inactive.id);
    expect(found.every((area) => area.is_active === false)).toBe(true);
  });

  it.each([
    ['an unknown sort field', { sort: ['search_text', 'ASC'] }, 'sort'],
    ['a sort field that is SQL', { sort: ['name; drop table areas', 'ASC'] }, 'sort'],
    ['an unknown sort order', { sort: ['name', 'SIDEWAYS'] }, 'sort'],
    ['a sort that is not JSON', { sort: 'name' }, 'sort'],
    ['an unknown filter key', { filter: { search_text: 'x' } }, 'filter'],
    ['a filter on a stored-only column', { filter: { hourly_fee_halalas: 500 } }, 'filter'],
    ['a filter of the wrong type', { filter: { is_active: 'yes' } }, 'filter'],
    ['a filter that is not JSON', { filter: '{q:' }, 'filter'],
    ['a filter that is an array', { filter: [1] }, 'filter'],
    ['a reversed range', { range: [5, 2] }, 'range'],
    ['a negative range', { range: [-1, 2] }, 'range'],
    ['a range of text', { range: ['a', 'b'] }, 'range'],
  ])('answers 400, never 500, to %s', async (_label, query, field) => {
    const response = await get(listUrl('areas', query));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      errors: { [field]: expect.stringMatching(/^ps\.validation\./) },
    });
  });

  it('answers Content-Range for a first page, a middle page, the last page and past the end', async () => {
    const total = await countRows(t.database.db, areas);
    expect(total).toBeGreaterThan(4);

    const first = await get(listUrl('areas', { range: [0, 1] }));
    expect(first.json()).toHaveLength(2);
    expect(first.headers['content-range']).toBe(`areas 0-1/${total}`);

    const middle = await get(listUrl('areas', { range: [2, 3] }));
    expect(middle.json()).toHaveLength(2);
    expect(middle.headers['content-range']).toBe(`areas 2-3/${total}`);

    const last = await get(listUrl('areas', { range: [total - 1, total + 8] }));
    expect(last.json()).toHaveLength(1);
    expect(last.headers['content-range']).toBe(`areas ${total - 1}-${total - 1}/${total}`);

    const beyond = await get(listUrl('areas', { range: [total + 10, total + 19] }));
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`areas */${total}`);
  });

  it('pages through every area exactly once', async () => {
    const all = await listAll(t, token, 'areas', { sort: ['name', 'ASC'] });
    const paged: unknown[] = [];
    for (let start = 0; start < all.length; start += 3) {
      paged.push(
        ...(await listAll(t, token, 'areas', { sort: ['name', 'ASC'], range: [start, start + 2] })).map(
          (area) => area.id,
        ),
      );
    }
    expect(paged).toEqual(all.map((area) => area.id));
  });

  it('answers getMany (no range) with every id asked for', async () => {
    const ids = (await t.database.db.select({ id: areas.id }).from(areas)).map((row) => row.id);
    const response = await get(listUrl('areas', { filter: { id: ids } }));
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((area: { id: number }) => area.id)
        .sort((a: number, b: number) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
    expect(totalOf(response)).toBe(ids.length);
    const some = await get(listUrl('areas', { filter: { id: [ids[2], ids[0], 999_999] } }));
    expect(
      some
        .json()
        .map((area: { id: number }) => area.id)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
  });

  it('answers getMany with no ids with an empty list', async () => {
    const response = await get(listUrl('areas', { filter: { id: [] } }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
