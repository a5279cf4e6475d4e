// Server start-up time: from spawning the server as `npm start` runs it to the first 200 of GET /api/health
// (polled every 20 ms). Once on a fresh data directory (migrations and demo seed: "first start"),
// then RESTARTS times on that same, existing data directory.
import path from 'node:path';
import {
  type Figure,
  makeTempDir,
  median,
  printFigures,
  removeTempDir,
  runMain,
  ROOT,
  SERVER_START_SCRIPT,
  setDeadline,
  startServer,
  stopChild,
  writeResult,
} from './lib';

const NAME = 'startup';
const RESTARTS = 5;
const TARGET_MS = 3000; // aim: under 3 s on an existing data directory
setDeadline(5 * 60_000, NAME);

async function timeOneStart(dataDir: string): Promise<{ readyMs: number; stopMs: number; stop: string }> {
  const server = await startServer({ dataDir, timeoutMs: 60_000, pollMs: 20 });
  const stopping = performance.now();
  const stop = await stopChild(server.child, 10_000);
  const stopMs = performance.now() - stopping;
  if (stop !== 'exited') console.warn(`[${NAME}] the server did not exit on SIGTERM within 10 s and was killed`);
  return { readyMs: server.readyMs, stopMs, stop };
}

async function main() {
  const dataDir = makeTempDir('startup-data');
  try {
    const first = await timeOneStart(dataDir);
    console.log(`[${NAME}] first start (fresh data dir, seeding): ${Math.round(first.readyMs)} ms`);
    const restarts: Awaited<ReturnType<typeof timeOneStart>>[] = [];
    for (let index = 0; index < RESTARTS; index++) {
      const restart = await timeOneStart(dataDir);
      console.log(`[${NAME}] restart ${index + 1}/${RESTARTS}: ${Math.round(restart.readyMs)} ms`);
      restarts.push(restart);
    }
    const times = restarts.map((restart) => restart.readyMs);
    const round = (ms: number) => Math.round(ms);
    const summary: Figure[] = [
      { metric: 'first start (fresh data dir, seeding)', value: round(first.readyMs), unit: 'ms' },
      { metric: `restart, existing data dir: min (n=${RESTARTS})`, value: round(Math.min(...times)), unit: 'ms' },
      {
        metric: `restart, existing data dir: median (n=${RESTARTS})`,
        value: round(median(times)),
        unit: 'ms',
        target: '< 3000 ms',
        meets: median(times) < TARGET_MS,
      },
      {
        metric: `restart, existing data dir: max (n=${RESTARTS})`,
        value: round(Math.max(...times)),
        unit: 'ms',
        target: '< 3000 ms',
        meets: Math.max(...times) < TARGET_MS,
      },
    ];
    printFigures(`${NAME} (spawn → first 200 of /api/health, polled every 20 ms)`, summary);
    writeResult({
      name: NAME,
      summary,
      details: {
        command: `sh ${path.relative(ROOT, SERVER_START_SCRIPT)}`,
        pollMs: 20,
        firstStartMs: round(first.readyMs),
        restartsMs: times.map(round),
        stopMs: [first, ...restarts].map((run) => round(run.stopMs)),
        stoppedBy: [first, ...restarts].map((run) => run.stop),
      },
    });
  } finally {
    removeTempDir(dataDir);
  }
}

runMain(NAME, main);
