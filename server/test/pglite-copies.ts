import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, type PgliteStart } from '../db/client';

/** PGlite's own files, beside its module. */
const PGLITE_DIST = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));

/**
 * What every copy in this worker starts from, read and compiled once: the seeded template's dump
 * (uncompressed: gunzipping it cost each copy more than a second) and PGlite's WebAssembly
 * and file-system bundle, which PGlite would otherwise read and compile again for each database.
 */
let start: Promise<Required<PgliteStart>> | undefined;

async function readStart(): Promise<Required<PgliteStart>> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pglite') throw new Error('the template is a PostgreSQL database: copy it there');
  const compile = async (file: string) => WebAssembly.compile(await readFile(path.join(PGLITE_DIST, file)));
  const [pgliteWasmModule, initdbWasmModule] = await Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]);
  return {
    loadDataDir: new Blob([readFileSync(template.dumpPath)]),
    pgliteWasmModule,
    initdbWasmModule,
    fsBundle: new Blob([readFileSync(path.join(PGLITE_DIST, 'pglite.data'))]),
  };
}

/** A database of its own in memory, a copy of the seeded template. */
export async function openTemplateCopy(): Promise<DatabaseHandle> {
  start ??= readStart();
  return openPglite(undefined, await start);
}
