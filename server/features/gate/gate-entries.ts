import { eq, sql } from 'drizzle-orm';
import { capacityRefusal, individualEntryRefusal, plateAdmission } from '../../../domain/gate-admission';
import { eventPrepaymentAt } from '../../../domain/event-prepayment';
import { localDate } from '../../../domain/local-date';
import { type Plate, plateKey } from '../../../domain/plates';
import { payAheadUrl } from '../../../domain/pay-ahead';
import type { GateEntry, GateEntryRequest } from '../../../domain/schemas/gate-operations';
import type { PaymentMethodCode } from '../../../domain/schemas/reference';
import type { Tariff, TariffLine } from '../../../domain/tariff';
import type { Database, Transaction } from '../../db/client';
import { areas, gates, subscriptions, tariffVersions, vehicles } from '../../db/schema';
import { plateColumns } from '../../db/stay-columns';
import { builtOnce, insertBuiltOnce, type Slot } from '../../db/built-once';
import { rawRows } from '../../db/raw-rows';
import { tableRow } from '../../db/table-rows';
import { frozenTariff, versionInForceIdOf, priceInSar } from '../areas';
import { refusal } from '../../errors';
import { withinCompanyPool, type Registration } from '../companies';
import { holderOfCard } from './gate-cards';
import {
  assertReplayMayStand,
  assertTimeFitsStay,
  claimStatementReading,
  type GateEventContext,
  type GateEventOutcome,
  type GateOperator,
  type ReadWithClaim,
  runGateEvent,
  stayAnswer,
  userIdOf,
} from './gate-operations';
import type { GateSettings } from './gate-settings';
import {
  type ApprovedSubscription,
  approvedSubscriptionOf,
  hasDisabilityRegistration,
  areaOccupancy,
  type AreaOccupancy,
  areaOccupancyOf,
  platesInside,
  platesOfSubscription,
  registrationQuestionOf,
  registrationsQuery,
  type RegistrationRow,
  registrationsOfPlate,
  subscriptionOfQr,
} from './gate-lookups';
import { newQrCredential } from '../subscriptions';
import { paymentMethodOf, recordPaymentOnEntry, stayPricer } from './stay-payments';
import { newReference, unusedReference } from '../../core/references';
import { withSessionWebhooks } from '../open-data';

/**
 * Whether the entry is taken at a time its sender chose well before its arrival (an
 * administrator's backdating, a device's replay): only then is its plate's last exit read, with
 * the counts under the lock, so that the gate's ordinary entries ask the database nothing more.
 */
const isTakenInThePast = (source: unknown) => source === 'backdated' || source === 'replayed';

/** Who comes in: a subscriber with what admits them, or a guest (no registration); and the plate the stay keeps. */
type Entrant = { plate: Plate; registration: Registration | null };

/** By plate: as a subscriber of the first subscription that admits it, else refused or a guest (domain/gate-admission.ts). */
async function entrantOfPlate(
  tx: Transaction,
  plate: Plate,
  where: { areaId: number; today: string },
  read?: RegistrationRow[],
): Promise<Entrant> {
  const admission = plateAdmission(await registrationsOfPlate(tx, plate, where, read));
  if ('refused' in admission) throw refusal(admission.refused);
  return { plate, registration: 'admitted' in admission ? admission.admitted : null };
}

/**
 * By a subscription (its QR code, or a card issued to it), which must admit its holder here. It
 * names no vehicle: the stay takes the first of the subscription's plates that is not inside already.
 */
async function entrantOfSubscription(
  tx: Transaction,
  subscription: ApprovedSubscription,
  where: { areaId: number; today: string },
): Promise<Entrant> {
  const refused = individualEntryRefusal({ subscription, gateAreaId: where.areaId, today: where.today });
  if (refused) throw refusal(refused);
  const plates = await platesOfSubscription(tx, subscription.id);
  const inside = await platesInside(tx, where.areaId, plates);
  const plate = plates.find((candidate) => !inside.has(plateKey(candidate)));
  if (!plate) throw refusal('already_inside');
  return {
    plate,
    registration: {
      subscription_id: subscription.id,
      company_subscription_id: null,
      company_subscription_vehicle_id: null,
    },
  };
}

