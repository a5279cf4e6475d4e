/** The SQLSTATE codes the API answers for, the same on PostgreSQL and PGlite. */
export const POSTGRES_FOREIGN_KEY_VIOLATION = '23503';
export const POSTGRES_UNIQUE_VIOLATION = '23505';
/** Text the database cannot hold (NUL, or bytes that are not valid in its encoding). */
export const POSTGRES_BAD_TEXT = new Set(['22021', '22P05']);
/** Numbers out of the column's range, and values a CHECK constraint refuses. */
export const POSTGRES_BAD_VALUE = new Set(['22003', '23514']);

export interface PostgresError {
  code: string;
  constraint?: string;
}

/** The database's own error, found through Drizzle's wrapping (`cause`) on both drivers. */
export function postgresErrorOf(error: unknown): PostgresError | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as PostgresError;
  }
  return undefined;
}
