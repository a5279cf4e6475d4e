import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DataDirLock } from './embedded/data-dir-lock';

/**
 * The database as the server queries it: with the query builders, not Drizzle's relational
 * queries, which would build a query object for each of the schema's tables at every transaction.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  /** The embedded engine, for dumping its data directory (tests copy a seeded one). */
  pglite?: PGlite;
  kind: 'pglite' | 'postgres';
  /** The data directory, held by this process while its embedded database is open. */
  lock?: DataDirLock;
  migrate(): Promise<void>;
  /**
   * Runs the schema and seed work of a start one process at a time, so that processes starting
   * together on one empty database neither migrate twice nor seed twice. On PostgreSQL that is
   * an advisory lock held on one dedicated connection; the embedded database already has a
   * single process, by its data directory's lock.
   */
  whileSettingUp<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
