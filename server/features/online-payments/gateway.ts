import type { GatewayPayment } from '../../../domain/online-payment';

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
