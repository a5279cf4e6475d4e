import { and, eq, getTableColumns, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { plateOfKey } from '../../../domain/plates';
import { REDACTED, type RetentionKind, type Subject } from '../../../domain/privacy';
import type { PersonalDataPlaceName, PersonalIdentifier } from '../../../domain/schemas/privacy';
import type { Database, Transaction } from '../../db/client';
import { cardSearchText } from '../../db/card-search-text';
import {
  accessLog,
  auditLog,
  automaticRenewals,
  barrierStates,
  companySubscriptions,
  companySubscriptionVehicles,
  feeAdjustments,
  gateEvents,
  laneConfirmations,
  laneDevices,
  merchantValidations,
  outbox,
  parkingCards,
  paymentTransactions,
  subscriberCodes,
  subscriberSessions,
  subscriptions,
  subscriptionVehicles,
  vehicles,
  webhookDeliveries,
} from '../../db/schema';
import { forgetOldGateEvents } from '../gate';
import { anywhereIn, redactAuditRows } from './audit-redaction';
import {
  dropSubscriptionPlates,
  redactCompanySubscriptions,
  redactCompanyVehicles,
  redactLaneReads,
  redactMail,
  redactStays,
  redactSubscriptions,
} from './redaction';
import { among, NONE, type SubjectRecords } from './subject-records';

/**
 * Every place the product can keep a person's plate, phone, email, name or picture: one list that
 * the data subject's export and erase and the retention job all iterate (docs/privacy.md shows
 * it, checked against it by a test). A place is a table's columns or JSON fields; it says how a
 * subject's rows are found, how they are erased, how long they are kept, and what stays after an
 * erase because the law keeps it. A new column that can hold a person belongs here, or the
 * inventory's scan test (server/features/privacy/personal-data-inventory.test.ts) finds it after an erase.
 */

type Db = Database | Transaction;

/** What an erase of a place did: how many rows, and the ids to audit by resource when the place is a record of its own. */
export interface Erased {
  count: number;
  audited?: { resource: 'subscriptions' | 'company-subscriptions' | 'vehicles'; ids: number[]; fields: string[] };
}

/** A kind of personal data redacted or forgotten once its period (retention_periods) is over. */
export interface Expiry {
  kind: RetentionKind;
  /** Redacts or forgets what is older than `before`; answers how many rows. */
  expire(db: Database, before: Date, at: Date): Promise<number>;
}

export interface PersonalDataPlace {
  name: PersonalDataPlaceName;
  table: PgTable;
  /** The columns, or JSON fields as `column.field`, that can hold a person. */
  columns: readonly string[];
  holds: readonly PersonalIdentifier[];
  /** The subject's rows, from what was found of them. */
  rowsOf(found: SubjectRecords): SQL;
  /** Redacts the subject's rows not yet redacted; absent for a place the law keeps whole. */
  erase?(tx: Transaction, found: SubjectRecords, subject: Subject, at: Date): Promise<Erased>;
  /** How long it is kept: a period of its own, or in words (another place's, another job's). */
  retention: Expiry | string;
  /** What an erase leaves and why: a legal hold. */
  kept?: { columns: readonly string[]; reason: string };
}

/** Rows per statement of the retention job: short ones, so the embedded database's gate requests never wait long behind one. */
const RETENTION_BATCH = 1_000;

/** Runs `redactBatch` until a batch comes back short; answers how many rows it redacted. */
async function inBatches(redactBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await redactBatch();
    total += count;
    if (count < RETENTION_BATCH) return total;
  }
}

/** A subject's rows of a table that keeps whom a subscriber signed in as: their emails' or their mobile numbers'. */
const signedInAs = (
  table: typeof subscriberCodes | typeof subscriberSessions | typeof automaticRenewals,
  { signIns }: SubjectRecords,
) => or(among(table.email, signIns.emails), among(table.phone, signIns.phones))!;

type RedactedTable = typeof vehicles | typeof subscriptions | typeof outbox;

/** An expiry that redacts, a batch at a time, the rows of `rows` whose `since` is older than the period. */
function redactedAfter(
  kind: RetentionKind,
  table: RedactedTable,
  rows: SQL | undefined,
  since: SQL,
  redact: (db: Database, where: SQL, at: Date) => Promise<number>,
): Expiry {
  return {
    kind,
    expire: (db, before, at) =>
      inBatches(async () => {
        const oldest = db
          .select({ id: table.id })
          .from(table)
          .where(and(rows, isNull(table.redacted_at), sql`${since} < ${before}`))
          .limit(RETENTION_BATCH);
        return redact(db, inArray(table.id, oldest), at);
      }),
  };
}

