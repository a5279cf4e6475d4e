import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { createTestApp, type TestApp } from '../test/harness';
import { queryRows } from '../test/sql';

/**
 * Malformed requests to every endpoint the API describes (its OpenAPI document, so endpoints
 * added later are fuzzed without touching this file): no answer may be a 5xx, and the
 * database must be exactly as it was. Ids are never those of real records, so a well-formed
 * DELETE cannot pass for a malformed one.
 */
let t: TestApp;
let token: string;
let endpoints: Array<{ method: string; path: string; bodyFields: string[] }>;

/** Sign-in failures and request limits' hits are recorded on purpose; every other table must not change. */
const TABLES_ALLOWED_TO_CHANGE = new Set(['login_failures', 'rate_limit_hits']);

beforeAll(async () => {
  t = await createTestApp({
    API_DOCS: true,
    LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
    LOGIN_ACCOUNT_MAX_FAILURES: 100_000,
  });
  token = await t.bearer(ROLE.superAdmin);
  const document = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
          responses?: Record<string, { content?: Record<string, unknown> }>;
        }
      >
    >;
  };
  // A stream never ends, so its answer cannot be awaited here: server/core/live-events.test.ts reads it.
  const isStream = (operation: { responses?: Record<string, { content?: Record<string, unknown> }> }) =>
    Object.values(operation.responses ?? {}).some((answer) => 'text/event-stream' in (answer.content ?? {}));
  endpoints = Object.entries(document.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !isStream(operation))
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          path,
          bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
        })),
    );
});
afterAll(() => t.close());

