import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
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

/**
 * Redacts every kind of personal data past its retention (the super admin's periods,
 * retention_periods): closed guest stays, rejected requests, mail; and forgets the gate events'
 * answers. One batch at a time, each its own statement; a row already redacted is left alone, so a
 * second run finds nothing. Answers how many rows of each kind it redacted or forgot.
 */
export async function redactExpiredPersonalData(db: Database, clock: Clock): Promise<Record<RetentionKind, number>> {
  const days = await retentionDays(db);
  const now = clock.now();
  const before = (kind: RetentionKind) => new Date(now.getTime() - retentionMs(days[kind]));

  const guestStays = await inBatches(async () => {
    const oldest = db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.type, 'guest'),
          isNotNull(vehicles.exit_time),
          isNull(vehicles.redacted_at),
          lt(vehicles.exit_time, before('guest_stays')),
        ),
      )
      .limit(BATCH);
    return (await redactStays(db, inArray(vehicles.id, oldest), now)).length;
  });

  const rejectedRequests = await inBatches(async () => {
    const oldest = db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, 'rejected'),
          isNull(subscriptions.redacted_at),
          lt(subscriptions.updated_at, before('rejected_requests')),
        ),
      )
      .limit(BATCH);
    return (await redactSubscriptions(db, inArray(subscriptions.id, oldest), now)).length;
  });

  const mail = await inBatches(async () => {
    const oldest = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.redacted_at), lt(outbox.created_at, before('outbox_mail'))))
      .limit(BATCH);
    return redactMail(db, inArray(outbox.id, oldest), now);
  });

  const gateEventAnswers = await forgetOldGateEvents(db, now, retentionMs(days.gate_event_answers));
  return {
    guest_stays: guestStays,
    rejected_requests: rejectedRequests,
    gate_event_answers: gateEventAnswers,
    outbox_mail: mail,
  };
}
