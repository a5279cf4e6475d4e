// The areas list at a million rows (GET /api/areas, the ra-data-simple-rest list call) on both
// databases: 1,000,000 generated areas beside the demo data, then the first page, a search for a
// rare word, a search for a common word, a filter, and the last page as react-admin asks for it,
// each at 1 and at 10 concurrent clients (p50, p99). Three informative rows more: a search whose
// matches are one block in the middle of the name order, a search of two letters (too short for
// the trigram index) and a page in the middle of the list.
// A request that takes seconds (the list before it was made fast) is measured by a few requests
// per client instead of for a duration. BENCH_LIST_ROWS changes the number of generated rows and
// BENCH_LIST_DATABASES (postgres, embedded or both, comma-separated) where they go (for a quick try).
import { sql } from 'drizzle-orm';
import { nameKeyOf, normalizeForSearch, searchTextOf } from '../domain/arabic';
import { openEmbedded, openPostgres, type DatabaseHandle } from '../server/db/client';
import {
  bulkLoad,
  type Figure,
  getOk,
  type LoadFigures,
  makeTempDir,
  measureLoad,
  printFigures,
  removeTempDir,
  rowsOf,
  runMain,
  setDeadline,
  signIn,
  startServer,
  stopChild,
  withPostgresDatabase,
  writeResult,
} from './lib';

const NAME = 'list-million';
const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const DATABASES = (process.env.BENCH_LIST_DATABASES ?? 'postgres,embedded').split(',');
const CLIENTS = [1, 10] as const;
const WARMUP_SECONDS = 1;
const DURATION_SECONDS = 5;
const TARGET_P99_MS = 50;
const PAGE = 25;
setDeadline(28 * 60_000, NAME);

/** Districts and kinds of car park, English and Arabic, that the generated names combine. */
const DISTRICTS = [
  ['Olaya', 'العليا'],
  ['Malaz', 'الملز'],
  ['Sulaimaniyah', 'السليمانية'],
  ['Nakheel', 'النخيل'],
  ['Rawdah', 'الروضة'],
  ['Hamra', 'الحمراء'],
  ['Safa', 'الصفا'],
  ['Shati', 'الشاطئ'],
  ['Aziziyah', 'العزيزية'],
  ['Naseem', 'النسيم'],
  ['Faisaliyah', 'الفيصلية'],
  ['Khalidiyah', 'الخالدية'],
  ['Muruj', 'المروج'],
  ['Yasmin', 'الياسمين'],
  ['Rabwah', 'الربوة'],
  ['Salamah', 'السلامة'],
  ['Andalus', 'الأندلس'],
  ['Wurud', 'الورود'],
  ['Qurtubah', 'قرطبة'],
  ['Hittin', 'حطين'],
  ['Nuzhah', 'النزهة'],
  ['Sahafah', 'الصحافة'],
  ['Ghadir', 'الغدير'],
  ['Mursalat', 'المرسلات'],
  ['Taawun', 'التعاون'],
  ['Rimal', 'الرمال'],
  ['Badiah', 'البديعة'],
  ['Uraija', 'عريجاء'],
  ['Shifa', 'الشفا'],
  ['Dar Al Baida', 'الدار البيضاء'],
] as const;
const KINDS = [
  ['Park', 'حديقة'],
  ['Mall', 'مول'],
  ['Tower', 'برج'],
  ['Souq', 'سوق'],
  ['Plaza', 'ساحة'],
  ['Garage', 'مرآب'],
  ['Center', 'مركز'],
  ['Market', 'بازار'],
  ['Square', 'ميدان'],
  ['Station', 'محطة'],
] as const;
/** The rare word: five rows, one every 200,000, carry it instead of their district. */
const RARE = ['Zubaida', 'زبيدة'] as const;
const RARE_EVERY = ROWS >= 1000 ? Math.floor(ROWS / 5) : ROWS;
const RARE_AT = 100;

/**
 * Row i is named "<district> <kind> i" (district i mod 30, kind (i div 30) mod 10), in Arabic
 * "<kind> <district> i" for even i; one row in 19 (i mod 19 = 3) is inactive, 19 being prime to the
 * 30 districts and 10 kinds, so inactive areas are spread evenly through the name order. The folded text is
 * built from the words folded by the app's own function: folding removes spaces and works letter
 * by letter, so the fold of "a b 12" is fold(a) + fold(b) + "12".
 */
