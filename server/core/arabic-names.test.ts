import type { LightMyRequestResponse } from 'fastify';
import { eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameKeyOf, searchTextOf, TEXT_FOLDING_VERSION } from '../../domain/arabic';
import { ROLE } from '../../domain/roles';
import { foldedNames } from '../db/folded-names';
import { appSettings, areas, gates, subAreas } from '../db/schema';
import { refreshFoldedText } from './refresh-folded-text';
import { insertAreas } from '../test/bulk';
import { areaBody, gateBody, subAreaBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { createThrough, expectError, listAll } from '../test/rest';

let t: TestApp;
let token: string;
let areaId: number;
let gateTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.admin);
  areaId = (
    await createThrough(t, token, 'areas', areaBody({ name: 'Arabic Names Area', name_ar: 'منطقة الأسماء العربية' }))
  ).id;
  gateTypeId = (await listAll(t, token, 'gate-types'))[0]!.id;
});
afterAll(() => t.close());

function expectDuplicate(response: LightMyRequestResponse, field: string) {
  expectError(response, 409, 'duplicate');
  expect(response.json().errors).toEqual({ [field]: 'ps.validation.unique' });
}

const put = (resource: string, record: { id: number }, changes: object) =>
  t.request({ method: 'PUT', url: `/api/${resource}/${record.id}`, token, payload: { ...record, ...changes } });

describe('sorting by the name an Arabic reader sees', () => {
  it('sorts areas by the Arabic name, else the name, Arabic letters first and hamzated alefs with alef', async () => {
    const made: Array<{ id: number }> = [];
    for (const [name, name_ar] of [
      ['Zulfi Gate', null],
      ['Amna Plaza', 'آمنة بلازا'],
      ['Bareeda Souq', 'بريدة'],
      ['abha Heights', 'أبها'],
      ['Ibrahim Khalil Market', 'إبراهيم الخليل'],
      ['Alpha Park', null],
      ['Ibtisam Mall', 'ابتسام'],
      ['Yanbu Marina', 'ينبع'],
    ] as const) {
      made.push(await createThrough(t, token, 'areas', areaBody({ name, name_ar })));
    }
    const ours = (records: Array<Record<string, unknown> & { id: number }>) =>
      records.filter((record) => made.some((area) => area.id === record.id)).map((record) => record.name);

    expect(ours(await listAll(t, token, 'areas', { sort: ['name_ar', 'ASC'] }))).toEqual([
      'Ibtisam Mall', // ابتسام
      'Ibrahim Khalil Market', // إبراهيم
      'abha Heights', // أبها
      'Amna Plaza', // آمنة
      'Bareeda Souq', // بريدة
      'Yanbu Marina', // ينبع
      'Alpha Park',
      'Zulfi Gate',
    ]);
    expect(ours(await listAll(t, token, 'areas', { sort: ['name_ar', 'DESC'] }))[0]).toBe('Zulfi Gate');
    expect(ours(await listAll(t, token, 'areas', { sort: ['name', 'ASC'] }))).toEqual([
      'abha Heights',
      'Alpha Park',
      'Amna Plaza',
      'Bareeda Souq',
      'Ibrahim Khalil Market',
      'Ibtisam Mall',
      'Yanbu Marina',
      'Zulfi Gate',
    ]);
  });

  it('sorts the sub-areas and gates of an area the same way', async () => {
    for (const [name, name_ar] of [
      ['Zone Z', null],
      ['Roof', 'السطح'],
      ['Basement', 'القبو'],
      ['Annex', null],
    ] as const) {
      await createThrough(t, token, 'sub-areas', subAreaBody(areaId, { name, name_ar }));
      await createThrough(t, token, 'gates', gateBody(areaId, gateTypeId, { name, name_ar }));
    }
    for (const resource of ['sub-areas', 'gates']) {
      const sorted = await listAll(t, token, resource, { filter: { area_id: areaId }, sort: ['name_ar', 'ASC'] });
      expect(
        sorted.map((record) => record.name),
        resource,
      ).toEqual(['Roof', 'Basement', 'Annex', 'Zone Z']);
    }
  });
});

