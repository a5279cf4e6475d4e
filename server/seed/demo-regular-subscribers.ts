import { and, asc, eq } from 'drizzle-orm';
import { addDays, localDate, startOfLocalDay } from '../../domain/local-date';
import { type Plate, PLATE_ALPHABET, plateKey } from '../../domain/plates';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import { subscriptionEndDate } from '../../domain/subscription-period';
import { newQrCredential, subscriptionPaymentRow } from '../features/subscriptions';
import { newReference } from '../core/references';
import { insertRows } from '../db/bulk-insert';
import type { Transaction } from '../db/client';
import {
  paymentMethods,
  paymentTransactions,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
} from '../db/schema';
import { subscriptionSearchText } from '../db/subscription-search-text';
import { registeredPlates } from './demo-registered-plates';
import { seededRandom, type SeededRandom } from './seeded-random';

/** Its own seed, so that the stays' plan does not change with these. */
const REGULARS_SEED = 1447;

/** Regulars of each area on its monthly plan. */
const REGULARS_PER_AREA = 5;

/** The chance that a regular does not renew when a month ends. */
const STOPS_RENEWING = 0.12;

/** How regulars pay at the office. */
const OFFICE_PAYMENTS: Partial<Record<PaymentMethodCode, number>> = {
  card: 0.45,
  bank_transfer: 0.25,
  cash: 0.2,
  online: 0.1,
};

/** Names as the applicants wrote them, in either script. */
const NAMES = [
  {
    first: ['Abdullah', 'Faisal', 'Noura', 'Yousef', 'Reem', 'Omar', 'Maha', 'Saad'],
    family: ['Al-Shahrani', 'Al-Zahrani', 'Al-Malki', 'Al-Subaie', 'Al-Enezi'],
  },
  {
    first: ['عبدالله', 'فيصل', 'نورة', 'يوسف', 'ريم', 'عمر', 'مها'],
    family: ['الشهري', 'القحطاني', 'العتيبي', 'الدوسري', 'الحربي'],
  },
] as const;
const LATIN_LETTERS = PLATE_ALPHABET.map(([, latin]) => latin);

/**
 * The demo's regular subscribers: in every area a few drivers on its monthly plan since before
 * the demo's days, renewing at the office each month (each renewal a subscription of its own,
 * approved on the day before it starts and paid at its approval, as an approval through the API
 * pays it), a few of them giving up on the way. So subscription money comes in all through the
 * demo's days, and their vehicles are among the subscribers at the gates while their month runs.
 */
export async function seedDemoRegularSubscribers(tx: Transaction, approverId: number, days: number, now = new Date()) {
  const random = seededRandom(REGULARS_SEED);
  const today = localDate(now);
  const plans = await tx
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.name_en, 'Monthly Plan'), eq(subscriptionPlans.plan_type, 'individual')))
    .orderBy(asc(subscriptionPlans.id));
  const methods = new Map((await tx.select().from(paymentMethods)).map((method) => [method.code, method.id]));
  const plate = freshPlates(random, await registeredPlates(tx));

  const months = plans.flatMap((plan, areaIndex) =>
    Array.from({ length: REGULARS_PER_AREA }, (_, index) => index).flatMap((index) => {
      const names = random.pick(NAMES);
      const regular = {
        applicant_name: `${random.pick(names.first)} ${random.pick(names.family)}`,
        phone: `+96655${String(areaIndex * 100 + index).padStart(7, '0')}`,
        vehicle: plate(),
        method: random.weighted(OFFICE_PAYMENTS),
      };
      const renewals: Array<{ start: string; approvedAt: Date; regular: typeof regular; plan: typeof plan }> = [];
      for (
        let start = addDays(today, -days - random.int(0, 29));
        start <= today;
        start = addDays(subscriptionEndDate(start, 1, 'months'), 1)
      ) {
        // At the office in working hours on the day before the month starts.
        const approvedAt = new Date(
          startOfLocalDay(addDays(start, -1)).getTime() + random.int(9 * 60, 17 * 60) * 60_000,
        );
        if (approvedAt > now || (renewals.length > 0 && random.chance(STOPS_RENEWING))) break;
        renewals.push({ start, approvedAt, regular, plan });
      }
      return renewals;
    }),
  );

  const rows = months.map(({ start, approvedAt, regular, plan }) => {
    const reference = newReference();
    const vehicles = [{ plate_letters: regular.vehicle.letters, plate_number: regular.vehicle.number }];
    return {
      reference,
      applicant_name: regular.applicant_name,
      phone: regular.phone,
      email: null,
      area_id: plan.area_id,
      plan_id: plan.id,
      plan_price_halalas: plan.price_halalas,
      discount_halalas: 0,
      final_price_halalas: plan.price_halalas,
      status: 'active' as const,
      start_date: start,
      end_date: subscriptionEndDate(start, 1, 'months'),
      payment_method_id: methods.get(regular.method)!,
      approved_at: approvedAt,
      approved_by: approverId,
      qr_code_hash: newQrCredential().hash,
      qr_issued_at: approvedAt,
      search_text: subscriptionSearchText({
        reference,
        applicant_name: regular.applicant_name,
        phone: regular.phone,
        email: null,
        vehicles,
      }),
      created_at: new Date(approvedAt.getTime() - random.int(10, 240) * 60_000),
      updated_at: approvedAt,
    };
  });
  const ids = await insertRows(tx, subscriptions, rows);
  await insertRows(
    tx,
    subscriptionVehicles,
    months.map(({ regular }, index) => ({
      subscription_id: ids[index]!,
      plate_letters: regular.vehicle.letters,
      plate_number: regular.vehicle.number,
      model: null,
      colour: null,
    })),
  );
  await insertRows(
    tx,
    paymentTransactions,
    rows.map((row, index) =>
      subscriptionPaymentRow({
        subscription: {
          id: ids[index]!,
          area_id: row.area_id,
          final_price_halalas: row.final_price_halalas,
          reference: row.reference,
        },
        paymentMethodId: row.payment_method_id,
        paidBy: approverId,
        at: row.approved_at,
      }),
    ),
  );
}

/** Plates no subscription lists, none twice. */
function freshPlates(random: SeededRandom, taken: Set<string>): () => Plate {
  return () => {
    for (;;) {
      const plate = {
        letters: Array.from({ length: 3 }, () => random.pick(LATIN_LETTERS)).join(''),
        number: String(random.int(1000, 9999)),
      };
      if (!taken.has(plateKey(plate))) {
        taken.add(plateKey(plate));
        return plate;
      }
    }
  };
}
