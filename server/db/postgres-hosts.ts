/**
 * libpq's connection string with several hosts, as pg_auto_failover prints it
 * (`postgres://user@node1:5432,node2:5432/parking?target_session_attrs=read-write`): node-postgres
 * reads one host only, so the string is cut into one string per host, each with the same user,
 * password, database and parameters. `target_session_attrs` is libpq's own and is left out: which
 * host to use is decided here (server/db/writable-host.ts), not by the driver.
 */
const CONNECTION_STRING = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/;

export function hostsOf(connectionString: string): string[] {
  const parts = CONNECTION_STRING.exec(connectionString);
  if (!parts) return [connectionString];
  const [, scheme, userInfo, hostList, rest] = parts as unknown as [string, string, string | undefined, string, string];
  const hosts = hostList.split(',').filter((host) => host !== '');
  if (hosts.length === 0) return [connectionString];
  const withoutLibpqOnly = rest.replace(/([?&])target_session_attrs=[^&#]*&?/, '$1').replace(/[?&]$/, '');
  return hosts.map((host) => `${scheme}${userInfo === undefined ? '' : `${userInfo}@`}${host}${withoutLibpqOnly}`);
}

/** A connection string's hosts, each a valid URL, or why not: for the start's check of DATABASE_URL. */
export function connectionStringProblem(connectionString: string): string | undefined {
  if (!CONNECTION_STRING.test(connectionString)) return 'must be a postgres:// connection string';
  for (const host of hostsOf(connectionString)) {
    if (!URL.canParse(host)) return `has a host that is no address: ${hostOnly(host)}`;
  }
  return undefined;
}

/** host:port of a one-host connection string, for messages and the health answer; never the password. */
export function hostOnly(connectionString: string): string {
  const parts = CONNECTION_STRING.exec(connectionString);
  const host = parts?.[3] ?? '';
  const hasPort = host.startsWith('[') ? /\]:\d+$/.test(host) : /:\d+$/.test(host);
  return hasPort ? host : `${host || 'localhost'}:5432`;
}
