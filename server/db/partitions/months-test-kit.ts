import { ROLE } from '../../../domain/roles';
import { areaBody } from '../../test/fixtures';
import { createTestApp } from '../../test/harness';
import { createThrough, entryAndExitGates } from '../../test/rest';
import { monthAfter, monthOf } from './monthly-tables';

/*
 * What the monthly partitions' tests share. Only PostgreSQL partitions its tables (the embedded
 * database keeps them plain). The months are walked by calling the upkeep with a later "now", as
 * the minute's job does when a month begins: the app runs no jobs of its own.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export const TIME_ZONE = 'Asia/Riyadh';
export const thisMonth = monthOf(new Date(), TIME_ZONE);

/** The first instant of the month `months` after this one, in the operator's time zone. */
export const monthStart = (months: number) => new Date(`${monthAfter(thisMonth, months)}-01T00:00:00+03:00`);

/** An app without background jobs, its super admin signed in, and an area's entry and exit gates. */
export async function appWithGates() {
  const t = await createTestApp({}, { backgroundJobs: false });
  const token = await t.bearer(ROLE.superAdmin);
  const area = await createThrough(t, token, 'areas', areaBody());
  return { t, token, gates: await entryAndExitGates(t, token, area.id) };
}