describe('the Arabic name of sub-areas and gates', () => {
  it.each(['sub-areas', 'gates'] as const)(
    '%s keep an optional Arabic name, unique in the area however it is spelled',
    async (resource) => {
      const body = (overrides: Record<string, unknown>) =>
        resource === 'gates' ? gateBody(areaId, gateTypeId, overrides) : subAreaBody(areaId, overrides);
      const plain = await createThrough(t, token, resource, body({ name_ar: '  ' }));
      expect(plain.name_ar).toBeNull();
      const named = await createThrough(t, token, resource, body({ name_ar: 'بوابة الملك عبدالعزيز' }));
      expect(named).toMatchObject({ name_ar: 'بوابة الملك عبدالعزيز' });
      expect(named).not.toHaveProperty('name_ar_key');

      const twin = await t.request({
        method: 'POST',
        url: `/api/${resource}`,
        token,
        payload: body({ name_ar: 'بوابة الملك عبد العزيز' }),
      });
      expectDuplicate(twin, 'name_ar');
      expectDuplicate(await put(resource, plain, { name_ar: 'بوّابة الملك عبدالعزيز' }), 'name_ar');

      const otherArea = (await createThrough(t, token, 'areas', areaBody())).id;
      const elsewhere =
        resource === 'gates'
          ? gateBody(otherArea, gateTypeId, { name_ar: 'بوابة الملك عبدالعزيز' })
          : subAreaBody(otherArea, { name_ar: 'بوابة الملك عبدالعزيز' });
      await createThrough(t, token, resource, elsewhere);

      const found = await listAll(t, token, resource, { filter: { area_id: areaId, q: 'عبد العزيز' } });
      expect(found.map((record) => record.id)).toEqual([named.id]);
      expect(
        (await listAll(t, token, resource, { filter: { area_id: areaId, q: 'بوابه' } })).map((record) => record.id),
      ).toContain(named.id);
    },
  );
});

describe('searching compound names written joined or apart', () => {
  it('finds "عبدالعزيز" by "عبد العزيز" and "Al Noor" by "alnoor", but never across two fields', async () => {
    const joined = await createThrough(
      t,
      token,
      'areas',
      areaBody({ name: 'Al Noor Towers', name_ar: 'أبراج عبدالعزيز' }),
    );
    const apart = await createThrough(
      t,
      token,
      'areas',
      areaBody({ name: 'Prince Sultan Park', name_ar: 'حديقة عبد العزيز' }),
    );
    const search = async (q: string) => (await listAll(t, token, 'areas', { filter: { q } })).map((area) => area.id);
    for (const q of ['عبد العزيز', 'عبدالعزيز', 'عبد  العزيز'])
      expect(await search(q), q).toEqual(expect.arrayContaining([joined.id, apart.id]));
    expect(await search('alnoor')).toEqual([joined.id]);
    expect(await search('towersابراج')).toEqual([]);
  });

  it('counts names that differ only in spaces as one name', async () => {
    await createThrough(t, token, 'areas', areaBody({ name: 'Rose Garden', name_ar: 'حديقة الورد' }));
    expectDuplicate(
      await t.request({ method: 'POST', url: '/api/areas', token, payload: areaBody({ name: 'RoseGarden' }) }),
      'name',
    );
    expectDuplicate(
      await t.request({ method: 'POST', url: '/api/areas', token, payload: areaBody({ name_ar: 'حديقةالورد' }) }),
      'name_ar',
    );
  });
});

