// `npm run bench:data`: fills a database with the generated operator (bench/operator-data.ts).
//   npm run bench:data -- <data directory>      the embedded database of that directory (made if new)
//   npm run bench:data -- postgres://…/name     that PostgreSQL database (it must exist and be empty)
// BENCH_SCALE (default 1) scales the people and the traffic, BENCH_SEED (default 1) draws them,
// TIME_ZONE (default Asia/Riyadh) makes the days. The server then starts on it as on any database
// (DATA_DIR or DATABASE_URL), with the demo's accounts.
import { DEFAULT_TIME_ZONE } from '../domain/local-date';
import { openEmbedded, openPostgres } from '../server/db/client';
import { generateOperator } from './operator-data';
import { runMain } from './lib';

const NAME = 'bench-data';

async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('say where: a data directory, or a postgres:// URL');
  const handle = /^postgres(ql)?:\/\//.test(target) ? await openPostgres(target) : await openEmbedded(target);
  try {
    const generated = await generateOperator(handle, {
      scale: Number(process.env.BENCH_SCALE ?? 1),
      seed: Number(process.env.BENCH_SEED ?? 1),
      timeZone: process.env.TIME_ZONE ?? DEFAULT_TIME_ZONE,
      log: (line) => console.log(`[${NAME}] ${line}`),
    });
    console.log(`[${NAME}] ${handle.kind}: ${JSON.stringify(generated)}`);
  } finally {
    await handle.close();
  }
}

runMain(NAME, main);
