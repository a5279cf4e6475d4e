import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { plateKey } from '../../../domain/plates';
import type { CompanySubscriptionBody, CompanyVehicle } from '../../../domain/schemas/company-subscription';
import { VALIDATION } from '../../../domain/validation-messages';
import type { Transaction } from '../../db/client';
import { companies, companySubscriptions, companySubscriptionVehicles } from '../../db/schema';
import { ApiError, conflict } from '../../errors';
import { replaceVehicles, vehiclesOf } from './company-subscriptions';
import type { AuditChanges } from '../../core/audit';

type SubscriptionRow = typeof companySubscriptions.$inferSelect;

/**
 * A company's plates change in one transaction at a time: a create already holds the company's row
 * (the quota's lock), an edit and a vehicle change's approval take it here, so the check that a
 * plate is free and the write that takes it are never interleaved with another's.
 */
export async function lockCompany(tx: Transaction, companyId: number) {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/**
 * The subscriptions of a company that hold their plates: pending ones, ones awaiting their online
 * payment, and approved ones not past their end date (a plate of an expired subscription may be
 * listed again, by a renewal).
 */
function inForce(today: string) {
  return or(
    inArray(companySubscriptions.status, ['pending', 'awaiting_payment']),
    and(
      eq(companySubscriptions.status, 'active'),
      sql`(${companySubscriptions.end_date} is null or ${companySubscriptions.end_date} >= ${today})`,
    ),
  );
}

/**
 * One plate, one vehicle: a plate listed by another of the company's subscriptions in force, or
 * asked for by a vehicle change waiting on one, is refused (409, naming the vehicle). Called under
 * the company's lock.
 */
export async function assertPlatesFree(
  tx: Transaction,
  companyId: number,
  subscriptionId: number | null,
  vehicles: ReadonlyArray<CompanyVehicle>,
  today: string,
) {
  const others = and(
    eq(companySubscriptions.company_id, companyId),
    inForce(today),
    subscriptionId === null ? undefined : ne(companySubscriptions.id, subscriptionId),
  );
  const listed = await tx
    .select({ letters: companySubscriptionVehicles.plate_letters, number: companySubscriptionVehicles.plate_number })
    .from(companySubscriptionVehicles)
    .innerJoin(companySubscriptions, eq(companySubscriptions.id, companySubscriptionVehicles.subscription_id))
    .where(others);
  const asked = await tx
    .select({ vehicles: companySubscriptions.pending_vehicles })
    .from(companySubscriptions)
    .where(and(others, sql`${companySubscriptions.pending_vehicles} is not null`));
  const taken = new Set([
    ...listed.map(plateKey),
    ...asked.flatMap((row) =>
      (row.vehicles ?? []).map((vehicle) => plateKey({ letters: vehicle.plate_letters, number: vehicle.plate_number })),
    ),
  ]);
  const errors = Object.fromEntries(
    vehicles.flatMap((vehicle, index) =>
      taken.has(plateKey({ letters: vehicle.plate_letters, number: vehicle.plate_number }))
        ? [[`vehicles.${index}.plate_number`, VALIDATION.plateOfAnotherSubscription]]
        : [],
    ),
  );
  if (Object.keys(errors).length > 0) throw new ApiError(409, 'duplicate', errors);
}

/** The plates and whether each is on, in order: what the gate reads of a vehicle list. */
function admission(vehicles: ReadonlyArray<Pick<CompanyVehicle, 'plate_letters' | 'plate_number' | 'is_active'>>) {
  return JSON.stringify(
    vehicles.map(({ plate_letters, plate_number, is_active }) => [plate_letters, plate_number, is_active]),
  );
}

/**
 * The vehicle change an edit asks for, or null. A subscription not yet decided takes its new
 * vehicles at once. An approved one keeps the vehicles in force at the gate and holds the new
 * list as a change for a super admin to decide, unless it admits exactly the plates in force (a
 * vehicle's notes edited): that is written at once, and withdraws any change waiting.
 */
export async function vehicleChangeOf(
  tx: Transaction,
  existing: SubscriptionRow | undefined,
  body: CompanySubscriptionBody,
): Promise<CompanyVehicle[] | null> {
  if (existing?.status !== 'active') return null;
  const inForceNow = (await vehiclesOf(tx, [existing.id])).get(existing.id) ?? [];
  return admission(inForceNow) === admission(body.vehicles) ? null : body.vehicles;
}

/** An edit's vehicles are written now unless they wait for a decision. */
export async function writeEditedVehicles(
  tx: Transaction,
  subscription: SubscriptionRow,
  body: CompanySubscriptionBody,
) {
  if (subscription.pending_vehicles === null) await replaceVehicles(tx, subscription.id, body);
}

/** A decision on a vehicle change needs one waiting (409 `no_vehicle_change` otherwise). */
function changeOf(existing: SubscriptionRow): CompanyVehicle[] {
  const pending = existing.pending_vehicles;
  if (!pending) throw conflict('no_vehicle_change');
  return pending;
}

/** A vehicle list as the audit log keeps it. */
const audited = (vehicles: ReadonlyArray<CompanyVehicle>) =>
  vehicles.map(({ plate_letters, plate_number, notes, is_active }) => ({
    plate_letters,
    plate_number,
    notes,
    is_active,
  }));

/**
 * Approves the vehicle change waiting on an approved subscription: its vehicles become those asked
 * for. The audit row keeps the vehicles before and after, as a subscription's edit does.
 */
export async function approveVehicleChange(
  tx: Transaction,
  existing: SubscriptionRow,
  now: Date,
): Promise<{ row: SubscriptionRow; changes: AuditChanges }> {
  const vehicles = changeOf(existing);
  const before = (await vehiclesOf(tx, [existing.id])).get(existing.id) ?? [];
  await replaceVehicles(tx, existing.id, { vehicles } as CompanySubscriptionBody);
  const [row] = await tx
    .update(companySubscriptions)
    .set({ pending_vehicles: null, updated_at: now })
    .where(eq(companySubscriptions.id, existing.id))
    .returning();
  return {
    row: row!,
    changes: { vehicles: [audited(before), audited(vehicles)], pending_vehicles: [vehicles, null] },
  };
}

/** Rejects the vehicle change waiting: the vehicles in force stay. */
export async function rejectVehicleChange(
  tx: Transaction,
  existing: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  changeOf(existing);
  const [row] = await tx
    .update(companySubscriptions)
    .set({ pending_vehicles: null, updated_at: now })
    .where(eq(companySubscriptions.id, existing.id))
    .returning();
  return row!;
}
