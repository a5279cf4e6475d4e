import { addDays } from './local-date';
import { formatDate, type OfferLanguage } from './offer';

/**
 * Reminders before a period ends: an individual subscription's, a company subscriber's, or a
 * company's quota. Written in
 * both languages here, as the offer is (domain/offer.ts): the mail carries both, a chat message
 * the one the staff choose.
 */

/** How many days before its last day a period is reminded of, unless REMINDER_DAYS_BEFORE says otherwise. */
export const DEFAULT_REMINDER_DAYS_BEFORE = 7;

/**
 * Whether a period ending on `endDate` (its last day, local) is reminded of `today`: from
 * `daysBefore` days before its end to its last day, once per end (`remindedFor`, the end last
 * reminded of: a renewal's new end is reminded of again).
 */
export function reminderDue({
  endDate,
  today,
  daysBefore,
  remindedFor,
}: {
  endDate: string;
  today: string;
  daysBefore: number;
  remindedFor: string | null;
}): boolean {
  return remindedFor !== endDate && today <= endDate && today >= addDays(endDate, -daysBefore);
}

export interface SubscriptionReminder {
  name: string;
  reference: string;
  /** The plan's and area's names in the message's language. */
  planName: string;
  areaName: string;
  endDate: string;
  /**
   * Where it is renewed: the subscriber's own page, where it is paid online, for a subscription
   * with an email to sign in with; else the public request page, prefilled with the area and plan.
   */
  renewUrl: string;
  renewOnline: boolean;
}

export function composeSubscriptionReminder(reminder: SubscriptionReminder, language: OfferLanguage): string {
  const end = formatDate(reminder.endDate, language);
  return language === 'ar'
    ? [
        `عزيزي/عزيزتي ${reminder.name}،`,
        `ينتهي اشتراكك ${reminder.reference} (${reminder.planName}، ${reminder.areaName}) في ${end}.`,
        reminder.renewOnline
          ? `جدّده وادفع إلكترونيًا من صفحة اشتراكك (ادخل ببريدك الإلكتروني): ${reminder.renewUrl}`
          : `للتجديد، أرسل طلبًا من هنا: ${reminder.renewUrl}`,
      ].join('\n')
    : [
        `Dear ${reminder.name},`,
        `Your subscription ${reminder.reference} (${reminder.planName}, ${reminder.areaName}) ends on ${end}.`,
        reminder.renewOnline
          ? `Renew it and pay online on your subscription's page (sign in with your email): ${reminder.renewUrl}`
          : `To renew it, send a request here: ${reminder.renewUrl}`,
      ].join('\n');
}

export interface QuotaReminder {
  companyName: string;
  endDate: string;
  /** Whom the company asks to renew: the operator's contact (OFFER_CONTACT_*). */
  contactPhone: string;
  contactEmail: string;
}

export function composeQuotaReminder(reminder: QuotaReminder, language: OfferLanguage): string {
  const end = formatDate(reminder.endDate, language);
  return language === 'ar'
    ? [
        `إلى ${reminder.companyName}،`,
        `تنتهي حصة اشتراكات شركتكم في ${end}، ومعها دخول مركباتها بصفة مشتركين.`,
        `للتجديد تواصلوا معنا: ${reminder.contactPhone} أو ${reminder.contactEmail}`,
      ].join('\n')
    : [
        `To ${reminder.companyName},`,
        `Your company's subscription quota ends on ${end}, and with it its vehicles' entry as subscribers.`,
        `To renew it, contact us: ${reminder.contactPhone} or ${reminder.contactEmail}`,
      ].join('\n');
}

export interface CompanySubscriptionReminder {
  name: string;
  /** The company's and the area's names in the message's language. */
  companyName: string;
  areaName: string;
  endDate: string;
}

/** A company subscriber's reminder: their company renews it, not they. */
export function composeCompanySubscriptionReminder(
  reminder: CompanySubscriptionReminder,
  language: OfferLanguage,
): string {
  const end = formatDate(reminder.endDate, language);
  return language === 'ar'
    ? [
        `عزيزي/عزيزتي ${reminder.name}،`,
        `ينتهي اشتراك الوقوف الذي منحتك إياه ${reminder.companyName} في ${reminder.areaName} في ${end}.`,
        'للتجديد، تواصل مع مسؤول المواقف في شركتك.',
      ].join('\n')
    : [
        `Dear ${reminder.name},`,
        `The parking subscription ${reminder.companyName} gives you at ${reminder.areaName} ends on ${end}.`,
        "To renew it, ask your company's parking manager.",
      ].join('\n');
}

/** A mail in both languages, Arabic first: its subject and its text. */
export function bilingualMail(subject: { en: string; ar: string }, text: (language: OfferLanguage) => string) {
  return { subject: `${subject.ar} / ${subject.en}`, text: `${text('ar')}\n\n---\n\n${text('en')}` };
}
