import type { GatewayPayment } from '../../../domain/online-payment';
import { type PaymentLinkState, paymentLinkState } from '../../../domain/payment-link';
import type { Clock } from '../../clock';
import type { Database, Transaction } from '../../db/client';
import { type paymentLinks, paymentTransactions } from '../../db/schema';
import type { AuditChanges } from '../../core/audit';
import type { OnlinePayments } from './online-payments';

/** A payment link as stored, whatever it pays for. */
export type Link = typeof paymentLinks.$inferSelect;

/** The page a payment link opens, on the product's own address. */
export const PAYMENT_PAGE_PATH = '/pay';
export const paymentLinkUrl = (publicUrl: string, token: string) => `${publicUrl}${PAYMENT_PAGE_PATH}/${token}`;

export interface LinkSettings {
  publicUrl: string;
  linkHours: number;
}

/** What a payment put in force, as settling records it: its row, its audit and what follows once committed. */
export interface RecordedPayment {
  transactionId: number;
  /** The link's columns the payment sets besides its status (a credential sealed for its holder). */
  linkColumns?: Partial<Link>;
  changes: AuditChanges;
  /** What is done once the payment is committed (a mail): never undoes it. */
  afterCommit?: () => Promise<void>;
}

/** What recording a payment is given: the link and its record, both locked, and the payment as fetched. */
export interface PaymentToRecord<Row> {
  link: Link;
  record: Row;
  payment: GatewayPayment;
  linkToken: string;
  onlineMethodId: number;
  now: Date;
}

/**
 * What a link pays for (a subscription awaiting payment, a guest's stay), as the one settlement of
 * gateway payments and the link's pages ask it: each purpose is one of these, and every path to a
 * link goes through it.
 */
export interface LinkPurpose<Row> {
  /** The audit log's resource of the record. */
  resource: 'subscriptions' | 'company-subscriptions' | 'vehicles' | 'companies';
  /** The audited record a payment of the link changes (a quota order's: its company). */
  recordIdOf(link: Link, record: Row): number;
  /** The record; with `lock`, locked until the transaction ends, taken before the link's as its own writers take it first. */
  read(db: Database | Transaction, link: Link, lock: boolean): Promise<Row>;
  /** The version of the record a link may pay for now, or null when it can be paid for no more. */
  payableVersion(db: Database | Transaction, clock: Clock, record: Row): Promise<string | null>;
  /** Why the record cannot take this link's payment beyond its version, or null when it can. */
  refusal?(tx: Transaction, link: Link, record: Row): Promise<string | null>;
  record(tx: Transaction, payment: PaymentToRecord<Row>): Promise<RecordedPayment>;
}

/** A link's state against the version its record may be paid for at: open only for that version. */
export function linkStateAgainst(link: Link, payable: string | null, now: Date): PaymentLinkState {
  const state = paymentLinkState(link, now);
  return state === 'open' && payable !== link.record_version ? 'cancelled' : state;
}

/** Closes, at the gateway, the pages of links a newer one replaced: a payment made there anyway is paid back. */
export function closeHostedPages(payments: OnlinePayments, refs: string[]) {
  return Promise.allSettled(refs.map((ref) => payments.gateway.cancelHostedPayment(ref)));
}

/** Writes the payment row a gateway payment is recorded as, its reference the gateway's id: answers its id. */
export async function insertGatewayPaymentRow(
  tx: Transaction,
  row: typeof paymentTransactions.$inferInsert,
  payment: GatewayPayment,
): Promise<number> {
  const [inserted] = await tx
    .insert(paymentTransactions)
    .values({ ...row, reference: payment.id })
    .returning({ id: paymentTransactions.id });
  return inserted!.id;
}
