import { retentionMs, type RetentionKind } from '../../../domain/privacy';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { expireEverywhere } from './personal-data-inventory';
import { retentionDays } from './retention-periods';

/** How often the server redacts what outlived its retention. */
export const PERSONAL_DATA_RETENTION_EVERY_MS = 60 * 60_000;

/**
 * Redacts every kind of personal data past its retention (the super admin's periods,
 * retention_periods), place by place of the inventory (server/features/privacy/personal-data-inventory.ts):
 * closed guest stays, rejected requests, mail; and forgets the gate events' answers. One batch at
 * a time, each its own statement; a row already redacted is left alone, so a second run finds
 * nothing. Answers how many rows of each kind it redacted or forgot.
 */
export async function redactExpiredPersonalData(db: Database, clock: Clock): Promise<Record<RetentionKind, number>> {
  const days = await retentionDays(db);
  const now = clock.now();
  return expireEverywhere(db, (kind) => new Date(now.getTime() - retentionMs(days[kind])), now);
}
