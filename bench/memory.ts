// Memory of the server process: its resident set size (VmRSS in /proc/<pid>/status) idle on an
// existing database, and its peak while autocannon lists the areas (GET /api/areas, the
// ra-data-simple-rest list call, 50 connections for 10 s). Once on the embedded database, once on
// PostgreSQL when one answers at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres;
// a throw-away database is created beside it and dropped at the end).
import {
  cannon,
  type Figure,
  getOk,
  makeTempDir,
  printFigures,
  removeTempDir,
  type RunningServer,
  runMain,
  setDeadline,
  signIn,
  sleep,
  startServer,
  statusMb,
  stopChild,
  watchPeakRss,
  withPostgresDatabase,
  writeResult,
} from './lib';

const NAME = 'memory';
const CONNECTIONS = 50;
const LOAD_SECONDS = 10;
const QUIET_MS = 3000;
const SAMPLE_MS = 25;
const TARGET_EMBEDDED_PEAK_MB = 250;
setDeadline(5 * 60_000, NAME);

const LIST_PATH = `/api/areas?${new URLSearchParams({ sort: '["name","ASC"]', range: '[0,24]' }).toString()}`;

interface Measured {
  database: 'embedded' | 'postgres';
  firstStart: { rssMb: number; hwmMb: number };
  idleMb: number;
  peakMb: number;
  hwmMb: number;
  afterLoadMb: number;
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function measureRunning(server: RunningServer) {
  const pid = server.child.pid!;
  const token = await signIn(server.baseUrl);
  await (await getOk(`${server.baseUrl}${LIST_PATH}`, token)).arrayBuffer();
  await sleep(QUIET_MS);
  const idleMb = statusMb(pid, 'VmRSS');

  const rss = watchPeakRss(pid, SAMPLE_MS);
  const result = await cannon(`${server.baseUrl}${LIST_PATH}`, token, {
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
  });
  const { peakMb, hwmMb } = rss.stop();
  await sleep(QUIET_MS);
  return {
    idleMb,
    peakMb,
    hwmMb,
    afterLoadMb: statusMb(pid, 'VmRSS'),
    requestsPerSecond: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A first start (migrations, demo seed), then a restart on the same database, measured. */
async function measure(
  database: Measured['database'],
  options: { dataDir: string; databaseUrl?: string },
): Promise<Measured> {
  const first = await startServer(options);
  const firstStart = { rssMb: statusMb(first.child.pid!, 'VmRSS'), hwmMb: statusMb(first.child.pid!, 'VmHWM') };
  await stopChild(first.child);
  const server = await startServer(options);
  try {
    const measured = await measureRunning(server);
    console.log(`[${NAME}] ${database}: ${JSON.stringify({ firstStart, ...measured })}`);
    return { database, firstStart, ...measured };
  } finally {
    await stopChild(server.child);
  }
}

async function main() {
  if (process.platform !== 'linux') throw new Error('this benchmark reads /proc/<pid>/status: Linux only');
  const measured: Measured[] = [];
  const dataDir = makeTempDir('memory-data');
  try {
    measured.push(await measure('embedded', { dataDir }));
    const postgres = await withPostgresDatabase(NAME, (databaseUrl) => measure('postgres', { dataDir, databaseUrl }));
    if (postgres) measured.push(postgres);
  } finally {
    removeTempDir(dataDir);
  }

  const summary: Figure[] = measured.flatMap((run) => {
    const embedded = run.database === 'embedded';
    return [
      { metric: `${run.database}: RSS idle (restart, signed in, 3 s quiet)`, value: run.idleMb, unit: 'MB' },
      {
        metric: `${run.database}: RSS peak under list load`,
        value: run.peakMb,
        unit: 'MB',
        ...(embedded ? { target: `< ${TARGET_EMBEDDED_PEAK_MB} MB`, meets: run.peakMb < TARGET_EMBEDDED_PEAK_MB } : {}),
      },
      { metric: `${run.database}: RSS 3 s after the load`, value: run.afterLoadMb, unit: 'MB' },
      {
        metric: `${run.database}: RSS peak of the first start (migrate, seed)`,
        value: run.firstStart.hwmMb,
        unit: 'MB',
      },
      { metric: `${run.database}: list requests/s during the load`, value: run.requestsPerSecond, unit: 'req/s' },
    ];
  });
  printFigures(
    `${NAME} (RSS of the server process; load: ${CONNECTIONS} connections × ${LOAD_SECONDS} s on GET ${LIST_PATH})`,
    summary,
  );
  writeResult({
    name: NAME,
    summary,
    details: { connections: CONNECTIONS, loadSeconds: LOAD_SECONDS, sampleMs: SAMPLE_MS, path: LIST_PATH, measured },
  });
}

runMain(NAME, main);