const PLATE_FIELDS = ['plate', 'plate_letters', 'plate_number'] as const;
const MONEY_KEPT = 'a row of money is never changed (accounting and VAT law); it names no one: its plate is its stay’s';

export const PERSONAL_DATA_INVENTORY: readonly PersonalDataPlace[] = [
  {
    name: 'subscriptions',
    table: subscriptions,
    columns: ['applicant_name', 'phone', 'email', 'applicant_notes', 'admin_notes', 'search_text'],
    holds: ['name', 'phone', 'email'],
    rowsOf: (found) => among(subscriptions.id, found.subscriptionIds),
    // A plate's erase drops the plate (subscription_vehicles); the person's details go by their phone or email.
    erase: async (tx, found, subject, at) => {
      const ids = await redactSubscriptions(
        tx,
        subject.kind === 'plate' ? NONE : among(subscriptions.id, found.subscriptionIds),
        at,
      );
      return {
        count: ids.length,
        audited: { resource: 'subscriptions', ids, fields: ['applicant_name', 'phone', 'email', 'vehicles'] },
      };
    },
    retention: redactedAfter(
      'rejected_requests',
      subscriptions,
      eq(subscriptions.status, 'rejected'),
      sql`${subscriptions.updated_at}`,
      async (db, where, at) => (await redactSubscriptions(db, where, at)).length,
    ),
    kept: { columns: ['reference', 'plan', 'prices', 'dates'], reason: 'the subscription’s payments refer to it' },
  },
  {
    name: 'subscription_vehicles',
    table: subscriptionVehicles,
    columns: ['plate_letters', 'plate_number'],
    holds: ['plate'],
    rowsOf: (found) =>
      or(among(subscriptionVehicles.subscription_id, found.subscriptionIds), found.subscriptionVehicles ?? NONE)!,
    erase: async (tx, found) => {
      const ids = found.subscriptionVehicles ? await dropSubscriptionPlates(tx, found.subscriptionVehicles) : [];
      return { count: ids.length, audited: { resource: 'subscriptions', ids, fields: ['vehicles'] } };
    },
    retention: 'with its subscription',
  },
  {
    name: 'company_vehicles',
    table: companySubscriptionVehicles,
    columns: ['plate_letters', 'plate_number', 'notes'],
    holds: ['plate'],
    rowsOf: (found) => among(companySubscriptionVehicles.id, found.companyVehicleIds),
    erase: async (tx, found) => ({
      count: await redactCompanyVehicles(tx, among(companySubscriptionVehicles.id, found.companyVehicleIds)),
    }),
    retention: 'with its company subscription',
  },
  {
    name: 'company_subscriptions',
    table: companySubscriptions,
    columns: ['subscriber_name', 'phone', 'email', 'notes', 'admin_notes', 'pending_vehicles', 'search_text'],
    holds: ['name', 'phone', 'email', 'plate'],
    rowsOf: (found) => among(companySubscriptions.id, found.companySubscriptionIds),
    erase: async (tx, found, subject, at) => {
      const ids = await redactCompanySubscriptions(
        tx,
        subject.kind === 'plate' ? NONE : among(companySubscriptions.id, found.companySubscriptionIds),
        at,
      );
      return {
        count: ids.length,
        audited: {
          resource: 'company-subscriptions',
          ids,
          fields: ['subscriber_name', 'phone', 'email', 'vehicles'],
        },
      };
    },
    retention: 'while the company keeps it',
    kept: { columns: ['company', 'plan', 'dates'], reason: 'the company’s payments and quota refer to it' },
  },
  {
    name: 'merchant_validations',
    table: merchantValidations,
    columns: ['plate'],
    holds: ['plate'],
    rowsOf: (found) => among(merchantValidations.stay_id, found.stayIds),
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(merchantValidations)
          .set({ plate: REDACTED })
          .where(
            and(among(merchantValidations.stay_id, found.stayIds), sql`${merchantValidations.plate} <> ${REDACTED}`),
          )
          .returning({ id: merchantValidations.id })
      ).length,
    }),
    retention: 'with its stay',
    kept: { columns: ['merchant', 'offer', 'amount'], reason: 'the merchant’s bill counts it' },
  },
  {
    name: 'lane_reads',
    table: laneConfirmations,
    columns: ['plate_letters', 'plate_number', 'confirmed_letters', 'confirmed_number', 'alternatives', 'photo_url'],
    holds: ['plate', 'picture'],
    rowsOf: (found) => found.laneReads ?? NONE,
    erase: async (tx, found) => ({ count: found.laneReads ? await redactLaneReads(tx, found.laneReads) : 0 }),
    retention: 'with its stay',
  },
  {
    name: 'stays',
    table: vehicles,
    columns: [...PLATE_FIELDS, 'guest_ticket_number', 'guest_qr_hash', 'notes', 'search_text'],
    holds: ['plate'],
    rowsOf: (found) => among(vehicles.id, found.stayIds),
    erase: async (tx, found, _subject, at) => {
      const ids = await redactStays(tx, among(vehicles.id, found.stayIds), at);
      return { count: ids.length, audited: { resource: 'vehicles', ids, fields: ['plate', 'guest_ticket_number'] } };
    },
    retention: redactedAfter(
      'guest_stays',
      vehicles,
      and(eq(vehicles.type, 'guest'), sql`${vehicles.exit_time} is not null`),
      sql`${vehicles.exit_time}`,
      async (db, where, at) => (await redactStays(db, where, at)).length,
    ),
    kept: { columns: ['times', 'area', 'gates', 'tariff'], reason: 'its payment refers to it' },
  },
  {
    name: 'payments',
    table: paymentTransactions,
    columns: [],
    holds: [],
    rowsOf: (found) =>
      or(
        among(paymentTransactions.vehicle_id, found.stayIds),
        among(paymentTransactions.subscription_id, found.subscriptionIds),
        among(paymentTransactions.company_subscription_id, found.companySubscriptionIds),
      )!,
    retention: 'kept',
    kept: { columns: ['every column'], reason: MONEY_KEPT },
  },
  {
    name: 'fee_adjustments',
    table: feeAdjustments,
    columns: [],
    holds: [],
    rowsOf: (found) => among(feeAdjustments.vehicle_id, found.stayIds),
    retention: 'kept',
    kept: { columns: ['every column'], reason: MONEY_KEPT },
  },
  {
    name: 'gate_event_answers',
    table: gateEvents,
    columns: ['answer.plate', 'answer.plate_letters', 'answer.plate_number', 'answer.ticket'],
    holds: ['plate'],
    rowsOf: gateEventsOf,
    // The row stays: a lane repeating the event gets the stored answer back (redacted), not a second stay.
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(gateEvents)
          .set({
            answer: sql`${gateEvents.answer} || jsonb_build_object('plate', ${REDACTED}::text, 'plate_letters', ${REDACTED}::text, 'plate_number', '')
              || case when jsonb_typeof(${gateEvents.answer}->'ticket') = 'object'
                then jsonb_build_object('ticket', jsonb_build_object('number', ${REDACTED}::text, 'qr', null)) else '{}'::jsonb end`,
          })
          .where(and(gateEventsOf(found), sql`${gateEvents.answer}->>'plate' <> ${REDACTED}`))
          .returning({ id: gateEvents.event_id })
      ).length,
    }),
    retention: {
      kind: 'gate_event_answers',
      expire: (db, before, at) => forgetOldGateEvents(db, at, at.getTime() - before.getTime()),
    },
  },
  {
    name: 'webhook_deliveries',
    table: webhookDeliveries,
    columns: ['payload.plate'],
    holds: ['plate'],
    rowsOf: (found) => among(sql`${webhookDeliveries.payload}->>'plate'`, found.plates),
    // A queued delivery is still sent, without the plate (as to an integrator without sessions:plates).
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(webhookDeliveries)
          .set({ payload: sql`${webhookDeliveries.payload} || jsonb_build_object('plate', ${REDACTED}::text)` })
          .where(among(sql`${webhookDeliveries.payload}->>'plate'`, found.plates))
          .returning({ id: webhookDeliveries.id })
      ).length,
    }),
    retention: '30 days after it is delivered or fails (server/features/open-data/webhook-deliveries.ts)',
  },
  {
    name: 'lane_photos',
    table: laneDevices,
    columns: ['last_photo_url', 'last_photo_plate'],
    holds: ['plate', 'picture'],
    rowsOf: (found) => among(laneDevices.last_photo_plate, found.plates),
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(laneDevices)
          .set({ last_photo_url: null, last_photo_plate: null })
          .where(among(laneDevices.last_photo_plate, found.plates))
          .returning({ id: laneDevices.id })
      ).length,
    }),
    retention: 'until the camera’s next picture',
  },
  {
    name: 'barrier_photos',
    table: barrierStates,
    columns: ['photo_url', 'photo_plate'],
    holds: ['plate', 'picture'],
    rowsOf: (found) => among(barrierStates.photo_plate, found.plates),
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(barrierStates)
          .set({ photo_url: null, photo_plate: null })
          .where(among(barrierStates.photo_plate, found.plates))
          .returning({ id: barrierStates.id })
      ).length,
    }),
    retention: 'with the barrier’s record',
    kept: { columns: ['gate', 'who', 'when', 'reason'], reason: 'the record of a barrier opened by hand' },
  },
  {
    name: 'parking_cards',
    table: parkingCards,
    columns: ['plate_letters', 'plate_number', 'search_text'],
    holds: ['plate'],
    rowsOf: (found) => found.parkingCards ?? NONE,
    erase: async (tx, found) => {
      const cards = found.parkingCards
        ? await tx
            .update(parkingCards)
            .set({ plate_letters: null, plate_number: null })
            .where(and(found.parkingCards, sql`${parkingCards.plate_letters} is not null`))
            .returning({ id: parkingCards.id, card_number: parkingCards.card_number })
        : [];
      for (const { id, card_number } of cards)
        await tx
          .update(parkingCards)
          .set({ search_text: cardSearchText({ card_number, plate_letters: null, plate_number: null }) })
          .where(eq(parkingCards.id, id));
      return { count: cards.length };
    },
    retention: 'while the card is issued',
    kept: { columns: ['card number', 'status'], reason: 'the card itself is the operator’s' },
  },
  {
    name: 'mail',
    table: outbox,
    columns: ['recipient', 'body', 'body_with_secrets'],
    holds: ['email', 'phone', 'name', 'plate'],
    rowsOf: (found) => found.mail ?? NONE,
    erase: async (tx, found, _subject, at) => ({ count: found.mail ? await redactMail(tx, found.mail, at) : 0 }),
    retention: redactedAfter('outbox_mail', outbox, undefined, sql`${outbox.created_at}`, redactMail),
    kept: { columns: ['subject', 'times'], reason: 'that the mail was sent' },
  },
  ...[
    { name: 'subscriber_codes' as const, table: subscriberCodes, lasts: 'a code' },
    { name: 'subscriber_sessions' as const, table: subscriberSessions, lasts: 'a session' },
  ].map(({ name, table, lasts }): PersonalDataPlace => ({
    name,
    table,
    columns: ['email', 'phone'],
    holds: ['email', 'phone'],
    rowsOf: (found) => signedInAs(table, found),
    erase: async (tx, found) => ({
      count: (await tx.delete(table).where(signedInAs(table, found)).returning({ id: table.id })).length,
    }),
    retention: `until ${lasts} ends, then deleted by the subscriber page's job (server/features/subscriber-portal)`,
  })),
  {
    name: 'automatic_renewals',
    table: automaticRenewals,
    columns: ['email', 'phone'],
    holds: ['email', 'phone'],
    rowsOf: (found) =>
      or(signedInAs(automaticRenewals, found), among(automaticRenewals.subscription_id, found.subscriptionIds))!,
    erase: async (tx, found) => ({
      count: (
        await tx
          .delete(automaticRenewals)
          .where(
            or(signedInAs(automaticRenewals, found), among(automaticRenewals.subscription_id, found.subscriptionIds)),
          )
          .returning({ id: automaticRenewals.id })
      ).length,
    }),
    retention:
      'until the subscriber stops it, or its subscription is no longer approved (server/features/online-payments)',
  },
  {
    name: 'access_records',
    table: accessLog,
    columns: ['subjects'],
    holds: ['plate', 'phone', 'email'],
    rowsOf: (found) => found.accessRecords,
    erase: async (tx, found) => ({
      count: (
        await tx
          .update(accessLog)
          .set({ subjects: REDACTED })
          .where(and(found.accessRecords, sql`${accessLog.subjects} <> ${REDACTED}`))
          .returning({ id: accessLog.id })
      ).length,
    }),
    retention: 'kept',
    kept: {
      columns: ['who', 'when', 'what', 'subject_keys'],
      reason: 'who read a person’s data is the accountability the law asks for; the keys are hashes',
    },
  },
  {
    name: 'audit_log',
    table: auditLog,
    columns: ['changes'],
    holds: ['name', 'phone', 'email', 'plate', 'picture'],
    rowsOf: auditRowsOf,
    erase: async (tx, found, subject, at) => ({
      count: await redactAuditRows(
        tx,
        auditRowsOf(found),
        { fields: auditedFields(), terms: auditTerms(found, subject) },
        at,
      ),
    }),
    retention: 'kept',
    kept: {
      columns: ['who', 'when', 'action', 'record', 'the names of the fields changed'],
      reason: 'the accountability record of every change; the values that named the person are redacted',
    },
  },
];

