import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { areas, gates, users, vehicles } from '../../db/schema';
import { DEMO_AREAS } from '../../seed/demo-data';
import { areaBody, demoAccount, gateBody } from '../../test/fixtures';
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
let areaId: number;
let typeIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.superAdmin);
  areaId = (await createThrough(t, token, 'areas', areaBody({ name: 'Gates Test Area' }))).id;
  typeIds = Object.fromEntries((await listAll(t, token, 'gate-types')).map((type) => [type.code, type.id]));
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token });
const post = (payload: object) => t.request({ method: 'POST', url: '/api/gates', token, payload });

async function seededAreaId(index: number): Promise<number> {
  const [area] = await t.database.db
    .select({ id: areas.id })
    .from(areas)
    .where(eq(areas.name, DEMO_AREAS[index]!.name));
  return area!.id;
}

describe('POST /api/gates', () => {
  it('creates a gate, active by default, without a description', async () => {
    const response = await post({ name: 'West Gate', gate_type_id: typeIds.entry, area_id: areaId });
    expect(response.statusCode).toBe(201);
    const gate = response.json();
    expect(gate).toMatchObject({
      id: expect.any(Number),
      name: 'West Gate',
      description: null,
      gate_type_id: typeIds.entry,
      area_id: areaId,
      status: 'active',
    });
    expect(gate).not.toHaveProperty('search_text');
    expect((await get(`/api/gates/${gate.id}`)).json()).toEqual(gate);
  });

  it.each([
    ['a missing name', { name: undefined }, { name: 'ps.validation.required' }],
    ['a blank name', { name: '  ' }, { name: 'ps.validation.required' }],
    ['a missing gate type', { gate_type_id: undefined }, { gate_type_id: 'ps.validation.required' }],
    ['a missing area', { area_id: undefined }, { area_id: 'ps.validation.required' }],
    ['an unknown status', { status: 'open' }, { status: 'ps.validation.invalid_choice' }],
    ['a zero gate type', { gate_type_id: 0 }, { gate_type_id: 'ps.validation.invalid_choice' }],
  ])('refuses %s and writes nothing', async (_label, overrides, errors) => {
    const before = await countRows(t.database.db, gates);
    expectValidationError(await post(gateBody(areaId, typeIds.entry!, overrides)), errors);
    expect(await countRows(t.database.db, gates)).toBe(before);
  });

  it.each([
    ['area_id', () => ({ area_id: 999_999 })],
    ['gate_type_id', () => ({ gate_type_id: 999_999 })],
    ['area_id', () => ({ area_id: 99_999_999_999 })],
  ])('refuses a %s that names no record and writes nothing', async (field, overrides) => {
    const before = await countRows(t.database.db, gates);
    expectValidationError(await post(gateBody(areaId, typeIds.entry!, overrides())), {
      [field]: 'ps.validation.invalid_choice',
    });
    expect(await countRows(t.database.db, gates)).toBe(before);
  });

  it('drops unknown and read-only fields', async () => {
    const gate = (
      await post({
        ...gateBody(areaId, typeIds.exit!, { name: 'Kiosk Gate' }),
        id: 4242,
        created_at: '2001-01-01T00:00:00.000Z',
        search_text: 'planted',
        colour: 'red',
      })
    ).json();
    expect(gate.id).not.toBe(4242);
    expect(gate.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    expect(gate).not.toHaveProperty('colour');
    const [row] = await t.database.db.select().from(gates).where(eq(gates.id, gate.id));
    expect(row!.search_text).not.toContain('planted');
  });
});

describe('PUT /api/gates/:id', () => {
  it('takes the whole record back and changes what the form changed', async () => {
    const gate = await createThrough(t, token, 'gates', gateBody(areaId, typeIds.entry!, { name: 'Service Gate' }));
    const edited = {
      ...gate,
      name: 'Service Gate 2',
      status: 'maintenance',
      gate_type_id: typeIds.entry_exit,
      description: '',
      search_text: 'planted',
      created_at: '2001-01-01T00:00:00.000Z',
    };
    const response = await t.request({ method: 'PUT', url: `/api/gates/${gate.id}`, token, payload: edited });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: gate.id,
      name: 'Service Gate 2',
      status: 'maintenance',
      gate_type_id: typeIds.entry_exit,
      description: null,
      created_at: gate.created_at,
    });
    const [row] = await t.database.db.select().from(gates).where(eq(gates.id, gate.id));
    expect(row!.search_text).toBe('servicegate2');
  });

  it('refuses moving a gate to an area that does not exist, and leaves it', async () => {
    const gate = await createThrough(t, token, 'gates', gateBody(areaId, typeIds.entry!, { name: 'Stay Gate' }));
    expectValidationError(
      await t.request({ method: 'PUT', url: `/api/gates/${gate.id}`, token, payload: { ...gate, area_id: 999_999 } }),
      { area_id: 'ps.validation.invalid_choice' },
    );
    expect((await get(`/api/gates/${gate.id}`)).json()).toEqual(gate);
  });
});

