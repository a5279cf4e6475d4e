import type { StayCharge } from '../../domain/payment-transaction';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import { GATE_EVENT_RETENTION_MS, stayAnswer } from '../features/gate';
import { priceInSar } from '../features/areas';
import type { gateEvents, vehicles } from '../db/schema';

/** A demo stay as written, and how it closed when a gate closed it. */
export interface StayAtGates {
  stay: typeof vehicles.$inferInsert & { type: string; entry_time: Date; subscription_id: number | null };
  id: number;
  companySubscriptionId: number | null;
  exit: { charge: StayCharge; method: PaymentMethodCode; transactionId: number } | null;
}

/**
 * The gate events of the demo's stays, each with the answer its gate gave (server/features/gate/gate-entries.ts
 * and gate-exits.ts; a ticket's QR value is not kept), at the time it happened. Only those the
 * retention keeps (server/features/gate/gate-event-retention.ts): older ones would be forgotten within the
 * hour of the first start, though their stays keep the events' ids as a gate leaves them.
 */
export function demoGateEvents(stays: readonly StayAtGates[], now: Date): Array<typeof gateEvents.$inferInsert> {
  const kept = (time: Date | null | undefined): time is Date =>
    time !== null && time !== undefined && time.getTime() >= now.getTime() - GATE_EVENT_RETENTION_MS;
  return stays.flatMap(({ stay: written, id, companySubscriptionId, exit }) => {
    if (!kept(written.entry_time) && !kept(written.exit_time)) return [];
    const stay = { ...written, id };
    const events: Array<typeof gateEvents.$inferInsert> = [];
    if (stay.entry_event_id && stay.entry_gate_id && kept(stay.entry_time)) {
      const ticket = stay.guest_ticket_number ? { number: stay.guest_ticket_number, qr: null } : null;
      events.push({
        event_id: stay.entry_event_id,
        kind: 'entry',
        gate_id: stay.entry_gate_id,
        answer: { ...stayAnswer(stay, stay.entry_event_id, stay.entry_gate_id, companySubscriptionId), ticket },
        created_at: stay.entry_time,
      });
    }
    if (exit && stay.exit_event_id && stay.exit_gate_id && kept(stay.exit_time)) {
      events.push({
        event_id: stay.exit_event_id,
        kind: 'exit',
        gate_id: stay.exit_gate_id,
        answer: {
          ...stayAnswer(stay, stay.exit_event_id, stay.exit_gate_id, companySubscriptionId),
          exit_time: stay.exit_time.toISOString(),
          ...priceInSar(exit.charge),
          payment_method: exit.method,
          transaction_id: exit.transactionId,
        },
        created_at: stay.exit_time,
      });
    }
    return events;
  });
}