/** What was presented: a plate, a subscription's QR code, or a parking card, which stands for its holder, a plate or a subscription. */
async function entrantOf(
  { tx, readByClaim }: GateEventContext<PlateEntryRead>,
  request: GateEntryRequest,
  where: { areaId: number; today: string },
): Promise<Entrant> {
  if (request.card) {
    const holder = await holderOfCard(tx, request.card, where.areaId);
    if ('plate' in holder) return entrantOfPlate(tx, holder.plate, where);
    const subscription = await approvedSubscriptionOf(tx, holder.subscriptionId);
    if (!subscription) throw refusal('subscription_not_active');
    return entrantOfSubscription(tx, subscription, where);
  }
  if (request.qr) {
    const subscription = await subscriptionOfQr(tx, request.qr);
    if (!subscription) throw refusal('unknown_qr');
    return entrantOfSubscription(tx, subscription, where);
  }
  return entrantOfPlate(tx, request.plate!, where, readByClaim?.registrations);
}

/**
 * What a guest pays before the barrier opens: the cap of an event day paid on the way in
 * (domain/event-prepayment.ts), unless the plate is registered for a person with disabilities,
 * whom the tariff lets park free. It needs a real payment method: the refusal tells the fee, so
 * the lane takes it and sends the same event again.
 */
async function paymentDueOnEntry(
  tx: Transaction,
  { plate, tariff, at }: { plate: Plate; tariff: Tariff; at: Date },
  given: PaymentMethodCode | undefined,
): Promise<{ line: TariffLine; method: PaymentMethodCode } | null> {
  const line = eventPrepaymentAt(tariff, at);
  if (!line) return null;
  const exempt =
    tariff.disability_free !== false &&
    (await hasDisabilityRegistration(tx, { ...plateColumns(plate), entry_time: at, tariff }));
  if (exempt) return null;
  const quote = { amount: line.amount, minutes: 0, lines: [line] };
  const method = paymentMethodOf({ ...quote, freeMinutes: 0, chargeableMinutes: 0 }, given);
  if (!method) throw refusal('payment_method_required', { quote: priceInSar(quote) });
  return { line, method };
}

/** A guest's ticket: a number to type and a QR value to scan, the value kept only as its hash. */
function ticketOf(number: string) {
  const qr = newQrCredential();
  return { number, qr: qr.token, qrHash: qr.hash };
}

/** A ticket whose number no stay holds, asked of the database now. */
const newTicket = async (tx: Transaction) => ticketOf(await unusedReference(tx, vehicles.guest_ticket_number));

/**
 * An entry: under its area's row lock, so that entries at the area's gates run one at a time and
 * each counts the stays the one before it opened (with one space left, one car gets in). The lock
 * is FOR NO KEY UPDATE: it excludes the other entries and every change of the area, while the
 * foreign keys of the exits' payments, which take KEY SHARE on the area's row, pass beside it.
 * What does not change with the stays inside is read before the lock, so that the area's next
 * entry waits for less: who the entrant is. The statement that takes the lock counts the stays
 * once it holds it (area_occupancy, migration 0047), so that the lock is held for the entry's
 * writes and commit alone. The tariff version in force at the entry (a version is never
 * published in the past nor withdrawn once it started), which the stay freezes, comes with the
 * area's row in that statement, as a guest's ticket number's check does. An entry by plate takes
 * the lock in its claim's statement (plateEntryReads).
 */
