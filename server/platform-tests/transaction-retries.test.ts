import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/roles';
import { areas } from '../db/schema';
import { TRANSACTION_ATTEMPTS } from '../db/transaction-retries';
import { areaBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { expectError } from '../test/rest';
import { queryRows } from '../test/sql';

let t: TestApp;
let superAdmin: string;
const log: string[] = [];

/**
 * Makes the next `times` inserts of an area fail as PostgreSQL fails a transaction it rolls back
 * for meeting another (`code`); the sequence, which no rollback takes back, counts the attempts.
 */
async function failAreaInserts(code: '40P01' | '40001', times: number) {
  await t.database.db.execute(sql`select setval('area_insert_attempts', 1, false)`);
  await t.database.db.execute(
    sql.raw(`create or replace function fail_area_insert() returns trigger language plpgsql as $$
      begin
        if nextval('area_insert_attempts') <= ${times} then
          raise exception 'forced by the test' using errcode = '${code}';
        end if;
        return new;
      end $$`),
  );
}

const attempts = async () =>
  (
    await queryRows<{ attempts: number }>(
      t.database.db,
      sql`select last_value::int as attempts from area_insert_attempts`,
    )
  )[0]!.attempts;

const createArea = (body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/areas', token: superAdmin, payload: body });

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (line: Buffer) => log.push(line.toString()));
  t = await createTestApp({}, { logStream });
  superAdmin = await t.bearer(ROLE.superAdmin);
  await t.database.db.execute(sql`create sequence area_insert_attempts`);
  await failAreaInserts('40P01', 0);
  await t.database.db.execute(
    sql`create trigger fail_area_insert before insert on areas for each row execute function fail_area_insert()`,
  );
});
beforeEach(() => {
  log.length = 0;
});
afterAll(() => t.close());

describe('a transaction that meets another', () => {
  for (const [code, what] of [
    ['40P01', 'a deadlock'],
    ['40001', 'a serialization failure'],
  ] as const) {
    it(`runs again after ${what}, and the write is made once`, async () => {
      await failAreaInserts(code, 1);
      const body = areaBody();
      const response = await createArea(body);
      expect(response.statusCode, response.body).toBe(201);
      expect(await attempts()).toBe(2);
      expect(await t.database.db.select().from(areas).where(eq(areas.name, body.name))).toHaveLength(1);
      expect(log.filter((line) => line.includes('transaction met another and runs again'))).toHaveLength(1);
    });

    it(`answers 503 with Retry-After when ${what} outlasts every attempt, and saves nothing`, async () => {
      await failAreaInserts(code, TRANSACTION_ATTEMPTS + 1);
      const body = areaBody();
      const response = await createArea(body);
      expectError(response, 503, 'database_busy');
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json().retry_after_seconds).toBe(1);
      expect(await attempts()).toBe(TRANSACTION_ATTEMPTS);
      expect(await t.database.db.select().from(areas).where(eq(areas.name, body.name))).toHaveLength(0);
    });
  }
});