function fillStatement(from: number, to: number) {
  const words = (index: 0 | 1) => ({
    district: DISTRICTS.map((district) => district[index]),
    kind: KINDS.map((kind) => kind[index]),
  });
  const folded = (index: 0 | 1) => ({
    district: DISTRICTS.map((district) => normalizeForSearch(district[index])),
    kind: KINDS.map((kind) => normalizeForSearch(kind[index])),
  });
  const [en, ar, enFolded, arFolded] = [words(0), words(1), folded(0), folded(1)];
  const array = (values: readonly string[]) => sql`${`{${values.map((value) => `"${value}"`).join(',')}}`}::text[]`;
  return sql`
    with g as (
      select i, i % 19 = 3 as inactive, i % 2 = 0 or i % ${RARE_EVERY} = ${RARE_AT} as arabic,
        case when i % ${RARE_EVERY} = ${RARE_AT} then ${RARE[0]} else (${array(en.district)})[1 + i % 30] end as district,
        case when i % ${RARE_EVERY} = ${RARE_AT} then ${RARE[1]} else (${array(ar.district)})[1 + i % 30] end as district_ar,
        case when i % ${RARE_EVERY} = ${RARE_AT} then ${normalizeForSearch(RARE[0])} else (${array(enFolded.district)})[1 + i % 30] end as district_key,
        case when i % ${RARE_EVERY} = ${RARE_AT} then ${normalizeForSearch(RARE[1])} else (${array(arFolded.district)})[1 + i % 30] end as district_ar_key,
        (${array(en.kind)})[1 + (i / 30) % 10] as kind, (${array(ar.kind)})[1 + (i / 30) % 10] as kind_ar,
        (${array(enFolded.kind)})[1 + (i / 30) % 10] as kind_key, (${array(arFolded.kind)})[1 + (i / 30) % 10] as kind_ar_key
      from generate_series(${from}::int, ${to}::int) as i
    ), named as (
      select g.*, district || ' ' || kind || ' ' || i as name, district_key || kind_key || i as name_key,
        case when arabic then kind_ar || ' ' || district_ar || ' ' || i end as name_ar,
        case when arabic then kind_ar_key || district_ar_key || i end as name_ar_key
      from g
    )
    insert into areas (name, name_ar, max_capacity, subscription_capacity, guest_ticket_capacity, free_minutes, grace_minutes,
      cooldown_minutes, hourly_fee_halalas, after_first_hour_fee_halalas, daily_cap_halalas, is_active, search_text, name_key, name_ar_key)
    select name, name_ar, 100 + i % 900, (100 + i % 900) / 4, (100 + i % 900) / 2, 15, 10, 5, 500 + (i % 10) * 100, 300, 5000,
      not inactive, name_key || coalesce(E'\n' || name_ar_key, ''), name_key, name_ar_key
    from named`;
}

/** The generated folded text must be what the app would store: checked on a sample of rows. */
async function checkFolding(db: DatabaseHandle['db']) {
  type Stored = {
    name: string;
    name_ar: string | null;
    search_text: string;
    name_key: string;
    name_ar_key: string | null;
  };
  const sample = await rowsOf<Stored>(
    db,
    sql`select name, name_ar, search_text, name_key, name_ar_key from areas where name ~ ' [0-9]+$' and (id % 997 < 3 or name like ${`${RARE[0]}%`})`,
  );
  if (sample.length < 10) throw new Error(`too few generated rows to check (${sample.length})`);
  for (const row of sample) {
    const expected = {
      search_text: searchTextOf(row.name, row.name_ar),
      name_key: nameKeyOf(row.name),
      name_ar_key: nameKeyOf(row.name_ar),
    };
    const stored = { search_text: row.search_text, name_key: row.name_key, name_ar_key: row.name_ar_key };
    if (JSON.stringify(stored) !== JSON.stringify(expected)) {
      throw new Error(
        `generated folding differs from the app's for "${row.name}": ${JSON.stringify(stored)} vs ${JSON.stringify(expected)}`,
      );
    }
  }
}