async function enter(
  context: GateEventContext<PlateEntryRead>,
  request: GateEntryRequest,
  timeZone: string,
): Promise<GateEntry> {
  const { tx, operator, gate, at, eventId, readByClaim } = context;
  const where = { areaId: gate.area_id, today: localDate(at, timeZone) };
  const entrant = await entrantOf(context, request, where);
  const locked =
    readByClaim?.locked ??
    // A guest's ticket number is drawn now and asked after by the statement that takes the lock.
    (await lockedArea(tx, {
      area: gate.area_id,
      plate: plateKey(entrant.plate),
      lastExit: isTakenInThePast(context.time.source),
      at,
      ticket: entrant.registration ? null : newReference(),
    }));
  const { area, inside } = locked;
  const tariff = frozenTariff(locked.version, timeZone);
  // Under the lock, so that no car enters an area once its deactivation has committed.
  if (!area.is_active) throw refusal('gate_closed');
  if (inside.plateInside) throw refusal('already_inside');
  const { plate, registration } = await withinCompanyPool(tx, entrant, area.id);
  if (isTakenInThePast(context.time.source))
    assertTimeFitsStay(context, { kind: 'entry', lastExit: inside.lastExit ?? undefined });
  const type = registration ? 'subscription' : 'guest';
  const full = capacityRefusal(area, inside, type);
  if (full) throw refusal(full);
  const due = registration ? null : await paymentDueOnEntry(tx, { plate, tariff, at }, request.payment_method);
  // A company's subscriber past its pool comes in as a guest, who needs a ticket too.
  const ticket = registration ? null : locked.freeTicket ? ticketOf(locked.freeTicket) : await newTicket(tx);
  const stay = {
    id: locked.stayId,
    ...plateColumns(plate),
    type,
    area_id: area.id,
    entry_gate_id: gate.id,
    entry_time: at,
    subscription_id: registration?.subscription_id ?? null,
    company_subscription_vehicle_id: registration?.company_subscription_vehicle_id ?? null,
    guest_ticket_number: ticket?.number ?? null,
    guest_qr_hash: ticket?.qrHash ?? null,
    tariff,
    entered_by: userIdOf(operator),
    entry_event_id: eventId,
  } satisfies typeof vehicles.$inferInsert;
  // The stay is written now when a later statement reads it (a replay's price, a payment on the
  // way in), else with the answer.
  let paidOnEntry: GateEntry['paid_on_entry'] = null;
  if (context.time.source === 'replayed' || due) {
    const [written] = await tx.insert(vehicles).values(stay).returning();
    if (context.time.source === 'replayed')
      assertReplayMayStand(context, (await stayPricer(tx, written!))(context.arrivedAt).amount, plate);
    paidOnEntry = due && {
      ...priceInSar({ amount: due.line.amount, minutes: 0, lines: [due.line] }),
      payment_method: due.method,
      transaction_id: await recordPaymentOnEntry(tx, { stay: written!, ...due, takenBy: operator.caller }),
    };
  } else context.writeWithAnswer(insertBuiltOnce(tx, vehicles, stay));
  if (registration?.subscription_id) {
    context.writeWithAnswer(
      tx
        .update(subscriptions)
        .set({ last_used_at: sql`greatest(${subscriptions.last_used_at}, ${at.toISOString()}::timestamptz)` })
        .where(eq(subscriptions.id, registration.subscription_id)),
    );
  }
  context.announce({
    topic: 'gate_event',
    area_id: area.id,
    gate_id: gate.id,
    id: stay.id,
    company_subscription_id: registration?.company_subscription_id,
  });
  return {
    ...stayAnswer(stay, eventId, gate.id, registration?.company_subscription_id ?? null),
    ticket: ticket && { number: ticket.number, qr: ticket.qr, pay_url: null },
    paid_on_entry: paidOnEntry,
  };
}

/**
 * What an entry reads with its area's lock: the area's row and its occupancy with the entrant's
 * plate, the tariff version in force, a free ticket number, the stay's id.
 */
interface LockedArea {
  area: typeof areas.$inferSelect;
  inside: AreaOccupancy;
  version: typeof tariffVersions.$inferSelect;
  /** The guest ticket's number drawn before the lock, when no stay holds it. */
  freeTicket: string | null;
  stayId: number;
}

/**
 * The columns that take an entry's area lock, for the statement that takes it: the area's row,
 * locked, with its occupancy read after the lock and the entrant's plate (`plate`, with its last
 * exit when `last_exit`); the tariff version in force at the entry (`at`), as a JSON row; whether the
 * drawn guest ticket's number (`ticket`, none for a subscriber) is taken already; and the stay's id
 * drawn from its sequence. `area` is a value, or the column of the claimed gate's area.
 */
function lockedAreaColumns(
  area: Slot | typeof gates.area_id,
  slot: (name: 'plate' | 'last_exit' | 'at' | 'ticket') => Slot,
) {
  return sql`${areaOccupancy(area, slot('plate'), slot('last_exit'), { locking: true })} as occupancy,
    (select row_to_json(${tariffVersions}) from ${tariffVersions}
      where ${tariffVersions.id} = ${versionInForceIdOf(area, slot('at'))}) as version,
    exists (select from ${vehicles} where ${vehicles.guest_ticket_number} = ${slot('ticket')}::text) as ticket_taken,
    nextval(pg_get_serial_sequence('vehicles', 'id')) as stay_id`;
}

