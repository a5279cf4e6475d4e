import { SUBSCRIBER_PAGE_PATH } from '../../../domain/schemas/subscriber-portal';
import { and, between, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OfferLanguage } from '../../../domain/offer';
import {
  bilingualMail,
  composeCompanySubscriptionReminder,
  composeQuotaReminder,
  composeSubscriptionReminder,
  reminderDue,
} from '../../../domain/reminder';
import { addDays } from '../../../domain/local-date';
import { ROLE } from '../../../domain/roles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { areas, automaticRenewals, companies, companySubscriptions, subscriptions, users } from '../../db/schema';
import type { Mailer } from '../../core/mailer';
import { subscriptionsWithNames } from './subscriptions-with-names';

export interface ReminderSettings {
  /** Where links lead (server/core/public-url.ts). */
  publicUrl: string;
  REMINDER_DAYS_BEFORE: number;
  OFFER_CONTACT_PHONE: string;
  OFFER_CONTACT_EMAIL: string;
}

/** How often the server looks for periods to remind of: a reminder is due for days, so hourly is soon enough. */
export const REMINDERS_EVERY_MS = 60 * 60_000;

/**
 * Where a subscription is renewed: the subscriber's own page, paid online there, when it has an
 * email to sign in with; else the public request page with its area and plan chosen, a new request.
 */
export function renewalOf(
  publicUrl: string,
  subscription: { area_id: number; plan_id: number; email: string | null },
): { renewUrl: string; renewOnline: boolean } {
  if (subscription.email) return { renewUrl: `${publicUrl}${SUBSCRIBER_PAGE_PATH}`, renewOnline: true };
  return {
    renewUrl: `${publicUrl}/subscription-request?area_id=${subscription.area_id}&plan_id=${subscription.plan_id}`,
    renewOnline: false,
  };
}

/** The reminder of one subscription, from its row and its plan's and area's names, in `language`. */
export function subscriptionReminderText(
  row: {
    applicant_name: string;
    reference: string;
    end_date: string;
    area_id: number;
    plan_id: number;
    email: string | null;
  },
  names: { plan_en: string; plan_ar: string; area: string; area_ar: string | null },
  publicUrl: string,
  language: OfferLanguage,
): string {
  return composeSubscriptionReminder(
    {
      name: row.applicant_name,
      reference: row.reference,
      planName: language === 'ar' ? names.plan_ar : names.plan_en,
      areaName: language === 'ar' ? (names.area_ar ?? names.area) : names.area,
      endDate: row.end_date,
      ...renewalOf(publicUrl, row),
    },
    language,
  );
}

const SUBSCRIPTION_SUBJECT = { en: 'Your parking subscription ends soon', ar: 'اشتراك المواقف ينتهي قريبًا' };
const QUOTA_SUBJECT = { en: "Your company's parking quota ends soon", ar: 'حصة مواقف شركتكم تنتهي قريبًا' };
const COMPANY_SUBSCRIPTION_SUBJECT = {
  en: 'Your company parking subscription ends soon',
  ar: 'اشتراك الوقوف من شركتك ينتهي قريبًا',
};

/** Where a kind of period keeps its last day and the last day it was reminded of. */
interface RemindedPeriod {
  table: typeof subscriptions | typeof companySubscriptions | typeof companies;
  id: PgColumn;
  end: PgColumn;
  remindedFor: PgColumn;
}

const SUBSCRIPTION_PERIOD: RemindedPeriod = {
  table: subscriptions,
  id: subscriptions.id,
  end: subscriptions.end_date,
  remindedFor: subscriptions.reminded_for,
};
const COMPANY_SUBSCRIPTION_PERIOD: RemindedPeriod = {
  table: companySubscriptions,
  id: companySubscriptions.id,
  end: companySubscriptions.end_date,
  remindedFor: companySubscriptions.reminded_for,
};
const QUOTA_PERIOD: RemindedPeriod = {
  table: companies,
  id: companies.id,
  end: companies.quota_valid_to,
  remindedFor: companies.quota_reminded_for,
};

/**
 * Marks a period reminded of, in one statement that only one caller can win: of several
 * instances looking at once, one mails it. Marked before the mail goes: at most once, rather
 * than twice after a failure (the outbox keeps what was mailed).
 */
async function claimReminder(db: Database, period: RemindedPeriod, id: number, endDate: string): Promise<boolean> {
  const claimed = await rawRows(
    db,
    sql`update ${period.table} set ${sql.identifier(period.remindedFor.name)} = ${endDate}
      where ${period.id} = ${id} and ${period.end} = ${endDate} and ${period.remindedFor} is distinct from ${endDate}::date
      returning 1`,
  );
  return claimed.length === 1;
}

/**
 * Whether a period is due its reminder today (domain/reminder.ts) and this caller claimed it: what
 * every kind of reminder checks before it mails.
 */
async function claimIfDue(
  db: Database,
  period: RemindedPeriod,
  ending: { id: number; endDate: string; remindedFor: string | null },
  today: string,
  settings: ReminderSettings,
): Promise<boolean> {
  const { id, endDate, remindedFor } = ending;
  if (!reminderDue({ endDate, today, daysBefore: settings.REMINDER_DAYS_BEFORE, remindedFor })) return false;
  return claimReminder(db, period, id, endDate);
}

