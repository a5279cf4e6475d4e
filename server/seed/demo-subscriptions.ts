import type { PaymentMethodCode } from '../../domain/schemas/reference';
import { plateLetters, plateNumber } from '../../domain/schemas/plate';
import { and, asc, eq } from 'drizzle-orm';
import { addDays, localDate } from '../../domain/local-date';
import { subscriptionEndDate } from '../../domain/subscription-period';
import type { DurationUnit } from '../../domain/schemas/subscription-plan';
import type { StoredSubscriptionStatus } from '../../domain/subscription-status';
import { newQrCredential, subscriptionPaymentRow } from '../features/subscriptions';
import { newReference } from '../core/references';
import type { Transaction } from '../db/client';
import {
  areas,
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
} from '../db/schema';
import { subscriptionSearchText } from '../db/subscription-search-text';

interface DemoSubscription {
  applicant_name: string;
  phone: string | null;
  email: string | null;
  /** Area by English name, plan by English name. */
  area: string;
  plan: string;
  /** Stored status; `expired` is an approved one whose end date has passed. */
  state: StoredSubscriptionStatus | 'expired';
  /** Days before today it was requested. */
  requested_days_ago: number;
  vehicles: ReadonlyArray<[letters: string, number: string, model: string | null, colour: string | null]>;
  applicant_notes?: string;
  rejection_reason?: string;
  payment?: PaymentMethodCode;
}

/** Individual subscriptions in every state of the screen's tabs, several waiting for a decision. */
export const DEMO_SUBSCRIPTIONS: readonly DemoSubscription[] = [
  {
    applicant_name: 'Khalid Al-Otaibi',
    phone: '+966551230001',
    email: 'khalid.otaibi@example.sa',
    area: 'King Fahd Road Tower',
    plan: 'Monthly Plan',
    state: 'pending',
    requested_days_ago: 0,
    vehicles: [['ABJ', '1234', 'Toyota Camry', 'White']],
    applicant_notes: 'I work in the tower, mornings only.',
  },
  {
    applicant_name: 'Sara Al-Ghamdi',
    phone: '+966551230002',
    email: 'sara.ghamdi@example.sa',
    area: 'Olaya Business District',
    plan: 'Quarterly Plan',
    state: 'pending',
    requested_days_ago: 1,
    vehicles: [
      ['HRS', '482', 'Hyundai Tucson', 'Grey'],
      ['KLD', '7', 'Kia Picanto', 'Red'],
    ],
  },
  {
    applicant_name: 'عبدالرحمن السبيعي',
    phone: '+966551230003',
    email: null,
    area: 'Jeddah Corniche',
    plan: 'Employee Monthly Plan',
    state: 'pending',
    requested_days_ago: 2,
    vehicles: [['ب ح د', '5521', 'نيسان صني', 'فضي']],
  },
  {
    applicant_name: 'Mona Al-Qahtani',
    phone: '+966551230004',
    email: 'mona.q@example.sa',
    area: 'Dammam Medical City',
    plan: 'Monthly Plan',
    state: 'pending',
    requested_days_ago: 3,
    vehicles: [['TNA', '90', 'Honda Accord', 'Black']],
    applicant_notes: 'Please call after 4 pm.',
  },
  {
    applicant_name: 'Fahad Al-Dossary',
    phone: '+966551230005',
    email: 'fahad.d@example.sa',
    area: 'King Abdulaziz Airport P3',
    plan: 'Annual Plan',
    state: 'pending',
    requested_days_ago: 5,
    vehicles: [['XDR', '3003', 'GMC Yukon', 'Black']],
  },
  {
    applicant_name: 'Nasser Al-Harbi',
    phone: '+966551230006',
    email: 'nasser.harbi@example.sa',
    area: 'King Fahd Road Tower',
    plan: 'Annual Plan',
    state: 'active',
    requested_days_ago: 40,
    vehicles: [
      ['RSD', '2020', 'Lexus ES', 'Silver'],
      ['RSD', '2021', 'Toyota Land Cruiser', 'White'],
    ],
    payment: 'bank_transfer',
  },
  {
    applicant_name: 'Hind Al-Mutairi',
    phone: '+966551230007',
    email: 'hind.m@example.sa',
    area: 'Olaya Business District',
    plan: 'Monthly Plan',
    state: 'active',
    requested_days_ago: 10,
    vehicles: [['NHD', '118', 'Mazda 6', 'Blue']],
    payment: 'card',
  },
  {
    applicant_name: 'سلطان الزهراني',
    phone: '+966551230008',
    email: null,
    area: 'Jeddah Corniche',
    plan: 'Quarterly Plan',
    state: 'active',
    requested_days_ago: 25,
    vehicles: [['ع س ن', '6064', 'تويوتا هايلكس', 'أبيض']],
    payment: 'cash',
  },
  {
    applicant_name: 'Reem Al-Shehri',
    phone: null,
    email: 'reem.shehri@example.sa',
    area: 'Dammam Medical City',
    plan: 'Employee Monthly Plan',
    state: 'active',
    requested_days_ago: 6,
    vehicles: [['BKR', '4410', 'Chevrolet Malibu', 'Grey']],
    payment: 'online',
  },
  {
    applicant_name: 'Turki Al-Anazi',
    phone: '+966551230010',
    email: 'turki.anazi@example.sa',
    area: 'King Fahd Road Tower',
    plan: 'Monthly Plan',
    state: 'expired',
    requested_days_ago: 75,
    vehicles: [['SAD', '7777', 'Ford Taurus', 'Brown']],
    payment: 'cash',
  },
  {
    applicant_name: 'Lama Al-Shammari',
    phone: '+966551230011',
    email: 'lama.sh@example.sa',
    area: 'Olaya Business District',
    plan: 'Employee Monthly Plan',
    state: 'expired',
    requested_days_ago: 50,
    vehicles: [['LNS', '15', 'Kia K5', 'White']],
    payment: 'wallet',
  },
  {
    applicant_name: 'Majed Al-Balawi',
    phone: '+966551230012',
    email: 'majed.b@example.sa',
    area: 'King Abdulaziz Airport P3',
    plan: 'Monthly Plan',
    state: 'rejected',
    requested_days_ago: 20,
    vehicles: [['VVV', '1', 'Mercedes S-Class', 'Black']],
    rejection_reason: 'The plate could not be verified; please apply again with the registration card.',
  },
  {
    applicant_name: 'Abeer Al-Juhani',
    phone: '+966551230013',
    email: null,
    area: 'Jeddah Corniche',
    plan: 'Monthly Plan',
    state: 'rejected',
    requested_days_ago: 12,
    vehicles: [['JHN', '903', 'Hyundai Elantra', 'Red']],
    rejection_reason: 'The area has no subscription spaces left this month.',
  },
];