/** What lockedAreaColumns read, with the ticket number that was asked after. */
function lockedAreaOf(columns: Record<string, unknown>, ticket: string | null): LockedArea {
  const inside = areaOccupancyOf(columns.occupancy as Record<string, unknown>);
  return {
    area: tableRow(areas, inside.area!),
    inside,
    version: tableRow(tariffVersions, columns.version as Record<string, unknown>),
    freeTicket: columns.ticket_taken ? null : ticket,
    stayId: Number(columns.stay_id),
  };
}

const lockStatement = builtOnce<'area' | 'plate' | 'last_exit' | 'at' | 'ticket'>(
  (_tx, slot) => sql`select ${lockedAreaColumns(slot('area'), slot)}`,
);

/** Takes the entry's area lock in a statement of its own (an entry by QR code or card, whose entrant is read first). */
async function lockedArea(
  tx: Transaction,
  {
    area,
    plate,
    lastExit,
    at,
    ticket,
  }: { area: number; plate: string; lastExit: boolean; at: Date; ticket: string | null },
): Promise<LockedArea> {
  const [columns] = await rawRows<Record<string, unknown>>(
    tx,
    lockStatement(tx, { area, plate, last_exit: lastExit, at: at.toISOString(), ticket }),
  );
  return lockedAreaOf(columns!, ticket);
}

/** What an entry by plate's claim read: the plate's registrations, and its area's lock. */
interface PlateEntryRead {
  registrations: RegistrationRow[];
  locked: LockedArea;
}

/** The claim's statement that also reads a plate's registrations and takes its gate's area lock. */
const claimReadingPlateEntry = claimStatementReading<
  keyof ReturnType<typeof registrationQuestionOf> | 'plate' | 'last_exit' | 'at' | 'ticket'
>(
  (_tx, slot) =>
    sql`(select coalesce(json_agg(registered order by registered.kind, registered.subscription_id desc), '[]'::json)
      from (${registrationsQuery(slot)}) as registered) as registrations,
    ${lockedAreaColumns(gates.area_id, slot)}`,
);

/**
 * An entry by plate reads the plate's registrations first and then takes its area's lock, and its
 * claim decides nothing of either: its claim's statement does both. Taking the lock there holds it
 * no longer: the entry's next statement (the area's counts) needs it anyway. A guest ticket's
 * number is drawn for it before anyone knows whether the plate is a subscriber's.
 */
function plateEntryReads(plate: Plate): ReadWithClaim<PlateEntryRead> {
  const ticket = newReference();
  return {
    statement: (tx, claim, at) =>
      claimReadingPlateEntry(tx, {
        ...claim,
        ...registrationQuestionOf(plate),
        plate: plateKey(plate),
        last_exit: isTakenInThePast(claim.source),
        at: at.toISOString(),
        ticket,
      }),
    read: (columns) => ({
      registrations: columns.registrations as RegistrationRow[],
      locked: lockedAreaOf(columns, ticket),
    }),
  };
}

/**
 * A gate entry, once per event (server/features/gate/gate-operations.ts); a repeat answers the
 * ticket without its QR value. A first answer's ticket carries the address its QR code prints.
 */
export async function registerEntry(
  db: Database,
  operator: GateOperator,
  request: GateEntryRequest,
  settings: GateSettings,
): Promise<GateEventOutcome<GateEntry>> {
  const outcome = await runGateEvent(
    db,
    operator,
    'entry',
    request,
    settings,
    async (context) => withSessionWebhooks(db, context.tx, await enter(context, request, settings.clock.timeZone)),
    {
      kept: (answer) => ({ ...answer, ticket: answer.ticket && { ...answer.ticket, qr: null, pay_url: null } }),
      readWithClaim: request.plate ? plateEntryReads(request.plate) : undefined,
    },
  );
  const { ticket } = outcome.answer;
  if (!ticket) return outcome;
  const payUrl = ticket.qr === null ? null : payAheadUrl(settings.publicUrl, ticket.qr);
  return { ...outcome, answer: { ...outcome.answer, ticket: { ...ticket, pay_url: payUrl } } };
}
