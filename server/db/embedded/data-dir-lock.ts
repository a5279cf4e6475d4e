import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { PRIVATE_FILE_MODE } from './data-dir';
import { describeFileError, StartupError } from '../startup-error';

/*
 * One process at a time on a data directory: two PGlite instances on one directory hand out the
 * same ids and corrupt its tables.
 *
 * On Linux the lock is a unix socket in the abstract namespace, named after the directory's device
 * and inode. Binding it is atomic, a second bind fails with EADDRINUSE while the holder lives, and
 * the kernel frees it when the holder dies, however it dies: there is no stale lock to clear. The
 * holder answers on it with its pid, so a refusal names the process, and it serves requests of
 * local processes that show the key kept in the directory (an abstract socket has no file
 * permissions; the key file is 0600): `npm run backup` asks the running server this way.
 *
 * Elsewhere a pid file made with O_EXCL stands in; a pid file whose process is gone is taken over.
 * It has no channel, so a backup of the embedded database there needs the server stopped.
 */

export type LockKind = 'socket' | 'pid-file';

export interface DataDirLock {
  readonly dataDir: string;
  /** Answers `command` for a local process that presents the key: the handler writes the body. */
  serve(command: string, handler: (out: Writable) => Promise<void>): void;
  release(): Promise<void>;
}

export class DataDirInUse extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly pid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${pid ? `process ${pid}` : 'another process (it did not say which)'}: ` +
        'one process at a time opens an embedded database. Stop that process first, or use PostgreSQL (DATABASE_URL) to run several.',
    );
  }
}

const KEY_FILE = 'control.key';
const PID_FILE = 'server.pid';
const ANSWER_TIMEOUT_MS = 2000;
const defaultKind: LockKind = process.platform === 'linux' ? 'socket' : 'pid-file';

function socketName(dataDir: string): string {
  const { dev, ino } = statSync(dataDir, { bigint: true });
  return `\0parking-system/${createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 32)}`;
}

function writePrivateFile(file: string, content: string, flag = 'w'): void {
  writeFileSync(file, content, { mode: PRIVATE_FILE_MODE, flag });
  chmodSync(file, PRIVATE_FILE_MODE);
}

/** Reads one line (the request or the answer's status), leaving whatever follows in the stream. */
function readLine(stream: net.Socket, limit = 4096): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const settle = (done: () => void) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      done();
    };
    const onData = (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf(10);
      if (end >= 0) {
        settle(() => {
          stream.pause();
          if (end + 1 < received.length) stream.unshift(received.subarray(end + 1));
          resolve(received.subarray(0, end).toString());
        });
      } else if (received.length > limit) settle(() => reject(new Error('line too long')));
    };
    const onEnd = () => settle(() => reject(new Error('closed without an answer')));
    const onError = (error: Error) => settle(() => reject(error));
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function connect(name: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(name);
    socket.once('connect', () => resolve(socket)).once('error', reject);
  });
}

/** Who holds the socket: its pid, `undefined` when it does not answer, 'gone' when nobody listens. */
async function askHolder(name: string): Promise<number | undefined | 'gone'> {
  let socket: net.Socket;
  try {
    socket = await connect(name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return 'gone';
    return undefined;
  }
  socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy(new Error('no answer')));
  try {
    socket.write('{"command":"who"}\n');
    const answer = JSON.parse(await readLine(socket)) as { pid?: unknown };
    return typeof answer.pid === 'number' ? answer.pid : undefined;
  } catch {
    return undefined;
  } finally {
    socket.destroy();
  }
}

function listen(server: net.Server, name: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(false) : reject(error));
    server.once('error', onError).listen(name, () => {
      server.off('error', onError);
      resolve(true);
    });
  });
}

async function lockWithSocket(dataDir: string): Promise<DataDirLock> {
  const name = socketName(dataDir);
  const key = randomBytes(32).toString('hex');
  const handlers = new Map<string, (out: Writable) => Promise<void>>();
  const keyMatches = (given: unknown) =>
    typeof given === 'string' && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.setTimeout(ANSWER_TIMEOUT_MS, () => socket.destroy());
    void (async () => {
      const request = JSON.parse(await readLine(socket)) as { command?: unknown; key?: unknown };
      if (request.command === 'who') return socket.end(`${JSON.stringify({ pid: process.pid })}\n`);
      const handler = handlers.get(String(request.command));
      if (!keyMatches(request.key) || !handler) return socket.end(`${JSON.stringify({ error: 'refused' })}\n`);
      socket.setTimeout(0);
      socket.write('{"ok":true}\n');
      await handler(socket);
      socket.end();
    })().catch((error: unknown) => socket.destroy(error as Error));
  });
  server.unref();

  for (let attempt = 0; ; attempt++) {
    if (await listen(server, name)) break;
    const holder = await askHolder(name);
    // A holder that died between the bind and the question has freed the name: bind again.
    if (holder !== 'gone' || attempt === 2) throw new DataDirInUse(dataDir, holder === 'gone' ? undefined : holder);
  }
  const release = () => new Promise<void>((resolve) => server.close(() => resolve()));
  try {
    writePrivateFile(path.join(dataDir, KEY_FILE), key);
  } catch (error) {
    await release();
    throw new StartupError(`DATA_DIR ${dataDir} cannot be written: ${describeFileError(error)}.`);
  }
  return { dataDir, serve: (command, handler) => handlers.set(command, handler), release };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockWithPidFile(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, PID_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writePrivateFile(file, String(process.pid), 'wx');
      return { dataDir, serve: () => {}, release: async () => unlinkSync(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw new StartupError(`DATA_DIR ${dataDir} cannot be written: ${describeFileError(error)}.`);
      }
    }
    const pid = Number(readFileSync(file, 'utf8'));
    if (attempt === 1 || (Number.isInteger(pid) && pid > 0 && isAlive(pid)))
      throw new DataDirInUse(dataDir, pid || undefined);
    unlinkSync(file);
  }
}

/** Takes the data directory for the life of this process, or refuses naming the process that has it. */
export function lockDataDir(dataDir: string, kind: LockKind = defaultKind): Promise<DataDirLock> {
  return kind === 'socket' ? lockWithSocket(dataDir) : lockWithPidFile(dataDir);
}

/**
 * Asks the process that holds the data directory to run `command` (one it serves) and answers
 * the body of its reply as a stream.
 */
export async function requestFromHolder(
  dataDir: string,
  command: string,
  kind: LockKind = defaultKind,
): Promise<Readable> {
  if (kind !== 'socket') {
    throw new StartupError(
      `DATA_DIR ${dataDir} is in use, and on ${process.platform} the running server cannot be asked: stop it first.`,
    );
  }
  const key = readFileSync(path.join(dataDir, KEY_FILE), 'utf8');
  const socket = await connect(socketName(dataDir));
  socket.setTimeout(ANSWER_TIMEOUT_MS * 5, () =>
    socket.destroy(new Error(`no answer from the process that holds ${dataDir}`)),
  );
  socket.write(`${JSON.stringify({ command, key })}\n`);
  const status = JSON.parse(await readLine(socket)) as { ok?: boolean; error?: string };
  if (!status.ok) {
    socket.destroy();
    throw new StartupError(
      `The process that holds DATA_DIR ${dataDir} refused to ${command}: ${status.error ?? 'no reason given'}.`,
    );
  }
  socket.setTimeout(0);
  return socket;
}
