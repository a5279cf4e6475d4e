import { and, asc, eq, sql } from 'drizzle-orm';
import { userSearchText } from '../db/user-search-text';
import { addDays, addMonths, DEFAULT_TIME_ZONE, localDate } from '../../domain/local-date';
import { ROLE } from '../../domain/roles';
import { subscriptionEndDate } from '../../domain/subscription-period';
import type { CompanySubscriptionStatus, StoredCompanySubscriptionStatus } from '../../domain/subscription-status';
import { companySubscriptionSearchText } from '../db/company-search-text';
import { plateColumns } from '../db/stay-columns';
import { frozenTariff, versionInForce } from '../features/areas';
import { companyRow } from '../features/companies';
import type { Transaction } from '../db/client';
import {
  areas,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  paymentMethods,
  paymentTransactions,
  subAreas,
  subscriptionPlans,
  users,
  vehicles,
} from '../db/schema';
import { companySubscriptionPaymentRow } from '../features/subscriptions';
import { DEMO_COMPANY, DEMO_COMPANY_SUBSCRIBERS } from './demo-data';
import { PLATE_LATIN_LETTERS } from '../../domain/plates';

/**
 * The demo's companies, one per state of a quota, so every list filter, chip and warning shows
 * something: Al Noor (the demo manager's) healthy, then low, exhausted, expired, and a company
 * that was deactivated. Validity is relative to today (months from now), so the states stay true.
 */
interface DemoCompany {
  name: string;
  name_ar: string;
  contact_phone: string;
  /** The demo area it parks in, by English name. */
  area: string;
  initial_quota: number;
  default_duration_months: number;
  is_active: boolean;
  valid: { fromMonths: number; toMonths: number };
  admin_notes: string | null;
  /** Subscriptions: how many of each stored status. */
  subscriptions: { pending: number; active: number; rejected: number };
  manager: { name: string; username: string; email: string; phone: string };
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    name: 'Riyadh Medical Supplies',
    name_ar: 'الرياض للمستلزمات الطبية',
    contact_phone: '+966114567890',
    area: 'King Fahd Road Tower',
    initial_quota: 20,
    default_duration_months: 6,
    is_active: true,
    valid: { fromMonths: -6, toMonths: 6 },
    admin_notes: 'Renewal under negotiation: only two subscriptions left',
    subscriptions: { pending: 3, active: 15, rejected: 2 },
    manager: {
      name: 'Huda Al-Rashid',
      username: 'huda.rashid',
      email: 'huda@riyadhmedical.example.sa',
      phone: '+966505551201',
    },
  },
  {
    name: 'Red Sea Logistics',
    name_ar: 'البحر الأحمر للخدمات اللوجستية',
    contact_phone: '+966126543210',
    area: 'Jeddah Corniche',
    initial_quota: 10,
    default_duration_months: 3,
    is_active: true,
    valid: { fromMonths: -3, toMonths: 9 },
    admin_notes: null,
    subscriptions: { pending: 2, active: 8, rejected: 1 },
    manager: {
      name: 'Majed Al-Harthi',
      username: 'majed.harthi',
      email: 'majed@redsealogistics.example.sa',
      phone: '+966505551202',
    },
  },
  {
    name: 'Eastern Petrochemical Services',
    name_ar: 'الشرقية لخدمات البتروكيماويات',
    contact_phone: '+966138765432',
    area: 'Dammam Medical City',
    initial_quota: 30,
    default_duration_months: 12,
    is_active: true,
    valid: { fromMonths: -18, toMonths: -2 },
    admin_notes: 'Quota period ended; awaiting a new contract',
    subscriptions: { pending: 0, active: 6, rejected: 1 },
    manager: {
      name: 'Turki Al-Dossary',
      username: 'turki.dossary',
      email: 'turki@easternpetro.example.sa',
      phone: '+966505551203',
    },
  },
  {
    name: 'Skyline Catering',
    name_ar: 'سكاي لاين للإعاشة',
    contact_phone: '+966501234599',
    area: 'King Abdulaziz Airport P3',
    initial_quota: 15,
    default_duration_months: 1,
    is_active: false,
    valid: { fromMonths: -2, toMonths: 10 },
    admin_notes: 'Deactivated: contract suspended',
    subscriptions: { pending: 1, active: 4, rejected: 0 },
    manager: {
      name: 'Lama Al-Shammari',
      username: 'lama.shammari',
      email: 'lama@skylinecatering.example.sa',
      phone: '+966505551204',
    },
  },
];

