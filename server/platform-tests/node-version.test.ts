import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const judge = (version: string) =>
  spawnSync(process.execPath, ['scripts/node-version.mjs', version], { encoding: 'utf8' });

describe('the Node.js line npm start asks for', () => {
  it('refuses Node.js 20 at once, naming the line to install', () => {
    const refused = judge('v20.20.2');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('needs Node.js 22.12 or later');
    expect(refused.stderr).toContain('this is Node.js v20.20.2');
    expect(refused.stderr).toContain('Install Node.js 22');
  });

  it('takes 22.12 and later, and this one', () => {
    for (const version of ['v22.12.0', 'v22.23.5', 'v24.0.0', process.version]) expect(judge(version).status).toBe(0);
    expect(judge('v22.11.0').status).toBe(1);
  });
});
