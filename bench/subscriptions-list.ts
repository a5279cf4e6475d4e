// The individual subscriptions list (GET /api/subscriptions) with 100,000 subscriptions and their
// vehicles beside the demo data, on the embedded database and on PostgreSQL: the first page of
// each status tab as the screen asks for it (newest first, 10 a page), the tabs' counts
// (GET /api/subscriptions/counts) and a plate search typed in Latin letters, with its counts.
// Through app.inject, signed in as the demo admin: the server's own time per request, at one
// client and at ten at once (p50 and p99 of each). BENCH_SUBSCRIPTIONS changes the number of rows.
import { sql } from 'drizzle-orm';
import { localDate } from '../domain/local-date';
import { PLATE_ALPHABET } from '../domain/plates';
import type { DurationUnit } from '../domain/schemas/subscription-plan';
import { subscriptionEndDate } from '../domain/subscription-period';
import type { SubscriptionStatus } from '../domain/subscription-status';
import type { DatabaseHandle } from '../server/db/client';
import { paymentMethods, subscriptionPlans, subscriptions, subscriptionVehicles, users } from '../server/db/schema';
import { subscriptionSearchText } from '../server/db/subscription-search-text';
import { newQrCredential } from '../server/features/subscriptions/qr-credentials';
import { newReference } from '../server/core/references';
import {
  bulkLoad,
  type DatabaseLabel,
  DEMO_ADMIN,
  type Figure,
  latencyFigures,
  listPath,
  onEachDatabase,
  printFigures,
  runMain,
  setDeadline,
  withSignedInApp,
  writeResult,
} from './lib';

const NAME = 'subscriptions-list';
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
/** Rows per INSERT: 42,000 parameters, below PostgreSQL's 65,535. */
const BATCH = 2_000;
const REQUESTS = 200;
setDeadline(10 * 60_000, NAME);

/**
 * An operator fifteen months in, with requests coming at a steady rate: 7 % refused,
 * the others approved the day after they came, except those of the last two weeks still waiting
 * (all of today's, fewer the older they are). With the demo's plans (a month, 30 days, three
 * months, a year) that leaves 1.5 % pending, 7 % rejected, 25 % active and 66 % expired.
 */
const HISTORY_DAYS = 450;
const REJECTED_SHARE = 0.07;
const PENDING_DAYS = 14;

/** The screen's first page: SubscriptionList sorts newest first, react-admin shows 10 a page. */
const firstPage = (filter: Record<string, unknown>) =>
  listPath('subscriptions', { sort: ['created_at', 'DESC'], range: [0, 9], filter });
