// Runs the benchmarks one after the other, each in its own process with its own time limit,
// then prints one table of their figures (read back from bench/results/<name>.json).
//   npm run bench                      all of them
//   npm run bench -- startup bundle-size   only those, in the given order
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BenchResult, formatValue, RESULTS_DIR, ROOT, spawnTracked, stopChild, waitForExit } from './lib';

/** Each benchmark bounds itself; the limit here is a second line of defence, a little above it. */
const BENCHMARKS = [
  { name: 'bundle-size', limitMs: 7 * 60_000 },
  { name: 'startup', limitMs: 6 * 60_000 },
  { name: 'areas-latency', limitMs: 4 * 60_000 },
  { name: 'people-lists', limitMs: 10 * 60_000 },
  { name: 'subscriptions-list', limitMs: 11 * 60_000 },
  { name: 'request-cost', limitMs: 7 * 60_000 },
  { name: 'forgot-password-timing', limitMs: 7 * 60_000 },
  { name: 'hostile-bodies', limitMs: 6 * 60_000 },
  { name: 'lighthouse', limitMs: 11 * 60_000 },
  { name: 'memory', limitMs: 6 * 60_000 },
  { name: 'list-million', limitMs: 30 * 60_000 },
  { name: 'gate-lanes', limitMs: 17 * 60_000 },
  { name: 'lane-day', limitMs: 15 * 60_000 },
  { name: 'einvoicing', limitMs: 11 * 60_000 },
  { name: 'subject-requests', limitMs: 13 * 60_000 },
  { name: 'money-scale', limitMs: 80 * 60_000 },
] as const;

interface Outcome {
  name: string;
  status: 'ok' | 'failed' | 'timed out';
  seconds: number;
  result?: BenchResult;
}

async function runOne(name: string, limitMs: number): Promise<Outcome> {
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const child = spawnTracked(process.execPath, ['--import', 'tsx', path.join('bench', `${name}.ts`)], {
    stdio: 'inherit',
  });
  const finished = await waitForExit(child, limitMs);
  if (!finished) await stopChild(child, 5000);
  else await stopChild(child, 0); // reaps anything the benchmark may have left in its group
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const status = !finished ? 'timed out' : child.exitCode === 0 ? 'ok' : 'failed';

  const file = path.join(RESULTS_DIR, `${name}.json`);
  let result: BenchResult | undefined;
  if (status === 'ok' && existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as BenchResult;
    if (Date.parse(parsed.date) >= started) result = parsed; // never report an older run's figures
  }
  return { name, status: result || status !== 'ok' ? status : 'failed', seconds, result };
}

function printTable(outcomes: Outcome[]) {
  const rows: string[][] = [['benchmark', 'metric', 'value', 'unit', 'target', '']];
  for (const outcome of outcomes) {
    if (!outcome.result) {
      rows.push([outcome.name, `(${outcome.status} after ${outcome.seconds} s)`, '', '', '', '']);
      continue;
    }
    outcome.result.summary.forEach((figure, index) => {
      rows.push([
        index === 0 ? outcome.name : '',
        figure.metric,
        formatValue(figure.value),
        figure.unit,
        figure.target ?? '',
        figure.target ? (figure.meets ? 'met' : 'NOT met') : '',
      ]);
    });
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  console.log(
    `\n━━━ summary (${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}) ━━━`,
  );
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(`\nResults: ${path.relative(ROOT, RESULTS_DIR)}/<name>.json`);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !BENCHMARKS.some((bench) => bench.name === name));
  if (unknown.length) {
    console.error(
      `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${BENCHMARKS.map((bench) => bench.name).join(', ')}`,
    );
    process.exit(2);
  }
  const selected = wanted.length ? wanted.map((name) => BENCHMARKS.find((bench) => bench.name === name)!) : BENCHMARKS;

  const outcomes: Outcome[] = [];
  for (const bench of selected) outcomes.push(await runOne(bench.name, bench.limitMs));
  printTable(outcomes);
  // Figures, not a test: the exit status only says whether every benchmark produced its figures.
  process.exit(outcomes.every((outcome) => outcome.status === 'ok') ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
