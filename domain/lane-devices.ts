/**
 * Lane devices: the cameras, barrier controllers and pay stations that send a gate's events
 * themselves, each with its own key (never a staff account), for its own gate only.
 */

export const LANE_DEVICE_KINDS = ['camera', 'controller', 'pay_station'] as const;
export type LaneDeviceKind = (typeof LANE_DEVICE_KINDS)[number];

/** A revoked device's key opens nothing; the device and its history stay. */
export const LANE_DEVICE_STATUSES = ['active', 'revoked'] as const;
export type LaneDeviceStatus = (typeof LANE_DEVICE_STATUSES)[number];

/** How long a lane may stay silent before the dashboard calls it down, unless its device says otherwise. */
export const DEFAULT_HEARTBEAT_SECONDS = 300;
export const MIN_HEARTBEAT_SECONDS = 10;
export const MAX_HEARTBEAT_SECONDS = 3600;

/**
 * Under this confidence a camera's reading is not acted on: the lane asks a person at the gate
 * console to confirm the plate instead of guessing (an open barrier for the wrong car is worse
 * than a short wait).
 */
export const PLATE_READ_MIN_CONFIDENCE = 0.8;

/** What a lane does with a device's event: open the barrier, keep it shut with a reason, ask for payment, or wait for a person. */
export const LANE_ACTIONS = ['open', 'refuse', 'pay', 'confirm'] as const;
export type LaneAction = (typeof LANE_ACTIONS)[number];

/** What a barrier controller reports of its barrier; the last two are faults a person must see. */
export const BARRIER_STATES = ['opened', 'closed', 'forced_open', 'stuck'] as const;
export type BarrierState = (typeof BARRIER_STATES)[number];

/** Who moved the barrier: its own controller, or a member of staff opening it from the console. */
export const BARRIER_STATE_SOURCES = ['device', 'manual'] as const;
export type BarrierStateSource = (typeof BARRIER_STATE_SOURCES)[number];

/**
 * Why a lane raises an alarm: its device silent beyond its heartbeat, its barrier forced open or
 * stuck, its camera reading too many plates in a row that a person had to confirm, or its device
 * replaying a time that moves a fee beyond what a device decides alone (domain/lane-time.ts).
 */
export const LANE_ALARM_KINDS = ['silent', 'forced_open', 'stuck', 'unsure_reads', 'replayed_time'] as const;
export type LaneAlarmKind = (typeof LANE_ALARM_KINDS)[number];

/** The barrier states that are faults, each raising the alarm of its own name. */
export function alarmOfBarrierState(state: BarrierState): LaneAlarmKind | null {
  return state === 'forced_open' || state === 'stuck' ? state : null;
}

/**
 * This many reads of one device in a row that a person had to confirm, with none acted on between
 * them, is no longer bad luck: a dirty lens, a moved camera or a failing light.
 */
export const UNSURE_READS_IN_A_ROW = 3;

/** A read the lane did not act on waits for a person, who confirms it with the right plate or refuses it. */
export const LANE_CONFIRMATION_STATUSES = ['pending', 'confirmed', 'refused'] as const;
export type LaneConfirmationStatus = (typeof LANE_CONFIRMATION_STATUSES)[number];

/**
 * Why a read waits for a person (the lane's `confirm` answer's reason): the camera's doubt about
 * the plate, or a replayed time that moves the fee too far for the device to decide alone.
 */
export const LANE_CONFIRMATION_REASONS = ['low_confidence', 'ambiguous_read', 'unreadable', 'replayed_time'] as const;
export type LaneConfirmationReason = (typeof LANE_CONFIRMATION_REASONS)[number];

/**
 * A camera's ANPR event is a few kilobytes (its pictures travel as other parts of the post). A
 * longer text is refused before it is parsed: the XML parser spends some 2 µs a character on nested
 * elements, so the costliest event it is given (32 KB, all nesting) took some 60 ms on the test
 * machine, against 0.1 ms for a real one.
 */
export const MAX_ANPR_EVENT_LENGTH = 32 * 1024;
