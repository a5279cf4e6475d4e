import { ROLE } from './roles';

/**
 * When a gate event is taken to have happened. A lane sends its own time so that the fee quoted
 * at the lane is the fee paid, but a time the sender chooses must never be a way to pay less:
 *
 * - a lane's time up to the tolerance before the server heard of the event (the time a driver
 *   takes to find a card) is taken as it is;
 * - an older time is taken only from an administrator who says why, and is flagged;
 * - or from a lane device replaying the events it buffered while it was cut off (within the
 *   retention window the schema bounds), each flagged as replayed: a device sends what its own
 *   sensors saw, with its own key, and never a staff console;
 * - from anyone else an older time is not taken: the event happened when the server heard of it,
 *   so it is priced no lower than at its arrival;
 * - a time after the arrival (a lane's clock running ahead) is the arrival: nothing is priced for
 *   a moment that has not come yet.
 */
export const LANE_TIME_SOURCES = ['arrival', 'lane', 'backdated', 'replayed'] as const;
export type LaneTimeSource = (typeof LANE_TIME_SOURCES)[number];

export interface LaneTime {
  at: Date;
  source: LaneTimeSource;
}

export interface LaneTimeClaim {
  occurredAt: Date | undefined;
  arrivedAt: Date;
  toleranceMs: number;
  /** Said by whoever sends an older time on purpose (a lane's events typed in after an outage). */
  backdateReason: string | undefined;
  /** A lane device's event (services/lane-devices.ts): its older times are replays of its buffer. */
  fromDevice?: boolean;
}

/** Administrators may backdate a gate event beyond the tolerance, with a reason. */
export function mayBackdateGateEvents(roleId: number): boolean {
  return roleId === ROLE.superAdmin || roleId === ROLE.admin;
}

export function laneEventTime({
  occurredAt,
  arrivedAt,
  toleranceMs,
  backdateReason,
  fromDevice = false,
}: LaneTimeClaim): LaneTime {
  if (occurredAt === undefined || occurredAt >= arrivedAt) return { at: arrivedAt, source: 'arrival' };
  if (occurredAt.getTime() >= arrivedAt.getTime() - toleranceMs) return { at: occurredAt, source: 'lane' };
  if (fromDevice) return { at: occurredAt, source: 'replayed' };
  if (backdateReason !== undefined) return { at: occurredAt, source: 'backdated' };
  return { at: arrivedAt, source: 'arrival' };
}
