import {
  composeAutomaticRenewalDeclined,
  composeAutomaticRenewalDone,
  composeAutomaticRenewalNotice,
  nextChargeDay,
  type NotRenewedReason,
} from '../../../../domain/automatic-renewal';
import { bilingualMail } from '../../../../domain/reminder';
import { subscriberContactOf } from '../../../../domain/subscriber-contact';
import { SUBSCRIBER_PAGE_PATH } from '../../../../domain/schemas/subscriber-portal';
import type { automaticRenewals, subscriptionPlans, subscriptions } from '../../../db/schema';
import type { Config } from '../../../config';
import { type Messengers, sendToContact } from '../../../core/contact-messages';
import { publicUrlOf } from '../../../core/public-url';

export interface AutomaticRenewalSettings {
  publicUrl: string;
  /** How many days before a subscription's end its charge is told: the reminders' own window (REMINDER_DAYS_BEFORE). */
  noticeDays: number;
  linkHours: number;
}

export const automaticRenewalSettings = (config: Config): AutomaticRenewalSettings => ({
  publicUrl: publicUrlOf(config),
  noticeDays: config.REMINDER_DAYS_BEFORE,
  linkHours: config.PAYMENT_LINK_HOURS,
});

type Renewal = typeof automaticRenewals.$inferSelect;
type Subscription = typeof subscriptions.$inferSelect;
type Plan = typeof subscriptionPlans.$inferSelect;

const NOTICE_SUBJECT = { en: 'Your parking subscription renews automatically', ar: 'اشتراك المواقف يتجدد تلقائيًا' };
const DONE_SUBJECT = { en: 'Your parking subscription is renewed', ar: 'جُدِّد اشتراك المواقف' };
const DECLINED_SUBJECT = {
  en: 'Your parking subscription could not be renewed',
  ar: 'تعذّر تجديد اشتراك المواقف',
};

const cardOf = (renewal: Renewal) => ({ brand: renewal.card_brand, lastFour: renewal.card_last_four });
const pageOf = (settings: AutomaticRenewalSettings) => `${settings.publicUrl}${SUBSCRIBER_PAGE_PATH}`;

/** The notice of the charge to come: sent when it is turned on, and before each charge, by mail or text message as the subscriber signed in. */
export function mailNotice(
  messengers: Messengers,
  settings: AutomaticRenewalSettings,
  { renewal, subscription, plan, today }: { renewal: Renewal; subscription: Subscription; plan: Plan; today: string },
) {
  const end = subscription.end_date!;
  const mail = bilingualMail(NOTICE_SUBJECT, (language) =>
    composeAutomaticRenewalNotice(
      {
        name: subscription.applicant_name,
        reference: subscription.reference,
        planName: language === 'ar' ? plan.name_ar : plan.name_en,
        endDate: end,
        chargeDay: nextChargeDay(renewal, end, today, settings.noticeDays),
        amountHalalas: plan.price_halalas,
        card: cardOf(renewal),
        pageUrl: pageOf(settings),
      },
      language,
    ),
  );
  return sendToContact(messengers, subscriberContactOf(renewal), mail);
}

/** What the subscriber is told of a charge's outcome: who, which subscription, the card, and their page. */
const outcomeOf = (settings: AutomaticRenewalSettings, renewal: Renewal, subscription: Subscription) => ({
  name: subscription.applicant_name,
  reference: subscription.reference,
  card: cardOf(renewal),
  pageUrl: pageOf(settings),
});

/** The subscriber hears that the charge renewed their subscription. */
export function mailRenewed(
  messengers: Messengers,
  settings: AutomaticRenewalSettings,
  {
    renewal,
    subscription,
    until,
    amountHalalas,
  }: { renewal: Renewal; subscription: Subscription; until: string; amountHalalas: number },
) {
  const outcome = { ...outcomeOf(settings, renewal, subscription), until, amountHalalas };
  const mail = bilingualMail(DONE_SUBJECT, (language) => composeAutomaticRenewalDone(outcome, language));
  return sendToContact(messengers, subscriberContactOf(renewal), mail);
}

/** The subscriber hears that a charge did not renew it: tried again tomorrow, or stopped. */
export function mailNotRenewed(
  messengers: Messengers,
  settings: AutomaticRenewalSettings,
  {
    renewal,
    subscription,
    reason,
    stopped,
  }: { renewal: Renewal; subscription: Subscription; reason: NotRenewedReason; stopped: boolean },
) {
  const outcome = { ...outcomeOf(settings, renewal, subscription), reason, stopped };
  const mail = bilingualMail(DECLINED_SUBJECT, (language) => composeAutomaticRenewalDeclined(outcome, language));
  return sendToContact(messengers, subscriberContactOf(renewal), mail);
}