/** What the status tabs ask beside it: the list's filter without its status. */
const counts = (filter: Record<string, unknown>) =>
  `/api/subscriptions/counts?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
const PLATE_SEARCH = { q: 'ABJ 1234' };

const SCENARIOS = {
  'tab all': firstPage({}),
  'tab pending': firstPage({ status: 'pending' }),
  'tab rejected': firstPage({ status: 'rejected' }),
  'tab active': firstPage({ status: 'active' }),
  'tab expired': firstPage({ status: 'expired' }),
  'tab counts': counts({}),
  'search "ABJ 1234"': firstPage(PLATE_SEARCH),
  'search "ABJ 1234", tab counts': counts(PLATE_SEARCH),
};

const FIRST_NAMES = [
  ['Mohammed', 'محمد'],
  ['Abdullah', 'عبدالله'],
  ['Fahad', 'فهد'],
  ['Khalid', 'خالد'],
  ['Saud', 'سعود'],
  ['Nora', 'نورة'],
  ['Sara', 'سارة'],
  ['Reem', 'ريم'],
  ['Hind', 'هند'],
  ['Lama', 'لمى'],
  ['Turki', 'تركي'],
  ['Majed', 'ماجد'],
  ['Abeer', 'عبير'],
  ['Sultan', 'سلطان'],
  ['Mona', 'منى'],
] as const;
const FAMILY_NAMES = [
  ['Al-Otaibi', 'العتيبي'],
  ['Al-Ghamdi', 'الغامدي'],
  ['Al-Qahtani', 'القحطاني'],
  ['Al-Dossary', 'الدوسري'],
  ['Al-Harbi', 'الحربي'],
  ['Al-Mutairi', 'المطيري'],
  ['Al-Zahrani', 'الزهراني'],
  ['Al-Shehri', 'الشهري'],
  ['Al-Anazi', 'العنزي'],
  ['Al-Shammari', 'الشمري'],
  ['Al-Balawi', 'البلوي'],
  ['Al-Juhani', 'الجهني'],
  ['Al-Subaie', 'السبيعي'],
] as const;
const CARS = [
  'Toyota Camry',
  'Hyundai Accent',
  'Nissan Sunny',
  'Kia K5',
  'Toyota Land Cruiser',
  'GMC Yukon',
  'Honda Accord',
  null,
] as const;
const COLOURS = ['White', 'Silver', 'Black', 'Grey', 'Red', null] as const;
const PLATE_LETTERS = PLATE_ALPHABET.map(([, latin]) => latin);

/** A number in [0, 1) that looks random but is the same for a row and a purpose on every run. */
function spread(row: number, purpose: number): number {
  let hash = Math.imul(row ^ Math.imul(purpose + 1, 0x9e3779b1), 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 2 ** 32;
}

const pick = <Item>(items: readonly Item[], row: number, purpose: number): Item =>
  items[Math.floor(spread(row, purpose) * items.length)]!;

type Plan = Pick<
  typeof subscriptionPlans.$inferSelect,
  'id' | 'area_id' | 'price_halalas' | 'duration' | 'max_vehicles'
> & { duration_unit: DurationUnit };

/** When it was requested and what became of it: the stored status and, once approved, its dates. */
function decisionOf(row: number, plan: Plan, now: number) {
  const daysAgo = spread(row, 0) * HISTORY_DAYS;
  const created = new Date(now - daysAgo * 86_400_000);
  if (daysAgo < 1 || (daysAgo < PENDING_DAYS && spread(row, 1) < 1 - daysAgo / PENDING_DAYS))
    return { created, status: 'pending' as const };
  if (spread(row, 2) < REJECTED_SHARE) return { created, status: 'rejected' as const };
  const approvedAt = new Date(created.getTime() + 86_400_000);
  const start = localDate(approvedAt);
  return {
    created,
    status: 'active' as const,
    approvedAt,
    start,
    end: subscriptionEndDate(start, plan.duration, plan.duration_unit),
  };
}

interface Context {
  plans: Plan[];
  methodIds: number[];
  approverId: number;
  now: number;
  references: Set<string>;
}

/** A reference no other generated row has (that it clashes with one of the demo's is one in a million). */
function uniqueReference(references: Set<string>): string {
  for (;;) {
    const reference = newReference();
    if (!references.has(reference)) {
      references.add(reference);
      return reference;
    }
  }
}

function subscriptionOf(row: number, { plans, methodIds, approverId, now, references }: Context) {
  const plan = pick(plans, row, 3);
  const [first, family] = [pick(FIRST_NAMES, row, 4), pick(FAMILY_NAMES, row, 5)];
  const arabic = spread(row, 6) < 0.4;
  const applicant_name = arabic ? `${first[1]} ${family[1]}` : `${first[0]} ${family[0]}`;
  const phone = spread(row, 7) < 0.95 ? `+9665${String(Math.floor(spread(row, 8) * 1e8)).padStart(8, '0')}` : null;
  const email = !arabic && spread(row, 9) < 0.7 ? `${first[0]}.${family[0]}${row}@example.sa`.toLowerCase() : null;
  const vehicles = Array.from({ length: plan.max_vehicles > 1 && spread(row, 10) < 0.3 ? 2 : 1 }, (_, index) => ({
    plate_letters: Array.from({ length: 3 }, (_, letter) => pick(PLATE_LETTERS, row, 20 + index * 4 + letter)).join(''),
    plate_number: String(1 + Math.floor(spread(row, 23 + index * 4) * 9999)),
    model: pick(CARS, row, 30 + index),
    colour: pick(COLOURS, row, 32 + index),
  }));
  const reference = uniqueReference(references);
  const { created, status, approvedAt, start, end } = decisionOf(row, plan, now);
  const approved = status === 'active';
  const discount = spread(row, 11) < 0.1 ? Math.round(plan.price_halalas / 10) : 0;
  const subscription = {
    reference,
    applicant_name,
    phone,
    email,
    area_id: plan.area_id!,
    plan_id: plan.id,
    plan_price_halalas: plan.price_halalas,
    discount_halalas: discount,
    final_price_halalas: plan.price_halalas - discount,
    status,
    start_date: start ?? null,
    end_date: end ?? null,
    payment_method_id: approved ? pick(methodIds, row, 12) : null,
    rejection_reason:
      status === 'rejected' ? 'The plate could not be verified; please apply again with the registration card.' : null,
    approved_at: approvedAt ?? null,
    approved_by: approved ? approverId : null,
    qr_code_hash: approved ? newQrCredential().hash : null,
    qr_issued_at: approvedAt ?? null,
    search_text: subscriptionSearchText({ reference, applicant_name, phone, email, vehicles }),
    created_at: created,
    updated_at: approvedAt ?? created,
  };
  return { subscription, vehicles };
}

async function contextOf(database: DatabaseHandle): Promise<Context> {
  const { db } = database;
  const plans = await db
    .select({
      id: subscriptionPlans.id,
      area_id: subscriptionPlans.area_id,
      price_halalas: subscriptionPlans.price_halalas,
      duration: subscriptionPlans.duration,
      duration_unit: subscriptionPlans.duration_unit,
      max_vehicles: subscriptionPlans.max_vehicles,
    })
    .from(subscriptionPlans)
    .where(sql`${subscriptionPlans.plan_type} = 'individual' and ${subscriptionPlans.is_active}`);
  const methods = await db.select({ id: paymentMethods.id }).from(paymentMethods);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${DEMO_ADMIN.email}`);
  return {
    plans: plans as Plan[],
    methodIds: methods.map((method) => method.id),
    approverId: admin!.id,
    now: Date.now(),
    references: new Set(),
  };
}

