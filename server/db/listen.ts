import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './handle';
import { CONNECT_TIMEOUT_MS } from './postgres-connection';

/** What a listener is told: each notification's payload, and that some may have been missed (its connection came back). */
export interface Hearing {
  message(payload: string): void;
  gap(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** Hears one channel's notifications, which PostgreSQL delivers when the notifying transaction commits (never on rollback). */
export type Listen = (channel: string, hearing: Hearing) => Promise<Listening>;

/** The first wait before a dropped listening connection is opened again, doubled at each failure up to the last. */
export const LISTEN_RETRY_MS = { first: 250, last: 10_000 } as const;

/**
 * On PostgreSQL, a connection of its own outside the pool (a pooled one would be handed to
 * requests). When it drops (a restart, a failover, pg_terminate_backend) it is opened again,
 * waiting longer after each failure; what was notified in between is lost, so the hearer is told
 * of a gap once it listens again. The first connection's failure is the caller's, at once.
 */
export function listenOnPostgres(config: pg.ClientConfig, warn: (message: string) => void): Listen {
  return async (channel, hearing) => {
    let current: pg.Client | undefined;
    let closed = false;
    let retryMs: number = LISTEN_RETRY_MS.first;
    let retry: NodeJS.Timeout | undefined;

    async function open(): Promise<void> {
      const Client = ((config as pg.PoolConfig).Client as typeof pg.Client | undefined) ?? pg.Client;
      const client = new Client({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on('notification', (notification) => {
        if (notification.channel === channel && notification.payload !== undefined)
          hearing.message(notification.payload);
      });
      client.on('error', (error) => dropped(client, error.message));
      client.on('end', () => dropped(client, 'the connection ended'));
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        client.end().catch(() => {});
        throw error;
      }
      if (closed) await client.end();
      else current = client;
    }

    function dropped(client: pg.Client, reason: string) {
      if (closed || current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      warn(`PostgreSQL dropped the live events' listening connection (${reason}): opening it again`);
      reopenLater();
    }

    function reopenLater() {
      retry = setTimeout(() => {
        retry = undefined;
        open().then(
          () => {
            retryMs = LISTEN_RETRY_MS.first;
            if (!closed) hearing.gap();
          },
          (error: Error) => {
            if (closed) return;
            warn(`The live events' listening connection cannot be opened again yet: ${error.message}`);
            retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.last);
            reopenLater();
          },
        );
      }, retryMs);
    }

    await open();
    return {
      async close() {
        closed = true;
        clearTimeout(retry);
        await current?.end().catch(() => {});
        current = undefined;
      },
    };
  };
}

/** The embedded database is in this process: its own LISTEN, with nothing to drop. */
export function listenOnPglite(client: PGlite): Listen {
  return async (channel, hearing) => {
    const unlisten = await client.listen(channel, (payload) => hearing.message(payload));
    return { close: () => unlisten() };
  };
}

/**
 * How the app hears a database's notifications: a PostgreSQL pool's server on a connection of its
 * own, the embedded database by itself. Read off the Drizzle client as the user cache does, so
 * that every way of building the app hears them.
 */
export function listenerOf(db: Database, warn: (message: string) => void): Listen {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return listenOnPostgres(client.options, warn);
  return listenOnPglite(client as PGlite);
}
