import fs, {
  chmodSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbedded } from '../db/client';
import { DataDirInUse, type LockKind, lockDataDir, requestFromHolder } from '../db/embedded/data-dir-lock';
import { appSettings } from '../db/schema';
import { StartupError } from '../db/startup-error';
import { notOwnerOnly } from '../test/processes';

const scratch = mkdtempSync(path.join(tmpdir(), 'parking-data-dir-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let counter = 0;
const freshDir = () => path.join(scratch, `case-${++counter}`);

/** A data directory holding a migrated database with a write in it, made once and copied per test. */
let migrated: string;
beforeAll(async () => {
  migrated = freshDir();
  const database = await openEmbedded(migrated);
  await database.migrate();
  await database.db.insert(appSettings).values({ key: 'written', value: 'before' });
  await database.close();
});

function copyOfMigrated(): string {
  const copy = freshDir();
  cpSync(migrated, copy, { recursive: true });
  return copy;
}

const listing = (root: string) => readdirSync(root, { recursive: true }).map(String).sort();

describe('a path that cannot hold a data directory', () => {
  const refusals: Array<[string, () => string, RegExp]> = [
    ['a file', () => writeFileAt(freshDir()), /is a file, not a directory/],
    ['a path under a file', () => path.join(writeFileAt(freshDir()), 'data'), /is a file, not a directory/],
    [
      'a directory of /proc (where mkdir -p used to loop forever)',
      () => '/proc/parking-system-test/data',
      /cannot be created: the file system does not allow creating it there/,
    ],
    ['/proc itself', () => '/proc', /cannot be written/],
  ];
  it.each(refusals)('is refused at once: %s', async (_case, makePath, reason) => {
    if (process.platform !== 'linux' && makePath.toString().includes('/proc')) return;
    const dataDir = makePath();
    // A loop that never ends is the test's timeout; how soon it is refused is no test's business.
    const refusal = openEmbedded(dataDir);
    await expect(refusal).rejects.toThrow(StartupError);
    await expect(refusal).rejects.toThrow(reason);
    await expect(refusal).rejects.toThrow(dataDir);
  });

  it.skipIf(process.getuid?.() === 0)('is refused at once: a read-only directory', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o500);
    await expect(openEmbedded(dataDir)).rejects.toThrow(/cannot be written: permission denied/);
  });
});

function writeFileAt(file: string): string {
  writeFileSync(file, 'not a directory');
  return file;
}

describe('a damaged database', () => {
  it('without PG_VERSION is refused, named, and left exactly as it was', async () => {
    const dataDir = copyOfMigrated();
    rmSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
    const before = listing(dataDir);
    const refusal = openEmbedded(dataDir);
    await expect(refusal).rejects.toThrow(
      `The embedded database in ${path.join(dataDir, 'pglite')} is damaged (PG_VERSION missing)`,
    );
    await expect(refusal).rejects.toThrow(/npm run restore/);
    expect(listing(dataDir)).toEqual(before);
  });

  it('that postgres cannot open is refused with what postgres said', async () => {
    const dataDir = copyOfMigrated();
    writeFileSync(path.join(dataDir, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
    await expect(openEmbedded(dataDir)).rejects.toThrow(
      /could not be opened: database files are incompatible with server/,
    );
  });

  it('a directory holding anything but a database is not initialised over', async () => {
    const dataDir = freshDir();
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'notes.txt'), 'keep me');
    await expect(openEmbedded(dataDir)).rejects.toThrow(/is damaged \(PG_VERSION and global\/pg_control missing\)/);
    expect(listing(path.join(dataDir, 'pglite'))).toEqual(['notes.txt']);
  });
});

describe('an open embedded database', () => {
  let database: Awaited<ReturnType<typeof openEmbedded>> | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
    database = undefined;
  });

  it('keeps its data directory and every file in it to its owner, tightening loose modes at start', async () => {
    const dataDir = copyOfMigrated();
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o644);
    // A cache postgres rebuilds at start, through fopen: the way a file came out 0644.
    rmSync(path.join(dataDir, 'pglite', 'global', 'pg_internal.init'));
    database = await openEmbedded(dataDir);
    await database.db.insert(appSettings).values({ key: 'another', value: 'write' });
    await database.close();
    database = undefined;
    expect(notOwnerOnly(dataDir)).toEqual([]);
  });

  it.skipIf(process.platform !== 'linux')(
    'syncs each commit to disk: fsync on, and fsync(2) of the write-ahead log',
    async () => {
      database = await openEmbedded(copyOfMigrated());
      const rows = await database.db.execute(sql`select current_setting('fsync') as fsync`);
      expect((rows as unknown as { rows: Array<{ fsync: string }> }).rows[0]!.fsync).toBe('on');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      await database.db.insert(appSettings).values({ key: 'committed', value: 'synced' });
      const synced = fsync.mock.calls.map(([descriptor]) => readlinkSync(`/proc/self/fd/${descriptor}`));
      expect(synced.some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
    },
  );
});

describe('the lock of a data directory', () => {
  it.each<LockKind>(['socket', 'pid-file'])(
    '(%s) refuses a second holder, naming the process, and is free once released',
    async (kind) => {
      if (kind === 'socket' && process.platform !== 'linux') return;
      const dataDir = freshDir();
      mkdirSync(dataDir);
      const lock = await lockDataDir(dataDir, kind);
      const refusal = lockDataDir(dataDir, kind);
      await expect(refusal).rejects.toBeInstanceOf(DataDirInUse);
      await expect(refusal).rejects.toThrow(`DATA_DIR ${dataDir} is in use by process ${process.pid}`);
      await lock.release();
      await (await lockDataDir(dataDir, kind)).release();
    },
  );

  it('(pid-file) takes over a lock whose process is gone', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'server.pid'), '2147483646');
    await (await lockDataDir(dataDir, 'pid-file')).release();
  });

  it.skipIf(process.platform !== 'linux')(
    'serves a command to a process that shows the key, and refuses one that does not',
    async () => {
      const dataDir = freshDir();
      mkdirSync(dataDir);
      const lock = await lockDataDir(dataDir);
      try {
        lock.serve('backup', async (out) => {
          out.write('the backup');
        });
        expect(await text(await requestFromHolder(dataDir, 'backup'))).toBe('the backup');
        writeFileSync(path.join(dataDir, 'control.key'), 'a guess');
        await expect(requestFromHolder(dataDir, 'backup')).rejects.toThrow(/refused to backup/);
      } finally {
        await lock.release();
      }
    },
  );
});
