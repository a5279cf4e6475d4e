import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { chatLink, type OfferLanguage } from '../../../domain/offer';
import { ROLE } from '../../../domain/roles';
import { areas, companies, subscriptionPlans, users } from '../../db/schema';
import { conflict } from '../../errors';
import type { subscriptionsResource } from './subscriptions.resource';
import { type CallContext, findRow } from '../../core/crud';
import { quotaReminderText, type ReminderSettings, subscriptionReminderText } from './reminders';

/**
 * The reminder of an approved subscription as a chat message, in `language`, for staff to send
 * from its screen: the text the mail carries, and the link that opens it to the subscriber's mobile.
 */
export async function subscriptionReminderMessage(
  context: CallContext,
  definition: typeof subscriptionsResource,
  id: number,
  language: OfferLanguage,
  settings: ReminderSettings,
) {
  const row = await findRow(context, definition, id);
  if (row.status !== 'active' || !row.end_date) throw conflict('subscription_not_active');
  const [names] = await context.db
    .select({
      plan_en: subscriptionPlans.name_en,
      plan_ar: subscriptionPlans.name_ar,
      area: areas.name,
      area_ar: areas.name_ar,
    })
    .from(subscriptionPlans)
    .innerJoin(areas, eq(areas.id, row.area_id))
    .where(eq(subscriptionPlans.id, row.plan_id));
  const text = subscriptionReminderText({ ...row, end_date: row.end_date }, names!, settings.publicUrl, language);
  return { text, chat_url: chatLink(row.phone, text) };
}

/** A company's quota reminder as a chat message to its first active manager's mobile, in `language`. */
export async function quotaReminderMessage(
  { db }: Pick<CallContext, 'db'>,
  company: typeof companies.$inferSelect,
  language: OfferLanguage,
  settings: ReminderSettings,
) {
  const [manager] = await db
    .select({ phone: users.phone })
    .from(users)
    .where(
      and(
        eq(users.company_id, company.id),
        eq(users.role_id, ROLE.companyManager),
        eq(users.is_active, true),
        isNotNull(users.phone),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  const text = quotaReminderText(company, settings, language);
  return { text, chat_url: chatLink(manager?.phone, text) };
}
