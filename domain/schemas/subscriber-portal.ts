import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../subscription-status';
import { VALIDATION } from '../validation-messages';
import { oneTimeCode } from './auth';
import { email, saudiMobile } from './fields';

const language = z.enum(['en', 'ar']);
const names = z.object({ name_en: z.string(), name_ar: z.string().nullable() });
const area = z.object({ name: z.string(), name_ar: z.string().nullable() });

/** Whom a subscriber signs in as: the email or the mobile number their subscriptions name, exactly one of the two. */
const contactFields = { email: email().optional(), phone: saudiMobile().optional() };
function oneContact(value: { email?: string; phone?: string }, ctx: z.core.$RefinementCtx) {
  if ((value.email === undefined) === (value.phone === undefined))
    ctx.addIssue({
      code: 'custom',
      path: [value.email === undefined ? 'email' : 'phone'],
      message: VALIDATION.emailOrMobile,
    });
}

/** A subscriber asks for a one-time code to the email or the mobile number their subscription names. */
export const subscriberCodeRequestSchema = z.strictObject(contactFields).superRefine(oneContact);

/** The code they were sent, for the email or mobile number it was sent to. */
export const subscriberSignInSchema = z.strictObject({ ...contactFields, otp: oneTimeCode() }).superRefine(oneContact);

/** The subscriber's session on their own page: sent back as `x-subscriber-session`. */
export const subscriberSessionSchema = z.object({ token: z.string(), expires_at: z.date() });

/** The header that carries a subscriber's session. */
export const SUBSCRIBER_SESSION_HEADER = 'x-subscriber-session';
export const subscriberSessionHeaders = z.looseObject({
  [SUBSCRIBER_SESSION_HEADER]: z.string().min(20).max(100),
});

/** What a subscriber's own page shows of each of their subscriptions. */
export const subscriberSubscriptionSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: names,
  area,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  vehicles: z.array(z.object({ plate_letters: z.string(), plate_number: z.string() })),
  /** The renewal it may take today: its price and the period it adds; null when it may take none. */
  renewal: z.object({ amount: z.number(), start: z.string(), end: z.string() }).nullable(),
  /** Whether it may renew by itself with a saved card: approved, its plan still offered for a price. */
  may_renew_automatically: z.boolean(),
  /** Its automatic renewal when on: the saved card as the gateway describes it, the next charge's day and amount. */
  automatic_renewal: z
    .object({
      card: z.object({ brand: z.string(), last_four: z.string(), month: z.number(), year: z.number() }),
      next_charge_on: z.string(),
      amount: z.number(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.number(),
      receipt_number: z.string(),
      amount: z.number(),
      paid_at: z.date(),
      method: z.object({ code: z.string(), name_en: z.string(), name_ar: z.string().nullable() }),
      einvoice_number: z.string().nullable(),
    }),
  ),
});
export const subscriberViewSchema = z.object({
  /** Whom the subscriber signed in as: their email, or their mobile number in E.164; the other null. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  subscriptions: z.array(subscriberSubscriptionSchema),
  /**
   * Where the browser saves a card for automatic renewal: the gateway's tokens API and its
   * publishable key, so the card goes from the browser to the gateway and never through the product.
   */
  card_saving: z.object({ tokens_url: z.string(), publishable_key: z.string() }),
});
export type SubscriberView = z.infer<typeof subscriberViewSchema>;

export const renewalSchema = z.strictObject({ lang: language });

/** A card saved at the gateway for automatic renewal, by the gateway's token for it. */
export const automaticRenewalSchema = z.strictObject({
  card_token: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/),
});

/** The query the gateway sends the browser back with after a card's verification: the token, and for which subscription. */
export const AUTOMATIC_RENEWAL_RETURN_PARAM = 'automatic_renewal';

/** The subscriber's own page, on the product's own address. */
export const SUBSCRIBER_PAGE_PATH = '/my-subscription';
