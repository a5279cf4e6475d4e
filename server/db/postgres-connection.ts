import pg from 'pg';
import { StartupError } from './startup-error';

export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * How long a connection the pool does not use is kept open (node-postgres closes one after 10 s by
 * default). A connection is worth keeping: it holds the statements it has planned once
 * (kept-statements.ts) and PostgreSQL's cache of the tables and indexes it has read, which on the
 * monthly partitions is every month's, each with its fifteen to nineteen indexes; a new one loads
 * them again for its first statements.
 */
export const IDLE_CONNECTION_KEPT_MS = 10 * 60_000;

/** user@host:port/database of a connection string: everything a message needs, never the password. */
export function describeTarget(connectionString: string) {
  const url = new URL(connectionString);
  const host = url.hostname || 'localhost';
  const port = url.port || '5432';
  const user = decodeURIComponent(url.username) || 'postgres';
  const database = decodeURIComponent(url.pathname.slice(1)) || user;
  return { host, port, user, database, where: `PostgreSQL at ${host}:${port}` };
}

/** Why a connection failed, in one line that names what to fix. */
export function describeConnectionError(
  error: unknown,
  connectionString: string,
  timeoutMs = CONNECT_TIMEOUT_MS,
): string {
  const { host, user, database, where } = describeTarget(connectionString);
  const { code, message = String(error) } = error as { code?: string; message?: string };
  const explained = (() => {
    switch (code) {
      case 'ECONNREFUSED':
        return `${where} refused the connection: nothing listens on that port`;
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return `the host "${host}" is unknown`;
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
        return `${where} cannot be reached: no route to the host`;
      case 'ETIMEDOUT':
        return `${where} did not answer`;
      case '3D000':
        return `${where} has no database "${database}": create it (createdb ${database}) or correct the name`;
      case '28000':
      case '28P01':
        return `${where} refused user "${user}": ${message}`;
      case '53300':
        return `${where} has no free connection: ${message}`;
    }
    if (/timeout/i.test(message)) return `${where} did not answer within ${timeoutMs / 1000} s`;
    return `cannot connect to ${where}: ${message}`;
  })();
  const password = new URL(connectionString).password;
  const line = `Cannot open the database of DATABASE_URL: ${explained}.`.replace(/\s+/g, ' ');
  return password ? line.replaceAll(password, '***').replaceAll(decodeURIComponent(password), '***') : line;
}

/** Connects once, so that a wrong DATABASE_URL stops the start with its cause instead of a failed query. */
export async function checkConnection(connectionString: string, timeoutMs = CONNECT_TIMEOUT_MS): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new StartupError(describeConnectionError(error, connectionString, timeoutMs));
  } finally {
    await client.end().catch(() => {});
  }
}
