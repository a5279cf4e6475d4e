import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { areas, companies, subAreas } from '../../db/schema';
import { DEMO_AREAS } from '../../seed/demo-data';
import { areaBody, subAreaBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, createThrough, expectError, expectValidationError, listAll, listUrl } from '../../test/rest';

let t: TestApp;
let token: string;
let areaId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.admin);
  areaId = (await createThrough(t, token, 'areas', areaBody({ name: 'Sub-areas Test Area' }))).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token });
const post = (payload: object) => t.request({ method: 'POST', url: '/api/sub-areas', token, payload });

describe('POST /api/sub-areas', () => {
  it('creates a sub-area, with or without a capacity', async () => {
    const response = await post(subAreaBody(areaId, { name: 'Level 2', max_capacity: 45 }));
    expect(response.statusCode).toBe(201);
    const subArea = response.json();
    expect(subArea).toMatchObject({ id: expect.any(Number), name: 'Level 2', area_id: areaId, max_capacity: 45 });
    expect(subArea).toHaveProperty('created_at');
    expect(subArea).toHaveProperty('updated_at');
    expect(subArea).not.toHaveProperty('search_text');
    expect((await get(`/api/sub-areas/${subArea.id}`)).json()).toEqual(subArea);
    expect((await post({ name: 'Roof', area_id: areaId })).json()).toMatchObject({ max_capacity: null });
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'ps.validation.required' }],
    ['an empty name', { name: '' }, { name: 'ps.validation.required' }],
    ['a one-letter name', { name: 'A' }, { name: 'ps.validation.min_length_2' }],
    ['a one-letter name padded with spaces', { name: '  A ' }, { name: 'ps.validation.min_length_2' }],
    ['a missing area', { area_id: undefined }, { area_id: 'ps.validation.required' }],
    ['an area that does not exist', { area_id: 999_999 }, { area_id: 'ps.validation.invalid_choice' }],
    ['a capacity of 0', { max_capacity: 0 }, { max_capacity: 'ps.validation.min_one' }],
    ['a negative capacity', { max_capacity: -3 }, { max_capacity: 'ps.validation.min_one' }],
  ])('refuses %s and writes nothing', async (_label, overrides, errors) => {
    const before = await countRows(t.database.db, subAreas);
    expectValidationError(await post(subAreaBody(areaId, overrides)), errors);
    expect(await countRows(t.database.db, subAreas)).toBe(before);
  });

  it('accepts a two-letter name', async () => {
    expect((await post(subAreaBody(areaId, { name: 'B3' }))).statusCode).toBe(201);
  });
});

describe('PUT /api/sub-areas/:id', () => {
  it('takes the whole record back, drops read-only fields and moves updated_at', async () => {
    const subArea = await createThrough(t, token, 'sub-areas', subAreaBody(areaId, { name: 'Old Zone' }));
    const edited = {
      ...subArea,
      name: 'New Zone',
      max_capacity: null,
      id: 777_777,
      created_at: '2001-01-01T00:00:00.000Z',
      updated_at: '2001-01-01T00:00:00.000Z',
      search_text: 'planted',
    };
    const response = await t.request({ method: 'PUT', url: `/api/sub-areas/${subArea.id}`, token, payload: edited });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json();
    expect(updated).toMatchObject({
      id: subArea.id,
      name: 'New Zone',
      max_capacity: null,
      created_at: subArea.created_at,
    });
    expect(new Date(updated.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(subArea.updated_at as string).getTime(),
    );
    expect(updated.updated_at).not.toBe('2001-01-01T00:00:00.000Z');
    const [row] = await t.database.db.select().from(subAreas).where(eq(subAreas.id, subArea.id));
    expect(row!.search_text).toBe('newzone');
  });

  it('refuses a short name and leaves the record', async () => {
    const subArea = await createThrough(t, token, 'sub-areas', subAreaBody(areaId, { name: 'Kept Zone' }));
    expectValidationError(
      await t.request({
        method: 'PUT',
        url: `/api/sub-areas/${subArea.id}`,
        token,
        payload: { ...subArea, name: 'K' },
      }),
      { name: 'ps.validation.min_length_2' },
    );
    expect((await get(`/api/sub-areas/${subArea.id}`)).json()).toEqual(subArea);
  });
});

describe('DELETE /api/sub-areas/:id', () => {
  it('refuses the sub-area of a company', async () => {
    const [company] = await t.database.db.select().from(companies);
    expectError(
      await t.request({ method: 'DELETE', url: `/api/sub-areas/${company!.sub_area_id}`, token }),
      409,
      'sub_area_in_use',
    );
    expect(await countRows(t.database.db, subAreas, eq(subAreas.id, company!.sub_area_id!))).toBe(1);
  });

  it('deletes a free sub-area, answers it, then 404', async () => {
    const subArea = await createThrough(t, token, 'sub-areas', subAreaBody(areaId, { name: 'Temporary' }));
    const response = await t.request({ method: 'DELETE', url: `/api/sub-areas/${subArea.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(subArea);
    expectError(await get(`/api/sub-areas/${subArea.id}`), 404, 'not_found');
  });
});

describe('GET /api/sub-areas', () => {
  it("lists an area's sub-areas with their total", async () => {
    const [kingFahd] = await t.database.db.select().from(areas).where(eq(areas.name, DEMO_AREAS[0].name));
    const response = await get(
      listUrl('sub-areas', { filter: { area_id: kingFahd!.id }, sort: ['max_capacity', 'DESC'], range: [0, 9] }),
    );
    expect(response.json().map((subArea: { name: string }) => subArea.name)).toEqual([
      'Basement B1',
      'Basement B2',
      'VIP Level',
    ]);
    expect(response.headers['content-range']).toBe('sub-areas 0-2/3');
  });

  it('searches by name in any case', async () => {
    expect(
      (await listAll(t, token, 'sub-areas', { filter: { q: 'basement' } })).map((subArea) => subArea.name).sort(),
    ).toEqual(['Basement B1', 'Basement B2']);
  });

  it.each([
    ['an unknown filter key', { filter: { name: 'Zone A' } }, 'filter'],
    ['an unknown sort field', { sort: ['search_text', 'DESC'] }, 'sort'],
  ])('answers 400 to %s', async (_label, query, field) => {
    const response = await get(listUrl('sub-areas', query));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(String) } });
  });
});
