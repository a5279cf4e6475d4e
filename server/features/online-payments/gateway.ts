import type { GatewayPayment } from '../../../domain/online-payment';
import { ApiError } from '../../errors';

/** A page at the gateway where the payer pays one amount (Moyasar's invoice), as the gateway made it. */
export interface HostedPayment {
  ref: string;
  url: string;
}

/** What the product asks a gateway's hosted page for: everything in halalas and absolute addresses. */
export interface HostedPaymentRequest {
  amountHalalas: number;
  description: string;
  /** The product's payment link: the gateway keeps it in the payment's metadata. */
  linkToken: string;
  /** Where the payer's browser goes after paying. */
  returnUrl: string;
  /** Where the page's back button leads. */
  backUrl: string;
  /** Where the gateway posts when the page is paid (a signal, like a webhook). */
  notifyUrl: string;
  expiresAt: Date;
  language: 'ar' | 'en';
}

/** One line of a settlement: a payment or a refund the gateway paid out (net of its fee), or another charge. */
export interface SettlementLine {
  /** The gateway's payment the line is about. */
  paymentId: string;
  kind: 'payment' | 'refund' | 'other';
  /** The payment's own amount (a refund's: what it paid back), in halalas. */
  grossHalalas: number;
  /** What the line paid out to the operator, its fee taken off (negative for a refund). */
  netHalalas: number;
  /** The gateway's fee, VAT included. */
  feeHalalas: number;
  /** When the payment (or the refund) happened. */
  transactedAt: Date;
}

/** A payout of the gateway to the operator's bank, and the lines it settled. */
export interface Settlement {
  id: string;
  createdAt: Date;
  lines: SettlementLine[];
}

/** A card the payer saved at the gateway, as the gateway's token for it: only `active` can be charged. */
export interface SavedCard {
  token: string;
  status: 'active' | 'pending' | 'inactive';
  /** The scheme (mada, visa, master…) and what the payer is shown to know it by. */
  brand: string;
  lastFour: string;
  month: number;
  year: number;
}

/** A charge of a saved card the server makes on its own (an automatic renewal). */
export interface SavedCardCharge {
  cardToken: string;
  /** The id the payment takes at the gateway, chosen by the product: a retry of it cannot charge twice. */
  chargeId: string;
  amountHalalas: number;
  description: string;
  linkToken: string;
  /** Where a payer's browser would return after 3-D Secure; a saved card's charge runs without one. */
  returnUrl: string;
}

/** Where a payer's browser saves a card with the gateway itself (Moyasar's tokens API, publishable key). */
export interface CardSaving {
  tokensUrl: string;
  publishableKey: string;
}

/**
 * One online payment gateway as the product uses it; each gateway is an adapter of this (Moyasar's
 * in moyasar/, its embedded simulator speaking the same API). Callers never see a gateway's own
 * shapes: amounts are halalas, statuses the product's five, and a webhook yields only the id of the
 * payment to fetch, never a fact to record.
 */
export interface PaymentGateway {
  createHostedPayment(request: HostedPaymentRequest): Promise<HostedPayment>;
  cancelHostedPayment(ref: string): Promise<void>;
  /** The payments made on a hosted page, newest last. */
  hostedPaymentAttempts(ref: string): Promise<GatewayPayment[]>;
  /** The payment, or null when the gateway knows no such payment. */
  fetchPayment(id: string): Promise<GatewayPayment | null>;
  /** Pays back `amountHalalas` of a payment; answers the payment as it then stands. */
  refund(id: string, amountHalalas: number): Promise<GatewayPayment>;
  /** The payment a webhook names, or null when the webhook is not the gateway's (a wrong secret, the wrong mode). */
  webhookPaymentId(body: unknown): string | null;
  /** The settlements made from `from` to `to` (their own creation), with their lines. */
  settlements(from: Date, to: Date): Promise<Settlement[]>;
  /** Charges a saved card; answers the payment as made (paid, failed, or pending when the bank asks for 3-D Secure). */
  chargeSavedCard(charge: SavedCardCharge): Promise<GatewayPayment>;
  /** The saved card of a token, or null when the gateway knows no such token. */
  savedCard(token: string): Promise<SavedCard | null>;
  /** Deletes a saved card at the gateway: it can be charged no more. */
  forgetSavedCard(token: string): Promise<void>;
}

/** The gateway answered an error, or could not be reached (`status` 0). */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A gateway that cannot be reached is said so (503): a caller tries again later, a webhook is sent again. */
export async function unlessGatewayDown<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GatewayError) throw new ApiError(503, 'gateway_unavailable');
    throw error;
  }
}