/**
 * Approved subscriptions with an email whose end is due a reminder today (domain/reminder.ts). One
 * that renews by itself is told of its charge instead, by the automatic renewals' own notice.
 */
async function remindSubscribers(db: Database, mailer: Mailer, today: string, settings: ReminderSettings) {
  const ending = await subscriptionsWithNames(db).where(
    and(
      eq(subscriptions.status, 'active'),
      isNotNull(subscriptions.email),
      between(subscriptions.end_date, today, addDays(today, settings.REMINDER_DAYS_BEFORE)),
      notExists(
        db
          .select({ id: automaticRenewals.id })
          .from(automaticRenewals)
          .where(eq(automaticRenewals.subscription_id, subscriptions.id)),
      ),
    ),
  );
  for (const { subscription, names } of ending) {
    const endDate = subscription.end_date!;
    const claim = { id: subscription.id, endDate, remindedFor: subscription.reminded_for };
    if (!(await claimIfDue(db, SUBSCRIPTION_PERIOD, claim, today, settings))) continue;
    const row = { ...subscription, end_date: endDate };
    const mail = bilingualMail(SUBSCRIPTION_SUBJECT, (language) =>
      subscriptionReminderText(row, names, settings.publicUrl, language),
    );
    await mailer.send({ to: subscription.email!, ...mail });
  }
}

/**
 * Active company subscriptions of active companies whose end is due a reminder today: each
 * subscriber is mailed (their company renews it; its quota has a reminder of its own).
 */
async function remindCompanySubscribers(db: Database, mailer: Mailer, today: string, settings: ReminderSettings) {
  const ending = await db
    .select({
      subscription: companySubscriptions,
      names: { company: companies.name, company_ar: companies.name_ar, area: areas.name, area_ar: areas.name_ar },
    })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .innerJoin(areas, eq(areas.id, companySubscriptions.area_id))
    .where(
      and(
        eq(companySubscriptions.status, 'active'),
        eq(companies.is_active, true),
        between(companySubscriptions.end_date, today, addDays(today, settings.REMINDER_DAYS_BEFORE)),
      ),
    );
  for (const { subscription, names } of ending) {
    const endDate = subscription.end_date!;
    const claim = { id: subscription.id, endDate, remindedFor: subscription.reminded_for };
    if (!(await claimIfDue(db, COMPANY_SUBSCRIPTION_PERIOD, claim, today, settings))) continue;
    const mail = bilingualMail(COMPANY_SUBSCRIPTION_SUBJECT, (language) =>
      composeCompanySubscriptionReminder(
        {
          name: subscription.subscriber_name,
          companyName: language === 'ar' ? (names.company_ar ?? names.company) : names.company,
          areaName: language === 'ar' ? (names.area_ar ?? names.area) : names.area,
          endDate,
        },
        language,
      ),
    );
    await mailer.send({ to: subscription.email, ...mail });
  }
}

/** The text of a company's quota reminder, in `language`. */
export function quotaReminderText(
  company: { name: string; name_ar: string | null; quota_valid_to: string },
  settings: Pick<ReminderSettings, 'OFFER_CONTACT_PHONE' | 'OFFER_CONTACT_EMAIL'>,
  language: OfferLanguage,
): string {
  return composeQuotaReminder(
    {
      companyName: language === 'ar' ? (company.name_ar ?? company.name) : company.name,
      endDate: company.quota_valid_to,
      contactPhone: settings.OFFER_CONTACT_PHONE,
      contactEmail: settings.OFFER_CONTACT_EMAIL,
    },
    language,
  );
}

/** Active companies whose quota's end is due a reminder today: each of their active managers is mailed. */
async function remindCompanies(db: Database, mailer: Mailer, today: string, settings: ReminderSettings) {
  const ending = await db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.is_active, true),
        between(companies.quota_valid_to, today, addDays(today, settings.REMINDER_DAYS_BEFORE)),
      ),
    );
  for (const company of ending) {
    const claim = { id: company.id, endDate: company.quota_valid_to, remindedFor: company.quota_reminded_for };
    if (!(await claimIfDue(db, QUOTA_PERIOD, claim, today, settings))) continue;
    const managers = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.company_id, company.id), eq(users.role_id, ROLE.companyManager), eq(users.is_active, true)));
    const mail = bilingualMail(QUOTA_SUBJECT, (language) => quotaReminderText(company, settings, language));
    for (const manager of managers) await mailer.send({ to: manager.email, ...mail });
  }
}

/** One round of the reminders' job: every subscriber, company subscriber and company whose period ends within the window, once. */
export async function sendDueReminders(db: Database, mailer: Mailer, clock: Clock, settings: ReminderSettings) {
  const today = clock.today();
  await remindSubscribers(db, mailer, today, settings);
  await remindCompanySubscribers(db, mailer, today, settings);
  await remindCompanies(db, mailer, today, settings);
}