/** The gate events of the subject's stays or plates. */
function gateEventsOf(found: SubjectRecords): SQL {
  return or(
    among(sql`(${gateEvents.answer}->>'stay_id')::int`, found.stayIds),
    among(sql`${gateEvents.answer}->>'plate'`, found.plates),
  )!;
}

/** The audit rows of the subject's records, and those whose changes name their plates or pictures. */
function auditRowsOf(found: SubjectRecords): SQL {
  const named = [...found.plates, ...found.photoUrls];
  // An erase's own rows name the fields, never their values.
  return and(
    ne(auditLog.action, 'erase'),
    or(
      and(eq(auditLog.resource, 'subscriptions'), among(auditLog.record_id, found.subscriptionIds)),
      and(eq(auditLog.resource, 'company-subscriptions'), among(auditLog.record_id, found.companySubscriptionIds)),
      and(eq(auditLog.resource, 'vehicles'), among(auditLog.record_id, found.stayIds)),
      named.length > 0 ? sql`${auditLog.changes}::text like any (${sqlArray(named.map(anywhereIn))})` : undefined,
      // A record that keeps a plate in two fields (a parking card's) names its letters and its number apart.
      ...found.plates.map((key) => {
        const plate = plateOfKey(key);
        return plate
          ? sql`(${auditLog.changes}::text like ${anywhereIn(`"${plate.letters}"`)} and ${auditLog.changes}::text like ${anywhereIn(`"${plate.number}"`)})`
          : undefined;
      }),
    ),
  )!;
}

