import { and, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import { REDACTED, type Subject } from '../../../domain/privacy';
import type { SubjectHold } from '../../../domain/schemas/privacy';
import { SECRET_VALUE } from '../../../domain/audit';
import type { Transaction } from '../../db/client';
import { companySubscriptions, parkingCards, subscriptions, vehicles } from '../../db/schema';
import { refusal } from '../../errors';
import { type AuditEntry, recordAudits } from '../../core/audit';
import type { CallContext } from '../../core/crud';
import { eraseEverywhere } from './personal-data-inventory';
import { among, findSubjectRecords, NONE, type SubjectRecords } from './subject-records';

/**
 * The records that still need the subject's data, which the law lets the operator keep: a stay
 * not yet closed, a subscription pending, awaiting its online payment or in force (its end date
 * not passed), a parking card issued on the plate or the subscription.
 */
async function holdsOf(tx: Transaction, records: SubjectRecords, today: string) {
  const stillRunning = (status: SQL.Aliased | Parameters<typeof eq>[0], endDate: Parameters<typeof gte>[0]) =>
    or(
      eq(status, 'pending'),
      eq(status, 'awaiting_payment'),
      and(eq(status, 'active'), or(isNull(endDate), gte(endDate, today))),
    );
  const open = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(among(vehicles.id, records.stayIds), isNull(vehicles.exit_time)));
  const live = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(among(subscriptions.id, records.subscriptionIds), stillRunning(subscriptions.status, subscriptions.end_date)),
    );
  const liveCompany = await tx
    .select({ id: companySubscriptions.id })
    .from(companySubscriptions)
    .where(
      and(
        among(companySubscriptions.id, records.companySubscriptionIds),
        stillRunning(companySubscriptions.status, companySubscriptions.end_date),
      ),
    );
  const issued = await tx
    .select({ id: parkingCards.id })
    .from(parkingCards)
    .where(and(records.parkingCards ?? NONE, eq(parkingCards.status, 'issued')));
  const holds: Array<{ hold: SubjectHold; id: number }> = [
    ...open.map(({ id }) => ({ hold: 'open_stay' as const, id })),
    ...live.map(({ id }) => ({ hold: 'live_subscription' as const, id })),
    ...liveCompany.map(({ id }) => ({ hold: 'live_company_subscription' as const, id })),
    ...issued.map(({ id }) => ({ hold: 'issued_card' as const, id })),
  ];
  return holds;
}

/** An audit row per redacted record: which fields went, never what they held. */
function erasures(resource: AuditEntry['resource'], ids: number[], fields: readonly string[]): AuditEntry[] {
  const changes = Object.fromEntries(fields.map((field) => [field, [SECRET_VALUE, REDACTED] as [string, string]]));
  return ids.map((recordId) => ({ action: 'erase', resource, recordId, changes }));
}

/**
 * Erases a data subject's personal data where the law allows, place by place of the inventory
 * (server/features/privacy/personal-data-inventory.ts): every record of theirs is redacted (a payment keeps its
 * amounts, its stay a redacted plate), in one transaction with an audit row per record that names
 * the fields, not their values. Refused (422, with the records in the way) while an open stay, a
 * live subscription or an issued card still needs the data. Erasing again finds nothing left.
 */
export async function eraseSubject({ db, caller, clock }: CallContext, subject: Subject) {
  return db.transaction(async (tx) => {
    const found = await findSubjectRecords(tx, subject);
    const holds = await holdsOf(tx, found, clock.today());
    if (holds.length > 0) throw refusal('subject_still_needed', { holds });
    const { erased, audited } = await eraseEverywhere(tx, subject, found, clock.now());
    await recordAudits(
      tx,
      caller,
      audited.flatMap(({ resource, ids, fields }) => erasures(resource, ids, fields)),
    );
    return { erased };
  });
}
