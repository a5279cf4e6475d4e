// `npm start` on a fresh clone: builds the browser app and the server bundle when they are
// missing or older than their sources, so the product starts as plain `node` with no build
// step to remember and no TypeScript compiler in the start-up path.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const isStale = (output, sources) => {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return Math.max(...sources.map(newestChange)) > builtAt;
};

/** Says a build as it begins and as it ends with its time: the first one takes a while. */
function builtIn(what, started) {
  console.log(`Built the ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

if (isStale('dist/index.html', ['src', 'domain', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'])) {
  console.log('Building the browser app (a minute or two the first time)…');
  const started = performance.now();
  const vite = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
  builtIn('browser app', started);
}

if (isStale('dist-server/main.mjs', ['server', 'domain', 'package-lock.json'])) {
  console.log('Building the server…');
  const started = performance.now();
  rmSync('dist-server', { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: 'dist-server/main.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The migrations are read at start from beside the code that applies them.
  cpSync('server/db/migrations', 'dist-server/migrations', { recursive: true });
  builtIn('server', started);
}
