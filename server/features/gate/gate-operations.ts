import { eq, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { passesThrough } from '../../../domain/gate-passage';
import {
  laneEventTime,
  type LaneTime,
  type LaneTimeSource,
  mayBackdateGateEvents,
  replayWaitsForPerson,
  type StayEvidence,
  timeAgainstStay,
} from '../../../domain/lane-time';
import { halalasToSar } from '../../../domain/money';
import type { Plate } from '../../../domain/plates';
import { transactionTypeOf } from '../../../domain/payment-transaction';
import { ROLE } from '../../../domain/roles';
import type { GateEventKind } from '../../../domain/schemas/gate-operations';
import type { Database, Transaction } from '../../db/client';
import { gateEvents, gates, gateTypes } from '../../db/schema';
import { ApiError, conflict, notFound, refusal } from '../../errors';
import { replayFloorOf, replayFloorRaise } from './replay-floor';
import type { GateSettings, LaneDevice } from './gate-settings';
import { auditInsert } from '../../core/audit';
import { announcementStatement, type LiveAnnouncement } from '../../core/live-events';
import { builtOnce, type Slot } from '../../db/built-once';
import { connectionOf, withKeptStatements } from '../../db/kept-statements';
import { withCommitBehind } from '../../db/transaction-edges';
import { rawRows } from '../../db/raw-rows';
import { writesWith } from '../../db/writes-with';
import type { Caller } from '../../core/auth';
import type { Stay } from './gate-lookups';

/** What every gate event carries (domain/schemas/gate-operations.ts). */
export interface GateEventRequest {
  gate_id: number;
  event_id: string;
  occurred_at?: Date;
  backdate_reason?: string;
}

/** What a gate event reads of its gate: the gate's own columns it decides by, and its type's code. */
export type Gate = Pick<typeof gates.$inferSelect, 'id' | 'area_id' | 'name' | 'name_ar' | 'status'> & {
  type_code: string;
};

/**
 * Who sends a gate event: a member of staff signed in at a console, or a lane device with its own
 * key, bound to its gate. The rules that differ: only staff backdate (with a reason), only a
 * device replays its buffer, and a device sends for its own gate alone.
 */
export type GateOperator =
  | { caller: Caller; device: null }
  | { caller: null; device: LaneDevice }
  /** A person at the console deciding a device's unsure read: the device's event (its gate, its time rules), made by the person. */
  | { caller: Caller; device: LaneDevice };

/** The member of staff who made a row, none for a device. */
export const userIdOf = (operator: GateOperator): number | null => operator.caller?.id ?? null;

/**
 * What an event's work is given: its transaction, who operates, the gate, when it is taken to have
 * happened (`at`, by the lane-time rule) and why, and when the server heard of it.
 */
export interface GateEventContext<Read = unknown> {
  tx: Transaction;
  operator: GateOperator;
  gate: Gate;
  at: Date;
  time: LaneTime;
  arrivedAt: Date;
  backdateReason: string | null;
  eventId: string;
  /** What a device's replay may move a fee by before a person decides it. */
  replayHoldAboveHalalas: number;
  /** Tells the live streams of the event's change, in the statement that stores its answer. */
  announce: (announcement: LiveAnnouncement) => void;
  /** A write that no later statement of the event reads, sent in the statement that stores its answer. */
  writeWithAnswer: (write: SQLWrapper) => void;
  /** What the claim's statement read for the work (`readWithClaim`); nothing when it was not asked to. */
  readByClaim: Read | undefined;
}

/** The values every form of the claim's statement is given. */
export type ClaimValues = Record<'event' | 'kind' | 'gate' | 'device' | 'source', unknown>;

/**
 * What a gate event's work reads first, read by the claim's statement instead of a statement of its
 * own: what the claim decides nothing of (an entry's plate's registrations and its area's lock, an
 * exit's open stay). `statement` is the claim's statement in the form that reads it
 * (claimStatementReading), given the claim's values and the event's time; `read` is what the work
 * takes of the row's columns besides the gate's.
 */
export interface ReadWithClaim<Read> {
  statement: (tx: Transaction, claim: ClaimValues, at: Date) => SQL;
  read: (columns: Record<string, unknown>) => Read;
}

/** Refuses a time that goes against its stay's own evidence (domain/lane-time.ts), whoever sent it. */
export function assertTimeFitsStay({ at }: Pick<GateEventContext, 'at'>, evidence: StayEvidence): void {
  const refused = timeAgainstStay(at, evidence);
  if (refused) throw refusal(refused);
}

/**
 * A device's replay that moves a fee beyond the threshold is not taken alone: the refusal names
 * the plate, and the lane holds the event for a person at the console (server/features/lanes/devices/lane-events.ts), who
 * confirms it there in their own name.
 */
export function assertReplayMayStand(context: GateEventContext, feeMovedHalalas: number, plate: Plate): void {
  const waits = replayWaitsForPerson({
    time: context.time,
    decidedByPerson: context.operator.caller !== null,
    feeMovedHalalas,
    holdAboveHalalas: context.replayHoldAboveHalalas,
  });
  if (waits) throw refusal('replay_needs_person', { plate, fee_moved: halalasToSar(feeMovedHalalas) });
}

/**
 * The gate an event names and its event id claimed, in one statement: the claim is the event's
 * row, written before its answer is known (the answer is set when the work is done, in the same
 * transaction). A second event of the same id waits at the id's unique key for the first's commit
 * or rollback, and then claims nothing and reads the first's answer, or claims it afresh; the
 * gate as the operator may use it (gateOfRow).
 */
async function claimEventAtGate<Read>(
  tx: Transaction,
  operator: GateOperator,
  kind: GateEventKind,
  request: GateEventRequest,
  time: LaneTime,
  readWithClaim: ReadWithClaim<Read> | undefined,
): Promise<{ gate: Gate; claimed: boolean; read: Read | undefined }> {
  const values: ClaimValues = {
    event: request.event_id,
    kind,
    gate: request.gate_id,
    device: operator.device?.id ?? null,
    source: time.source,
  };
  const [row] = await rawRows<Record<string, unknown>>(
    tx,
    readWithClaim ? readWithClaim.statement(tx, values, time.at) : claimAlone(tx, values),
  );
  const { gate, columns } = gateOfRow(operator, row);
  const { claimed, ...read } = columns;
  return { gate, claimed: claimed === true, read: readWithClaim?.read(read) };
}

/**
 * The gate of a statement's row of `gateColumns`, as the operator may use it: 404 when there is no
 * gate; a gate employee operates their own area's gates only, and a device its own gate only.
 * Answers the row's other columns beside it.
 */
export function gateOfRow(
  operator: GateOperator,
  row: Record<string, unknown> | undefined,
): { gate: Gate; columns: Record<string, unknown> } {
  if (!row) throw notFound();
  const { id, area_id, name, name_ar, status, type_code, ...columns } = row as Gate & Record<string, unknown>;
  const { caller, device } = operator;
  if (caller?.role_id === ROLE.gateEmployee && caller.area_id !== area_id)
    throw new ApiError(403, 'gate_not_in_your_area');
  if (device && device.gate_id !== id) throw new ApiError(403, 'gate_not_yours');
  return { gate: { id, area_id, name, name_ar, status, type_code }, columns };
}

/** What a gate event reads of its gate (Gate), for a statement that reads it from `gates` joined to `gate_types`. */
export const gateColumns = sql`${gates.id}, ${gates.area_id}, ${gates.name}, ${gates.name_ar}, ${gates.status}, ${gateTypes.code} as type_code`;

/** The gates and their types, for a statement that reads `gateColumns` of the gate `gate`. */
export const fromGate = (gate: Slot) =>
  sql`from ${gates} join ${gateTypes} on ${gateTypes.id} = ${gates.gate_type_id} where ${gates.id} = ${gate}`;

/**
 * The claim's statement in a form that also reads `columns` for the work, built once: columns of
 * the row of the claimed gate (`gates`), with values of their own.
 */
export function claimStatementReading<Name extends string>(
  columns: ((tx: Transaction, slot: (name: Name) => Slot) => SQL) | null,
): (tx: Transaction, values: ClaimValues & Record<Name, unknown>) => SQL {
  return builtOnce<keyof ClaimValues | Name>(
    (tx, slot) => sql`with claim as (
      insert into ${gateEvents} (event_id, kind, gate_id, answer, device_id, time_source)
      select ${slot('event')}, ${slot('kind')}, ${gates.id}, 'null'::jsonb, ${slot('device')}::int, ${slot('source')}
      from ${gates} where ${gates.id} = ${slot('gate')}
      on conflict (event_id) do nothing returning event_id)
    select ${gateColumns}, exists (select from claim) as claimed${columns ? sql`, ${columns(tx, slot)}` : sql``}
    ${fromGate(slot('gate'))}`,
  );
}

const claimAlone = claimStatementReading(null);

/** The event claimed now, or the first answer of its id, read by a statement after the claim's wait. */
async function claimedOrStored<Read>(
  tx: Transaction,
  operator: GateOperator,
  kind: GateEventKind,
  request: GateEventRequest,
  time: LaneTime,
  readWithClaim: ReadWithClaim<Read> | undefined,
): Promise<{ gate: Gate; stored: typeof gateEvents.$inferSelect | null; read: Read | undefined }> {
  for (;;) {
    const { gate, claimed, read } = await claimEventAtGate(tx, operator, kind, request, time, readWithClaim);
    if (claimed) return { gate, stored: null, read };
    const [stored] = await tx.select().from(gateEvents).where(eq(gateEvents.event_id, request.event_id));
    // The retention may have removed it between the two statements: then it is claimed afresh.
    if (stored) return { gate, stored, read };
  }
}

export function assertGatePasses(gate: Gate, kind: GateEventKind) {
  if (gate.status !== 'active') throw refusal('gate_closed');
  if (!passesThrough(gate.type_code, kind)) throw refusal(kind === 'entry' ? 'not_entry_gate' : 'not_exit_gate');
}

/**
 * When an event is taken to have happened (the lane-time rule, domain/lane-time.ts) and when the
 * server heard of it; only staff who may backdate send a reason for a time of their own.
 */
export function eventTimeOf(
  { caller, device }: GateOperator,
  request: GateEventRequest,
  settings: GateSettings,
): { time: LaneTime; arrivedAt: Date } {
  const arrivedAt = settings.clock.now();
  if (request.backdate_reason !== undefined && !(caller && mayBackdateGateEvents(caller.role_id)))
    throw new ApiError(403, 'backdate_not_allowed');
  const time = laneEventTime({
    occurredAt: request.occurred_at,
    arrivedAt,
    toleranceMs: settings.laneToleranceMs,
    backdateReason: request.backdate_reason,
    device: device ? { replayFloor: replayFloorOf(device) } : undefined,
  });
  return { time, arrivedAt };
}

/** An event's answer and the time its event was taken by: a repeat of a stored event answers the first's. */
export interface GateEventOutcome<Answer> {
  answer: Answer;
  timeSource: LaneTimeSource | null;
}

/**
 * Runs a gate event once. Events of one id wait for each other at the id's claim (its row, written
 * by the statement that reads the gate); the first that happens stores its answer in its own
 * transaction, and the same id again is answered from there and writes nothing,
 * whatever the gate or the vehicle have become since. A refusal rolls everything back, its event
 * included, so a retry is decided afresh (the operator picks a payment method and sends the exit
 * again). `kept` is the answer as stored, when the first answer holds what is shown once (a guest
 * ticket's QR value); `readWithClaim` what the claim's statement reads for the work.
 */
export async function runGateEvent<Answer extends object, Read = undefined>(
  db: Database,
  operator: GateOperator,
  kind: GateEventKind,
  request: GateEventRequest,
  settings: GateSettings,
  work: (context: GateEventContext<Read>) => Promise<Answer>,
  {
    kept = (answer) => answer,
    readWithClaim,
  }: { kept?: (answer: Answer) => Answer; readWithClaim?: ReadWithClaim<Read> } = {},
): Promise<GateEventOutcome<Answer>> {
  const { caller, device } = operator;
  const { time, arrivedAt } = eventTimeOf(operator, request, settings);
  return db.transaction((tx) =>
    withKeptStatements(connectionOf(tx), async () => {
      const { gate, stored, read } = await claimedOrStored(tx, operator, kind, request, time, readWithClaim);
      if (stored) {
        if (stored.kind !== kind || stored.gate_id !== gate.id) throw conflict('event_id_reused');
        return { answer: stored.answer as Answer, timeSource: stored.time_source };
      }
      assertGatePasses(gate, kind);
      const backdateReason = time.source === 'backdated' ? request.backdate_reason! : null;
      let announcement: LiveAnnouncement | null = null;
      const writes: SQLWrapper[] = [];
      const answer = await work({
        tx,
        operator,
        gate,
        at: time.at,
        time,
        arrivedAt,
        backdateReason,
        eventId: request.event_id,
        replayHoldAboveHalalas: settings.replayHoldAboveHalalas,
        announce: (told) => {
          announcement = told;
        },
        writeWithAnswer: (write) => writes.push(write),
        readByClaim: read,
      });
      // What no later statement reads goes with the answer, in one round trip, the commit right behind it.
      writes.push(answerStatement(tx, { answer: JSON.stringify(kept(answer)), event: request.event_id }));
      // The device's later events may not go back before a replay of its own once taken.
      if (device && time.source === 'replayed') writes.push(replayFloorRaise(tx, device.id, time.at));
      if (caller && backdateReason !== null && 'stay_id' in answer)
        writes.push(backdateAudit(tx, caller, kind, answer.stay_id as number, { time, arrivedAt, backdateReason }));
      await withCommitBehind(connectionOf(tx), () =>
        tx.execute(writesWith(writes, announcement ? announcementStatement(announcement) : sql`select`)),
      );
      return { answer, timeSource: time.source };
    }),
  );
}

/** An event's answer stored on its claim, as JSON text. */
const answerStatement = builtOnce<'answer' | 'event'>((tx, slot) =>
  tx
    .update(gateEvents)
    .set({ answer: sql`${slot('answer')}::jsonb` })
    .where(eq(gateEvents.event_id, slot('event'))),
);

/** A backdated event is flagged in the audit log: the time the server would have taken, the one taken, and why. */
function backdateAudit(
  tx: Transaction,
  caller: Caller,
  kind: GateEventKind,
  stayId: number,
  { time, arrivedAt, backdateReason }: Pick<GateEventContext, 'time' | 'arrivedAt'> & { backdateReason: string },
) {
  const field = kind === 'entry' ? 'entry_time' : 'exit_time';
  return auditInsert(tx, caller, [
    {
      action: 'backdate',
      resource: 'vehicles',
      recordId: stayId,
      changes: { [field]: [arrivedAt.toISOString(), time.at.toISOString()], reason: [null, backdateReason] },
    },
  ]);
}

/** How both answers begin: the stay the event opened or closed, at the event's gate. */
export function stayAnswer(
  stay: Pick<
    Stay,
    'id' | 'type' | 'plate' | 'plate_letters' | 'plate_number' | 'area_id' | 'entry_time' | 'subscription_id'
  >,
  eventId: string,
  gateId: number,
  companySubscriptionId: number | null,
) {
  return {
    event_id: eventId,
    stay_id: stay.id,
    type: transactionTypeOf(stay.type),
    plate: stay.plate,
    plate_letters: stay.plate_letters,
    plate_number: stay.plate_number,
    area_id: stay.area_id,
    gate_id: gateId,
    entry_time: stay.entry_time.toISOString(),
    subscription_id: stay.subscription_id,
    company_subscription_id: companySubscriptionId,
  };
}
