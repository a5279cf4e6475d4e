import { and, eq, inArray, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { retentionMs, type RetentionKind } from '../../domain/privacy';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { outbox, subscriptions, vehicles } from '../db/schema';
import { forgetOldGateEvents } from './gate-event-retention';
import { redactMail, redactStays, redactSubscriptions } from './redaction';
import { retentionDays } from './retention-periods';

/** How often the server redacts what outlived its retention. */
export const PERSONAL_DATA_RETENTION_EVERY_MS = 60 * 60_000;

/** Rows per statement: short ones, so the embedded database's gate requests never wait long behind one. */
const BATCH = 1_000;

/** Runs `redactBatch` until a batch comes back short; answers how many rows it redacted. */
async function inBatches(redactBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await redactBatch();
    total += count;
    if (count < BATCH) return total;
  }
}

/** A kind of personal data that is redacted in place once its retention is over. */
interface ExpiringKind {
  table: typeof vehicles | typeof subscriptions | typeof outbox;
  /** Which of the table's rows are of the kind (none: every row). */
  rows?: SQL;
  /** When its retention starts counting: the exit, the decision, the sending. */
  since: AnyPgColumn;
  /** Redacts the rows of `where` not yet redacted; answers how many. */
  redact: (db: Database, where: SQL, at: Date) => Promise<number>;
}

const EXPIRING: Record<Exclude<RetentionKind, 'gate_event_answers'>, ExpiringKind> = {
  guest_stays: {
    table: vehicles,
    rows: and(eq(vehicles.type, 'guest'), isNotNull(vehicles.exit_time)),
    since: vehicles.exit_time,
    redact: async (db, where, at) => (await redactStays(db, where, at)).length,
  },
  rejected_requests: {
    table: subscriptions,
    rows: eq(subscriptions.status, 'rejected'),
    since: subscriptions.updated_at,
    redact: async (db, where, at) => (await redactSubscriptions(db, where, at)).length,
  },
  outbox_mail: { table: outbox, since: outbox.created_at, redact: redactMail },
};

/** Redacts, a batch at a time, the rows of a kind that outlived `before`; answers how many. */
function redactExpired(db: Database, { table, rows, since, redact }: ExpiringKind, before: Date, at: Date) {
  return inBatches(async () => {
    const oldest = db
      .select({ id: table.id })
      .from(table)
      .where(and(rows, isNull(table.redacted_at), lt(since, before)))
      .limit(BATCH);
    return redact(db, inArray(table.id, oldest), at);
  });
}

/**
 * Redacts every kind of personal data past its retention (the super admin's periods,
 * retention_periods): closed guest stays, rejected requests, mail; and forgets the gate events'
 * answers. One batch at a time, each its own statement; a row already redacted is left alone, so a
 * second run finds nothing. Answers how many rows of each kind it redacted or forgot.
 */
export async function redactExpiredPersonalData(db: Database, clock: Clock): Promise<Record<RetentionKind, number>> {
  const days = await retentionDays(db);
  const now = clock.now();
  const expire = (kind: keyof typeof EXPIRING) =>
    redactExpired(db, EXPIRING[kind], new Date(now.getTime() - retentionMs(days[kind])), now);
  const guestStays = await expire('guest_stays');
  const rejectedRequests = await expire('rejected_requests');
  const mail = await expire('outbox_mail');
  const gateEventAnswers = await forgetOldGateEvents(db, now, retentionMs(days.gate_event_answers));
  return {
    guest_stays: guestStays,
    rejected_requests: rejectedRequests,
    gate_event_answers: gateEventAnswers,
    outbox_mail: mail,
  };
}
