// The companies list (GET /api/companies) with 10,000 companies and 40,000 company
// subscriptions, on the embedded database and on PostgreSQL: the first page as the screen asks
// for it (sorted by name, 0-9), sorted by remaining quota, filtered by quota level, and a search.
// Through app.inject, signed in as the demo super admin: the server's own time per request, at
// one client and at ten at once (p50 and p99 of each).
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../server/db/client';
import { companies, companySubscriptions } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { companyRow } from '../server/routes/companies';
import { type Figure, machine, printFigures, runMain, setDeadline, withPostgresDatabase, writeResult } from './lib';

const NAME = 'companies-list';
const COMPANIES = 10_000;
const SUBSCRIPTIONS_PER_COMPANY = 4;
const REQUESTS = 200;
setDeadline(10 * 60_000, NAME);

const SCENARIOS = {
  'first page (name, 0-9)': { sort: ['name', 'ASC'], range: [0, 9] },
  'sorted by remaining quota': { sort: ['remaining_quota', 'ASC'], range: [0, 9] },
  'quota level low': { sort: ['name', 'ASC'], range: [0, 9], filter: { quota_level: 'low' } },
  'search "logistics 42"': { sort: ['name', 'ASC'], range: [0, 9], filter: { q: 'logistics 42' } },
} as const;

async function fill(database: DatabaseHandle) {
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
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
  await fill(database);
  const app = await buildApp({ config: { ...loadConfig({ STATIC_DIR: '/nonexistent' }), LOG_LEVEL: 'silent' }, db: database.db, logger: false });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'superadmin@demo.sa', password: 'Super#2026' } });
  const authorization = `Bearer ${login.json().access_token}`;
  const figures: Figure[] = [];
  try {
    for (const [scenario, query] of Object.entries(SCENARIOS)) {
      const url = `/api/companies?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])).toString()}`;
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
          { metric: `${label} ${scenario}, ${clients} client(s), p50`, value: percentile(times, 0.5), unit: 'ms' },
          { metric: `${label} ${scenario}, ${clients} client(s), p99`, value: percentile(times, 0.99), unit: 'ms' },
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
  printFigures(`GET /api/companies with ${COMPANIES} companies`, summary);
  writeResult({ name: NAME, summary, details: { companies: COMPANIES, subscriptionsPerCompany: SUBSCRIPTIONS_PER_COMPANY, requests: REQUESTS, machine: machine() } });
});
