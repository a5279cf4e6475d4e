import { z } from 'zod';
import { PAYMENT_LINK_STATES } from '../payment-link';

const language = z.enum(['en', 'ar']);

/** Staff's ask for a subscription's (a person's or a company's) payment link: the message's language, and whether the server mails it. */
export const sendPaymentLinkSchema = z.strictObject({ lang: language, mail: z.boolean().default(false) });
export type SendPaymentLink = z.infer<typeof sendPaymentLinkSchema>;

/** A link as staff get it: its address and message to send, and the subscriber's mail if the server sent it. */
export const sentPaymentLinkSchema = z.object({
  url: z.string(),
  expires_at: z.date(),
  amount: z.number(),
  text: z.string(),
  chat_url: z.string().nullable(),
  mailed_to: z.string().nullable(),
});

/** The token a link's address carries. */
export const paymentLinkParams = z.strictObject({ token: z.string().min(10).max(64) });

/** What the payer's page shows of a subscription's link; the QR token once it is paid, to its holder alone. */
export const publicSubscriptionLinkSchema = z.object({
  kind: z.literal('subscription'),
  state: z.enum(PAYMENT_LINK_STATES),
  reference: z.string(),
  amount: z.number(),
  plan: z.object({ name_en: z.string(), name_ar: z.string().nullable() }),
  area: z.object({ name: z.string(), name_ar: z.string().nullable() }),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  /** What the gateway said of the payer's last attempt that did not pay (a declined card). */
  last_failure: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  qr_token: z.string().nullable(),
  /** Whether the QR code was mailed too (the subscriber gave an email). */
  qr_mailed: z.boolean(),
});

/** What the payer's page shows of a stay's link (paid ahead of the exit): the area and plate, and once paid by when to leave. */
export const publicStayLinkSchema = z.object({
  kind: z.literal('stay'),
  state: z.enum(PAYMENT_LINK_STATES),
  amount: z.number(),
  area: z.object({ name: z.string(), name_ar: z.string().nullable() }),
  plate_letters: z.string(),
  plate_number: z.string(),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  last_failure: z.string().nullable(),
  /** Once paid: by when the stay leaves without paying more (the tariff's grace after payment). */
  leave_by: z.date().nullable(),
});

/** What the payer's page (the company's manager) shows of a company subscription's link; its dates once paid. */
export const publicCompanySubscriptionLinkSchema = z.object({
  kind: z.literal('company_subscription'),
  state: z.enum(PAYMENT_LINK_STATES),
  amount: z.number(),
  company: z.object({ name: z.string(), name_ar: z.string().nullable() }),
  subscriber_name: z.string(),
  plan: z.object({ name_en: z.string(), name_ar: z.string().nullable() }).nullable(),
  area: z.object({ name: z.string(), name_ar: z.string().nullable() }).nullable(),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  last_failure: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

/** What the payer's page (the company's manager) shows of a quota order's link: the company, the units and the end they run to. */
export const publicQuotaOrderLinkSchema = z.object({
  kind: z.literal('quota_order'),
  state: z.enum(PAYMENT_LINK_STATES),
  amount: z.number(),
  company: z.object({ name: z.string(), name_ar: z.string().nullable() }),
  units: z.number(),
  valid_to: z.string(),
  area: z.object({ name: z.string(), name_ar: z.string().nullable() }).nullable(),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  last_failure: z.string().nullable(),
});

export const publicPaymentLinkSchema = z.discriminatedUnion('kind', [
  publicSubscriptionLinkSchema,
  publicCompanySubscriptionLinkSchema,
  publicStayLinkSchema,
  publicQuotaOrderLinkSchema,
]);
export type PublicPaymentLink = z.infer<typeof publicPaymentLinkSchema>;

/** A link as staff see it on the subscription's page: when it was sent and by whom, and what became of it. */
export const paymentLinkSummarySchema = z.object({
  id: z.number(),
  state: z.enum(PAYMENT_LINK_STATES),
  created_at: z.date(),
  /** Who made it; null for the first link, mailed by the server itself. */
  created_by_name: z.string().nullable(),
  expires_at: z.date(),
  paid_at: z.date().nullable(),
  last_failure: z.string().nullable(),
});

export const checkoutSchema = z.strictObject({ lang: language });
export const checkoutAnswerSchema = z.object({ url: z.string() });

/** Whether the server took a gateway's signal (a webhook, a callback). */
export const gatewaySignalAnswerSchema = z.object({ received: z.boolean() });
