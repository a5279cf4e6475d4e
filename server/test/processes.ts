import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';

export interface Process {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr together. */
  output(): string;
  /**
   * Resolves with the first match of `pattern` in its output; rejects, with the output, when it
   * exits first. It has no clock of its own: the test's timeout bounds it, and a test that fails
   * while the process runs prints what it wrote.
   */
  waitFor(pattern: RegExp): Promise<RegExpMatchArray>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Map<ChildProcess, { script: string; output: () => string }>();
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const { script, output } of running.values()) console.error(`${script} was still running:\n${output()}`);
});
afterAll(() => {
  for (const child of running.keys()) child.kill('SIGKILL');
});

/** Runs a TypeScript entry point of the server (`server/main.ts`, a CLI) as `npm` would, with `env` on top of a clean one. */
export function runServerScript(script: string, args: string[], env: Record<string, string>): Process {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|DATA_DIR|ADMIN_|NODE_OPTIONS|PORT$)/.test(key)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...base, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: '0', STATIC_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  running.set(child, { script, output: () => output });
  const listeners = new Set<() => void>();
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const listener of listeners) listener();
      resolve({ code, signal });
    }),
  );
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          listeners.delete(check);
          resolve(match);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          listeners.delete(check);
          reject(new Error(`exited before ${pattern}:\n${output}`));
        }
      };
      listeners.add(check);
      check();
    });
  return { child, output: () => output, waitFor, exited };
}

/** The permission bits of every file and directory under `root` that are not owner only, with their paths. */
export function notOwnerOnly(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = statSync(entry);
    const mode = stats.mode & 0o777;
    if (mode !== (stats.isDirectory() ? 0o700 : 0o600))
      found.push(`${mode.toString(8)} ${path.relative(root, entry) || '.'}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}
