import { z } from 'zod';
import { PARKING_CARD_STATUSES, PARKING_CARD_TYPES, readCardNumber } from '../parking-cart';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, optionalText, reference, requiredText } from './fields';
import { plateLetters, plateNumber } from './plate';
import { recordBase, timestamp } from './record';

/** A card number as typed, stored trimmed in capitals: 1 to 30 Latin letters, digits and dashes. */
export function cardNumber() {
  return z.string({ error: VALIDATION.required }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: VALIDATION.required });
      return z.NEVER;
    }
    const read = readCardNumber(value);
    if (read) return read;
    ctx.addIssue({ code: 'custom', message: VALIDATION.cardNumber });
    return z.NEVER;
  });
}

/**
 * A card as staff create and edit it. Its status and holder change only by the actions (issue,
 * block, lost, return); the edit form sends them back with the rest, and they are dropped. Type
 * and area change only while the card is available (the server's check).
 */
export const parkingCardSchema = z.object({
  card_number: cardNumber(),
  type: z.enum(PARKING_CARD_TYPES, { error: VALIDATION.invalidChoice }),
  area_id: reference(),
  notes: optionalText(1000),
});

export type ParkingCardInput = z.input<typeof parkingCardSchema>;
export type ParkingCardWrite = z.output<typeof parkingCardSchema>;

export const parkingCardFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  status: z.enum(PARKING_CARD_STATUSES).optional(),
  type: z.enum(PARKING_CARD_TYPES).optional(),
  subscription_id: idParam().optional(),
});

/** How many cards each status tab holds under the list's other filters. */
export const parkingCardCountsSchema = z.object({
  all: z.number(),
  available: z.number(),
  issued: z.number(),
  blocked: z.number(),
  lost: z.number(),
});

export type ParkingCardCounts = z.infer<typeof parkingCardCountsSchema>;

/**
 * Whom a card is issued to, by its type: a subscription card to an individual subscription of its
 * area (approved and in force), a guest card to a vehicle's plate. The issue dialog checks with the
 * card's own one, and so does the server.
 */
export const cardHolderSchemas = {
  subscription: z.object({ subscription_id: reference() }),
  guest: z.object({ plate_letters: plateLetters(), plate_number: plateNumber() }),
} as const;

export type CardHolder = z.output<(typeof cardHolderSchemas)[keyof typeof cardHolderSchemas]>;

/**
 * POST /api/parking-carts/:id/issue, as the route reads it: either holder, as typed; the card's
 * type then says which one it takes (`cardHolderSchemas`).
 */
export const cardIssueSchema = z.object({
  subscription_id: z.unknown().optional(),
  plate_letters: z.unknown().optional(),
  plate_number: z.unknown().optional(),
});

/** POST /api/parking-carts/:id/block: why, kept on the card while it is blocked. */
export const cardBlockSchema = z.object({ reason: requiredText(500) });

export type CardBlock = z.output<typeof cardBlockSchema>;

/**
 * A card as the API answers it. The holder is a subscription (`subscription_id`) or a plate
 * (`plate_letters`, `plate_number`), or none; `issued_at` is when it was issued to them.
 */
export const parkingCardRecordSchema = z.object({
  ...recordBase,
  card_number: z.string(),
  type: z.enum(PARKING_CARD_TYPES),
  area_id: z.number().int(),
  status: z.enum(PARKING_CARD_STATUSES),
  subscription_id: z.number().int().nullable(),
  plate_letters: z.string().nullable(),
  plate_number: z.string().nullable(),
  issued_at: timestamp().nullable(),
  blocked_reason: z.string().nullable(),
  notes: z.string().nullable(),
});

export type ParkingCardRecord = z.infer<typeof parkingCardRecordSchema>;
