import { halalasToDecimalText } from './money';
import { formatDate, type OfferLanguage } from './offer';

/**
 * A payment link's life: `open` until it is paid or closed (a newer link for the same record, or
 * staff closing it); an open link past its expiry is expired, read from its date, never stored.
 */
export const PAYMENT_LINK_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type PaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

/** What a payer is shown of a link: its stored status read against its expiry. */
export const PAYMENT_LINK_STATES = ['open', 'paid', 'cancelled', 'expired'] as const;
export type PaymentLinkState = (typeof PAYMENT_LINK_STATES)[number];

export function paymentLinkState(link: { status: PaymentLinkStatus; expires_at: Date }, now: Date): PaymentLinkState {
  if (link.status === 'open' && link.expires_at.getTime() <= now.getTime()) return 'expired';
  return link.status;
}

/** What became of a gateway payment: recorded as a payment row, or to be paid back (then paid back). */
export const GATEWAY_PAYMENT_OUTCOMES = ['recorded', 'refund_due', 'refunded'] as const;
export type GatewayPaymentOutcome = (typeof GATEWAY_PAYMENT_OUTCOMES)[number];

/** What a payment link's message says, in one language. */
export interface PaymentLinkMessageInput {
  applicantName: string;
  reference: string;
  planName: string;
  amountHalalas: number;
  url: string;
  /** The local day the link can last be paid on (YYYY-MM-DD). */
  lastDay: string;
}

/**
 * The message that carries a payment link, by mail or by chat: who it is for, what it pays, how
 * much, and until when. Dates are Gregorian with Western digits, as every message to subscribers.
 */
export function paymentLinkMessage(input: PaymentLinkMessageInput, language: OfferLanguage) {
  const amount = `${halalasToDecimalText(input.amountHalalas)} SAR`;
  const lastDay = formatDate(input.lastDay, language);
  if (language === 'ar')
    return {
      subject: `رابط دفع اشتراكك ${input.reference}`,
      text: [
        `عزيزنا ${input.applicantName}،`,
        `تمت الموافقة على طلب اشتراكك (${input.planName}، المرجع ${input.reference}).`,
        `المبلغ المستحق: ${amount}. ادفع عبر مدى أو آبل باي أو إس تي سي باي أو البطاقة من هذا الرابط حتى ${lastDay}:`,
        input.url,
        'يبدأ اشتراكك فور الدفع ويصلك رمز QR الخاص به.',
      ].join('\n\n'),
    };
  return {
    subject: `Payment link for your subscription ${input.reference}`,
    text: [
      `Dear ${input.applicantName},`,
      `Your subscription request (${input.planName}, reference ${input.reference}) is approved.`,
      `Amount due: ${amount}. Pay with mada, Apple Pay, STC Pay or a card at this link until ${lastDay}:`,
      input.url,
      'Your subscription starts as soon as it is paid, and you receive its QR code.',
    ].join('\n\n'),
  };
}

/** What the message of a company subscription's payment link says, to the company's manager. */
export interface CompanyPaymentLinkMessageInput {
  managerName: string;
  companyName: string;
  subscriberName: string;
  planName: string;
  amountHalalas: number;
  url: string;
  lastDay: string;
}

/**
 * The message that carries a company subscription's payment link to its company's manager: whose
 * subscription it pays, how much, until when, and that its cars are admitted from the payment.
 */
export function companyPaymentLinkMessage(input: CompanyPaymentLinkMessageInput, language: OfferLanguage) {
  const amount = `${halalasToDecimalText(input.amountHalalas)} SAR`;
  const lastDay = formatDate(input.lastDay, language);
  if (language === 'ar')
    return {
      subject: `رابط دفع اشتراك ${input.subscriberName}`,
      text: [
        `عزيزنا ${input.managerName}،`,
        `تمت الموافقة على اشتراك ${input.subscriberName} ضمن حصة ${input.companyName} (${input.planName}).`,
        `المبلغ المستحق: ${amount}. ادفع عبر مدى أو آبل باي أو إس تي سي باي أو البطاقة من هذا الرابط حتى ${lastDay}:`,
        input.url,
        'يبدأ الاشتراك فور الدفع، وتدخل مركباته بلوحاتها من ذلك اليوم.',
      ].join('\n\n'),
    };
  return {
    subject: `Payment link for ${input.subscriberName}'s subscription`,
    text: [
      `Dear ${input.managerName},`,
      `The subscription of ${input.subscriberName} under ${input.companyName}'s quota (${input.planName}) is approved.`,
      `Amount due: ${amount}. Pay with mada, Apple Pay, STC Pay or a card at this link until ${lastDay}:`,
      input.url,
      'The subscription starts as soon as it is paid; its vehicles are admitted by their plates from that day.',
    ].join('\n\n'),
  };
}
