import type { CompanyEntryRefusal } from './company-access';
import { subscriptionStatus } from './subscription-status';

/**
 * Who enters at an entry gate: a subscriber of the gate's area, or a guest. A
 * subscription presented by its QR code must admit its holder; a plate is looked up among the
 * approved subscriptions that list it.
 */

export type IndividualEntryRefusal = 'subscription_expired' | 'subscription_not_for_area';
export type EntryRefusal = IndividualEntryRefusal | CompanyEntryRefusal;

export interface IndividualSubscriberAtGate {
  /** An approved subscription (stored `active`): only those have a QR code or admit a plate. */
  subscription: { status: 'active'; end_date: string | null; area_id: number };
  gateAreaId: number;
  /** The operator's local day (YYYY-MM-DD) of the event. */
  today: string;
}

/**
 * Whether an approved individual subscription admits its vehicle at the gate's area (null) or why
 * not; another area's comes first, as for companies (domain/company-access.ts).
 */
export function individualEntryRefusal({
  subscription,
  gateAreaId,
  today,
}: IndividualSubscriberAtGate): IndividualEntryRefusal | null {
  if (subscription.area_id !== gateAreaId) return 'subscription_not_for_area';
  if (subscriptionStatus(subscription, today) !== 'active') return 'subscription_expired';
  return null;
}

export type PlateAdmission<Registration> = { admitted: Registration } | { refused: EntryRefusal } | { guest: true };

/**
 * A plate may be listed by several subscriptions (a lapsed one and its renewal, another area's,
 * a company's). It enters as the subscriber of the first that admits it. When none does, the
 * first refusal about this area stops it, so the driver learns why (expired, company
 * deactivated, quota over); a plate whose subscriptions are all for other areas, or that has
 * none, enters here as a guest.
 */
export function plateAdmission<Registration>(
  registrations: ReadonlyArray<{ registration: Registration; refusal: EntryRefusal | null }>,
): PlateAdmission<Registration> {
  const admitting = registrations.find(({ refusal }) => refusal === null);
  if (admitting) return { admitted: admitting.registration };
  const refusal = registrations.map(({ refusal }) => refusal).find((reason) => reason !== 'subscription_not_for_area');
  return refusal ? { refused: refusal } : { guest: true };
}

export type CapacityRefusal = 'area_full' | 'subscription_capacity_full' | 'guest_tickets_full';

export interface Occupancy {
  /** Open stays in the area, of every type. */
  total: number;
  subscribers: number;
  guests: number;
}

/**
 * Whether one more vehicle of `type` fits the area (null) or which capacity is full: the area's
 * spaces, then those kept for its type (subscribers, or guests with tickets).
 */
export function capacityRefusal(
  area: { max_capacity: number; subscription_capacity: number; guest_ticket_capacity: number },
  inside: Occupancy,
  type: 'guest' | 'subscription',
): CapacityRefusal | null {
  if (inside.total >= area.max_capacity) return 'area_full';
  if (type === 'subscription' && inside.subscribers >= area.subscription_capacity) return 'subscription_capacity_full';
  if (type === 'guest' && inside.guests >= area.guest_ticket_capacity) return 'guest_tickets_full';
  return null;
}
