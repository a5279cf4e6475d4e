import { CURRENCY } from './money';

/**
 * Online payments in the product's terms, whichever gateway carries them: amounts in halalas, a
 * payment in one of five states, and the channel the payer used as the revenue rollups name it.
 */

/** Moyasar's API: the server calls it with the secret key, a subscriber's browser with the publishable key to save a card. */
export const MOYASAR_API_URL = 'https://api.moyasar.com';

export const PAYMENT_GATEWAYS = ['simulator', 'moyasar'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** A gateway payment's state: `pending` until the payer finishes, then paid or failed; a paid one may be refunded or voided. */
export const GATEWAY_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'voided'] as const;
export type GatewayPaymentStatus = (typeof GATEWAY_PAYMENT_STATUSES)[number];

/** How the payer paid: mada, Apple Pay and STC Pay by name, any other card scheme as `card`. */
export const ONLINE_CHANNELS = ['mada', 'apple_pay', 'stc_pay', 'card'] as const;
export type OnlineChannel = (typeof ONLINE_CHANNELS)[number];

/** A payment as the gateway answers it when the server fetches it: the only account of it the product believes. */
export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  amountHalalas: number;
  currency: string;
  /** What has been paid back of it so far. */
  refundedHalalas: number;
  channel: OnlineChannel | null;
  /** The product's payment link it was made for, as the payment's own metadata names it. */
  linkToken: string | null;
  /** The hosted payment (Moyasar's invoice) it was made on, if any. */
  hostedPaymentRef: string | null;
  /** The gateway's or the issuer's words on it (a decline's reason). */
  message: string | null;
}

/** What a payment link asks for. */
export interface ExpectedPayment {
  token: string;
  amountHalalas: number;
  hostedPaymentRef: string | null;
}

export type GatewayPaymentRefusal = 'not_paid' | 'other_link' | 'amount_differs' | 'currency_differs';

/**
 * Why a fetched gateway payment does not pay what its link asks, or null when it does: paid, for
 * this link (by its metadata, and by its hosted payment when both name one), the whole amount, in
 * riyals. Every path that records an online payment (a webhook, a payer's return, the job that
 * fetches what was missed) passes here, and records nothing unless it answers null.
 */
export function gatewayPaymentRefusal(
  expected: ExpectedPayment,
  payment: GatewayPayment,
): GatewayPaymentRefusal | null {
  if (payment.status !== 'paid') return 'not_paid';
  if (payment.linkToken !== expected.token) return 'other_link';
  if (expected.hostedPaymentRef !== null && payment.hostedPaymentRef !== null) {
    if (payment.hostedPaymentRef !== expected.hostedPaymentRef) return 'other_link';
  }
  if (payment.currency !== CURRENCY) return 'currency_differs';
  if (payment.amountHalalas !== expected.amountHalalas) return 'amount_differs';
  return null;
}

/** The channel of a payment by its source: the wallet it came through, else the card's scheme. */
export function onlineChannelOf(sourceType: string | null, scheme: string | null): OnlineChannel | null {
  if (sourceType === 'applepay') return 'apple_pay';
  if (sourceType === 'stcpay') return 'stc_pay';
  if (sourceType === null) return null;
  return scheme === 'mada' ? 'mada' : 'card';
}