/** The subscriptions and their vehicles, BATCH to an INSERT each, with the tables' indexes built after them. */
async function fill(database: DatabaseHandle) {
  const context = await contextOf(database);
  return bulkLoad(database.db, ['subscriptions', 'subscription_vehicles'], async () => {
    for (let from = 0; from < SUBSCRIPTIONS; from += BATCH) {
      const generated = Array.from({ length: Math.min(BATCH, SUBSCRIPTIONS - from) }, (_, offset) =>
        subscriptionOf(from + offset, context),
      );
      const inserted = await database.db
        .insert(subscriptions)
        .values(generated.map((each) => each.subscription))
        .returning({ id: subscriptions.id, reference: subscriptions.reference });
      const idOf = new Map(inserted.map((row) => [row.reference, row.id]));
      await database.db
        .insert(subscriptionVehicles)
        .values(
          generated.flatMap(({ subscription, vehicles }) =>
            vehicles.map((vehicle) => ({ ...vehicle, subscription_id: idOf.get(subscription.reference)! })),
          ),
        );
      process.stdout.write(
        `\r[${NAME}] ${database.kind}: ${(from + generated.length).toLocaleString('en')} subscriptions`,
      );
    }
  });
}

async function measure(database: DatabaseHandle, label: DatabaseLabel) {
  const filled = await fill(database);
  return withSignedInApp(database.db, DEMO_ADMIN, async ({ get, timedGet }) => {
    const tabs = (await get(counts({}))).json<Record<'all' | SubscriptionStatus, number>>();
    console.log(`[${NAME}] ${label} tabs: ${JSON.stringify(tabs)}`);
    const figures: Figure[] = [];
    const shown: Record<string, string | undefined> = {};
    for (const [scenario, url] of Object.entries(SCENARIOS)) {
      shown[scenario] = (await get(url)).headers['content-range'] as string | undefined;
      figures.push(...(await latencyFigures(`${label} ${scenario}`, () => timedGet(url), REQUESTS)));
    }
    return { label, ...filled, tabs, shown, figures };
  });
}

runMain(NAME, async () => {
  const runs = await onEachDatabase(NAME, measure);
  const summary = runs.flatMap((run) => run.figures);
  printFigures(`GET /api/subscriptions with ${SUBSCRIPTIONS.toLocaleString('en')} individual subscriptions`, summary);
  writeResult({
    name: NAME,
    summary,
    details: {
      subscriptions: SUBSCRIPTIONS,
      requests: REQUESTS,
      scenarios: SCENARIOS,
      runs: runs.map(({ figures: _figures, ...run }) => run),
    },
  });
});
