import type { DurationUnit, PlanType } from '../../domain/schemas/subscription-plan';
import { planRow } from '../features/subscriptions';
import type { Transaction } from '../db/client';
import { type areas, subscriptionPlans } from '../db/schema';

interface DemoPlan {
  name_en: string;
  name_ar: string;
  plan_type: PlanType;
  duration: number;
  duration_unit: DurationUnit;
  /** The price in months of the area's base monthly price (eight daily caps). */
  months_of_price: number;
  free_quota: number;
  paid_quota: number;
  max_vehicles: number;
  /** Written in both languages: a plan has one description, read by applicants of either. */
  description: { en: string; ar: string };
  is_active: boolean;
  /** Sold only in these areas (by English name); everywhere when absent. */
  only_in?: readonly string[];
}

/** What every demo area sells, in display order: individual subscriptions first, then company quotas. */
export const DEMO_PLANS: readonly DemoPlan[] = [
  {
    name_en: 'Monthly Plan',
    name_ar: 'الباقة الشهرية',
    plan_type: 'individual',
    duration: 1,
    duration_unit: 'months',
    months_of_price: 1,
    free_quota: 0,
    paid_quota: 0,
    max_vehicles: 1,
    description: {
      en: 'Unlimited entries for one vehicle, day and night, for one month.',
      ar: 'دخول غير محدود لمركبة واحدة ليلًا ونهارًا لمدة شهر.',
    },
    is_active: true,
  },
  {
    name_en: 'Employee Monthly Plan',
    name_ar: 'باقة الموظفين الشهرية',
    plan_type: 'individual',
    duration: 30,
    duration_unit: 'days',
    months_of_price: 0.6,
    free_quota: 0,
    paid_quota: 0,
    max_vehicles: 1,
    description: {
      en: 'For people working on site: weekdays from 6 am to 8 pm, one vehicle, 30 days.',
      ar: 'للعاملين في الموقع: أيام العمل من السادسة صباحًا حتى الثامنة مساءً، لمركبة واحدة، مدة 30 يومًا.',
    },
    is_active: true,
  },
  {
    name_en: 'Quarterly Plan',
    name_ar: 'الباقة الربع سنوية',
    plan_type: 'individual',
    duration: 3,
    duration_unit: 'months',
    months_of_price: 2.7,
    free_quota: 0,
    paid_quota: 0,
    max_vehicles: 2,
    description: {
      en: 'Three months for up to two vehicles of one household, one of them inside at a time.',
      ar: 'ثلاثة أشهر لمركبتين كحد أقصى لأسرة واحدة، تكون إحداهما فقط داخل الموقف في كل مرة.',
    },
    is_active: true,
  },
  {
    name_en: 'Annual Plan',
    name_ar: 'الباقة السنوية',
    plan_type: 'individual',
    duration: 12,
    duration_unit: 'months',
    months_of_price: 10,
    free_quota: 0,
    paid_quota: 0,
    max_vehicles: 2,
    description: {
      en: 'A whole year for up to two vehicles: two months free against the monthly plan.',
      ar: 'سنة كاملة لمركبتين كحد أقصى، بتوفير شهرين مقارنةً بالباقة الشهرية.',
    },
    is_active: true,
  },
  {
    name_en: 'Company Quota Plan',
    name_ar: 'باقة حصة الشركات',
    plan_type: 'company',
    duration: 12,
    duration_unit: 'months',
    months_of_price: 8.5,
    free_quota: 5,
    paid_quota: 50,
    max_vehicles: 1,
    description: {
      en: "A year's quota for a company's staff: 50 paid subscriptions and 5 free ones, one vehicle each. Price per subscription.",
      ar: 'حصة سنوية لموظفي الشركة: 50 اشتراكًا مدفوعًا و5 اشتراكات مجانية، لكل اشتراك مركبة واحدة. السعر للاشتراك الواحد.',
    },
    is_active: true,
  },
  {
    name_en: 'Company Monthly Plan',
    name_ar: 'باقة الشركات الشهرية',
    plan_type: 'company',
    duration: 1,
    duration_unit: 'months',
    months_of_price: 0.85,
    free_quota: 0,
    paid_quota: 20,
    max_vehicles: 1,
    description: {
      en: 'Monthly subscriptions for up to 20 staff of a company, one vehicle each. Price per subscription.',
      ar: 'اشتراكات شهرية لعشرين موظفًا كحد أقصى من موظفي الشركة، لكل موظف مركبة واحدة. السعر للاشتراك الواحد.',
    },
    is_active: true,
  },
  {
    name_en: 'Ramadan Offer',
    name_ar: 'عرض رمضان',
    plan_type: 'individual',
    duration: 30,
    duration_unit: 'days',
    months_of_price: 0.5,
    free_quota: 0,
    paid_quota: 0,
    max_vehicles: 1,
    description: {
      en: 'Evening parking from Iftar to Suhoor during the holy month; switched on again each Ramadan.',
      ar: 'وقوف مسائي من الإفطار حتى السحور طوال الشهر الفضيل، ويُعاد تفعيله في كل رمضان.',
    },
    is_active: false,
    only_in: ['Jeddah Corniche', 'Al Khobar Waterfront'],
  },
];

/** A price an operator would print: whole SAR, in steps of five. */
function priceOf(dailyCapHalalas: number, monthsOfPrice: number): number {
  const monthlySar = (dailyCapHalalas / 100) * 8;
  return Math.round((monthlySar * monthsOfPrice) / 5) * 5;
}

/**
 * The plans of each demo area; seeded after the areas and before the companies that choose one.
 * Display orders run by tens per area (1-7, 11-17, ...): the list reads area by area, and a plan
 * can be slotted between two without renumbering.
 */
export async function seedDemoPlans(
  tx: Transaction,
  areaRows: ReadonlyArray<typeof areas.$inferSelect>,
  dailyCapsHalalas: readonly number[],
) {
  const rows = areaRows.flatMap((area, areaIndex) =>
    DEMO_PLANS.filter((plan) => !plan.only_in || plan.only_in.includes(area.name)).map(
      ({ months_of_price, only_in: _onlyIn, description, ...plan }, index) =>
        planRow({
          ...plan,
          description: `${description.ar}\n${description.en}`,
          area_id: area.id,
          price: priceOf(dailyCapsHalalas[areaIndex]!, months_of_price),
          display_order: areaIndex * 10 + index + 1,
        }),
    ),
  );
  return tx.insert(subscriptionPlans).values(rows).returning();
}
