import { sql } from 'drizzle-orm';
import type { GateExit, GateExitRequest } from '../../../domain/schemas/gate-operations';
import type { Database } from '../../db/client';
import { tableRow } from '../../db/table-rows';
import { refusal } from '../../errors';
import { holderOfCard } from './gate-cards';
import {
  assertGatePasses,
  assertReplayMayStand,
  assertTimeFitsStay,
  claimStatementReading,
  eventTimeOf,
  fromGate,
  gateColumns,
  gateOfRow,
  type GateEventContext,
  type GateEventOutcome,
  type GateOperator,
  type ReadWithClaim,
  runGateEvent,
  stayAnswer,
  userIdOf,
} from './gate-operations';
import type { GateSettings } from './gate-settings';
import { openStayOf, openStayQuery, type PresentedKind, presentedValueOf, type Stay } from './gate-lookups';
import { feeAdjustmentWrite } from './fee-adjustments';
import {
  exitCharges,
  paymentMethodOf,
  type PricingFacts,
  type PricingFactsColumns,
  pricingFactsColumns,
  pricingFactsOfColumns,
  recordStayPayment,
  type StayPaymentIds,
  stayPaymentWrites,
} from './stay-payments';
import { openShiftOf } from '../payments';
import { companySubscriptionVehicles, gateEvents, gates, paymentMethods, vehicles } from '../../db/schema';
import { builtOnce } from '../../db/built-once';
import { rawRows } from '../../db/raw-rows';
import { priceInSar } from '../areas';
import { withSessionWebhooks } from '../open-data';

/**
 * An exit: the open stay of what was presented (a parking card as its holder), in the gate's area, closed and priced by the
 * tariff it froze at its entry (with the plate's previous exit for the cooldown), and its payment
 * transaction. A fee needs a real payment method: the refusal tells the fee, so the operator can
 * take it and send the same event again. A subscriber's stay, or a stay within its free minutes,
 * is recorded as paid with the method `free`.
 */
async function leave(context: GateEventContext<OpenStayRead>, request: GateExitRequest): Promise<GateExit> {
  const { tx, operator, gate, at, time, arrivedAt, backdateReason, eventId } = context;
  const read = context.readByClaim;
  const stay = read
    ? read.stay
    : await openStayOf(tx, gate.area_id, request.card ? await holderOfCard(tx, request.card, gate.area_id) : request);
  if (!stay) throw refusal('not_inside');
  assertTimeFitsStay(context, { kind: 'exit', entryTime: stay.entry_time });
  const chargeAt = await exitCharges(tx, stay, read?.facts);
  const charge = chargeAt(at);
  const owed = at < arrivedAt ? chargeAt(arrivedAt) : charge;
  assertReplayMayStand(context, owed.amount - charge.amount, {
    letters: stay.plate_letters,
    number: stay.plate_number,
  });
  const price = priceInSar(charge);
  const method = paymentMethodOf(charge, request.payment_method);
  if (!method) throw refusal('payment_method_required', { quote: price });
  const stayPayment = {
    stay,
    exit: at,
    charge,
    method,
    takenBy: operator.caller,
    close: {
      exit_time: at,
      exit_gate_id: gate.id,
      exited_by: userIdOf(operator),
      exit_event_id: eventId,
      updated_at: arrivedAt,
    },
  };
  // Read by the claim, the payment's ids let it go with the answer; a card's exit looks them up as it writes.
  const ids = read?.paymentIds;
  if (ids) for (const write of stayPaymentWrites(tx, stayPayment, ids)) context.writeWithAnswer(write);
  const { transactionId, companySubscriptionId } = ids ?? (await recordStayPayment(tx, stayPayment));
  const adjustment = feeAdjustmentWrite(
    tx,
    {
      stayId: stay.id,
      transactionId,
      areaId: stay.area_id,
      gateId: gate.id,
      userId: userIdOf(operator),
      charged: charge,
      owed,
      exitTime: at,
      arrivedAt,
    },
    time.source,
    time.source === 'replayed' ? `Replayed by lane device ${operator.device!.name}` : backdateReason,
  );
  if (adjustment) context.writeWithAnswer(adjustment);
  context.announce({
    topic: 'gate_event',
    area_id: stay.area_id,
    gate_id: gate.id,
    id: stay.id,
    company_subscription_id: companySubscriptionId,
  });
  return {
    ...stayAnswer(stay, eventId, gate.id, companySubscriptionId),
    exit_time: at.toISOString(),
    ...price,
    payment_method: method,
    transaction_id: transactionId,
  };
}

/**
 * What an exit's claim read: the open stay of what was presented, none when nothing presented is
 * inside, and its pricing facts, which are none when the stay changed while the claim waited for its
 * lock (a validation given meanwhile changes it: migration 0046), and are then read again.
 */
interface OpenStayRead {
  stay: Stay | undefined;
  facts: PricingFacts | undefined;
  /** What the stay's payment looks up, so that it is written with the answer. */
  paymentIds: StayPaymentIds | undefined;
}

/** The stay an exit's statement reads (the claim's, locked), by the name the statement gives it. */
const lockedStay = {
  id: sql.raw('stay.id'),
  letters: sql.raw('stay.plate_letters'),
  number: sql.raw('stay.plate_number'),
};

/**
 * The claim's statement that also reads the open stay of what was presented in the gate's area,
 * locked, and its pricing facts as its snapshot shows them, with whether the row the lock took is
 * newer than that; and what the stay's payment looks up (StayPaymentIds, the shift of the member of
 * staff `taker`): one form a kind.
 */