/** The texts whose presence in an audit value makes it the subject's. */
function auditTerms(found: SubjectRecords, subject: Subject): string[] {
  return [...new Set([subject.key, ...found.plates, ...found.photoUrls])];
}

/** A subscription's record shows its plates as `vehicles`: an audit row's field, no column. */
const AUDIT_ONLY_FIELDS = ['vehicles'];

/** The fields of an audit row's changes that hold a person wherever they appear: every place's columns, by name. */
function auditedFields(): string[] {
  const named = PERSONAL_DATA_INVENTORY.filter((place) => place.name !== 'audit_log').flatMap((place) =>
    place.columns.map((column) => column.split('.').at(-1)!),
  );
  return [...new Set([...named, ...AUDIT_ONLY_FIELDS])];
}

const sqlArray = (texts: string[]) => sql`array[${sql.join(texts, sql`, `)}]::text[]`;

/** Columns that are no one's data but the server's: hashes, folded search text, device keys. */
const SERVER_COLUMNS = new Set([
  'search_text',
  'qr_code_hash',
  'guest_qr_hash',
  'body_with_secrets',
  'subject_keys',
  'key_hash',
  'key_id',
]);

function exported(rows: Array<Record<string, unknown>>) {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !SERVER_COLUMNS.has(column))));
}

