import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areas, gates, subAreas } from '../db/schema';
import { areaBody, gateBody, subAreaBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { countRows, createThrough, expectError, expectValidationError, listAll, listUrl } from '../test/rest';

let t: TestApp;
let token: string;
let gateTypeId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.bearer(ROLE.superAdmin);
  gateTypeId = (await listAll(t, token, 'gate-types'))[0]!.id;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token });
const post = (resource: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/${resource}`, token, payload: payload as object });

describe('text PostgreSQL cannot store (NUL) and other control characters', () => {
  it.each([
    ['an area name', 'areas', () => areaBody({ name: 'Mall\u0000' }), 'name'],
    ['an Arabic area name', 'areas', () => areaBody({ name_ar: 'مول\u0000' }), 'name_ar'],
    ['an unknown field', 'areas', () => areaBody({ notes: '\u0000' }), 'notes'],
    ['a key', 'areas', () => ({ ...areaBody(), 'x\u0000': 1 }), 'x\u0000'],
  ])('refuses NUL in %s with 400 and writes nothing', async (_label, resource, body, field) => {
    const before = await countRows(t.database.db, areas);
    expectValidationError(await post(resource, body()), { [field]: 'ps.validation.control_characters' });
    expect(await countRows(t.database.db, areas)).toBe(before);
  });

  it('refuses NUL in a search, a sort and a sign-in', async () => {
    expectValidationError(await get(listUrl('areas', { filter: { q: 'a\u0000' } })), {
      filter: 'ps.validation.control_characters',
    });
    expectValidationError(await get(listUrl('areas', { sort: ['name\u0000', 'ASC'] })), {
      sort: 'ps.validation.invalid_choice',
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.sa', password: 'x\u0000' },
    });
    expectValidationError(login, { password: 'ps.validation.control_characters' });
  });

  it.each([
    ['a line break', 'Line\nbreak'],
    ['a tab', 'Tab\tname'],
    ['an escape', 'Esc\u001b[31m'],
    ['a delete', 'Del\u007f'],
    ['a C1 control', 'C1\u0085'],
    ['a line separator', 'Sep\u2028'],
  ])('refuses %s in a name', async (_label, name) => {
    expectValidationError(await post('areas', areaBody({ name })), { name: 'ps.validation.control_characters' });
  });

  it('keeps line breaks in a description but refuses other controls there', async () => {
    const areaId = (await createThrough(t, token, 'areas', areaBody())).id;
    const gate = await createThrough(
      t,
      token,
      'gates',
      gateBody(areaId, gateTypeId, { description: 'First line\nSecond line' }),
    );
    expect(gate.description).toBe('First line\nSecond line');
    expectValidationError(await post('gates', gateBody(areaId, gateTypeId, { description: 'Bell\u0007' })), {
      description: 'ps.validation.control_characters',
    });
  });

  it('drops bidi controls from names and refuses a name that is only invisible characters', async () => {
    const area = await createThrough(
      t,
      token,
      'areas',
      areaBody({ name: 'Tower \u202Egnikrap\u202C One\u200F', name_ar: '\u2067برج\u2069' }),
    );
    expect(area.name).toBe('Tower gnikrap One');
    expect(area.name_ar).toBe('برج');
    expectValidationError(await post('areas', areaBody({ name: '\u200B\u200D\u2060\uFEFF \u202E' })), {
      name: 'ps.validation.required',
    });
    const blankArabic = await createThrough(t, token, 'areas', areaBody({ name_ar: '\u200B\u200F' }));
    expect(blankArabic.name_ar).toBeNull();
  });
});

describe('sort fields, ranges and ids are read strictly', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'search_text', 'hourly_fee_halalas'])(
    'refuses sorting by %s',
    async (field) => {
      expectValidationError(await get(listUrl('areas', { sort: [field, 'ASC'] })), {
        sort: 'ps.validation.invalid_choice',
      });
    },
  );

  it.each(['__proto__', 'constructor', 'toString'])('refuses the filter %s', async (key) => {
    const response = await get(`/api/areas?filter=${encodeURIComponent(`{"${key}":1}`)}`);
    expectValidationError(response, { filter: 'ps.validation.unknown_filter' });
  });

  it.each([
    '[0x10,20]',
    '[1e1,20]',
    '[-0,5]',
    '[0,1e19]',
    '[0,99999999999]',
    '[+1,5]',
    '[1,2,3]',
    '[01,5]',
    '[0.5,5]',
    '"0-5"',
    '[5,1]',
  ])('refuses the range %s', async (range) => {
    expectValidationError(await get(`/api/areas?range=${encodeURIComponent(range)}`), {
      range: 'ps.validation.invalid_choice',
    });
  });

  it('takes a plain range, with or without spaces', async () => {
    expect((await get(`/api/areas?range=${encodeURIComponent('[0, 1]')}`)).json()).toHaveLength(2);
  });

  it.each([
    '0x10',
    '0o7',
    '0b1',
    '+1',
    ' 1',
    '1 ',
    '00001',
    '1e3',
    '1.0',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    'NaN',
    'Infinity',
  ])('refuses the id %j in a path', async (id) => {
    const response = await get(`/api/areas/${encodeURIComponent(id)}`);
    expect(response.statusCode, response.body).toBe(400);
  });

  it.each([['0x10'], ['+1'], [' 1'], ['00001'], [1e19], [-1], [1.5]])(
    'refuses the id %j in a getMany filter',
    async (id) => {
      expectValidationError(await get(listUrl('areas', { filter: { id: [id] } })), {
        filter: 'ps.validation.unknown_filter',
      });
    },
  );

  it('finds a record by its plain id, in a path and as text or number in getMany', async () => {
    const [first] = await listAll(t, token, 'areas', { range: [0, 0] });
    expect((await get(`/api/areas/${first!.id}`)).statusCode).toBe(200);
    expect((await get(listUrl('areas', { filter: { id: [String(first!.id), first!.id] } }))).json()).toHaveLength(1);
  });
});

describe('content types', () => {
  it.each(['application/xml', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 to a %s body',
    async (type) => {
      const before = await countRows(t.database.db, areas);
      const response = await t.request({
        method: 'POST',
        url: '/api/areas',
        token,
        payload: 'name=x',
        headers: { 'content-type': type },
      });
      expectError(response, 415, 'unsupported_media_type');
      expect(await countRows(t.database.db, areas)).toBe(before);
    },
  );

  it('takes an empty text/plain DELETE, as react-admin sends it', async () => {
    const area = await createThrough(t, token, 'areas', areaBody());
    const response = await t.request({
      method: 'DELETE',
      url: `/api/areas/${area.id}`,
      token,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('unique names, folded for case, spacing and Arabic spelling', () => {
  it('refuses a second area with the same name or Arabic name as a field error, and writes nothing', async () => {
    await createThrough(t, token, 'areas', areaBody({ name: 'Riyadh Front', name_ar: 'واجهة الرياض' }));
    const before = await countRows(t.database.db, areas);
    const sameName = await post('areas', areaBody({ name: '  RIYADH   front ' }));
    expectError(sameName, 409, 'duplicate');
    expect(sameName.json().errors).toEqual({ name: 'ps.validation.unique' });
    const sameArabic = await post('areas', areaBody({ name_ar: 'واجهة الرّياض' }));
    expect(sameArabic.json()).toMatchObject({ code: 'duplicate', errors: { name_ar: 'ps.validation.unique' } });
    expect(await countRows(t.database.db, areas)).toBe(before);
  });

  it("refuses a renamed area that takes another one's name, and keeps it as it was", async () => {
    const first = await createThrough(t, token, 'areas', areaBody({ name: 'Dammam Port' }));
    const second = await createThrough(t, token, 'areas', areaBody());
    const response = await t.request({
      method: 'PUT',
      url: `/api/areas/${second.id}`,
      token,
      payload: { ...second, name: 'dammam port' },
    });
    expect(response.json()).toMatchObject({ code: 'duplicate', errors: { name: 'ps.validation.unique' } });
    const [row] = await t.database.db.select().from(areas).where(eq(areas.id, second.id));
    expect(row!.name).toBe(second.name);
    expect(first.name).toBe('Dammam Port');
  });

  it('keeps gate and sub-area names unique within their area only', async () => {
    const one = (await createThrough(t, token, 'areas', areaBody())).id;
    const two = (await createThrough(t, token, 'areas', areaBody())).id;
    await createThrough(t, token, 'gates', gateBody(one, gateTypeId, { name: 'بوابة الشمال' }));
    expect((await post('gates', gateBody(one, gateTypeId, { name: 'بوابه الشمال' }))).json()).toMatchObject({
      errors: { name: 'ps.validation.unique' },
    });
    await createThrough(t, token, 'gates', gateBody(two, gateTypeId, { name: 'بوابة الشمال' }));

    await createThrough(t, token, 'sub-areas', subAreaBody(one, { name: 'Level B1' }));
    expect((await post('sub-areas', subAreaBody(one, { name: 'level b1' }))).json()).toMatchObject({
      errors: { name: 'ps.validation.unique' },
    });
    await createThrough(t, token, 'sub-areas', subAreaBody(two, { name: 'Level B1' }));
    expect(await countRows(t.database.db, gates, eq(gates.area_id, one))).toBe(1);
    expect(await countRows(t.database.db, subAreas, eq(subAreas.area_id, one))).toBe(1);
  });
});

describe('a reference of the wrong kind', () => {
  it.each([
    ['left out', undefined, 'ps.validation.required'],
    ['null', null, 'ps.validation.required'],
    ['a number in text', '1', 'ps.validation.invalid_choice'],
    ['a fraction', 1.5, 'ps.validation.invalid_choice'],
    ['an object', { id: 1 }, 'ps.validation.invalid_choice'],
  ])('is "required" only when missing: %s', async (_label, areaId, message) => {
    const before = await countRows(t.database.db, gates);
    expectValidationError(await post('gates', { ...gateBody(1, gateTypeId), area_id: areaId }), { area_id: message });
    expect(await countRows(t.database.db, gates)).toBe(before);
  });
});

describe('deleting one record from several requests at once', () => {
  it.each(['areas', 'gates', 'sub-areas'] as const)(
    'gives %s to exactly one request; the others answer 404',
    async (resource) => {
      const areaId = (await createThrough(t, token, 'areas', areaBody())).id;
      const body = { areas: areaBody(), gates: gateBody(areaId, gateTypeId), 'sub-areas': subAreaBody(areaId) }[
        resource
      ];
      const record = await createThrough(t, token, resource, body);
      const table = { areas, gates, 'sub-areas': subAreas }[resource];
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => t.request({ method: 'DELETE', url: `/api/${resource}/${record.id}`, token })),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 404, 404, 404, 404, 404]);
      expect(answers.find((answer) => answer.statusCode === 200)!.json()).toMatchObject({ id: record.id });
      expect(await countRows(t.database.db, table, eq(table.id, record.id))).toBe(0);
    },
  );
});

describe('the money endpoints', () => {
  const filtered = (filter: string) => `/api/payment-transactions/totals?filter=${encodeURIComponent(filter)}`;
  it.each([
    ['totals of an array', filtered('[]'), { filter: 'ps.validation.unknown_filter' }],
    ['totals of no date', filtered('{"from":"2026-02-30"}'), { filter: 'ps.validation.unknown_filter' }],
    ['totals of a huge area id', filtered('{"area_id":99999999999999}'), { filter: 'ps.validation.unknown_filter' }],
    ['totals of broken JSON', filtered('{'), { filter: 'ps.validation.invalid_choice' }],
    ['a report of no date', '/api/reports/revenue?from=abc&to=2026-01-01', { from: 'ps.validation.date' }],
    [
      'a report of a huge area id',
      '/api/reports/revenue?from=2026-01-01&to=2026-01-02&area_id=99999999999',
      { area_id: 'ps.validation.invalid_choice' },
    ],
    [
      'a report in another format',
      '/api/reports/revenue?from=2026-01-01&to=2026-01-02&format=xml',
      { format: 'ps.validation.invalid_choice' },
    ],
    [
      'the receipt of a huge id',
      '/api/payment-transactions/99999999999999999999/receipt',
      { id: 'ps.validation.invalid_choice' },
    ],
  ])('refuses %s with 400 under its field', async (_label, url, errors) => {
    expectValidationError(await get(url), errors);
  });

  it('answers the totals of a period that ends before it starts, or lies before any money, as nothing', async () => {
    for (const filter of [
      '{"from":"2026-03-10","to":"2026-03-01"}',
      '{"from":"2026-03-01","to":"2026-01-31"}',
      '{"from":"1990-01-01","to":"1999-12-31"}',
    ]) {
      const response = await get(filtered(filter));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ count: 0, amount: 0 });
    }
  });

  it('answers the totals of an empty or null filter as those of none', async () => {
    const none = await get('/api/payment-transactions/totals');
    expect(none.statusCode, none.body).toBe(200);
    for (const filter of ['', 'null']) {
      const response = await get(filtered(filter));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(none.json());
    }
  });

  it.each([
    ['not a number', { amount: 'abc' }, { amount: 'ps.validation.number' }],
    ['a huge amount', { amount: 1e15 }, { amount: 'ps.validation.too_large' }],
    ['a NUL in the reason', { reason: 'a\u0000' }, { reason: 'ps.validation.control_characters' }],
  ])('refuses a refund of %s with 400', async (_label, change, errors) => {
    expectValidationError(
      await post('payment-transactions/1/refund', { amount: 1, payment_method: 'cash', reason: 'Returned', ...change }),
      errors,
    );
  });

  it.each([
    ['not a number', { amount: 'abc' }, { amount: 'ps.validation.number' }],
    ['a huge amount', { amount: -1e15 }, { amount: 'ps.validation.too_large' }],
  ])('refuses the edit of a payment whose amount is %s with 400', async (_label, change, errors) => {
    const edit = await t.request({
      method: 'PUT',
      url: '/api/payment-transactions/1',
      token,
      payload: { payment_method: 'cash', status: 'paid', ...change },
    });
    expectValidationError(edit, errors);
  });
});

describe('bad input costs little', () => {
  const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
  const postJson = (url: string, body: string) =>
    t.request({ method: 'POST', url, token, payload: body, headers: { 'content-type': 'application/json' } });

  it.each([
    ['an array', deepArray(10_000)],
    ['an object', deepObject(10_000)],
    ['an array inside a body', `{"name":"x","vehicles":${deepArray(10_000)}}`],
  ])(
    'refuses a body of %s nested 10,000 levels deep with 400 too_deeply_nested, and writes nothing',
    async (_label, body) => {
      const before = await countRows(t.database.db, areas);
      expectError(await postJson('/api/areas', body), 400, 'too_deeply_nested');
      expect(await countRows(t.database.db, areas)).toBe(before);
      expect((await postJson('/api/no-such-thing', body)).statusCode).toBeLessThan(500);
      const anonymous = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expectError(anonymous, 400, 'too_deeply_nested');
    },
  );

  it('reads a body 32 levels deep, and brackets inside its strings do not count', async () => {
    expectError(await postJson('/api/areas', deepArray(32)), 400, 'validation_failed');
    const created = await postJson('/api/areas', JSON.stringify(areaBody({ name: `Brackets ${'['.repeat(40)}` })));
    expect(created.statusCode).toBe(201);
    expectError(await postJson('/api/areas', deepArray(33)), 400, 'too_deeply_nested');
  });

  it('refuses a filter nested too deeply as a field error of filter', async () => {
    for (const url of [
      listUrl('areas', { filter: { q: JSON.parse(deepArray(40)) } }),
      `/api/payment-transactions/totals?filter=${encodeURIComponent(`{"type":${deepArray(5000)}}`)}`,
    ]) {
      const response = await get(url);
      expectError(response, 400, 'too_deeply_nested');
      expect(response.json().errors).toEqual({ filter: 'ps.validation.invalid_choice' });
    }
  });

  it.each(['payment-transactions', 'subscriptions', 'vehicles', 'audit-log'])(
    'refuses a %s date filter of a year before 1900 or after 9999',
    async (resource) => {
      for (const day of ['0001-01-01', '0099-12-31', '1899-12-31', '10000-01-01']) {
        // A list names the filter that it cannot take, whatever is wrong with it.
        expectValidationError(await get(listUrl(resource, { filter: { from: day } })), {
          filter: 'ps.validation.unknown_filter',
        });
        expectValidationError(await get(listUrl(resource, { filter: { to: day } })), {
          filter: 'ps.validation.unknown_filter',
        });
      }
      expect((await get(listUrl(resource, { filter: { from: '1900-01-01', to: '9999-12-31' } }))).statusCode).toBe(200);
    },
  );

  it('refuses the totals of payments from year 1, and a body date or time of year 1', async () => {
    expectValidationError(
      await get(`/api/payment-transactions/totals?filter=${encodeURIComponent('{"from":"0001-01-01"}')}`),
      { filter: 'ps.validation.unknown_filter' },
    );
    const company = await postJson(
      '/api/companies',
      JSON.stringify({ quota_valid_from: '0001-01-01', quota_valid_to: '0099-01-01' }),
    );
    expect(company.json().errors).toMatchObject({
      quota_valid_from: 'ps.validation.date',
      quota_valid_to: 'ps.validation.date',
    });
  });

  describe('years 0–99 are a 400 wherever a date, a month or an instant is read', () => {
    const farDays = ['0001-01-01', '0099-12-31'];
    const expectFieldRefused = (
      response: { statusCode: number; json(): { errors?: Record<string, string> } },
      field: string,
    ) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.[field]).toMatch(/^ps\.validation\./);
    };

    it('a merchant statement of a month of year 1 or 99', async () => {
      const [merchant] = await listAll(t, token, 'merchants');
      for (const month of ['0001-01', '0099-12', '1899-12', '2026-13'])
        expectFieldRefused(await get(`/api/merchants/${String(merchant!.id)}/statement?month=${month}`), 'month');
      expect((await get(`/api/merchants/${String(merchant!.id)}/statement?month=2026-01`)).statusCode).toBe(200);
    });

    it('the revenue report of a period of year 1 or 99', async () => {
      for (const day of farDays)
        expectFieldRefused(await get(`/api/reports/revenue?from=${day}&to=2026-01-01`), 'from');
    });

    it('a tariff preview and a gate event that start in year 1 or 99', async () => {
      const [area] = await listAll(t, token, 'areas');
      const [gate] = (await listAll(t, token, 'gates')).filter((row) => row.area_id === area!.id);
      for (const day of farDays) {
        const at = `${day}T08:00:00Z`;
        const preview = await t.request({
          method: 'POST',
          url: `/api/areas/${String(area!.id)}/tariff-preview`,
          token,
          payload: { entry: at, exit: '2026-03-01T08:00:00Z' },
        });
        expectFieldRefused(preview, 'entry');
        const entry = await t.request({
          method: 'POST',
          url: '/api/gate/entries',
          token,
          payload: {
            gate_id: gate!.id,
            event_id: `far-${day}`,
            plate: 'ABC 123',
            occurred_at: at,
            backdate_reason: 'typed in',
          },
        });
        expectFieldRefused(entry, 'occurred_at');
      }
    });
  });
});