const FILL_BATCH = 100_000;

/** The generated rows, FILL_BATCH to a statement, with the table's indexes built after them. */
async function fill(database: DatabaseHandle): Promise<{ loadSeconds: number; indexSeconds: number }> {
  const timing = await bulkLoad(database.db, ['areas'], async () => {
    for (let from = 1; from <= ROWS; from += FILL_BATCH) {
      const to = Math.min(from + FILL_BATCH - 1, ROWS);
      await database.db.execute(fillStatement(from, to));
      process.stdout.write(`\r[${NAME}] ${database.kind}: ${to.toLocaleString('en')} rows`);
    }
  });
  await checkFolding(database.db);
  return timing;
}

interface Scenario {
  key: string;
  label: string;
  query: (total: number) => Record<string, string>;
  /** Informative: no target. */
  extra?: boolean;
}

const byName = JSON.stringify(['name', 'ASC']);
const firstPage = JSON.stringify([0, PAGE - 1]);
const lastPageStart = (total: number) => Math.floor((total - 1) / PAGE) * PAGE;
const SCENARIOS: Scenario[] = [
  { key: 'first-page', label: 'first page', query: () => ({ sort: byName, range: firstPage }) },
  {
    key: 'rare-search',
    label: `rare search (q=${RARE[1]}, 5 rows)`,
    query: () => ({ sort: byName, range: firstPage, filter: JSON.stringify({ q: RARE[1] }) }),
  },
  {
    key: 'common-search',
    label: 'common search (q=mall, 10 %)',
    query: () => ({ sort: byName, range: firstPage, filter: JSON.stringify({ q: 'mall' }) }),
  },
  {
    key: 'filter',
    label: 'filter (is_active=false, 5 %)',
    query: () => ({ sort: byName, range: firstPage, filter: JSON.stringify({ is_active: false }) }),
  },
  {
    key: 'last-page',
    label: 'last page',
    query: (total) => ({
      sort: byName,
      range: JSON.stringify([lastPageStart(total), lastPageStart(total) + PAGE - 1]),
    }),
  },
  {
    key: 'clustered-search',
    label: 'search of a district (q=olaya, 3 %, one block in the middle of the name order)',
    query: () => ({ sort: byName, range: firstPage, filter: JSON.stringify({ q: 'olaya' }) }),
    extra: true,
  },
  {
    key: 'short-search',
    label: 'two-letter search (q=zu)',
    query: () => ({ sort: byName, range: firstPage, filter: JSON.stringify({ q: 'zu' }) }),
    extra: true,
  },
  {
    key: 'middle-page',
    label: 'middle page',
    query: (total) => ({
      sort: byName,
      range: JSON.stringify([Math.floor(total / 2 / PAGE) * PAGE, Math.floor(total / 2 / PAGE) * PAGE + PAGE - 1]),
    }),
    extra: true,
  },
];

interface Measured extends LoadFigures {
  database: 'embedded' | 'postgres';
  scenario: string;
  label: string;
  extra: boolean;
  clients: number;
  path: string;
  contentRange: string | null;
  firstRequestMs: number;
  secondRequestMs: number;
}

async function measureScenario(
  database: Measured['database'],
  baseUrl: string,
  token: string,
  scenario: Scenario,
  total: number,
): Promise<Measured[]> {
  const requestPath = `/api/areas?${new URLSearchParams(scenario.query(total)).toString()}`;
  const url = `${baseUrl}${requestPath}`;
  const started = performance.now();
  const probe = await getOk(url, token, 120_000);
  const body = (await probe.json()) as unknown[];
  const firstRequestMs = Math.round(performance.now() - started);
  const contentRange = probe.headers.get('content-range');
  // The first request may find the pages it needs on disk; the second tells how long one takes.
  const again = performance.now();
  await (await getOk(url, token, 120_000)).arrayBuffer();
  const secondRequestMs = Math.round(performance.now() - again);
  console.log(
    `[${NAME}] ${database} ${scenario.label}: ${body.length} rows, content-range ${contentRange}, first request ${firstRequestMs} ms, second ${secondRequestMs} ms`,
  );

  const measured: Measured[] = [];
  for (const clients of CLIENTS) {
    // A slow request (seconds, before the list was made fast) is asked once per client, at least three times.
    const figures = await measureLoad(url, token, {
      clients,
      oneRequestMs: secondRequestMs,
      warmUpSeconds: WARMUP_SECONDS,
      seconds: DURATION_SECONDS,
      slowRequests: Math.max(3, clients),
    });
    measured.push({
      database,
      scenario: scenario.key,
      label: scenario.label,
      extra: Boolean(scenario.extra),
      clients,
      path: requestPath,
      contentRange,
      firstRequestMs,
      secondRequestMs,
      ...figures,
    });
    console.log(
      `  ${clients} client(s): p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.requests} requests, non-2xx ${figures.non2xx}`,
    );
  }
  return measured;
}

