/** How a vehicle came in (SPEC section 3): with a subscription, as a guest, or not yet known. */
export const VEHICLE_TYPES = ['subscription', 'guest', 'undefined'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
