// Throughput and latency of the areas list (GET /api/areas, the ra-data-simple-rest list call),
// signed in as the demo super admin, under 50 concurrent connections: first the default list
// page (sorted by name, first 25), then an Arabic search ({"q":"جدة"}).
import { cannon, type Figure, getOk, printFigures, runMain, setDeadline, signIn, withServer, writeResult } from './lib';

const NAME = 'areas-latency';
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = 10;
setDeadline(3 * 60_000, NAME);

const SCENARIOS = [
  {
    key: 'list',
    label: 'areas list (sort name, 0-24)',
    query: { sort: JSON.stringify(['name', 'ASC']), range: JSON.stringify([0, 24]) },
  },
  {
    key: 'search-ar',
    label: 'areas search q=جدة',
    query: {
      sort: JSON.stringify(['name', 'ASC']),
      range: JSON.stringify([0, 24]),
      filter: JSON.stringify({ q: 'جدة' }),
    },
  },
] as const;

interface Measured {
  key: string;
  label: string;
  path: string;
  records: number;
  contentRange: string | null;
  requestsPerSecond: number;
  requestsTotal: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  warmup: { requestsPerSecond: number; p50: number; non2xx: number };
}

async function measure(baseUrl: string, token: string, scenario: (typeof SCENARIOS)[number]): Promise<Measured> {
  const requestPath = `/api/areas?${new URLSearchParams(scenario.query).toString()}`;
  const url = `${baseUrl}${requestPath}`;
  const probe = await getOk(url, token);
  const body = (await probe.json()) as unknown[];

  const warmup = await cannon(url, token, { connections: CONNECTIONS, duration: WARMUP_SECONDS });
  const result = await cannon(url, token, { connections: CONNECTIONS, duration: DURATION_SECONDS });
  return {
    key: scenario.key,
    label: scenario.label,
    path: requestPath,
    records: body.length,
    contentRange: probe.headers.get('content-range'),
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
    warmup: { requestsPerSecond: warmup.requests.average, p50: warmup.latency.p50, non2xx: warmup.non2xx },
  };
}

async function main() {
  const measured = await withServer('areas-data', {}, async (server) => {
    const token = await signIn(server.baseUrl);
    const runs: Measured[] = [];
    for (const scenario of SCENARIOS) {
      console.log(
        `[${NAME}] ${scenario.label}: ${WARMUP_SECONDS} s warm-up, then ${DURATION_SECONDS} s at ${CONNECTIONS} connections`,
      );
      runs.push(await measure(server.baseUrl, token, scenario));
    }
    return runs;
  });

  const summary: Figure[] = measured.flatMap((run) => [
    { metric: `${run.label}: requests/s`, value: Math.round(run.requestsPerSecond), unit: 'req/s' },
    { metric: `${run.label}: latency p50`, value: run.p50, unit: 'ms' },
    { metric: `${run.label}: latency p99`, value: run.p99, unit: 'ms' },
    { metric: `${run.label}: non-2xx responses`, value: run.non2xx, unit: 'responses' },
    { metric: `${run.label}: errors (incl. timeouts)`, value: run.errors, unit: 'requests' },
  ]);
  printFigures(
    `${NAME} (${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up)`,
    summary,
  );
  for (const run of measured) {
    console.log(
      `  ${run.label}: ${run.records} records per response (content-range ${run.contentRange}), ` +
        `${run.requestsTotal} requests, p90 ${run.p90} ms, max ${run.max} ms, status ${JSON.stringify(run.statusCodes)}`,
    );
  }
  writeResult({
    name: NAME,
    summary,
    details: {
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      scenarios: measured,
    },
  });
}

runMain(NAME, main);
