// The employees list (GET /api/employees) with 10,000 staff accounts and the companies list
// (GET /api/companies) with 10,000 companies and 40,000 company subscriptions, on the embedded
// database and on PostgreSQL: the first page as each screen asks for it (sorted by name, 0-9),
// then other sorts, filters and a search. Through app.inject, signed in as the demo super admin:
// the server's own time per request, at one client and at ten at once (p50 and p99 of each).
import type { DatabaseHandle } from '../server/db/client';
import { companies, companySubscriptions, users } from '../server/db/schema';
import { userSearchText } from '../server/db/user-search-text';
import { ROLE } from '../domain/roles';
import { companyRow } from '../server/features/companies/companies.resource';
import {
  type DatabaseLabel,
  DEMO_SUPER_ADMIN,
  type Figure,
  latencyFigures,
  listPath,
  onEachDatabase,
  printFigures,
  runMain,
  setDeadline,
  withSignedInApp,
  writeResult,
} from './lib';

const NAME = 'people-lists';
const COMPANIES = 10_000;
const EMPLOYEES = 10_000;
const SUBSCRIPTIONS_PER_COMPANY = 4;
const REQUESTS = 200;
setDeadline(10 * 60_000, NAME);

const SCENARIOS = {
  employees: {
    'first page (name, 0-9)': { sort: ['name', 'ASC'], range: [0, 9] },
    'sorted by last sign-in': { sort: ['last_login_at', 'DESC'], range: [0, 9] },
    'role gate employee': { sort: ['name', 'ASC'], range: [0, 9], filter: { role_id: ROLE.gateEmployee } },
    'search "guard 42"': { sort: ['name', 'ASC'], range: [0, 9], filter: { q: 'guard 42' } },
  },
  companies: {
    'first page (name, 0-9)': { sort: ['name', 'ASC'], range: [0, 9] },
    'sorted by remaining quota': { sort: ['remaining_quota', 'ASC'], range: [0, 9] },
    'quota level low': { sort: ['name', 'ASC'], range: [0, 9], filter: { quota_level: 'low' } },
    'search "logistics 42"': { sort: ['name', 'ASC'], range: [0, 9], filter: { q: 'logistics 42' } },
  },
} as const;

/** Gate staff, a tenth of them without a sign-in yet; one hash for all, since none signs in here. */
async function fillEmployees(database: DatabaseHandle) {
  const [demo] = await database.db.select().from(users).limit(1);
  for (let start = 0; start < EMPLOYEES; start += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, offset) => {
        const index = start + offset;
        const employee = {
          name: `Gate Guard ${index}`,
          username: `guard${index}`,
          email: `guard${index}@bench.example.sa`,
          phone: `+96655${String(index).padStart(7, '0')}`,
        };
        return {
          ...employee,
          password_hash: demo!.password_hash,
          role_id: index % 4 === 0 ? ROLE.admin : ROLE.gateEmployee,
          is_active: index % 9 !== 0,
          last_login_at: index % 10 === 0 ? null : new Date(Date.UTC(2026, 0, 1) + index * 60_000),
          search_text: userSearchText(employee),
        };
      }),
    );
  }
}

async function fillCompanies(database: DatabaseHandle) {
  const [alNoor] = await database.db.select().from(companies).limit(1);
  for (let start = 0; start < COMPANIES; start += 1000) {
    const rows = await database.db
      .insert(companies)
      .values(
        Array.from({ length: 1000 }, (_, index) =>
          companyRow({
            name: `Bench Logistics ${start + index}`,
            name_ar: `شركة الاختبار ${start + index}`,
            contact_phone: `+9661145${String(start + index).padStart(5, '0')}`,
            area_id: alNoor!.area_id!,
            sub_area_id: alNoor!.sub_area_id,
            plan_id: alNoor!.plan_id,
            is_active: index % 7 !== 0,
            default_duration_months: 12,
            initial_quota: 5 + (index % 40),
            quota_valid_from: '2026-01-01',
            quota_valid_to: index % 5 === 0 ? '2026-03-31' : '2099-12-31',
            admin_notes: null,
          }),
        ),
      )
      .returning({ id: companies.id });
    await database.db.insert(companySubscriptions).values(
      rows.flatMap(({ id }) =>
        Array.from({ length: SUBSCRIPTIONS_PER_COMPANY }, (_, index) => ({
          company_id: id,
          subscriber_name: `Subscriber ${index}`,
          phone: '+966551234567',
          email: `s${index}@bench.example.sa`,
          status: (['pending', 'active', 'active', 'rejected'] as const)[index]!,
        })),
      ),
    );
  }
}

async function measure(database: DatabaseHandle, label: DatabaseLabel) {
  await fillEmployees(database);
  await fillCompanies(database);
  return withSignedInApp(database.db, DEMO_SUPER_ADMIN, async ({ timedGet }) => {
    const figures: Figure[] = [];
    for (const [resource, scenarios] of Object.entries(SCENARIOS)) {
      for (const [scenario, query] of Object.entries(scenarios)) {
        const url = listPath(resource, query);
        figures.push(...(await latencyFigures(`${label} ${resource} ${scenario}`, () => timedGet(url), REQUESTS)));
      }
    }
    return figures;
  });
}

runMain(NAME, async () => {
  const summary = (await onEachDatabase(NAME, measure)).flat();
  printFigures(
    `GET /api/employees with ${EMPLOYEES} accounts and GET /api/companies with ${COMPANIES} companies`,
    summary,
  );
  writeResult({
    name: NAME,
    summary,
    details: {
      employees: EMPLOYEES,
      companies: COMPANIES,
      subscriptionsPerCompany: SUBSCRIPTIONS_PER_COMPANY,
      requests: REQUESTS,
    },
  });
});
