import { z } from 'zod';

/** A standby of the primary as the primary sees it (pg_stat_replication). */
export const standbySchema = z.object({
  name: z.string(),
  /** `streaming` once it follows the primary; `catchup` or `startup` while it gets there. */
  state: z.string(),
  /** `sync` or `quorum`: a commit waits for it; `async`: it does not. */
  sync_state: z.string(),
  replay_lag_seconds: z.number().nullable(),
});

export const replicaHealthSchema = z.object({
  host: z.string(),
  /** Whether the reads that may lag go to it now (else to the primary). */
  serving: z.boolean(),
  lag_seconds: z.number().nullable(),
  /** Why it serves nothing, when it does not answer. */
  failure: z.string().nullable(),
});

export const DATABASE_ALARMS = ['standby_lost', 'replica_unreachable', 'replica_lagging'] as const;
export type DatabaseAlarm = (typeof DATABASE_ALARMS)[number];

export const databaseHealthSchema = z.object({
  kind: z.enum(['embedded', 'postgres']),
  /** host:port of the PostgreSQL server the instance writes to now; none when embedded. */
  writes_to: z.string().nullable(),
  /** How many hosts DATABASE_URL names: more than one is a primary and its standbys. */
  hosts: z.number().int(),
  /** Whether a commit on the primary waits for a standby (synchronous_standby_names is set). */
  synchronous_commit: z.boolean(),
  standbys: z.array(standbySchema),
  replica: replicaHealthSchema.nullable(),
  alarms: z.array(z.enum(DATABASE_ALARMS)),
});
export type DatabaseHealth = z.infer<typeof databaseHealthSchema>;

/**
 * What needs a person, from what the instance sees: a primary listed with standbys that has none
 * streaming (the next failure of it stops every gate, and commits no longer wait for a copy); a
 * read replica that does not answer; one too far behind to serve.
 */
export function databaseAlarms(health: Omit<DatabaseHealth, 'alarms'>): DatabaseAlarm[] {
  const alarms: DatabaseAlarm[] = [];
  if (health.hosts > 1 && !health.standbys.some((standby) => standby.state === 'streaming'))
    alarms.push('standby_lost');
  if (health.replica?.failure) alarms.push('replica_unreachable');
  else if (health.replica && !health.replica.serving) alarms.push('replica_lagging');
  return alarms;
}
