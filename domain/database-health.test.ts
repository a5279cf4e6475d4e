import { describe, expect, it } from 'vitest';
import { type DatabaseHealth, databaseAlarms } from './database-health';

const healthy: Omit<DatabaseHealth, 'alarms'> = {
  kind: 'postgres',
  writes_to: 'node1:5432',
  hosts: 2,
  synchronous_commit: true,
  standbys: [{ name: 'pgautofailover_standby_2', state: 'streaming', sync_state: 'quorum', replay_lag_seconds: 0 }],
  replica: { host: 'node2:5432', serving: true, lag_seconds: 0.2, failure: null },
};

describe('the database alarms', () => {
  it('are none while the standby streams and the replica serves', () => {
    expect(databaseAlarms(healthy)).toEqual([]);
  });

  it('name a primary listed with standbys that has none streaming', () => {
    expect(databaseAlarms({ ...healthy, standbys: [] })).toEqual(['standby_lost']);
    expect(databaseAlarms({ ...healthy, standbys: [{ ...healthy.standbys[0]!, state: 'catchup' }] })).toEqual([
      'standby_lost',
    ]);
    // One host named: no standby is expected.
    expect(databaseAlarms({ ...healthy, hosts: 1, standbys: [] })).toEqual([]);
  });

  it('name a replica that does not answer, or that is too far behind to serve', () => {
    expect(
      databaseAlarms({
        ...healthy,
        replica: { ...healthy.replica!, serving: false, lag_seconds: null, failure: 'ECONNREFUSED' },
      }),
    ).toEqual(['replica_unreachable']);
    expect(databaseAlarms({ ...healthy, replica: { ...healthy.replica!, serving: false, lag_seconds: 45 } })).toEqual([
      'replica_lagging',
    ]);
  });
});