async function snapshot(): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ name: string }>(
      t.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((row) => row.name);
  const digests: Record<string, string> = {};
  for (const table of tables.filter((name) => !TABLES_ALLOWED_TO_CHANGE.has(name))) {
    const [row] = await queryRows<{ digest: string }>(
      t.database.db,
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${sql.identifier(table)} t`,
    );
    digests[table] = row!.digest;
  }
  return digests;
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '__proto__',
  'constructor',
  'toString',
  '0x10',
  '0o7',
  '+1',
  ' 1',
  '00001',
  '1e3',
  '1e309',
  '-1',
  '0',
  '',
  ' ',
  '[]',
  '{}',
  'null',
  'true',
  '"',
  '\\',
  '%',
  '%00',
  '\u202Eevil',
  '\u200B',
  '\uD800',
  '9'.repeat(40),
  'ع'.repeat(5000),
  "'; drop table areas; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
);
/** Days and instants outside the years the API takes (1900–9999), and at their edges. */
const outOfRangeDate = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '0099-12-31',
  '1899-12-31',
  '1900-01-01',
  '9999-12-31',
  '10000-01-01',
  '99999-12-31',
  '0001-01-01T00:00:00Z',
  '0099-12-31T23:59:59+03:00',
  '1899-12-31T23:59:59Z',
  '10000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00Z',
);
/**
 * What could be a real record's id, as a number or as the digits the API also takes for one. A
 * body whose one field is an id (an e-invoicing unit's area) would otherwise now and then be well
 * formed, and its record made; a path's id would name a record.
 */
const mayBeAnId = (item: unknown) =>
  (typeof item === 'number' && Number.isInteger(item) && item > 0 && item < 10_000_000) ||
  (typeof item === 'string' && /^[1-9][0-9]{0,6}$/.test(item));
const text = fc
  .oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), nasty, outOfRangeDate)
  .filter((item) => !mayBeAnId(item));
/** JSON text of arrays or objects nested `levels` deep, written out: a value that deep cannot be stringified. */
const nestedJson = fc
  .tuple(
    fc.constantFrom(33, 100, 10_000),
    fc.constantFrom<[string, string]>(['[', ']'], ['{"a":', '}'], ['[{"x":', '}]']),
  )
  .map(([levels, [open, close]]) => `${open.repeat(levels)}${open === '[' ? '' : '1'}${close.repeat(levels)}`);
const number = fc.oneof(
  fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 10_000_000 })),
  fc.double().filter((item) => !mayBeAnId(item)),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, -0, 0.001),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue().filter((item) => !mayBeAnId(item)),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);

/** JSON of every shape, broken JSON, or plain text. */
const anyQueryValue = fc.oneof(
  text,
  value.map((item) => JSON.stringify(item) ?? 'undefined'),
);
const fieldName = fc.oneof(
  text,
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'id',
    'name',
    'search_text',
    'q',
    'area_id',
    'is_active',
    'status',
    'from',
    'to',
  ),
);
/** The list protocol's parameters, shaped nearly right so that the parsing behind them is reached. */
const query = fc.record(
  {
    sort: fc.oneof(
      anyQueryValue,
      fc.tuple(fieldName, fc.constantFrom('ASC', 'DESC', 'asc', '', 'ASC ')).map((pair) => JSON.stringify(pair)),
    ),
    range: fc.oneof(
      anyQueryValue,
      fc.tuple(number, number).map((pair) => JSON.stringify(pair)),
      fc.tuple(text, text).map(([a, b]) => `[${a},${b}]`),
    ),
    filter: fc.oneof(
      anyQueryValue,
      fc.dictionary(fieldName, value, { maxKeys: 3 }).map((filter) => JSON.stringify(filter)),
      fc.tuple(fieldName, nestedJson).map(([field, nested]) => `{${JSON.stringify(field)}:${nested}}`),
    ),
    q: anyQueryValue,
    from: fc.oneof(outOfRangeDate, anyQueryValue),
    to: fc.oneof(outOfRangeDate, anyQueryValue),
    day: fc.oneof(outOfRangeDate, anyQueryValue),
  },
  { requiredKeys: [] },
);

/** An id that is malformed, or well formed but of no record. */
const id = fc
  .oneof(
    nasty,
    fc.string({ maxLength: 12 }),
    fc.integer({ min: 10_000_000, max: 2_147_483_647 }).map(String),
    fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  )
  .filter((raw) => !mayBeAnId(raw))
  .map((raw) => {
    try {
      return encodeURIComponent(raw) || '%20';
    } catch {
      return '%ED%A0%80'; // a lone surrogate: percent-encoded bytes that are not UTF-8
    }
  });

function bodyFor(fields: string[]) {
  const shaped =
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((field) => [field, value])), { requiredKeys: [] })
      : fc.dictionary(text, value, { maxKeys: 4 });
  return fc.oneof(
    { weight: 3, arbitrary: shaped.map((body) => ({ payload: JSON.stringify(body), type: 'application/json' })) },
    { weight: 1, arbitrary: value.map((body) => ({ payload: JSON.stringify(body) ?? '', type: 'application/json' })) },
    { weight: 1, arbitrary: nestedJson.map((payload) => ({ payload, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fields.length > 0 ? fc.constantFrom(...fields) : fieldName, nestedJson)
        .map(([field, nested]) => ({ payload: `{${JSON.stringify(field)}:${nested}}`, type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          text,
          fc.constantFrom('application/json', 'text/plain', 'application/xml', 'application/x-www-form-urlencoded'),
        )
        .map(([payload, type]) => ({ payload, type })),
    },
  );
}

describe('fuzzing every endpoint with malformed input', () => {
  it('finds endpoints to fuzz in the API description', () => {
    expect(endpoints.length).toBeGreaterThan(15);
    expect(endpoints).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/api/areas/{id}' }));
  });

  it('answers no 5xx and changes nothing', async () => {
    const before = await snapshot();
    let sent = 0;
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({ id, query, body: bodyFor(endpoint.bodyFields), signedIn: fc.boolean() }),
          async ({ id: badId, query, body, signedIn }) => {
            const url = `${endpoint.path.replace(/\{\w+\}/g, badId)}?${new URLSearchParams(query)}`;
            const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
            const response = await t.request({
              method: endpoint.method as 'GET',
              url,
              token: signedIn ? token : undefined,
              ...(hasBody ? { payload: body.payload, headers: { 'content-type': body.type } } : {}),
            });
            sent += 1;
            expect(
              response.statusCode,
              `${endpoint.method} ${url} ${hasBody ? body.payload.slice(0, 200) : ''} → ${response.body}`,
            ).toBeLessThan(500);
          },
        ),
        { numRuns: 40 },
      );
    }
    expect(sent).toBe(endpoints.length * 40);
    expect(await snapshot()).toEqual(before);
    // Some 2,000 requests: more than the default allows on a busy machine.
  }, 120_000);
});
