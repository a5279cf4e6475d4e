import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { REDACTED } from '../../../domain/privacy';
import type { Database, Transaction } from '../../db/client';
import { companySubscriptionSearchText } from '../../db/company-search-text';
import {
  companySubscriptions,
  companySubscriptionVehicles,
  laneConfirmations,
  merchantValidations,
  outbox,
  subscriptions,
  subscriptionVehicles,
  vehicles,
} from '../../db/schema';
import { subscriptionSearchText } from '../../db/subscription-search-text';

/**
 * Redaction: a row's personal fields replaced by the marker (or emptied), its hashes cleared, the
 * row itself kept with its dates and any money that refers to it. Each function redacts the rows
 * of `where` not yet redacted and answers their ids, so doing it again changes nothing.
 */

type Db = Database | Transaction;

/** Stays: the plate (a payment of the stay then shows it redacted), the guest ticket and its QR hash, the notes; and the lane's reads and the merchants' validations of them. */
export async function redactStays(db: Db, where: SQL, at: Date): Promise<number[]> {
  const redacted = await db
    .update(vehicles)
    .set({
      plate: REDACTED,
      plate_letters: REDACTED,
      plate_number: '',
      guest_ticket_number: null,
      guest_qr_hash: null,
      notes: null,
      search_text: '',
      redacted_at: at,
    })
    .where(and(where, isNull(vehicles.redacted_at)))
    .returning({ id: vehicles.id });
  const ids = redacted.map((row) => row.id);
  if (ids.length > 0) {
    await redactLaneReads(db, inArray(laneConfirmations.stay_id, ids));
    await db.update(merchantValidations).set({ plate: REDACTED }).where(inArray(merchantValidations.stay_id, ids));
  }
  return ids;
}

/** A lane's plate reads: what the camera read, what a person confirmed, and the picture. */
export async function redactLaneReads(db: Db, where: SQL): Promise<number> {
  const redacted = await db
    .update(laneConfirmations)
    .set({
      plate_letters: sql`case when ${laneConfirmations.plate_letters} is null then null else ${REDACTED} end`,
      plate_number: sql`case when ${laneConfirmations.plate_number} is null then null else '' end`,
      confirmed_letters: sql`case when ${laneConfirmations.confirmed_letters} is null then null else ${REDACTED} end`,
      confirmed_number: sql`case when ${laneConfirmations.confirmed_number} is null then null else '' end`,
      alternatives: [],
      photo_url: null,
    })
    .where(
      and(
        where,
        sql`(${laneConfirmations.plate_letters} is distinct from ${REDACTED} or ${laneConfirmations.confirmed_letters} is distinct from ${REDACTED} or ${laneConfirmations.photo_url} is not null)`,
      ),
    )
    .returning({ id: laneConfirmations.id });
  return redacted.length;
}

/** Individual subscriptions: who applied, how to reach them, their notes and their vehicles. */
export async function redactSubscriptions(db: Db, where: SQL, at: Date): Promise<number[]> {
  const redacted = await db
    .update(subscriptions)
    .set({
      applicant_name: REDACTED,
      phone: null,
      email: null,
      applicant_notes: null,
      admin_notes: null,
      redacted_at: at,
    })
    .where(and(where, isNull(subscriptions.redacted_at)))
    .returning({ id: subscriptions.id, reference: subscriptions.reference });
  if (redacted.length === 0) return [];
  const ids = redacted.map((row) => row.id);
  await db.delete(subscriptionVehicles).where(inArray(subscriptionVehicles.subscription_id, ids));
  // Found by its reference alone from now on.
  for (const { id, reference } of redacted)
    await db
      .update(subscriptions)
      .set({
        search_text: subscriptionSearchText({ reference, applicant_name: '', phone: null, email: null, vehicles: [] }),
      })
      .where(eq(subscriptions.id, id));
  return ids;
}

/** Company subscriptions: the subscriber, their contact details, notes and vehicles' plates. */
export async function redactCompanySubscriptions(db: Db, where: SQL, at: Date): Promise<number[]> {
  const redacted = await db
    .update(companySubscriptions)
    .set({
      subscriber_name: REDACTED,
      phone: REDACTED,
      email: REDACTED,
      notes: null,
      admin_notes: null,
      pending_vehicles: null,
      search_text: companySubscriptionSearchText({ subscriber_name: '', phone: '', email: '', vehicles: [] }),
      redacted_at: at,
    })
    .where(and(where, isNull(companySubscriptions.redacted_at)))
    .returning({ id: companySubscriptions.id });
  const ids = redacted.map((row) => row.id);
  if (ids.length > 0) await redactCompanyVehicles(db, inArray(companySubscriptionVehicles.subscription_id, ids));
  return ids;
}

/** Company vehicles: their plates and notes. */
export async function redactCompanyVehicles(db: Db, where: SQL): Promise<number> {
  const redacted = await db
    .update(companySubscriptionVehicles)
    .set({ plate_letters: REDACTED, plate_number: '', notes: null })
    .where(and(where, sql`${companySubscriptionVehicles.plate_letters} <> ${REDACTED}`))
    .returning({ id: companySubscriptionVehicles.id });
  return redacted.length;
}

/** Mail: to whom and what it said; its subject and times stay. */
export async function redactMail(db: Db, where: SQL, at: Date): Promise<number> {
  const redacted = await db
    .update(outbox)
    .set({ recipient: REDACTED, body: REDACTED, body_with_secrets: null, secrets_expire_at: null, redacted_at: at })
    .where(and(where, isNull(outbox.redacted_at)))
    .returning({ id: outbox.id });
  return redacted.length;
}

/** A plate dropped from subscriptions that go on without it: their search no longer finds it. Answers the subscriptions touched. */
export async function dropSubscriptionPlates(db: Db, where: SQL): Promise<number[]> {
  const dropped = await db
    .delete(subscriptionVehicles)
    .where(where)
    .returning({ subscription_id: subscriptionVehicles.subscription_id });
  const touched = [...new Set(dropped.map((row) => row.subscription_id))];
  for (const id of touched) {
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const left = await db.select().from(subscriptionVehicles).where(eq(subscriptionVehicles.subscription_id, id));
    await db
      .update(subscriptions)
      .set({ search_text: subscriptionSearchText({ ...subscription!, vehicles: left }) })
      .where(eq(subscriptions.id, id));
  }
  return touched;
}
