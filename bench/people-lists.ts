// The employees list (GET /api/employees) with 10,000 staff accounts and the companies list
// (GET /api/companies) with 10,000 companies and 40,000 company subscriptions, on the embedded
// database and on PostgreSQL: the first page as each screen asks for it (sorted by name, 0-9),
// then other sorts, filters and a search. Through app.inject, signed in as the demo super admin:
// the server's own time per request, at one client and at ten at once (p50 and p99 of each).
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../server/db/client';
import { companies, companySubscriptions, users } from '../server/db/schema';
import { userSearchText } from '../server/db/user-search-text';
import { ROLE } from '../domain/roles';
import { seedDatabase } from '../server/db/seed';
import { companyRow } from '../server/routes/companies';
import { type Figure, machine, printFigures, runMain, setDeadline, withPostgresDatabase, writeResult } from './lib';

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
        const employee = { name: `Gate Guard ${index}`, username: `guard${index}`, email: `guard${index}@bench.example.sa`, phone: `+96655${String(index).padStart(7, '0')}` };
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

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function measure(database: DatabaseHandle, label: string): Promise<Figure[]> {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  await fillEmployees(database);
  await fillCompanies(database);
  const app = await buildApp({ config: { ...loadConfig({ STATIC_DIR: '/nonexistent' }), LOG_LEVEL: 'silent' }, db: database.db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'superadmin@demo.sa', password: 'Super#2026' } });
  const authorization = `Bearer ${login.json().access_token}`;
  const figures: Figure[] = [];
  try {
    for (const [resource, scenario, query] of Object.entries(SCENARIOS).flatMap(([resource, each]) => Object.entries(each).map(([scenario, query]) => [resource, scenario, query] as const))) {
      const url = `/api/${resource}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])).toString()}`;
      const once = async () => {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { authorization } });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        return performance.now() - started;
      };
      for (let warm = 0; warm < 20; warm += 1) await once();
      for (const clients of [1, 10]) {
        const times: number[] = [];
        for (let round = 0; round < REQUESTS / clients; round += 1) times.push(...(await Promise.all(Array.from({ length: clients }, once))));
        times.sort((a, b) => a - b);
        figures.push(
          { metric: `${label} ${resource} ${scenario}, ${clients} client(s), p50`, value: percentile(times, 0.5), unit: 'ms' },
          { metric: `${label} ${resource} ${scenario}, ${clients} client(s), p99`, value: percentile(times, 0.99), unit: 'ms' },
        );
      }
    }
  } finally {
    await app.close();
  }
  return figures;
}

runMain(NAME, async () => {
  const embedded = await openPglite();
  const figures = await measure(embedded, 'PGlite').finally(() => embedded.close());
  const onPostgres = await withPostgresDatabase(NAME, async (url) => {
    const database = await openPostgres(url);
    return measure(database, 'PostgreSQL').finally(() => database.close());
  });
  const summary = [...figures, ...(onPostgres ?? [])];
  printFigures(`GET /api/employees with ${EMPLOYEES} accounts and GET /api/companies with ${COMPANIES} companies`, summary);
  writeResult({ name: NAME, summary, details: { employees: EMPLOYEES, companies: COMPANIES, subscriptionsPerCompany: SUBSCRIPTIONS_PER_COMPANY, requests: REQUESTS, machine: machine() } });
});
