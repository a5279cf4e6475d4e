import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface ServerProcess {
  nodeOptions: string[];
  mallocMmapThreshold?: string;
}

/**
 * What `scripts/start-server.sh` gives the process it becomes: node's `-p` prints it in place of
 * running the server, the bundle's path left as an argument it does not run.
 */
function startedWith(environment: NodeJS.ProcessEnv): ServerProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const report =
    'JSON.stringify({nodeOptions: process.execArgv, mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_})';
  const started = spawnSync('sh', ['scripts/start-server.sh', '-p', report], {
    encoding: 'utf8',
    env: {
      ...inherited,
      ...environment,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
    },
  });
  expect(started.stderr).toBe('');
  return JSON.parse(started.stdout) as ServerProcess;
}

describe('the memory settings npm start runs the server with', () => {
  it('on PostgreSQL: V8’s young generation as it is, the old one collected after growing by half', () => {
    const server = startedWith({ DATABASE_URL: 'postgres://parking@127.0.0.1:5432/parking' });
    expect(server.nodeOptions).toContain('--heap-growing-percent=50');
    expect(server.nodeOptions.some((option) => option.startsWith('--max-semi-space-size'))).toBe(false);
    expect(server.mallocMmapThreshold).toBe('4194304');
  });

  it('embedded: a 4 MB young generation, the old one collected after growing by a quarter', () => {
    const server = startedWith({});
    expect(server.nodeOptions).toEqual(
      expect.arrayContaining(['--max-semi-space-size=4', '--heap-growing-percent=25']),
    );
    expect(server.mallocMmapThreshold).toBe('4194304');
  });

  it('passes the options it is given on to node', () => {
    expect(startedWith({}).nodeOptions).toContain('-p');
  });
});
