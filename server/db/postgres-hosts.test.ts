import { describe, expect, it } from 'vitest';
import { connectionStringProblem, hostOnly, hostsOf } from './postgres-hosts';
import { findWritableHost } from './writable-host';

describe("libpq's connection string with several hosts", () => {
  it('is cut into one string per host with the same user, password, database and parameters, without libpq-only ones', () => {
    expect(
      hostsOf(
        'postgres://app:s%40cret@node1:5432,node2:6432,[::1]:5433/parking?target_session_attrs=read-write&sslmode=require',
      ),
    ).toEqual([
      'postgres://app:s%40cret@node1:5432/parking?sslmode=require',
      'postgres://app:s%40cret@node2:6432/parking?sslmode=require',
      'postgres://app:s%40cret@[::1]:5433/parking?sslmode=require',
    ]);
    expect(hostsOf('postgresql://db.internal/parking')).toEqual(['postgresql://db.internal/parking']);
    expect(hostsOf('postgres://node1,node2/parking?target_session_attrs=read-write')).toEqual([
      'postgres://node1/parking',
      'postgres://node2/parking',
    ]);
  });

  it('names each host by host and port, never by its password', () => {
    expect(hostOnly('postgres://app:secret@node1/parking')).toBe('node1:5432');
    expect(hostOnly('postgres://app:secret@node1:6432/parking')).toBe('node1:6432');
    expect(hostOnly('postgres://[::1]/parking')).toBe('[::1]:5432');
  });

  it('is refused at start when it is no postgres:// string or a host is no address', () => {
    expect(connectionStringProblem('mysql://node1/parking')).toBe('must be a postgres:// connection string');
    expect(connectionStringProblem('postgres://node 1:5432,node2/parking')).toMatch(/^has a host that is no address/);
    expect(connectionStringProblem('postgres://node1:5432,node2:5432/parking')).toBeUndefined();
  });

  it('stops a start that finds no host taking writes, with what each host answered', async () => {
    const closedPorts = 'postgres://postgres@127.0.0.1:1,127.0.0.1:2/parking';
    await expect(findWritableHost(closedPorts, () => {})).rejects.toThrow(
      /^Cannot open the database of DATABASE_URL: none of its hosts takes writes \(127\.0\.0\.1:1 failed: .*ECONNREFUSED.*; 127\.0\.0\.1:2 failed: .*ECONNREFUSED.*\)\.$/,
    );
  });
});
