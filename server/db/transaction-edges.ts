import type pg from 'pg';
import { statementTextOf } from './kept-statements';

/**
 * A transaction's `begin` and `commit` sent without a round trip of their own.
 *
 * The pool's connections pipeline (node-postgres's `pipeline` option): a statement is written to
 * PostgreSQL when it is given, not when the one before it is answered. But code that sends its next
 * statement once it has the last answer waits a round trip, and then its turn on the server's busy
 * thread. Sampled under 50 gate lanes, PostgreSQL's backends spent most of an open transaction
 * waiting so (wait event ClientRead): behind `begin` before the first statement, and behind the last
 * write before `commit`, with the area's lock held. So `begin` is sent and answered at once, its
 * failure reported by the statement behind it; and a transaction's last statement may go with its
 * `commit` right behind it (`withCommitBehind`), which then answers the transaction's own `commit`.
 */
const EDGES = Symbol('transaction edges');

interface EdgeState {
  /** The `begin` sent and not yet answered to a statement behind it. */
  begun: Promise<unknown> | null;
  /** Whether the next statement is the transaction's last, to be sent with its `commit` behind it. */
  commitBehindNext: boolean;
  /** The `commit` sent behind the transaction's last statement. */
  committed: Promise<pg.QueryResult> | null;
}

type EdgedClient = pg.Client & { [EDGES]?: EdgeState };

const isBegin = (text: unknown) => typeof text === 'string' && /^begin\b/i.test(text);
const isCommit = (text: unknown) => typeof text === 'string' && /^commit$/i.test(text);
const isRollback = (text: unknown) => typeof text === 'string' && /^rollback$/i.test(text);

/** What a transaction statement answers that reads nothing. */
const NOTHING = { rows: [], fields: [], command: '', rowCount: 0, oid: 0 } as unknown as pg.QueryResult;

/** Makes a connection of the PostgreSQL pool send its transactions' edges behind their neighbours. */
export function sendTransactionEdgesAhead(client: EdgedClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const state: EdgeState = { begun: null, commitBehindNext: false, committed: null };
  client[EDGES] = state;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    // A callback's caller (the pool's own checks) is answered as node-postgres answers it.
    if (rest.some((argument) => typeof argument === 'function')) return query(config, ...rest);
    const text = statementTextOf(config);
    if (state.committed) return afterCommit(state, text);
    if (isBegin(text)) {
      state.begun = query(config, ...rest);
      state.begun.catch(() => {});
      return Promise.resolve(NOTHING);
    }
    const answer = query(config, ...rest);
    if (state.commitBehindNext) {
      state.commitBehindNext = false;
      state.committed = query('commit');
      state.committed.catch(() => {});
    }
    const begun = state.begun;
    if (!begun) return answer;
    state.begun = null;
    return Promise.all([begun, answer]).then(([, answered]) => answered);
  }) as typeof client.query;
}

/**
 * What the transaction sends once its commit went behind its last statement: its own `commit`,
 * answered by that one; a `rollback` after the last statement failed, which the commit already
 * was (PostgreSQL ends a failed transaction's COMMIT as a rollback); anything else is a mistake
 * that would run outside the transaction.
 */
function afterCommit(state: EdgeState, text: unknown): Promise<pg.QueryResult> {
  const committed = state.committed!;
  state.committed = null;
  if (isCommit(text)) return committed;
  if (isRollback(text))
    return committed.then(
      () => NOTHING,
      () => NOTHING,
    );
  return Promise.reject(new Error('a statement was sent after the one its commit went behind'));
}

/**
 * Runs `last`, which sends the transaction's last statement: on a connection of the PostgreSQL pool
 * (one that `sendTransactionEdgesAhead` made) its `commit` is queued right behind that statement;
 * on any other (the embedded database, which has no round trips) `last` just runs. Nothing may be
 * sent after it but the transaction's own end.
 */
export async function withCommitBehind<T>(connection: unknown, last: () => Promise<T>): Promise<T> {
  const client = connection as EdgedClient | undefined;
  const state = client?.[EDGES];
  if (!state) return last();
  state.commitBehindNext = true;
  try {
    return await last();
  } finally {
    state.commitBehindNext = false;
  }
}
