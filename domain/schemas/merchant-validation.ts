import { z } from 'zod';
import { BILLING_MODES, OFFER_KINDS, VALIDATION_REASONS } from '../merchant-validation';
import { VALIDATION } from '../validation-messages';
import { dayFilter, idParam, listFilterBase, reference } from './fields';
import { exactlyOne, qrValue, ticketNumber } from './gate-operations';
import { plate } from './plate';
import { tariffPreviewSchema } from './tariff-preview';
import { timestamp } from './record';

/** POST /api/validations/lookup: the stay a validator looks for, by one of plate (either script), ticket number or QR value. */
export const validationLookupSchema = z
  .strictObject({
    plate: plate().optional(),
    ticket: ticketNumber().optional(),
    qr: qrValue().optional(),
  })
  .superRefine(exactlyOne(['plate', 'ticket', 'qr'], VALIDATION.plateTicketOrQr));

export type ValidationLookupInput = z.input<typeof validationLookupSchema>;
export type ValidationLookup = z.output<typeof validationLookupSchema>;

/** What each of the merchant's offers would take off the stay now, in SAR. */
const offerQuote = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable(),
  kind: z.enum(OFFER_KINDS),
  stackable: z.boolean(),
  takes_off: z.number(),
});

/** The open stay found: its plate, entry and price so far (validations already given taken off), and the offers. */
export const validationStaySchema = z.object({
  stay_id: z.number().int(),
  plate: z.string(),
  plate_letters: z.string(),
  plate_number: z.string(),
  entry_time: z.iso.datetime(),
  price: tariffPreviewSchema,
  validations: z.number().int(),
  offers: z.array(offerQuote),
});

export type ValidationStay = z.infer<typeof validationStaySchema>;

/** POST /api/validations: a stay validated with one of the merchant's offers, for one of the reasons. */
export const validationRequestSchema = z.object({
  stay_id: reference(),
  offer_id: reference(),
  reason: z.enum(VALIDATION_REASONS, { error: VALIDATION.invalidChoice }),
});

export type ValidationRequest = z.output<typeof validationRequestSchema>;

/** A validation as the API answers it (the merchant-validations list and the validation's answer). */
export const merchantValidationRecordSchema = z.object({
  id: z.number().int(),
  merchant_id: z.number().int(),
  offer_id: z.number().int(),
  stay_id: z.number().int(),
  area_id: z.number().int(),
  plate: z.string(),
  validator_id: z.number().int().nullable(),
  reason: z.enum(VALIDATION_REASONS),
  amount: z.number(),
  billing_mode: z.enum(BILLING_MODES),
  transaction_id: z.number().int().nullable(),
  created_at: timestamp(),
});

export type MerchantValidationRecord = z.infer<typeof merchantValidationRecordSchema>;

export const merchantValidationFilterSchema = z.strictObject({
  id: listFilterBase.id,
  merchant_id: idParam().optional(),
  offer_id: idParam().optional(),
  area_id: idParam().optional(),
  stay_id: idParam().optional(),
  transaction_id: idParam().optional(),
  reason: z.enum(VALIDATION_REASONS).optional(),
  from: dayFilter().optional(),
  to: dayFilter().optional(),
});
