import { z } from 'zod';
import { qrValueOf } from '../pay-ahead';
import { STAY_PAYMENT_TYPES } from '../payment-transaction';
import { readReference } from '../references';
import { VALIDATION, type ValidationMessageKey } from '../validation-messages';
import { optionalInstant, reference, requiredText } from './fields';
import { cardNumber } from './parking-cart';
import { plate } from './plate';
import { optionalPaymentMethod, PAYMENT_METHOD_CODES } from './reference';
import { tariffPreviewSchema } from './tariff-preview';

/**
 * The gate operations: a vehicle entering or leaving an area at one of its gates.
 * Each event carries the lane's own id (a retry repeats it) and the lane's own time.
 */
export const GATE_EVENT_KINDS = ['entry', 'exit'] as const;
export type GateEventKind = (typeof GATE_EVENT_KINDS)[number];

/** How far ahead of the server's clock a lane's clock may run. */
export const MAX_CLOCK_AHEAD_MS = 2 * 60_000;

export const eventId = () =>
  z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required })
    .max(100, { error: VALIDATION.tooLong });

/**
 * How long a lane cut off from the server may keep its events before sending them: older times
 * are a lane's broken clock (a year-1000 entry was priced for a thousand years, day by day).
 */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60_000;

/** When it happened at the lane; now when left out, never more than the clocks' drift ahead nor older than a lane may hold it. */
export const occurredAt = () =>
  optionalInstant()
    .refine((at) => at === undefined || at.getTime() <= Date.now() + MAX_CLOCK_AHEAD_MS, {
      error: VALIDATION.notInFuture,
    })
    .refine((at) => at === undefined || at.getTime() >= Date.now() - MAX_EVENT_AGE_MS, {
      error: VALIDATION.tooLongAgo,
    });

/** Why an administrator sends a time older than the lane's tolerance (domain/lane-time.ts); kept in the audit log. */
const backdateReason = () => requiredText(500).optional();

/** What a QR code encodes: a subscription's token or a guest ticket's, whose code prints its pay-ahead address. */
export const qrValue = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, { error: VALIDATION.required })
    .max(200, { error: VALIDATION.tooLong })
    .transform(qrValueOf);

/** A guest ticket's number as typed (any case, spaced, with or without its dash), in its printed form. */
export const ticketNumber = () =>
  z.string({ error: VALIDATION.required }).transform((value, ctx) => {
    const read = readReference(value);
    if (read) return read;
    ctx.addIssue({ code: 'custom', message: VALIDATION.ticketNumber });
    return z.NEVER;
  });

/** Exactly one of `fields` says what was presented at the gate; the error shows under the first. */
export function exactlyOne(fields: readonly string[], message: ValidationMessageKey) {
  return (body: Record<string, unknown>, ctx: z.RefinementCtx) => {
    if (fields.filter((field) => body[field] !== undefined).length !== 1)
      ctx.addIssue({ code: 'custom', path: [fields[0]!], message });
  };
}

/** POST /api/gate/entries */
export const gateEntryRequestSchema = z
  .strictObject({
    gate_id: reference(),
    plate: plate().optional(),
    qr: qrValue().optional(),
    card: cardNumber().optional(),
    event_id: eventId(),
    /** How a guest pays on an event day paid on the way in (domain/event-prepayment.ts); the refusal tells the fee. */
    payment_method: optionalPaymentMethod(),
    occurred_at: occurredAt(),
    backdate_reason: backdateReason(),
  })
  .superRefine(exactlyOne(['plate', 'qr', 'card'], VALIDATION.plateQrOrCard));

export type GateEntryRequest = z.output<typeof gateEntryRequestSchema>;

/** POST /api/gate/exits */
export const gateExitRequestSchema = z
  .strictObject({
    gate_id: reference(),
    plate: plate().optional(),
    qr: qrValue().optional(),
    ticket: ticketNumber().optional(),
    card: cardNumber().optional(),
    event_id: eventId(),
    payment_method: optionalPaymentMethod(),
    occurred_at: occurredAt(),
    backdate_reason: backdateReason(),
  })
  .superRefine(exactlyOne(['plate', 'qr', 'ticket', 'card'], VALIDATION.plateQrTicketOrCard));

export type GateExitRequest = z.output<typeof gateExitRequestSchema>;

/** The stay an event opened or closed, as both answers begin. Times are ISO text. */
const stayAnswer = {
  event_id: z.string(),
  stay_id: z.number().int(),
  type: z.enum(STAY_PAYMENT_TYPES),
  /** The plate's key (`ABJ1234`), then its parts. */
  plate: z.string(),
  plate_letters: z.string(),
  plate_number: z.string(),
  area_id: z.number().int(),
  /** The gate of this event. */
  gate_id: z.number().int(),
  entry_time: z.iso.datetime(),
  subscription_id: z.number().int().nullable(),
  company_subscription_id: z.number().int().nullable(),
};

/**
 * 201: the vehicle is inside. A guest gets a ticket: its number, and the QR value, which is in
 * the first answer only (the database keeps its hash); a repeated event answers the ticket with
 * `qr: null`, and the number finds the stay at the exit just as well. `pay_url` is what the
 * ticket's QR code prints: the page the guest pays ahead on (domain/pay-ahead.ts), which every
 * reader takes as the QR value itself.
 */
export const ticketAnswerSchema = z.object({
  number: z.string(),
  qr: z.string().nullable(),
  pay_url: z.string().nullable().default(null),
});

export const gateEntrySchema = z.object({
  ...stayAnswer,
  ticket: ticketAnswerSchema.nullable(),
  /** What a guest paid at the entry on an event day paid on the way in; absent or null otherwise. */
  paid_on_entry: z
    .object({
      ...tariffPreviewSchema.shape,
      payment_method: z.enum(PAYMENT_METHOD_CODES),
      transaction_id: z.number().int(),
    })
    .nullish(),
});

export type GateEntry = z.infer<typeof gateEntrySchema>;

/** 200: the stay is closed and paid: its price in SAR with the lines that make it up, and its transaction. */
export const gateExitSchema = z.object({
  ...stayAnswer,
  exit_time: z.iso.datetime(),
  ...tariffPreviewSchema.shape,
  payment_method: z.enum(PAYMENT_METHOD_CODES),
  transaction_id: z.number().int(),
});

export type GateExit = z.infer<typeof gateExitSchema>;
