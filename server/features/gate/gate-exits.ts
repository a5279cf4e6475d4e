import { sql } from 'drizzle-orm';
import type { GateExit, GateExitRequest } from '../../../domain/schemas/gate-operations';
import type { Database } from '../../db/client';
import { gates, vehicles } from '../../db/schema';
import { tableRow } from '../../db/table-rows';
import { refusal } from '../../errors';
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
import { openStayOf, openStayQuery, type PresentedKind, presentedValueOf, type Stay } from './gate-lookups';
import { recordFeeAdjustment } from './fee-adjustments';
import { exitCharges, paymentMethodOf, recordStayPayment } from './stay-payments';
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
  const stay = context.readByClaim
    ? context.readByClaim.stay
    : await openStayOf(tx, gate.area_id, request.card ? await holderOfCard(tx, request.card, gate.area_id) : request);
  if (!stay) throw refusal('not_inside');
  assertTimeFitsStay(context, { kind: 'exit', entryTime: stay.entry_time });
  const chargeAt = await exitCharges(tx, stay);
  const charge = chargeAt(at);
  const owed = at < arrivedAt ? chargeAt(arrivedAt) : charge;
  assertReplayMayStand(context, owed.amount - charge.amount, {
    letters: stay.plate_letters,
    number: stay.plate_number,
  });
  const price = priceInSar(charge);
  const method = paymentMethodOf(charge, request.payment_method);
  if (!method) throw refusal('payment_method_required', { quote: price });
  const { transactionId, companySubscriptionId } = await recordStayPayment(tx, {
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
  });
  await recordFeeAdjustment(
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

/** The open stay an exit's claim read: none when nothing presented is inside. */
type OpenStayRead = { stay: Stay | undefined };

/** The claim's statement that also reads the open stay of what was presented in the gate's area, locked: one form a kind. */
const claimsReadingOpenStay = Object.fromEntries(
  (['plate', 'ticket', 'subscription', 'qr'] as const).map((kind) => [
    kind,
    claimStatementReading<'which'>(
      (tx, slot) =>
        sql`(select row_to_json(stay) from (${openStayQuery(tx, kind, { area: gates.area_id, which: slot('which') })}) as stay) as open_stay`,
    ),
  ]),
) as Record<PresentedKind, ReturnType<typeof claimStatementReading<'which'>>>;

/**
 * The open stay is an exit's first read, which the claim decides nothing of: its claim reads it.
 * A card is presented as its holder, which is read first.
 */
function openStayWithClaim(request: GateExitRequest): ReadWithClaim<OpenStayRead> | undefined {
  if (request.card) return undefined;
  const { kind, which } = presentedValueOf(request);
  return {
    statement: (tx, claim) => claimsReadingOpenStay[kind](tx, { ...claim, which }),
    read: ({ open_stay }) => ({
      stay: open_stay ? tableRow(vehicles, open_stay as Record<string, unknown>) : undefined,
    }),
  };
}

/** A gate exit, once per event (server/features/gate/gate-operations.ts). */
export function registerExit(
  db: Database,
  operator: GateOperator,
  request: GateExitRequest,
  settings: GateSettings,
): Promise<GateEventOutcome<GateExit>> {
  return runGateEvent(
    db,
    operator,
    'exit',
    request,
    settings,
    async (context) => withSessionWebhooks(db, context.tx, await leave(context, request)),
    { readWithClaim: openStayWithClaim(request) },
  );
}