const FIRST_NAMES = [
  'Ahmed',
  'Fatimah',
  'Saad',
  'Nourah',
  'Ibrahim',
  'Maha',
  'Sultan',
  'Abeer',
  'Nasser',
  'Lulwa',
  'Hamad',
  'Ghada',
];
const FAMILY_NAMES = [
  'Al-Qahtani',
  'Al-Harbi',
  'Al-Otaibi',
  'Al-Zahrani',
  'Al-Malki',
  'Al-Juhani',
  'Al-Shahrani',
  'Al-Balawi',
];

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** A demo vehicle's plate, different for every subscription of the demo companies. */
function demoVehicle(companyId: number, index: number) {
  const letter = (offset: number) =>
    PLATE_LATIN_LETTERS[(companyId * 7 + index + offset * 5) % PLATE_LATIN_LETTERS.length];
  return {
    plate_letters: `${letter(0)}${letter(1)}${letter(2)}`,
    plate_number: String(1000 + companyId * 100 + index),
    notes: null,
    is_active: true,
  };
}

/**
 * The demo subscriptions of a company, made one after another over the time its quota has been in
 * force (up to two months before the end of an expired one), pending ones last. Approved ones
 * start two days after they were made and run the company's default duration, so some are over.
 */
function subscriptionsOf(company: DemoCompany, companyId: number, areaId: number, now: Date) {
  const statuses: StoredCompanySubscriptionStatus[] = [
    ...Array<StoredCompanySubscriptionStatus>(company.subscriptions.active).fill('active'),
    ...Array<StoredCompanySubscriptionStatus>(company.subscriptions.rejected).fill('rejected'),
    ...Array<StoredCompanySubscriptionStatus>(company.subscriptions.pending).fill('pending'),
  ];
  const oldestDaysAgo = -company.valid.fromMonths * 30 - 5;
  const newestDaysAgo = company.valid.toMonths < 0 ? -company.valid.toMonths * 30 + 20 : 2;
  const step = (oldestDaysAgo - newestDaysAgo) / Math.max(1, statuses.length - 1);
  const domain = company.manager.email.split('@')[1]!;
  return statuses.map((status, index) => {
    const first = FIRST_NAMES[(index + companyId) % FIRST_NAMES.length]!;
    const family = FAMILY_NAMES[(index * 3 + companyId) % FAMILY_NAMES.length]!;
    const createdAt = daysBefore(now, Math.round(oldestDaysAgo - step * index));
    const start = status === 'active' ? localDate(daysBefore(createdAt, -2)) : null;
    const subscriber = {
      subscriber_name: `${first} ${family}`,
      phone: `+96656${String(companyId * 1000 + index * 37).padStart(7, '0')}`,
      email: `${first.toLowerCase()}.${family.toLowerCase().replace('al-', '')}${index}@${domain}`,
      notes: null,
      vehicles: [demoVehicle(companyId, index)],
    };
    return {
      company_id: companyId,
      subscriber_name: subscriber.subscriber_name,
      phone: subscriber.phone,
      email: subscriber.email,
      search_text: companySubscriptionSearchText(subscriber),
      area_id: areaId,
      status,
      start_date: start,
      end_date: start ? subscriptionEndDate(start, company.default_duration_months, 'months') : null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

/** Where each status of the demo manager's company stands: the stored status and the dates that make it. */
function datedStatus(status: CompanySubscriptionStatus, today: string, months: number) {
  if (status === 'pending' || status === 'awaiting_payment' || status === 'rejected')
    return { status, start_date: null, end_date: null };
  const start = { active: addDays(today, -40), approved: addDays(today, 5), expired: addMonths(today, -months - 2) }[
    status
  ];
  return { status: 'active' as const, start_date: start, end_date: subscriptionEndDate(start, months, 'months') };
}

/**
 * Al Noor's subscriptions, one or more in every tab, each with its vehicles; the first vehicle of
 * the active one is parked inside now, so the company's dashboard counts a vehicle inside. Who
 * approved them is set once the demo super admin exists (seed/index.ts).
 */
async function seedAlNoorSubscriptions(tx: Transaction, companyId: number, areaId: number, now: Date) {
  const today = localDate(now);
  const [bankTransfer] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bank_transfer'));
  for (const [index, subscriber] of DEMO_COMPANY_SUBSCRIBERS.entries()) {
    const createdAt = daysBefore(now, (DEMO_COMPANY_SUBSCRIBERS.length - index) * 25);
    const dated = datedStatus(subscriber.status, today, DEMO_COMPANY.default_duration_months);
    const decided = dated.status === 'active';
    const body = {
      subscriber_name: subscriber.name,
      phone: `+96655${String(1000000 + index * 7919).padStart(7, '0')}`,
      email: `${subscriber.name.split(' ')[0]!.toLowerCase()}@alnoor.example.sa`,
      notes: index === 0 ? 'New joiner in the finance team' : null,
      vehicles: subscriber.plates.map(([plate_letters, plate_number]) => ({
        plate_letters,
        plate_number,
        notes: null,
        is_active: true,
      })),
    };
    const [row] = await tx
      .insert(companySubscriptions)
      .values({
        company_id: companyId,
        area_id: areaId,
        subscriber_name: body.subscriber_name,
        phone: body.phone,
        email: body.email,
        notes: body.notes,
        search_text: companySubscriptionSearchText(body),
        ...dated,
        payment_method_id: decided ? (bankTransfer?.id ?? null) : null,
        approved_at: decided ? createdAt : null,
        rejected_at: subscriber.status === 'rejected' ? createdAt : null,
        rejection_reason: subscriber.status === 'rejected' ? 'The vehicle is registered to another company' : null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning({ id: companySubscriptions.id });
    await tx
      .insert(companySubscriptionVehicles)
      .values(body.vehicles.map((vehicle) => ({ ...vehicle, subscription_id: row!.id })));
    if (subscriber.status === 'active') {
      const [letters, number] = subscriber.plates[0];
      const entry = daysBefore(now, 0.1);
      await tx.insert(vehicles).values({
        ...plateColumns({ letters, number }),
        type: 'subscription',
        area_id: areaId,
        tariff: frozenTariff(await versionInForce(tx, areaId, entry), DEFAULT_TIME_ZONE),
        entry_time: entry,
      });
    }
  }
}

/** The first company plan of an area on sale, if plans were seeded (another block seeds them). */
async function companyPlanOf(tx: Transaction, areaId: number): Promise<number | null> {
  const [plan] = await tx
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.area_id, areaId),
        eq(subscriptionPlans.plan_type, 'company'),
        eq(subscriptionPlans.is_active, true),
      ),
    )
    .orderBy(asc(subscriptionPlans.display_order), asc(subscriptionPlans.id))
    .limit(1);
  return plan?.id ?? null;
}

async function placementOf(tx: Transaction, areaName: string) {
  const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.name, areaName));
  if (!area) throw new Error(`the demo area ${areaName} is missing`);
  const [subArea] = await tx
    .select({ id: subAreas.id })
    .from(subAreas)
    .where(eq(subAreas.area_id, area.id))
    .orderBy(asc(subAreas.id))
    .limit(1);
  return { area_id: area.id, sub_area_id: subArea?.id ?? null, plan_id: await companyPlanOf(tx, area.id) };
}

/**
 * Seeds Al Noor (the demo manager's company, first, so it keeps id 1), then the other demo
 * companies with their managers and subscriptions; answers Al Noor's id for its manager.
 * `managerPasswordHash` is the other managers' password (the demo manager's, Manager#2026).
 */
export async function seedDemoCompanies(tx: Transaction, managerPasswordHash: string): Promise<number> {
  const now = new Date();
  const today = localDate(now);
  const year = today.slice(0, 4);
  const alNoorPlace = await placementOf(tx, 'Olaya Business District');
  const [alNoor] = await tx
    .insert(companies)
    .values(
      companyRow({
        ...DEMO_COMPANY,
        ...alNoorPlace,
        is_active: true,
        quota_valid_from: `${year}-01-01`,
        quota_valid_to: `${year}-12-31`,
      }),
    )
    .returning();
  await seedAlNoorSubscriptions(tx, alNoor!.id, alNoorPlace.area_id, now);

  for (const company of DEMO_COMPANIES) {
    const place = await placementOf(tx, company.area);
    const [row] = await tx
      .insert(companies)
      .values(
        companyRow({
          ...company,
          ...place,
          quota_valid_from: addMonths(today, company.valid.fromMonths),
          quota_valid_to: addMonths(today, company.valid.toMonths),
        }),
      )
      .returning();
    const made = await tx
      .insert(companySubscriptions)
      .values(subscriptionsOf(company, row!.id, place.area_id, now))
      .returning({ id: companySubscriptions.id });
    await tx
      .insert(companySubscriptionVehicles)
      .values(made.map(({ id }, index) => ({ ...demoVehicle(row!.id, index), subscription_id: id })));
    const { manager } = company;
    await tx.insert(users).values({
      ...manager,
      password_hash: managerPasswordHash,
      role_id: ROLE.companyManager,
      company_id: row!.id,
      is_email_verified: true,
      search_text: userSearchText(manager),
    });
  }
  // As an approval does (server/features/companies/company-subscriptions.ts), no subscription outlasts its company's quota.
  await tx.execute(sql`
    update ${companySubscriptions} set end_date = ${companies.quota_valid_to}
    from ${companies} where ${companies.id} = ${companySubscriptions.company_id} and ${companySubscriptions.end_date} > ${companies.quota_valid_to}`);
  return alNoor!.id;
}

/**
 * The demo's approved company subscriptions, paid as an approval through the API pays one
 * (server/features/subscriptions/subscription-payments.ts): at their company plan's price, frozen on them, by their
 * payment method (bank transfer where they name none), a day after they were made.
 */
export async function seedDemoCompanyPayments(tx: Transaction, approverId: number) {
  const [bankTransfer] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bank_transfer'));
  const approved = await tx
    .select({
      id: companySubscriptions.id,
      area_id: companySubscriptions.area_id,
      method: companySubscriptions.payment_method_id,
      created_at: companySubscriptions.created_at,
      price: subscriptionPlans.price_halalas,
    })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, companies.plan_id))
    .where(eq(companySubscriptions.status, 'active'));
  if (approved.length === 0) return;
  const now = Date.now();
  const plan = sql`(select ${subscriptionPlans.price_halalas} from ${companies} join ${subscriptionPlans} on ${subscriptionPlans.id} = ${companies.plan_id} where ${companies.id} = ${companySubscriptions.company_id})`;
  await tx
    .update(companySubscriptions)
    .set({
      price_halalas: sql`coalesce(${plan}, 0)`,
      payment_method_id: sql`coalesce(${companySubscriptions.payment_method_id}, ${bankTransfer!.id})`,
    })
    .where(eq(companySubscriptions.status, 'active'));
  await tx.insert(paymentTransactions).values(
    approved.map((subscription) =>
      companySubscriptionPaymentRow({
        subscription: { id: subscription.id, area_id: subscription.area_id!, price_halalas: subscription.price ?? 0 },
        paymentMethodId: subscription.method ?? bankTransfer!.id,
        paidBy: approverId,
        at: new Date(Math.min(subscription.created_at.getTime() + 86_400_000, now)),
      }),
    ),
  );
}
