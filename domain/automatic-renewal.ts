import { addDays } from './local-date';
import { formatDate, formatSar, type OfferLanguage } from './offer';

/**
 * A subscription renewed by itself with a card the subscriber saved at the gateway. The rules of
 * when it is told and when it is charged are here, once, for the job that charges and the page
 * that says when.
 */

/** The charge is made from this many days before the subscription's last day, so that it runs on without a gap. */
export const CHARGE_DAYS_BEFORE_END = 1;
/** After this many days of declined charges for one end, the automatic renewal stops and the subscriber is told. */
export const MAX_FAILED_CHARGES = 3;

export interface AutomaticRenewalState {
  /** The end the subscriber was last told the charge for, and the day they were told. */
  notified_for: string | null;
  notified_on: string | null;
  /** The end the last charge was tried for, and the day it was tried. */
  attempted_for: string | null;
  attempted_on: string | null;
}

/** What an automatic renewal is due today: tell the subscriber of the charge to come, charge, or nothing yet. */
export type AutomaticRenewalStep = 'notify' | 'charge' | 'wait';

/** The first day a subscription ending on `end` is charged for its renewal. */
export const chargeDayOf = (end: string) => addDays(end, -CHARGE_DAYS_BEFORE_END);

/**
 * The step of an automatic renewal today: none for a subscription not approved. Each charge is
 * told first, from `noticeDays` before the end (the reminder's own window), and made on a later
 * day than the notice, from the charge day: never a charge the subscriber was not told of the day
 * before. One try a day.
 */
export function automaticRenewalStep(
  renewal: AutomaticRenewalState,
  subscription: { status: string; end_date: string | null },
  today: string,
  noticeDays: number,
): AutomaticRenewalStep {
  if (subscription.status !== 'active' || subscription.end_date === null) return 'wait';
  const end = subscription.end_date;
  if (renewal.notified_for !== end) return today >= addDays(end, -noticeDays) ? 'notify' : 'wait';
  const triedToday = renewal.attempted_for === end && renewal.attempted_on === today;
  return today >= chargeDayOf(end) && renewal.notified_on! < today && !triedToday ? 'charge' : 'wait';
}

const latest = (...days: string[]) => days.reduce((a, b) => (a > b ? a : b));

/**
 * The day the next charge comes, as automaticRenewalStep will make it: the charge day, not before
 * the day after the notice (the one sent, or the one to come), and not on a day already tried.
 */
export function nextChargeDay(renewal: AutomaticRenewalState, end: string, today: string, noticeDays: number): string {
  const noticeDay = renewal.notified_for === end ? renewal.notified_on! : latest(today, addDays(end, -noticeDays));
  const triedToday = renewal.attempted_for === end && renewal.attempted_on === today;
  return latest(chargeDayOf(end), addDays(noticeDay, 1), triedToday ? addDays(today, 1) : today);
}

/** What a notice names of the card: its scheme and last four digits, never more. */
export const cardLabel = (card: { brand: string; lastFour: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.lastFour}`;

export interface AutomaticRenewalNotice {
  name: string;
  reference: string;
  /** The plan's name in the message's language. */
  planName: string;
  endDate: string;
  chargeDay: string;
  amountHalalas: number;
  card: { brand: string; lastFour: string };
  /** The subscriber's own page, where it is stopped. */
  pageUrl: string;
}

/** The notice before a charge: what, when, on which card, and how to stop it. */
export function composeAutomaticRenewalNotice(notice: AutomaticRenewalNotice, language: OfferLanguage): string {
  const end = formatDate(notice.endDate, language);
  const day = formatDate(notice.chargeDay, language);
  const card = cardLabel(notice.card);
  return language === 'ar'
    ? [
        `عزيزي/عزيزتي ${notice.name}،`,
        `ينتهي اشتراكك ${notice.reference} (${notice.planName}) في ${end}، وسيُجدَّد تلقائيًا.`,
        `سنخصم ${formatSar(notice.amountHalalas)} ريال من بطاقتك ${card} ابتداءً من ${day}.`,
        `لإيقاف التجديد التلقائي قبل ذلك، افتح صفحة اشتراكك: ${notice.pageUrl}`,
      ].join('\n')
    : [
        `Dear ${notice.name},`,
        `Your subscription ${notice.reference} (${notice.planName}) ends on ${end} and renews automatically.`,
        `We will charge SAR ${formatSar(notice.amountHalalas)} to your card ${card} from ${day}.`,
        `To stop the automatic renewal before then, open your subscription's page: ${notice.pageUrl}`,
      ].join('\n');
}

export interface AutomaticRenewalOutcome {
  name: string;
  reference: string;
  card: { brand: string; lastFour: string };
  pageUrl: string;
}

/** Renewed: until when, for how much. */
export function composeAutomaticRenewalDone(
  outcome: AutomaticRenewalOutcome & { until: string; amountHalalas: number },
  language: OfferLanguage,
): string {
  const until = formatDate(outcome.until, language);
  const card = cardLabel(outcome.card);
  return language === 'ar'
    ? [
        `عزيزي/عزيزتي ${outcome.name}،`,
        `جُدِّد اشتراكك ${outcome.reference} حتى ${until}، وخُصم ${formatSar(outcome.amountHalalas)} ريال من بطاقتك ${card}.`,
        `الفاتورة الضريبية وإيقاف التجديد التلقائي في صفحة اشتراكك: ${outcome.pageUrl}`,
      ].join('\n')
    : [
        `Dear ${outcome.name},`,
        `Your subscription ${outcome.reference} is renewed until ${until}; SAR ${formatSar(outcome.amountHalalas)} was charged to your card ${card}.`,
        `Its tax invoice, and the way to stop the automatic renewal, are on your subscription's page: ${outcome.pageUrl}`,
      ].join('\n');
}

/** Why a charge did not renew: the card was declined (the bank's words), or the plan is offered no more. */
export type NotRenewedReason = { kind: 'declined'; message: string } | { kind: 'plan_withdrawn' };

/** A charge that did not renew: tried again the next day, or, `stopped`, no more. */
export function composeAutomaticRenewalDeclined(
  outcome: AutomaticRenewalOutcome & { reason: NotRenewedReason; stopped: boolean },
  language: OfferLanguage,
): string {
  const card = cardLabel(outcome.card);
  const { reason } = outcome;
  return language === 'ar'
    ? [
        `عزيزي/عزيزتي ${outcome.name}،`,
        reason.kind === 'declined'
          ? `تعذّر تجديد اشتراكك ${outcome.reference}: رُفض الخصم من بطاقتك ${card} (${reason.message}).`
          : `تعذّر تجديد اشتراكك ${outcome.reference} تلقائيًا: خطته لم تعد معروضة.`,
        outcome.stopped
          ? `أوقفنا التجديد التلقائي. جدّده وادفع من صفحة اشتراكك: ${outcome.pageUrl}`
          : `سنحاول مرة أخرى غدًا، ويمكنك التجديد والدفع الآن من صفحة اشتراكك: ${outcome.pageUrl}`,
      ].join('\n')
    : [
        `Dear ${outcome.name},`,
        reason.kind === 'declined'
          ? `Your subscription ${outcome.reference} could not be renewed: your card ${card} was declined (${reason.message}).`
          : `Your subscription ${outcome.reference} could not be renewed automatically: its plan is no longer offered.`,
        outcome.stopped
          ? `The automatic renewal is stopped. Renew and pay on your subscription's page: ${outcome.pageUrl}`
          : `We will try again tomorrow; you can also renew and pay now on your subscription's page: ${outcome.pageUrl}`,
      ].join('\n');
}
