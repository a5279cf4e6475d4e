import { isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { rawRows } from './raw-rows';
import { areas, tariffVersions, vehicles } from './schema';
import { tableRow } from './table-rows';

describe('a raw row of a table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('converts as Drizzle converts the same row, whether read by its columns or as JSON', async () => {
    const { db } = t.database;
    // A closed stay has every kind of column filled: its times, its frozen tariff, its gates.
    const [stay] = await db.select().from(vehicles).where(isNotNull(vehicles.exit_time)).limit(1);
    const [byColumns] = await rawRows<Record<string, unknown>>(
      db,
      sql`select * from ${vehicles} where ${vehicles.id} = ${stay!.id}`,
    );
    expect(tableRow(vehicles, byColumns!)).toEqual(stay);
    expect(stay!.exit_time).toBeInstanceOf(Date);

    const [area] = await db.select().from(areas).limit(1);
    const [version] = await db.select().from(tariffVersions).limit(1);
    const [asJson] = await rawRows<{ area: Record<string, unknown>; version: Record<string, unknown> }>(
      db,
      sql`select row_to_json(${areas}) as area,
        (select row_to_json(${tariffVersions}) from ${tariffVersions} where ${tariffVersions.id} = ${version!.id}) as version
        from ${areas} where ${areas.id} = ${area!.id}`,
    );
    expect(tableRow(areas, asJson!.area)).toEqual(area);
    expect(tableRow(tariffVersions, asJson!.version)).toEqual(version);
  });

  it('refuses a row that lacks one of its columns', async () => {
    const [fewer] = await rawRows<Record<string, unknown>>(
      t.database.db,
      sql`select ${vehicles.id}, ${vehicles.plate} from ${vehicles} limit 1`,
    );
    expect(() => tableRow(vehicles, fewer!)).toThrow(/without its column plate_letters/);
  });
});
