import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscription-status';
import { VALIDATION } from '../validation-messages';
import {
  dayFilter,
  email,
  emptyAsNull,
  idParam,
  listFilterBase,
  optionalText,
  reference,
  requiredName,
  saudiMobile,
} from './fields';
import { plateLetters, plateNumber, platesDiffer } from './plate';
import { PAYMENT_METHOD_CODES } from './reference';
import { recordBase, recordVersion, timestamp } from './record';
import { DURATION_UNITS } from './subscription-plan';

/** No plan carries more vehicles than this; a plan's own `max_vehicles` is the server's check. */
export const MAX_VEHICLES_PER_SUBSCRIPTION = 20;

const vehicleFields = {
  plate_letters: plateLetters(),
  plate_number: plateNumber(),
  model: emptyAsNull(requiredName(60)),
  colour: emptyAsNull(requiredName(40)),
};

function vehicleList<Vehicle extends z.ZodType<{ plate_letters: string; plate_number: string }>>(vehicle: Vehicle) {
  return z
    .array(vehicle, { error: VALIDATION.atLeastOneVehicle })
    .min(1, { error: VALIDATION.atLeastOneVehicle })
    .max(MAX_VEHICLES_PER_SUBSCRIPTION, { error: VALIDATION.tooManyVehicles })
    .superRefine(platesDiffer);
}

/**
 * What the applicant tells: who, how to reach them, where, which plan, which vehicles. The
 * prices, the status, the dates and the approval are the operator's, never the applicant's.
 */
const applicationFields = {
  applicant_name: requiredName(150),
  email: emptyAsNull(email()),
  area_id: reference(),
  plan_id: reference(),
  applicant_notes: optionalText(1000),
};

/**
 * A subscription as staff create and edit it (the edit form sends the whole record back: every
 * other field is dropped). The phone may be left empty for an applicant met in person; the price
 * comes from the plan. Area and plan change only while the request is pending (the server's check).
 */
export const subscriptionCreateSchema = z.object({
  ...applicationFields,
  phone: emptyAsNull(saudiMobile()),
  vehicles: vehicleList(z.object(vehicleFields)),
  admin_notes: optionalText(1000),
  /** Its vehicles are registered for a person with disabilities: they park free where the tariff exempts them. */
  disability: z.boolean().default(false),
});

export const subscriptionUpdateSchema = subscriptionCreateSchema;

export type SubscriptionCreate = z.output<typeof subscriptionCreateSchema>;
export type SubscriptionUpdate = z.output<typeof subscriptionUpdateSchema>;
export type SubscriptionInput = z.input<typeof subscriptionCreateSchema>;
export type VehicleInput = SubscriptionCreate['vehicles'][number];

/**
 * The public request form, exactly: a mobile number is required (the offer goes to it), and any
 * field beyond the form's (a status, a price, dates) is refused, not dropped. `website` is the
 * honeypot: hidden from people, filled by bots; a request that fills it is answered as accepted
 * and stored nowhere.
 */
export const publicSubscriptionRequestSchema = z.strictObject({
  ...applicationFields,
  phone: saudiMobile(),
  vehicles: vehicleList(z.strictObject(vehicleFields)),
  website: z.string().max(500).optional(),
});

export type PublicSubscriptionRequest = z.output<typeof publicSubscriptionRequestSchema>;
export type PublicSubscriptionRequestInput = z.input<typeof publicSubscriptionRequestSchema>;

/** The answer to a public request: the reference the applicant quotes. */
export const publicSubscriptionAnswerSchema = z.object({ reference: z.string() });

/**
 * Filters of the list. `status` is what the subscription is today (`expired` is an approved one
 * past its end date, in the operator's time zone); `from` and `to` bound the day it was made,
 * local calendar dates, both included.
 */
export const subscriptionFilterSchema = z.strictObject({
  ...listFilterBase,
  area_id: idParam().optional(),
  plan_id: idParam().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  from: dayFilter(),
  to: dayFilter(),
});

export type SubscriptionFilter = z.output<typeof subscriptionFilterSchema>;

/** How many subscriptions each tab holds under the list's other filters (its status aside). */
export const subscriptionCountsSchema = z.object({
  all: z.number(),
  pending: z.number(),
  awaiting_payment: z.number(),
  active: z.number(),
  expired: z.number(),
  rejected: z.number(),
});

