import { type DatabaseHealth, databaseAlarms } from '../../domain/database-health';
import type { Database } from '../db/client';
import { topologyOf } from '../db/replica-reads';

/** The primary's standbys as it sees them; the app's role needs pg_monitor to see their state. */
const STANDBYS = `select application_name as name, coalesce(state, 'unknown') as state,
  coalesce(sync_state, 'unknown') as sync_state, extract(epoch from replay_lag)::float8 as replay_lag_seconds
  from pg_stat_replication order by application_name`;

/**
 * How the instance's database stands, asked of the primary itself (never of the replica, whose
 * own view has no standbys): where writes go, the standbys and whether a commit waits for one,
 * the read replica's lag, and the alarms of it all.
 */
export async function databaseHealth(db: Database): Promise<DatabaseHealth> {
  const topology = topologyOf(db);
  if (!topology)
    return {
      kind: 'embedded',
      writes_to: null,
      hosts: 1,
      synchronous_commit: false,
      standbys: [],
      replica: null,
      alarms: [],
    };
  const { primary } = topology;
  const [standbys, synchronous] = await Promise.all([
    primary.query<DatabaseHealth['standbys'][number]>(STANDBYS),
    primary.query<{ names: string }>(`select current_setting('synchronous_standby_names') as names`),
  ]);
  const replica = topology.replica?.status;
  const health = {
    kind: 'postgres' as const,
    writes_to: topology.writesTo(),
    hosts: topology.hosts,
    synchronous_commit: (synchronous.rows[0]?.names ?? '') !== '',
    standbys: standbys.rows,
    replica: replica
      ? { host: replica.host, serving: replica.serving, lag_seconds: replica.lagSeconds, failure: replica.failure }
      : null,
  };
  return { ...health, alarms: databaseAlarms(health) };
}