async function measure(database: Measured['database'], options: { dataDir: string; databaseUrl?: string }) {
  // The server migrates and seeds the demo data (the benchmark signs in as the demo super admin).
  await stopChild((await startServer(options)).child);
  const handle = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openEmbedded(options.dataDir);
  let filled: Awaited<ReturnType<typeof fill>>;
  try {
    filled = await fill(handle);
  } finally {
    await handle.close();
  }
  const server = await startServer({ ...options, timeoutMs: 300_000 });
  try {
    const token = await signIn(server.baseUrl);
    const first = await getOk(
      `${server.baseUrl}/api/areas?${new URLSearchParams({ sort: byName, range: firstPage }).toString()}`,
      token,
      120_000,
    );
    await first.arrayBuffer();
    const total = Number(first.headers.get('content-range')?.split('/')[1]);
    const measured: Measured[] = [];
    for (const scenario of SCENARIOS)
      measured.push(...(await measureScenario(database, server.baseUrl, token, scenario, total)));
    return { ...filled, startMs: Math.round(server.readyMs), total, measured };
  } finally {
    await stopChild(server.child);
  }
}

async function main() {
  const runs: Array<Awaited<ReturnType<typeof measure>> & { database: Measured['database'] }> = [];
  if (DATABASES.includes('postgres')) {
    const postgresDir = makeTempDir('list-million-pg');
    try {
      const postgres = await withPostgresDatabase(NAME, (databaseUrl) =>
        measure('postgres', { dataDir: postgresDir, databaseUrl }),
      );
      if (postgres) runs.push({ database: 'postgres', ...postgres });
    } finally {
      removeTempDir(postgresDir);
    }
  }
  if (DATABASES.includes('embedded')) {
    const dataDir = makeTempDir('list-million-embedded');
    try {
      runs.push({ database: 'embedded', ...(await measure('embedded', { dataDir })) });
    } finally {
      removeTempDir(dataDir);
    }
  }

  const summary: Figure[] = runs.flatMap((run) =>
    run.measured.flatMap((m) => {
      const targeted = run.database === 'postgres' && m.clients === 10 && !m.extra;
      return [
        { metric: `${m.database} ${m.label}, ${m.clients} client(s): p50`, value: m.p50, unit: 'ms' },
        {
          metric: `${m.database} ${m.label}, ${m.clients} client(s): p99`,
          value: m.p99,
          unit: 'ms',
          ...(targeted
            ? { target: `≤ ${TARGET_P99_MS} ms`, meets: m.p99 <= TARGET_P99_MS && m.non2xx === 0 && m.errors === 0 }
            : {}),
        },
      ];
    }),
  );
  printFigures(
    `${NAME} (${ROWS.toLocaleString('en')} generated areas; ${DURATION_SECONDS} s per measure after ${WARMUP_SECONDS} s warm-up)`,
    summary,
  );
  for (const run of runs)
    console.log(
      `  ${run.database}: filled in ${run.loadSeconds} s, indexed in ${run.indexSeconds} s, server healthy after ${run.startMs} ms, total shown ${run.total}`,
    );
  writeResult({
    name: NAME,
    summary,
    details: { rows: ROWS, durationSeconds: DURATION_SECONDS, warmupSeconds: WARMUP_SECONDS, runs },
  });
}

runMain(NAME, main);
