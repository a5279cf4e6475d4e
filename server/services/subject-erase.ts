import { and, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { REDACTED, type Subject } from '../../domain/privacy';
import type { ErasedRecordKind, SubjectHold } from '../../domain/schemas/privacy';
import { SECRET_VALUE } from '../../domain/audit';
import type { Transaction } from '../db/client';
import {
  accessLog,
  companySubscriptions,
  companySubscriptionVehicles,
  parkingCards,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../db/schema';
import { refusal } from '../errors';
import { type AuditEntry, recordAudits } from './audit';
import type { CallContext } from './crud';
import {
  redactCompanySubscriptions,
  redactCompanyVehicles,
  redactLaneReads,
  redactMail,
  redactStays,
  redactSubscriptions,
} from './redaction';
import { findSubjectRecords, type SubjectRecords } from './subject-records';
import { subscriptionSearchText } from '../db/subscription-search-text';

const NONE = sql`false`;
const among = (column: Parameters<typeof inArray>[0], ids: number[]): SQL =>
  ids.length > 0 ? inArray(column, ids) : NONE;

/**
 * The records that still need the subject's data, which the law lets the operator keep: a stay
 * not yet closed, a subscription pending or in force (its end date not passed), a parking card
 * issued on the plate or the subscription.
 */
async function holdsOf(tx: Transaction, records: SubjectRecords, today: string) {
  const stillRunning = (status: SQL.Aliased | Parameters<typeof eq>[0], endDate: Parameters<typeof gte>[0]) =>
    or(eq(status, 'pending'), and(eq(status, 'active'), or(isNull(endDate), gte(endDate, today))));
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

/** A plate dropped from subscriptions that go on without it: their search no longer finds it. */
async function dropSubscriptionPlates(tx: Transaction, where: SQL): Promise<number[]> {
  const dropped = await tx
    .delete(subscriptionVehicles)
    .where(where)
    .returning({ subscription_id: subscriptionVehicles.subscription_id });
  const touched = [...new Set(dropped.map((row) => row.subscription_id))];
  for (const id of touched) {
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
    const left = await tx.select().from(subscriptionVehicles).where(eq(subscriptionVehicles.subscription_id, id));
    await tx
      .update(subscriptions)
      .set({ search_text: subscriptionSearchText({ ...subscription!, vehicles: left }) })
      .where(eq(subscriptions.id, id));
  }
  return touched;
}

/**
 * Erases a data subject's personal data where the law allows: every record of theirs is redacted
 * (a payment keeps its amounts, its stay a redacted plate), in one transaction with an audit row
 * per record that names the fields, not their values. Refused (422, with the records in the way)
 * while an open stay, a live subscription or an issued card still needs the data. Erasing again
 * finds nothing left to erase.
 */
export async function eraseSubject({ db, caller, clock }: CallContext, subject: Subject) {
  return db.transaction(async (tx) => {
    const records = await findSubjectRecords(tx, subject);
    const holds = await holdsOf(tx, records, clock.today());
    if (holds.length > 0) throw refusal('subject_still_needed', { holds });
    const now = clock.now();
    const subscriptionIds = await redactSubscriptions(
      tx,
      subject.kind === 'plate' ? NONE : among(subscriptions.id, records.subscriptionIds),
      now,
    );
    const droppedFrom = records.subscriptionVehicles
      ? await dropSubscriptionPlates(tx, records.subscriptionVehicles)
      : [];
    const companyVehicles = await redactCompanyVehicles(
      tx,
      among(companySubscriptionVehicles.id, records.companyVehicleIds),
    );
    const companySubscriptionIds = await redactCompanySubscriptions(
      tx,
      subject.kind === 'plate' ? NONE : among(companySubscriptions.id, records.companySubscriptionIds),
      now,
    );
    const stayIds = await redactStays(tx, among(vehicles.id, records.stayIds), now);
    const laneReads = records.laneReads ? await redactLaneReads(tx, records.laneReads) : 0;
    const cards = records.parkingCards
      ? (
          await tx
            .update(parkingCards)
            .set({ plate_letters: null, plate_number: null })
            .where(and(records.parkingCards, sql`${parkingCards.plate_letters} is not null`))
            .returning({ id: parkingCards.id })
        ).length
      : 0;
    const mail = records.mail ? await redactMail(tx, records.mail, now) : 0;
    const accessRecords = (
      await tx
        .update(accessLog)
        .set({ subjects: REDACTED })
        .where(and(records.accessRecords, sql`${accessLog.subjects} <> ${REDACTED}`))
        .returning({ id: accessLog.id })
    ).length;
    await recordAudits(tx, caller, [
      ...erasures('subscriptions', subscriptionIds, ['applicant_name', 'phone', 'email', 'vehicles']),
      ...erasures('subscriptions', droppedFrom, ['vehicles']),
      ...erasures('company-subscriptions', companySubscriptionIds, ['subscriber_name', 'phone', 'email', 'vehicles']),
      ...erasures('vehicles', stayIds, ['plate', 'guest_ticket_number']),
    ]);
    const erased: Record<ErasedRecordKind, number> = {
      subscriptions: subscriptionIds.length,
      subscription_vehicles: droppedFrom.length,
      company_subscriptions: companySubscriptionIds.length,
      company_vehicles: companyVehicles,
      stays: stayIds.length,
      lane_reads: laneReads,
      parking_cards: cards,
      mail,
      access_records: accessRecords,
    };
    return { erased };
  });
}
