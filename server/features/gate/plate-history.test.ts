import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLE } from '../../../domain/roles';
import { accessLog, areas, users, vehicles } from '../../db/schema';
import { demoAccount } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { countRows, expectError, listAll } from '../../test/rest';
import { stayValues } from '../../test/stays';

let t: TestApp;
let admin: string;
let gateEmployee: string;
let gateEmployeeName: string;
/** A plate the demo never saw: two stays in the gate employee's area, one in another area. */
const PLATE = 'HRZ7412';
let ownStays: number[];
let otherStay: number;

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer(ROLE.admin);
  gateEmployee = await t.bearer(ROLE.gateEmployee);
  const db = t.app.db;
  const [employee] = await db
    .select()
    .from(users)
    .where(eq(users.email, demoAccount(ROLE.gateEmployee).email));
  gateEmployeeName = employee!.name;
  const [other] = await db.select({ id: areas.id }).from(areas).where(ne(areas.id, employee!.area_id!)).limit(1);
  const stay = async (areaId: number, enteredHoursAgo: number) => {
    const [row] = await db
      .insert(vehicles)
      .values(
        stayValues(PLATE, areaId, {
          type: 'guest',
          entry_time: hoursAgo(enteredHoursAgo),
          exit_time: hoursAgo(enteredHoursAgo - 1),
        }),
      )
      .returning({ id: vehicles.id });
    return row!.id;
  };
  ownStays = [await stay(employee!.area_id!, 48), await stay(employee!.area_id!, 24)];
  otherStay = await stay(other!.id, 30);
});
afterAll(() => t.close());

const history = (token: string) =>
  t.request({ method: 'GET', url: '/api/vehicles/plate-history?plate=hrz 7412', token });

it("shows a gate employee their own area's stays of a plate, newest first, and logs the reading by their name", async () => {
  const response = await history(gateEmployee);
  expect(response.statusCode, response.body).toBe(200);
  const { plate, stays } = response.json() as { plate: string; stays: Array<{ id: number }> };
  expect(plate).toBe(PLATE);
  expect(stays.map((stay) => stay.id)).toEqual([...ownStays].reverse());

  const readings = await listAll(t, admin, 'access-log', { filter: { subject: PLATE } });
  expect(readings).toEqual([
    expect.objectContaining({
      kind: 'plate_history',
      actor_name: gateEmployeeName,
      actor_role_id: ROLE.gateEmployee,
      subjects: PLATE,
    }),
  ]);
});

it('shows an administrator the plate’s stays in every area', async () => {
  const response = await history(admin);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().stays.map((stay: { id: number }) => stay.id)).toEqual([ownStays[1], otherStay, ownStays[0]]);
});

it('refuses a company manager, and logs nothing for the refusal', async () => {
  const before = await countRows(t.app.db, accessLog);
  expectError(await history(await t.bearer(ROLE.companyManager)), 403, 'forbidden');
  expect(await countRows(t.app.db, accessLog)).toBe(before);
});