/** Every record of a subject, place by place, as the database keeps them (money in halalas), for its data-subject export. */
export async function subjectExport(db: Db, subject: Subject, found: SubjectRecords) {
  const records: Record<string, Array<Record<string, unknown>>> = {};
  for (const place of PERSONAL_DATA_INVENTORY)
    records[place.name] = exported(
      await db
        .select()
        .from(place.table)
        .where(place.rowsOf(found))
        .orderBy(...primaryKeyOf(place.table)),
    );
  return { subject, records };
}

/** A table's primary key: an export lists each place's rows in its order, the same file each time it is asked. */
function primaryKeyOf(table: PgTable) {
  return Object.values(getTableColumns(table)).filter((column) => column.primary);
}

/** Erases the subject from every place that holds them, in order; answers what each place redacted and what to audit. */
export async function eraseEverywhere(
  tx: Transaction,
  subject: Subject,
  found: SubjectRecords,
  at: Date,
  places: readonly PersonalDataPlace[] = PERSONAL_DATA_INVENTORY,
) {
  const erased: Partial<Record<PersonalDataPlaceName, number>> = {};
  const audited: Array<NonNullable<Erased['audited']>> = [];
  for (const place of places) {
    if (!place.erase) continue;
    const { count, audited: records } = await place.erase(tx, found, subject, at);
    erased[place.name] = count;
    if (records) audited.push(records);
  }
  return { erased, audited };
}

/** Redacts or forgets, place by place, what outlived its period; answers how many rows of each kind. */
export async function expireEverywhere(
  db: Database,
  periodEnd: (kind: RetentionKind) => Date,
  at: Date,
): Promise<Record<RetentionKind, number>> {
  const counts: Partial<Record<RetentionKind, number>> = {};
  for (const { retention } of PERSONAL_DATA_INVENTORY)
    if (typeof retention !== 'string')
      counts[retention.kind] = await retention.expire(db, periodEnd(retention.kind), at);
  return counts as Record<RetentionKind, number>;
}