const claimsReadingOpenStay = Object.fromEntries(
  (['plate', 'ticket', 'subscription', 'qr'] as const).map((kind) => [
    kind,
    claimStatementReading<'which' | 'taker'>(
      (tx, slot) => sql`(select json_build_object(
          'stay', row_to_json(stay),
          'changed', stay.locked_version <> (select seen.xmin::text from ${vehicles} as seen where seen.id = stay.id),
          'facts', (select row_to_json(facts) from (select ${pricingFactsColumns(tx, lockedStay, { guest: true, validations: true })}) as facts),
          'company_subscription_id', (select ${companySubscriptionVehicles.subscription_id} from ${companySubscriptionVehicles}
            where ${companySubscriptionVehicles.id} = stay.company_subscription_vehicle_id))
        from (${openStayQuery(tx, kind, { area: gates.area_id, which: slot('which') })}) as stay) as open_stay,
        nextval(pg_get_serial_sequence('payment_transactions', 'id')) as payment_id,
        (select json_object_agg(${paymentMethods.code}, ${paymentMethods.id}) from ${paymentMethods}) as payment_methods,
        ${openShiftOf(slot('taker'))} as shift_id`,
    ),
  ]),
) as Record<PresentedKind, ReturnType<typeof claimStatementReading<'which' | 'taker'>>>;

/**
 * The open stay and its pricing facts are an exit's first reads, which the claim decides nothing
 * of: its claim reads them. A card is presented as its holder, which is read first.
 */
function openStayWithClaim(request: GateExitRequest, operator: GateOperator): ReadWithClaim<OpenStayRead> | undefined {
  if (request.card) return undefined;
  const { kind, which } = presentedValueOf(request);
  return {
    statement: (tx, claim) => claimsReadingOpenStay[kind](tx, { ...claim, which, taker: userIdOf(operator) }),
    read: ({ open_stay, payment_id, payment_methods, shift_id }) => {
      const read = open_stay as {
        stay: Record<string, unknown>;
        changed: boolean;
        facts: PricingFactsColumns;
        company_subscription_id: number | null;
      } | null;
      if (!read) return { stay: undefined, facts: undefined, paymentIds: undefined };
      const stay = tableRow(vehicles, read.stay);
      return {
        stay,
        facts: read.changed ? undefined : pricingFactsOfColumns(stay, read.facts),
        paymentIds: {
          transactionId: Number(payment_id),
          paymentMethodIds: payment_methods as Record<string, number>,
          companySubscriptionId: read.company_subscription_id,
          shiftId: shift_id === null ? null : Number(shift_id),
        },
      };
    },
  };
}

/**
 * The statement of an exit that is only asked its fee, one form a kind: its gate, whether its
 * event id was answered already, and the open stay of what was presented with its pricing facts,
 * read without the stay's lock.
 */
const feeQuestions = Object.fromEntries(
  (['plate', 'ticket', 'subscription', 'qr'] as const).map((kind) => [
    kind,
    builtOnce<'gate' | 'event' | 'which'>(
      (tx, slot) => sql`select ${gateColumns},
        exists (select from ${gateEvents} where ${gateEvents.event_id} = ${slot('event')}) as answered,
        (select json_build_object(
          'stay', row_to_json(stay),
          'facts', (select row_to_json(facts) from (select ${pricingFactsColumns(tx, lockedStay, { guest: true, validations: true })}) as facts))
        from (${openStayQuery(tx, kind, { area: gates.area_id, which: slot('which') }, { unlocked: true })}) as stay) as open_stay
        ${fromGate(slot('gate'))}`,
    ),
  ]),
) as Record<PresentedKind, ReturnType<typeof builtOnce<'gate' | 'event' | 'which'>>>;

/**
 * An exit sent without a payment method for what stands for a stay (not a card) is answered, when
 * its stay is to pay, with the refusal that tells the fee, which writes nothing. So it is answered
 * from one statement outside a transaction, by the exit's own rules in the exit's order (leave) and
 * its pricing: the refusal or the quote a transaction would give. Anything else is left to the
 * exit: an event answered already, a stay that leaves free, a device's replay. The paid exit that
 * follows prices the stay again under its lock.
 */
async function askedTheFee(
  db: Database,
  operator: GateOperator,
  request: GateExitRequest,
  settings: GateSettings,
): Promise<void> {
  const { time } = eventTimeOf(operator, request, settings);
  if (time.source === 'replayed') return;
  const { kind, which } = presentedValueOf(request);
  const [row] = await rawRows<Record<string, unknown>>(
    db,
    feeQuestions[kind](db, { gate: request.gate_id, event: request.event_id, which }),
  );
  const { gate, columns } = gateOfRow(operator, row);
  if (columns.answered) return;
  assertGatePasses(gate, 'exit');
  const read = columns.open_stay as { stay: Record<string, unknown>; facts: PricingFactsColumns } | null;
  if (!read) throw refusal('not_inside');
  const stay = tableRow(vehicles, read.stay);
  assertTimeFitsStay(time, { kind: 'exit', entryTime: stay.entry_time });
  const charge = (await exitCharges(db, stay, pricingFactsOfColumns(stay, read.facts)))(time.at);
  if (!paymentMethodOf(charge, undefined)) throw refusal('payment_method_required', { quote: priceInSar(charge) });
}

/** A gate exit, once per event (server/features/gate/gate-operations.ts). */
export async function registerExit(
  db: Database,
  operator: GateOperator,
  request: GateExitRequest,
  settings: GateSettings,
): Promise<GateEventOutcome<GateExit>> {
  if (!request.payment_method && !request.card) await askedTheFee(db, operator, request, settings);
  return runGateEvent(
    db,
    operator,
    'exit',
    request,
    settings,
    async (context) => withSessionWebhooks(db, context.tx, await leave(context, request)),
    { readWithClaim: openStayWithClaim(request, operator) },
  );
}
