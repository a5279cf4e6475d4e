import { halalasToDecimalText } from './money';
import { formatDate, type OfferLanguage } from './offer';

/**
 * A company's order of more quota, paid online by its manager: a super admin sets how many units,
 * the end of validity they run to and the price; paid, the units are added to the company's quota
 * and its validity runs to the later of its own end and the order's. Cancelled, no payment can
 * take it (one paid anyway is paid back).
 */
export const QUOTA_ORDER_STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;
export type QuotaOrderStatus = (typeof QUOTA_ORDER_STATUSES)[number];

/** The most units one order adds: more is a typing mistake, not an order. */
export const QUOTA_ORDER_MAX_UNITS = 10_000;

/** The company's quota once an order is paid: its units added, its validity run to the later end. */
export function quotaAfterOrder(
  company: { initial_quota: number; quota_valid_to: string },
  order: { units: number; valid_to: string },
): { initial_quota: number; quota_valid_to: string } {
  return {
    initial_quota: company.initial_quota + order.units,
    quota_valid_to: order.valid_to > company.quota_valid_to ? order.valid_to : company.quota_valid_to,
  };
}

/** What a quota order's payment link says to the company's manager, in one language. */
export interface QuotaOrderMessageInput {
  managerName: string;
  companyName: string;
  units: number;
  validTo: string;
  amountHalalas: number;
  url: string;
  /** The local day the link can last be paid on (YYYY-MM-DD). */
  lastDay: string;
}

/** The units in words, with Arabic's plural forms (one, two, three to ten, eleven to ninety-nine, a hundred and more). */
function unitsText(units: number, language: OfferLanguage): string {
  if (language === 'en') return units === 1 ? '1 more subscriber' : `${units} more subscribers`;
  if (units === 1) return 'مشترك واحد';
  if (units === 2) return 'مشتركان';
  const hundredth = units % 100;
  if (hundredth >= 3 && hundredth <= 10) return `${units} مشتركين`;
  return hundredth >= 11 ? `${units} مشتركًا` : `${units} مشترك`;
}

export function quotaOrderMessage(input: QuotaOrderMessageInput, language: OfferLanguage) {
  const amount = `${halalasToDecimalText(input.amountHalalas)} SAR`;
  const lastDay = formatDate(input.lastDay, language);
  const validTo = formatDate(input.validTo, language);
  const units = unitsText(input.units, language);
  if (language === 'ar')
    return {
      subject: `رابط دفع حصة إضافية لـ ${input.companyName}`,
      text: [
        `عزيزنا ${input.managerName}،`,
        `أُعدّت لـ ${input.companyName} حصة إضافية تتسع لـ ${units}، صالحة حتى ${validTo}.`,
        `المبلغ المستحق: ${amount}. ادفع عبر مدى أو آبل باي أو إس تي سي باي أو البطاقة من هذا الرابط حتى ${lastDay}:`,
        input.url,
        'تُضاف الحصة فور الدفع، وتصلكم فاتورتها الضريبية باسم الشركة.',
      ].join('\n\n'),
    };
  return {
    subject: `Payment link for more quota for ${input.companyName}`,
    text: [
      `Dear ${input.managerName},`,
      `More quota is ready for ${input.companyName}: room for ${units}, valid until ${validTo}.`,
      `Amount due: ${amount}. Pay with mada, Apple Pay, STC Pay or a card at this link until ${lastDay}:`,
      input.url,
      'The quota is added as soon as it is paid; its tax invoice names the company.',
    ].join('\n\n'),
  };
}