describe('DELETE /api/gates/:id', () => {
  it('refuses a gate an employee works at', async () => {
    const [employee] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
    expectError(
      await t.request({ method: 'DELETE', url: `/api/gates/${employee!.gate_id}`, token }),
      409,
      'gate_in_use',
    );
    expect(await countRows(t.database.db, gates, eq(gates.id, employee!.gate_id!))).toBe(1);
  });

  it('refuses a gate a vehicle went through', async () => {
    const gate = await createThrough(t, token, 'gates', gateBody(areaId, typeIds.entry!, { name: 'Used Gate' }));
    await t.database.db.insert(vehicles).values(stayValues('XZ42', areaId, { entry_gate_id: gate.id }));
    expectError(await t.request({ method: 'DELETE', url: `/api/gates/${gate.id}`, token }), 409, 'gate_in_use');
    expect(await countRows(t.database.db, gates, eq(gates.id, gate.id))).toBe(1);
  });

  it('deletes a free gate, answers it, then 404', async () => {
    const gate = await createThrough(t, token, 'gates', gateBody(areaId, typeIds.entry!, { name: 'Spare Gate' }));
    const response = await t.request({ method: 'DELETE', url: `/api/gates/${gate.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(gate);
    expectError(await get(`/api/gates/${gate.id}`), 404, 'not_found');
  });
});

describe('GET /api/gates', () => {
  it("lists an area's gates (getManyReference) with their total", async () => {
    const jeddah = await seededAreaId(2);
    const response = await get(listUrl('gates', { filter: { area_id: jeddah }, sort: ['name', 'ASC'], range: [0, 1] }));
    expect(response.statusCode).toBe(200);
    expect(response.json().map((gate: { area_id: number }) => gate.area_id)).toEqual([jeddah, jeddah]);
    expect(response.headers['content-range']).toBe('gates 0-1/3');
    expect(totalOf(await get(listUrl('gates', { filter: { area_id: String(jeddah) } })))).toBe(3);
  });

  it('filters by status and gate type', async () => {
    const inMaintenance = await listAll(t, token, 'gates', {
      filter: { status: 'maintenance', area_id: await seededAreaId(2) },
    });
    expect(inMaintenance.map((gate) => [gate.name, gate.gate_type_id])).toEqual([['South Exit', typeIds.exit]]);
    const entries = await listAll(t, token, 'gates', { filter: { gate_type_id: typeIds.entry } });
    expect(entries.length).toBeGreaterThanOrEqual(DEMO_AREAS.length);
    expect(entries.every((gate) => gate.gate_type_id === typeIds.entry)).toBe(true);
  });

  it('searches names and descriptions in any case', async () => {
    const kiosks = await listAll(t, token, 'gates', { filter: { q: 'PAYMENT KIOSK' } });
    expect(kiosks).toHaveLength(DEMO_AREAS.length);
    expect(kiosks.every((gate) => gate.name === 'South Exit')).toBe(true);
  });

  it.each([
    ['an unknown filter key', { filter: { name: 'North' } }, 'filter'],
    ['an unknown status', { filter: { status: 'open' } }, 'filter'],
    ['an area id beyond the database integer', { filter: { area_id: 99_999_999_999 } }, 'filter'],
    ['an unknown sort field', { sort: ['description', 'ASC'] }, 'sort'],
  ])('answers 400 to %s', async (_label, query, field) => {
    const response = await get(listUrl('gates', query));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: { [field]: expect.any(String) } });
  });

  it('answers getMany with every id asked for', async () => {
    const ids = (await t.database.db.select({ id: gates.id }).from(gates)).map((row) => row.id);
    const found = await listAll(t, token, 'gates', { filter: { id: ids } });
    expect(found.map((gate) => gate.id).sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));
  });
});
