/** The SQLSTATE codes the API answers for, the same on PostgreSQL and PGlite. */
export const POSTGRES_FOREIGN_KEY_VIOLATION = '23503';
export const POSTGRES_UNIQUE_VIOLATION = '23505';
/** A write in a read-only transaction: on a standby, or on a host a failover made one. */
export const READ_ONLY_TRANSACTION = '25006';
/** Text the database cannot hold (NUL, or bytes that are not valid in its encoding). */
export const POSTGRES_BAD_TEXT = new Set(['22021', '22P05']);
/** Numbers out of the column's range, and values a CHECK constraint refuses. */
export const POSTGRES_BAD_VALUE = new Set(['22003', '23514']);

/**
 * A deadlock (40P01) or a serialization failure (40001): PostgreSQL rolled one transaction back so
 * that the others could go on, and the same work run again may well pass.
 */
const POSTGRES_TRANSACTION_CONFLICTS = new Set(['40P01', '40001']);

export interface PostgresError {
  code: string;
  constraint?: string;
}

/** The database's own error, found through Drizzle's wrapping (`cause`) on both drivers. */
export function postgresErrorOf(error: unknown): PostgresError | undefined {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as PostgresError;
  }
  return undefined;
}

/** The transaction was rolled back for meeting another (a deadlock, a serialization failure); running it again may pass. */
export function isTransactionConflict(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code !== undefined && POSTGRES_TRANSACTION_CONFLICTS.has(code);
}

/**
 * SQLSTATEs of a database that cannot serve now: a connection exception (class 08), the server
 * shutting down or ending this session (57P01–57P03), no free connection (53300), or a host that
 * turned read-only under the connection (25006: a failover made it a standby).
 */
const POSTGRES_UNAVAILABLE = new RegExp(`^(08...|57P0[123]|53300|${READ_ONLY_TRANSACTION})$`);
/** The socket's own failures, on connecting or on a connection in use. */
const SOCKET_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says a connection died, or the pool found none in time, in words only. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;

/** The database was unreachable or dropped the connection: the request did nothing and may be tried again. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (
      typeof current.code === 'string' &&
      (POSTGRES_UNAVAILABLE.test(current.code) || SOCKET_FAILURES.has(current.code))
    )
      return true;
    if (typeof current.message === 'string' && LOST_CONNECTION.test(current.message)) return true;
  }
  return false;
}
