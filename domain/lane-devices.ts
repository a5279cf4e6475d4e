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