export type SubscriptionCounts = z.infer<typeof subscriptionCountsSchema>;

export const subscriptionVehicleSchema = z.object({
  id: z.number(),
  plate_letters: z.string(),
  plate_number: z.string(),
  model: z.string().nullable(),
  colour: z.string().nullable(),
});

/** The plan as the details dialog shows it, read from the plan itself (its name may change). */
export const subscriptionPlanSummarySchema = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  duration: z.number(),
  duration_unit: z.enum(DURATION_UNITS),
  max_vehicles: z.number(),
  description: z.string(),
});

/**
 * A subscription as the API answers it. Prices are the plan's at the time of the request, in SAR:
 * `plan_price` the original, `discount` an amount (`discount_percent` the same as a share of the
 * original, for the offer), `final_price` what is to be paid. The QR credential itself is never
 * part of a record: only whether one was issued, and when.
 */
export const subscriptionRecordSchema = z.object({
  ...recordBase,
  reference: z.string(),
  applicant_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  area_id: z.number(),
  plan_id: z.number(),
  plan: subscriptionPlanSummarySchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_price: z.number(),
  discount: z.number(),
  discount_percent: z.number(),
  final_price: z.number(),
  vehicles: z.array(subscriptionVehicleSchema),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  payment_method_id: z.number().nullable(),
  payment_method: z
    .object({ id: z.number(), code: z.enum(PAYMENT_METHOD_CODES), name_en: z.string(), name_ar: z.string() })
    .nullable(),
  applicant_notes: z.string().nullable(),
  admin_notes: z.string().nullable(),
  disability: z.boolean(),
  rejection_reason: z.string().nullable(),
  approved_at: timestamp().nullable(),
  approved_by: z.number().nullable(),
  approved_by_name: z.string().nullable(),
  rejected_at: timestamp().nullable(),
  rejected_by: z.number().nullable(),
  rejected_by_name: z.string().nullable(),
  has_qr_code: z.boolean(),
  qr_issued_at: timestamp().nullable(),
  user_id: z.number().nullable(),
  last_used_at: timestamp().nullable(),
  /** The version of all of the above: a decision sends it back (If-Match). */
  version: recordVersion(),
});

export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** The answer of an approval or a reissue: the record and, this once, the token the QR code encodes. */
export const subscriptionWithQrSchema = subscriptionRecordSchema.extend({ qr_token: z.string() });

/** The answer of an approval: with the QR token when it was paid at once, without it when it awaits an online payment. */
export const subscriptionApprovalSchema = subscriptionRecordSchema.extend({ qr_token: z.string().optional() });

/** An area as the public request form lists it. */
export const publicAreaSchema = z.object({ id: z.number(), name: z.string(), name_ar: z.string().nullable() });

/** A plan as the public request form offers it: what an applicant chooses by, nothing internal. */
export const publicPlanSchema = z.object({
  id: z.number(),
  area_id: z.number(),
  name_en: z.string(),
  name_ar: z.string(),
  description: z.string(),
  duration: z.number(),
  duration_unit: z.enum(DURATION_UNITS),
  price: z.number(),
  max_vehicles: z.number(),
});

/** GET /api/subscriptions/:id/offer: the language of the offer (English unless asked). */
export const offerQuery = z.strictObject({ lang: z.enum(['en', 'ar']).default('en') });

/** The offer of SPEC section 1 and the chat link that opens it to the applicant's mobile, or null without one. */
export const subscriptionOfferSchema = z.object({ text: z.string(), chat_url: z.string().nullable() });

/**
 * POST /api/subscriptions/:id/send-credential: the QR credential to its subscriber by mail, in the
 * language asked. `qr_token` is the token the approval or a reissue answered; only the current one is sent.
 */
export const sendCredentialSchema = z.strictObject({
  channel: z.enum(['email']),
  lang: z.enum(['en', 'ar']),
  qr_token: z.string().min(1).max(100),
});
export type SendCredential = z.infer<typeof sendCredentialSchema>;

/** Where the credential went, and whether it left (false: no SMTP is set, it is only in the outbox). */
export const sentCredentialSchema = z.object({ to: z.string(), delivered: z.boolean() });
export type SentCredential = z.infer<typeof sentCredentialSchema>;
