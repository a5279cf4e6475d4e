import { and, asc, eq, inArray } from 'drizzle-orm';
import { discountPercent } from '../../../domain/money';
import { chatLink, composeOffer, type OfferLanguage } from '../../../domain/offer';
import { periodDays, subscriptionEndDate } from '../../../domain/subscription-period';
import type { Config } from '../../config';
import { areas, gates, gateTypes, subscriptionPlans, subscriptionVehicles } from '../../db/schema';
import type { subscriptionsResource } from './subscriptions.resource';
import { type CallContext, findRow } from '../../core/crud';

type OfferSettings = Pick<
  Config,
  | 'OFFER_BANK_NAME'
  | 'OFFER_ACCOUNT_NUMBER'
  | 'OFFER_BENEFICIARY_NAME'
  | 'OFFER_IBAN'
  | 'OFFER_SWIFT_CODE'
  | 'OFFER_CONTACT_PHONE'
  | 'OFFER_CONTACT_EMAIL'
>;

/**
 * The offer of SPEC section 1 for one subscription, in `language`, and the chat link that opens it
 * to the applicant's mobile (null without one: the screen then says so). An approved subscription
 * is offered with its own dates; a pending one with the dates approval would give it today. The
 * gate is where the area is entered: its first active entry gate by name.
 */
export async function subscriptionOffer(
  context: CallContext,
  definition: typeof subscriptionsResource,
  id: number,
  language: OfferLanguage,
  settings: OfferSettings,
) {
  const row = await findRow(context, definition, id);
  const { db } = context;
  const [[plan], [area], [gate], vehicles] = await Promise.all([
    db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, row.plan_id)),
    db.select().from(areas).where(eq(areas.id, row.area_id)),
    db
      .select({ name: gates.name, name_ar: gates.name_ar })
      .from(gates)
      .innerJoin(gateTypes, eq(gateTypes.id, gates.gate_type_id))
      .where(
        and(
          eq(gates.area_id, row.area_id),
          eq(gates.status, 'active'),
          inArray(gateTypes.code, ['entry', 'entry_exit']),
        ),
      )
      .orderBy(asc(gates.name))
      .limit(1),
    db
      .select()
      .from(subscriptionVehicles)
      .where(eq(subscriptionVehicles.subscription_id, id))
      .orderBy(asc(subscriptionVehicles.id)),
  ]);
  const start = row.start_date ?? context.clock.today();
  const end = row.end_date ?? subscriptionEndDate(start, plan!.duration, plan!.duration_unit);
  const inLanguage = (english: string, arabic: string | null) => (language === 'ar' ? (arabic ?? english) : english);
  const text = composeOffer(
    {
      applicantName: row.applicant_name,
      planName: inLanguage(plan!.name_en, plan!.name_ar),
      durationDays: periodDays(start, end),
      startDate: start,
      endDate: end,
      originalPrice: row.plan_price_halalas,
      discountPercent: discountPercent(row.plan_price_halalas, row.discount_halalas),
      finalPrice: row.final_price_halalas,
      vehicles: vehicles.map((vehicle) => ({
        plate: { letters: vehicle.plate_letters, number: vehicle.plate_number },
        model: vehicle.model,
        colour: vehicle.colour,
      })),
      areaName: inLanguage(area!.name, area!.name_ar),
      gateName: gate ? inLanguage(gate.name, gate.name_ar) : null,
      bank: {
        bankName: settings.OFFER_BANK_NAME,
        accountNumber: settings.OFFER_ACCOUNT_NUMBER,
        beneficiaryName: settings.OFFER_BENEFICIARY_NAME,
        iban: settings.OFFER_IBAN,
        swiftCode: settings.OFFER_SWIFT_CODE,
      },
      contact: { phone: settings.OFFER_CONTACT_PHONE, email: settings.OFFER_CONTACT_EMAIL },
    },
    language,
  );
  return { text, chat_url: chatLink(row.phone, text) };
}
