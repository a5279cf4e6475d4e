import { ROLE } from './roles';

/**
 * When a gate event is taken to have happened. A lane sends its own time so that the fee quoted
 * at the lane is the fee paid, but a time the sender chooses must never be a way to pay less:
 *
 * - a lane's time up to the tolerance before the server heard of the event (the time a driver
 *   takes to find a card) is taken as it is;
 * - an older time is taken only from an administrator who says why, and is flagged;
 * - or from a lane device replaying the events it kept while it was cut off, flagged as replayed,
 *   and only where the server could not have heard from it: never before the device's replay floor
 *   (its last contact at which it had nothing older to send, and the latest replay of its own
 *   already taken, so that its events stay in the order it saw them). An older claim is taken at
 *   the floor: the device could have sent it then;
 * - from anyone else an older time is not taken: the event happened when the server heard of it,
 *   so it is priced no lower than at its arrival;
 * - a time after the arrival (a lane's clock running ahead) is the arrival: nothing is priced for
 *   a moment that has not come yet.
 *
 * Whatever its source, a time never goes against the stay's own evidence (`timeAgainstStay`), and
 * a device's replay that moves a fee too far waits for a person (`replayWaitsForPerson`).
 */
export const LANE_TIME_SOURCES = ['arrival', 'lane', 'backdated', 'replayed'] as const;
export type LaneTimeSource = (typeof LANE_TIME_SOURCES)[number];

export interface LaneTime {
  at: Date;
  source: LaneTimeSource;
}

/** What the server knows of a lane device when one of its events arrives (server/features/gate/replay-floor.ts). */
export interface DeviceEvidence {
  /** The earliest moment the device may still claim: an older claim is one it could have sent before. */
  replayFloor: Date;
}

export interface LaneTimeClaim {
  occurredAt: Date | undefined;
  arrivedAt: Date;
  toleranceMs: number;
  /** Said by whoever sends an older time on purpose (a lane's events typed in after an outage). */
  backdateReason: string | undefined;
  /** A lane device's event: its older times are replays of what it kept, bounded by what the server knows of it. */
  device?: DeviceEvidence;
}

/** Administrators may backdate a gate event beyond the tolerance, with a reason. */
export function mayBackdateGateEvents(roleId: number): boolean {
  return roleId === ROLE.superAdmin || roleId === ROLE.admin;
}

const later = (a: Date, b: Date) => (a >= b ? a : b);
const earlier = (a: Date, b: Date) => (a <= b ? a : b);

export function laneEventTime({ occurredAt, arrivedAt, toleranceMs, backdateReason, device }: LaneTimeClaim): LaneTime {
  if (occurredAt === undefined || occurredAt >= arrivedAt) return { at: arrivedAt, source: 'arrival' };
  const recent = new Date(arrivedAt.getTime() - toleranceMs);
  if (occurredAt >= recent) return { at: occurredAt, source: 'lane' };
  if (device) {
    const at = later(occurredAt, earlier(device.replayFloor, arrivedAt));
    return { at, source: at >= recent ? 'lane' : 'replayed' };
  }
  if (backdateReason !== undefined) return { at: occurredAt, source: 'backdated' };
  return { at: arrivedAt, source: 'arrival' };
}

/**
 * Whether a request's own time is a replay, or is contact: a device that sends a time within the
 * tolerance (or none) has nothing older left to send, so its replay floor moves up to the start of
 * the tolerance; one that sends an older time is emptying what it kept and moves nothing.
 */
export function isReplayClaim(occurredAt: Date | undefined, arrivedAt: Date, toleranceMs: number): boolean {
  return occurredAt !== undefined && occurredAt.getTime() < arrivedAt.getTime() - toleranceMs;
}

/** The replay floor a live request of a device sets: nothing it saw before the tolerance is left unsent. */
export const contactFloor = (arrivedAt: Date, toleranceMs: number) => new Date(arrivedAt.getTime() - toleranceMs);

/** What a stay already says of its times: its entry (at an exit), or its plate's last exit from the area (at an entry). */
export type StayEvidence = { kind: 'exit'; entryTime: Date } | { kind: 'entry'; lastExit: Date | undefined };

/**
 * The refusal of a time that goes against its stay's evidence, whoever sends it: an exit before
 * its entry, an entry before the plate last left the area (the car cannot come in before it left).
 */
export function timeAgainstStay(
  at: Date,
  evidence: StayEvidence,
): 'exit_before_entry' | 'entry_before_last_exit' | null {
  if (evidence.kind === 'exit') return at < evidence.entryTime ? 'exit_before_entry' : null;
  return evidence.lastExit !== undefined && at < evidence.lastExit ? 'entry_before_last_exit' : null;
}

/**
 * What a replay may move a fee by before a person must decide it: SAR 50
 * (GATE_REPLAY_HOLD_ABOVE_SAR). A device cut off for an hour or two replays within it; a stay of
 * days closed for nothing, or a car just arrived made to owe for a week, does not.
 */
export const DEFAULT_REPLAY_HOLD_ABOVE_HALALAS = 5_000;

export interface ReplayEffect {
  time: LaneTime;
  /** A person decides the event (confirming a held read at the console): nothing is held from them. */
  decidedByPerson: boolean;
  /**
   * What the replayed time moves the fee by, in halalas: at an exit, what the stay owed when the
   * server heard of it less what it is charged; at an entry, what the stay would owe at the
   * arrival less what one entering then would.
   */
  feeMovedHalalas: number;
  holdAboveHalalas: number;
}

/** Whether a device's replay is not decided alone: it moves a fee beyond the threshold, and no person decides it. */
export function replayWaitsForPerson({
  time,
  decidedByPerson,
  feeMovedHalalas,
  holdAboveHalalas,
}: ReplayEffect): boolean {
  return time.source === 'replayed' && !decidedByPerson && feeMovedHalalas > holdAboveHalalas;
}