describe('refreshing the folded text of rows written under an older folding', () => {
  it('rewrites search text and keys, and leaves a twin without a key', async () => {
    const first = await createThrough(
      t,
      token,
      'sub-areas',
      subAreaBody(areaId, { name: 'Old Folding One', name_ar: 'عبد الله' }),
    );
    const second = await createThrough(
      t,
      token,
      'sub-areas',
      subAreaBody(areaId, { name: 'Old Folding Two', name_ar: 'عبدالله الثاني' }),
    );
    const gate = await createThrough(
      t,
      token,
      'gates',
      gateBody(areaId, gateTypeId, { name: 'Old Folding Gate', description: 'Next to the mosque' }),
    );
    const db = t.database.db;
    // As the first folding stored them: spaces kept, so these two were different names then.
    await db
      .update(subAreas)
      .set({ search_text: 'old folding one عبد الله', name_key: 'old folding one', name_ar_key: 'عبد الله' })
      .where(eq(subAreas.id, first.id));
    await db
      .update(subAreas)
      .set({ name: 'Old  Folding One', name_key: 'old folding  one', name_ar_key: 'عبدالله الثاني' })
      .where(eq(subAreas.id, second.id));
    await db.update(gates).set({ search_text: 'old folding gate next to the mosque' }).where(eq(gates.id, gate.id));
    await db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'text_folding_version'));
    await db.insert(appSettings).values({ key: 'text_folding_version', value: '1' }).onConflictDoNothing();

    const warnings: string[] = [];
    await refreshFoldedText(db, (message) => warnings.push(message));

    const [refreshed] = await db.select().from(subAreas).where(eq(subAreas.id, first.id));
    expect(refreshed).toMatchObject({
      search_text: searchTextOf('Old Folding One', 'عبد الله'),
      name_key: nameKeyOf('Old Folding One'),
      name_ar_key: 'عبدالله',
    });
    const [twin] = await db.select().from(subAreas).where(eq(subAreas.id, second.id));
    expect(twin).toMatchObject({
      name_key: null,
      name_ar_key: null,
      search_text: searchTextOf('Old  Folding One', 'عبدالله الثاني'),
    });
    expect(warnings).toEqual([
      `"Old  Folding One" (id ${second.id}) has the same name as another record; rename one of them`,
    ]);
    const [refreshedGate] = await db.select().from(gates).where(eq(gates.id, gate.id));
    expect(refreshedGate!.search_text).toBe(searchTextOf('Old Folding Gate', null, 'Next to the mosque'));
    const [version] = await db.select().from(appSettings).where(eq(appSettings.key, 'text_folding_version'));
    expect(version!.value).toBe(String(TEXT_FOLDING_VERSION));

    expect(
      (await listAll(t, token, 'sub-areas', { filter: { area_id: areaId, q: 'عبدالله' } })).map((record) => record.id),
    ).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('rewrites thousands of rows in batches, and leaves the twin of a row of an earlier batch without a key', async () => {
    const db = t.database.db;
    const elder = await createThrough(t, token, 'areas', areaBody({ name: 'Batch Twin', name_ar: 'توأم الدفعة' }));
    await insertAreas(db, 5_200, (index) => ({
      name: `Batch Row ${index}`,
      name_ar: index % 2 ? `صف الدفعة ${index}` : null,
    }));
    const younger = await createThrough(t, token, 'areas', areaBody({ name: 'Batch Other', name_ar: null }));
    // As an older folding left them: stale search text and keys, and a name written apart then.
    await db.execute(
      sql`update areas set search_text = 'stale', name_key = 'stale ' || id, name_ar_key = null where id >= ${elder.id}`,
    );
    await db.update(areas).set({ name: 'BatchTwin' }).where(eq(areas.id, younger.id));
    await db.update(appSettings).set({ value: '1' }).where(eq(appSettings.key, 'text_folding_version'));

    const warnings: string[] = [];
    await refreshFoldedText(db, (message) => warnings.push(message));

    // The twin of the test above is still one, and is named again.
    expect(warnings.filter((warning) => warning.includes('Batch'))).toEqual([
      `"BatchTwin" (id ${younger.id}) has the same name as another record; rename one of them`,
    ]);
    const rows = await db.select().from(areas).where(gte(areas.id, elder.id));
    expect(rows).toHaveLength(5_202);
    for (const row of rows) {
      const expected =
        row.id === younger.id
          ? { search_text: searchTextOf(row.name, row.name_ar), name_key: null, name_ar_key: null }
          : foldedNames(row);
      expect({ search_text: row.search_text, name_key: row.name_key, name_ar_key: row.name_ar_key }, row.name).toEqual(
        expected,
      );
    }
  });
});
