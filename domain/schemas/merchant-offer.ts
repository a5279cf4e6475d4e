import { z } from 'zod';
import { type OfferKind, OFFER_KINDS } from '../merchant-validation';
import { VALIDATION } from '../validation-messages';
import { idParam, listFilterBase, optionalName, reference, requiredName, sarAmount, wholeNumber } from './fields';
import { recordBase } from './record';

/** The field that carries each kind's value: minutes, an amount in SAR, a percentage; none for a free stay. */
export const OFFER_VALUE_FIELD = {
  free_minutes: 'minutes',
  amount_off: 'amount',
  percent_off: 'percent',
  free: null,
} as const satisfies Record<OfferKind, string | null>;

/**
 * An offer as staff create and edit it: the field of its kind is required, the others are dropped
 * (a form that switched kinds sends them back).
 */
export const merchantOfferSchema = z
  .object({
    merchant_id: reference(),
    name: requiredName(100),
    name_ar: optionalName(100),
    kind: z.enum(OFFER_KINDS, { error: VALIDATION.invalidChoice }),
    minutes: wholeNumber({ min: 1 }).nullish(),
    amount: sarAmount()
      .refine((amount) => amount > 0, { error: VALIDATION.moreThanZero })
      .nullish(),
    percent: wholeNumber({ min: 1 }).max(100, { error: VALIDATION.percentRange }).nullish(),
    stackable: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((offer, ctx) => {
    const field = OFFER_VALUE_FIELD[offer.kind];
    if (field && offer[field] == null) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION.required });
  })
  .transform(({ minutes, amount, percent, ...offer }) => ({
    ...offer,
    minutes: offer.kind === 'free_minutes' ? minutes! : null,
    amount: offer.kind === 'amount_off' ? amount! : null,
    percent: offer.kind === 'percent_off' ? percent! : null,
  }));

export type MerchantOfferInput = z.input<typeof merchantOfferSchema>;
export type MerchantOfferWrite = z.output<typeof merchantOfferSchema>;

export const merchantOfferFilterSchema = z.strictObject({
  id: listFilterBase.id,
  merchant_id: idParam().optional(),
  kind: z.enum(OFFER_KINDS).optional(),
  is_active: z.boolean().optional(),
});

export const merchantOfferRecordSchema = z.object({
  ...recordBase,
  merchant_id: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable(),
  kind: z.enum(OFFER_KINDS),
  minutes: z.number().int().nullable(),
  amount: z.number().nullable(),
  percent: z.number().int().nullable(),
  stackable: z.boolean(),
  is_active: z.boolean(),
});

export type MerchantOfferRecord = z.infer<typeof merchantOfferRecordSchema>;