/** The first plan of that name in the area (the demo sells each plan name once per area). */
async function planIn(tx: Transaction, areaId: number, name: string) {
  const [plan] = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.area_id, areaId), eq(subscriptionPlans.name_en, name)))
    .orderBy(asc(subscriptionPlans.id))
    .limit(1);
  if (!plan) throw new Error(`the demo plan ${name} is missing`);
  return plan;
}

/**
 * Seeds the demo's individual subscriptions, approved ones by `approverId` on the day after their
 * request; an expired one started long enough ago for its plan to have run out. Their QR tokens are
 * thrown away: a reissue shows a new one.
 */
export async function seedDemoSubscriptions(tx: Transaction, approverId: number) {
  const now = new Date();
  const today = localDate(now);
  const methods = new Map((await tx.select().from(paymentMethods)).map((method) => [method.code, method.id]));
  for (const demo of DEMO_SUBSCRIPTIONS) {
    const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.name, demo.area));
    const plan = await planIn(tx, area!.id, demo.plan);
    const requestedAt = new Date(now.getTime() - demo.requested_days_ago * 86_400_000);
    const approved = demo.state === 'active' || demo.state === 'expired';
    const unit = plan.duration_unit;
    const start =
      demo.state === 'expired'
        ? startOfOneEndedRecently(today, plan.duration, unit)
        : addDays(localDate(requestedAt), 1);
    // Read as the form reads them: plates typed in Arabic are stored in the Latin form.
    const vehicles = demo.vehicles.map(([letters, number, model, colour]) => ({
      plate_letters: plateLetters().parse(letters),
      plate_number: plateNumber().parse(number),
      model,
      colour,
    }));
    const reference = newReference();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        reference,
        applicant_name: demo.applicant_name,
        phone: demo.phone,
        email: demo.email,
        area_id: area!.id,
        plan_id: plan.id,
        plan_price_halalas: plan.price_halalas,
        discount_halalas: 0,
        final_price_halalas: plan.price_halalas,
        status: demo.state === 'expired' ? 'active' : demo.state,
        start_date: approved ? start : null,
        end_date: approved ? subscriptionEndDate(start, plan.duration, unit) : null,
        payment_method_id: approved ? methods.get(demo.payment ?? 'cash')! : null,
        applicant_notes: demo.applicant_notes ?? null,
        rejection_reason: demo.rejection_reason ?? null,
        approved_at: approved ? new Date(requestedAt.getTime() + 86_400_000) : null,
        approved_by: approved ? approverId : null,
        rejected_at: demo.state === 'rejected' ? new Date(requestedAt.getTime() + 86_400_000) : null,
        rejected_by: demo.state === 'rejected' ? approverId : null,
        qr_code_hash: approved ? newQrCredential().hash : null,
        qr_issued_at: approved ? new Date(requestedAt.getTime() + 86_400_000) : null,
        search_text: subscriptionSearchText({ ...demo, reference, vehicles }),
        created_at: requestedAt,
        updated_at: requestedAt,
      })
      .returning({ id: subscriptions.id });
    await tx.insert(subscriptionVehicles).values(vehicles.map((vehicle) => ({ ...vehicle, subscription_id: row!.id })));
    if (approved) {
      // Paid at its approval, as an approval through the API pays it.
      await tx.insert(paymentTransactions).values(
        subscriptionPaymentRow({
          subscription: { id: row!.id, area_id: area!.id, final_price_halalas: plan.price_halalas, reference },
          paymentMethodId: methods.get(demo.payment ?? 'cash')!,
          paidBy: approverId,
          at: new Date(requestedAt.getTime() + 86_400_000),
        }),
      );
    }
  }
}

/** The first day of a subscription to a plan of that duration that ended about a week before today. */
function startOfOneEndedRecently(today: string, duration: number, unit: DurationUnit): string {
  const length =
    Math.round((Date.parse(subscriptionEndDate(today, duration, unit)) - Date.parse(today)) / 86_400_000) + 1;
  return addDays(today, -length - 7);
}
