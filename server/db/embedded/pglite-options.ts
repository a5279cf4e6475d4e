import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded postgres's page cache. PostgreSQL's 128MB default is written through at start,
 * so it is resident from the first second: 128 MB of the server's memory for a database of a few
 * MB. Pages it does not hold are one pread away in the kernel's own cache of the files.
 */
export const SHARED_BUFFERS = '16MB';

/**
 * PGlite's own start parameters less `-F`, which turns fsync off, and with `wal_sync_method=fsync`:
 * PGlite's WebAssembly C library answers fdatasync (the default method) without doing anything.
 */
export const START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  `shared_buffers=${SHARED_BUFFERS}`,
];

type EmscriptenModule = Parameters<NodeFS['init']>[1];
interface EmscriptenFileSystems {
  FS: { chmod(node: unknown, mode: number, dontFollow?: boolean): void };
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd: number }) => void };
    tryFSOperation<T>(operation: () => T): T;
  };
}

/**
 * PGlite's NodeFS with two repairs of Emscripten's file system under it:
 * - fsync reaches the disk. NODEFS has no fsync operation, so every fsync of postgres (the WAL at
 *   commit, the data files at a checkpoint) answered success having done nothing; here it is
 *   fsync(2) on the file's descriptor, and a failure reaches postgres as an I/O error.
 * - files are the owner's only. Emscripten chmods every file it creates to the mode asked less its
 *   own umask (022), whatever the process's umask: a file postgres opens through fopen
 *   (pg_internal.init, the statistics) came out 0644.
 */
class DurablePrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, options: EmscriptenModule) {
    const { emscriptenOpts } = await super.init(pg, options);
    const repair = (module: unknown) => {
      const { FS, NODEFS } = module as EmscriptenFileSystems;
      NODEFS.stream_ops.fsync = (stream) => NODEFS.tryFSOperation(() => fs.fsyncSync(stream.nfd));
      const chmod = FS.chmod;
      FS.chmod = (node, mode, dontFollow) => chmod(node, mode & ~0o077, dontFollow);
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), repair] } };
  }
}

/** The extensions the migrations create: pg_trgm indexes the search text for `LIKE '%…%'`. */
const EXTENSIONS = { pg_trgm };

/** How PGlite opens a database: in `dataDir`, synced to disk and owner only, or in memory. */
export function pgliteOptions(dataDir?: string): PGliteOptions {
  const options = { startParams: START_PARAMS, extensions: EXTENSIONS };
  return dataDir ? { ...options, fs: new DurablePrivateNodeFS(dataDir) } : options;
}
