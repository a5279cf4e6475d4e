// The places and people of the generated operator (bench/operator-data.ts): its areas and gates,
// the demo's plans in each area, its companies with their staff's subscriptions, its staff
// accounts and its individual subscriptions. Built in TypeScript from a seeded generator, so
// the app's own functions fold every name and plate; tens of thousands of rows at most, a few
// thousand to a statement (server/db/bulk-insert.ts).
import type { StoredSubscriptionStatus } from '../domain/subscription-status';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addMonths, localDate } from '../domain/local-date';
import { PLATE_ALPHABET } from '../domain/plates';
import { formatReference, REFERENCE_SYMBOLS } from '../domain/references';
import { ROLE } from '../domain/roles';
import { subscriptionEndDate } from '../domain/subscription-period';
import { insertRows } from '../server/db/bulk-insert';
import type { Database } from '../server/db/client';
import { companySearchText, companySubscriptionSearchText } from '../server/db/company-search-text';
import {
  areas,
  tariffVersions,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  gates,
  gateTypes,
  paymentMethods,
  subAreas,
  subscriptionPlans,
  subscriptions,
  subscriptionVehicles,
  users,
} from '../server/db/schema';
import { DEMO_ACCOUNTS } from '../server/seed/demo-data';
import { seedDemoPlans } from '../server/seed/demo-plans';
import { seededRandom, type SeededRandom } from '../server/seed/seeded-random';
import { subscriptionSearchText } from '../server/db/subscription-search-text';
import { userSearchText } from '../server/db/user-search-text';
import { areaRow } from '../server/features/areas/areas.resource';
import { gateRow } from '../server/features/areas/gates.resource';
import { subAreaRow } from '../server/features/areas/sub-areas.resource';
import { hashPassword } from '../server/core/passwords';
import type { TariffVersionRow } from '../server/features/areas/tariff-versions';
import { sarToHalalas } from '../domain/money';

export interface PeopleSizes {
  areas: number;
  gatesPerArea: number;
  companies: number;
  subscriptionsPerCompany: number;
  employees: number;
  subscriptions: number;
}

/** What the traffic is made from: the areas with their tariffs, gates and staff, and who may act as an administrator. */
export interface Operator {
  areas: Array<typeof areas.$inferSelect & { tariff: TariffVersionRow }>;
  gates: Array<{ id: number; area_id: number; way: 'in' | 'out' }>;
  staff: Array<{ id: number; area_id: number }>;
  adminId: number;
}

const DISTRICTS = [
  ['Olaya', 'العليا'],
  ['Malaz', 'الملز'],
  ['Sulaimaniyah', 'السليمانية'],
  ['Nakheel', 'النخيل'],
  ['Rawdah', 'الروضة'],
  ['Hamra', 'الحمراء'],
  ['Safa', 'الصفا'],
  ['Shati', 'الشاطئ'],
  ['Aziziyah', 'العزيزية'],
  ['Naseem', 'النسيم'],
  ['Faisaliyah', 'الفيصلية'],
  ['Khalidiyah', 'الخالدية'],
  ['Muruj', 'المروج'],
  ['Yasmin', 'الياسمين'],
  ['Rabwah', 'الربوة'],
  ['Andalus', 'الأندلس'],
  ['Hittin', 'حطين'],
  ['Nuzhah', 'النزهة'],
  ['Sahafah', 'الصحافة'],
  ['Ghadir', 'الغدير'],
] as const;
const KINDS = [
  ['Mall', 'مول'],
  ['Tower', 'برج'],
  ['Hospital', 'مستشفى'],
  ['Souq', 'سوق'],
  ['Station', 'محطة'],
] as const;

/** Tariffs an operator sells, in SAR (hourly, after the first hour, daily cap) and minutes (free, grace, cooldown). */
const TARIFFS = [
  { free_minutes: 30, grace_minutes: 15, cooldown_minutes: 60, hourly_fee: 5, after_first_hour_fee: 3, daily_cap: 50 },
  { free_minutes: 15, grace_minutes: 10, cooldown_minutes: 30, hourly_fee: 6, after_first_hour_fee: 4, daily_cap: 60 },
  { free_minutes: 30, grace_minutes: 15, cooldown_minutes: 60, hourly_fee: 4, after_first_hour_fee: 2, daily_cap: 30 },
  { free_minutes: 10, grace_minutes: 20, cooldown_minutes: 0, hourly_fee: 10, after_first_hour_fee: 8, daily_cap: 120 },
  { free_minutes: 60, grace_minutes: 15, cooldown_minutes: 120, hourly_fee: 3, after_first_hour_fee: 2, daily_cap: 25 },
  { free_minutes: 0, grace_minutes: 10, cooldown_minutes: 0, hourly_fee: 8, after_first_hour_fee: 5, daily_cap: 80 },
] as const;

/** Each area's gates by type: four entries, four exits, two both ways; one exit of every seventh area under maintenance. */
const GATE_PLAN = [
  ['North Entrance', 'المدخل الشمالي', 'entry'],
  ['South Entrance', 'المدخل الجنوبي', 'entry'],
  ['East Entrance', 'المدخل الشرقي', 'entry'],
  ['West Entrance', 'المدخل الغربي', 'entry'],
  ['North Exit', 'المخرج الشمالي', 'exit'],
  ['South Exit', 'المخرج الجنوبي', 'exit'],
  ['East Exit', 'المخرج الشرقي', 'exit'],
  ['West Exit', 'المخرج الغربي', 'exit'],
  ['Subscribers Gate A', 'بوابة المشتركين أ', 'entry_exit'],
  ['Subscribers Gate B', 'بوابة المشتركين ب', 'entry_exit'],
] as const;

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
] as const;
const COMPANY_WORDS = [
  ['Gulf', 'الخليج'],
  ['Najd', 'نجد'],
  ['Horizon', 'الأفق'],
  ['Delta', 'دلتا'],
  ['Oasis', 'الواحة'],
  ['Summit', 'القمة'],
  ['Falcon', 'الصقر'],
  ['Pearl', 'اللؤلؤة'],
  ['Crescent', 'الهلال'],
  ['Palm', 'النخلة'],
] as const;
const COMPANY_TRADES = [
  ['Trading', 'للتجارة'],
  ['Contracting', 'للمقاولات'],
  ['Logistics', 'للخدمات اللوجستية'],
  ['Medical', 'الطبية'],
  ['Technology', 'للتقنية'],
] as const;
const PLATE_LETTERS = PLATE_ALPHABET.map(([, latin]) => latin);

/** How long ago an individual subscription may have been asked for: the year of traffic and a quarter before it. */
const SUBSCRIPTION_HISTORY_DAYS = 455;
const REJECTED_SHARE = 0.07;
const PENDING_DAYS = 14;
const DAY_MS = 86_400_000;

/** A plate no other of this run has: letters and number from the seeded generator, tried again on a clash. */
export function plateMaker(random: SeededRandom) {
  const taken = new Set<string>();
  return () => {
    for (;;) {
      const letters = Array.from({ length: random.int(1, 3) }, () => random.pick(PLATE_LETTERS)).join('');
      const number = String(random.int(1, 9999));
      if (taken.has(letters + number)) continue;
      taken.add(letters + number);
      return { plate_letters: letters, plate_number: number };
    }
  };
}

/** A reference (subscription requests) no other of this run has. */
function referenceMaker(random: SeededRandom) {
  const taken = new Set<string>();
  return () => {
    for (;;) {
      const reference = formatReference(Array.from({ length: 8 }, () => random.pick([...REFERENCE_SYMBOLS])).join(''));
      if (taken.has(reference)) continue;
      taken.add(reference);
      return reference;
    }
  };
}

function personOf(random: SeededRandom) {
  const [first, family] = [random.pick(FIRST_NAMES), random.pick(FAMILY_NAMES)];
  const arabic = random.chance(0.4);
  return {
    name: arabic ? `${first[1]} ${family[1]}` : `${first[0]} ${family[0]}`,
    latin: `${first[0]}.${family[0]}`.toLowerCase().replace('al-', ''),
  };
}

const mobile = (random: SeededRandom) => `+9665${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

async function placesOf(db: Database, random: SeededRandom, sizes: PeopleSizes) {
  const typeIds = Object.fromEntries((await db.select().from(gateTypes)).map((type) => [type.code, type.id]));
  const areaRows = await db
    .insert(areas)
    .values(
      Array.from({ length: sizes.areas }, (_, index) => {
        const [district, kind] = [
          DISTRICTS[index % DISTRICTS.length]!,
          KINDS[Math.floor(index / DISTRICTS.length) % KINDS.length]!,
        ];
        const round = Math.floor(index / (DISTRICTS.length * KINDS.length));
        const suffix = round ? ` ${round + 1}` : '';
        const max = 50 * random.int(3, 30);
        const subscription = Math.round((max * random.int(15, 35)) / 100);
        return areaRow({
          name: `${district[0]} ${kind[0]}${suffix}`,
          name_ar: `${kind[1]} ${district[1]}${suffix}`,
          max_capacity: max,
          subscription_capacity: subscription,
          guest_ticket_capacity: max - subscription,
          ...TARIFFS[index % TARIFFS.length]!,
          is_active: true,
          rule_first_minutes_free: 'warn',
          rule_disability_free: 'warn',
        });
      }),
    )
    .returning();
  const versions = await db
    .insert(tariffVersions)
    .values(
      areaRows.map((area, index) => {
        const { hourly_fee, after_first_hour_fee, daily_cap, ...minutes } = TARIFFS[index % TARIFFS.length]!;
        return {
          ...minutes,
          area_id: area.id,
          effective_from: area.created_at,
          hourly_fee_halalas: sarToHalalas(hourly_fee),
          after_first_hour_fee_halalas: sarToHalalas(after_first_hour_fee),
          daily_cap_halalas: sarToHalalas(daily_cap),
        };
      }),
    )
    .returning();
  const gateRows = await db
    .insert(gates)
    .values(
      areaRows.flatMap((area, areaIndex) =>
        Array.from({ length: sizes.gatesPerArea }, (_, index) => {
          const [name, name_ar, type] = GATE_PLAN[index % GATE_PLAN.length]!;
          const round = Math.floor(index / GATE_PLAN.length);
          const suffix = round ? ` ${round + 1}` : '';
          const status = areaIndex % 7 === 3 && index === 7 ? 'maintenance' : 'active';
          return gateRow({
            name: `${name}${suffix}`,
            name_ar: `${name_ar}${suffix}`,
            description: null,
            area_id: area.id,
            gate_type_id: typeIds[type]!,
            status,
          });
        }),
      ),
    )
    .returning();
  await db.insert(subAreas).values(
    areaRows.flatMap((area) => [
      subAreaRow({
        name: 'Level 1',
        name_ar: 'الطابق الأول',
        area_id: area.id,
        max_capacity: Math.ceil(area.max_capacity / 2),
      }),
      subAreaRow({
        name: 'Level 2',
        name_ar: 'الطابق الثاني',
        area_id: area.id,
        max_capacity: Math.floor(area.max_capacity / 2),
      }),
    ]),
  );
  const plans = await db.transaction((tx) =>
    seedDemoPlans(
      tx,
      areaRows,
      versions.map((version) => version.daily_cap_halalas),
    ),
  );
  const wayOf = Object.fromEntries(Object.entries(typeIds).map(([code, id]) => [id, code]));
  const activeGates = gateRows.filter((gate) => gate.status === 'active');
  return {
    areaRows,
    versions,
    plans,
    gates: activeGates.flatMap((gate) => {
      const code = wayOf[gate.gate_type_id];
      return [
        ...(code !== 'exit' ? [{ id: gate.id, area_id: gate.area_id, way: 'in' as const }] : []),
        ...(code !== 'entry' ? [{ id: gate.id, area_id: gate.area_id, way: 'out' as const }] : []),
      ];
    }),
    gateRows: activeGates,
  };
}

/** The demo's four accounts (the benchmarks sign in with them), then the staff: a few administrators, the rest gate employees at every gate. */
async function staffOf(
  db: Database,
  random: SeededRandom,
  sizes: PeopleSizes,
  gateRows: Array<typeof gates.$inferSelect>,
  now: Date,
) {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password)));
  const staffHash = await hashPassword(`bench staff ${random.next()}`);
  const [firstGate] = gateRows;
  const accountIds = await insertRows(
    db,
    users,
    DEMO_ACCOUNTS.map(({ password: _password, ...account }, index) => ({
      ...account,
      password_hash: hashes[index]!,
      is_email_verified: true,
      area_id: account.role_id === ROLE.gateEmployee ? firstGate!.area_id : null,
      gate_id: account.role_id === ROLE.gateEmployee ? firstGate!.id : null,
      search_text: userSearchText(account),
    })),
  );
  const rows = Array.from({ length: sizes.employees }, (_, index) => {
    const person = personOf(random);
    const admin = index % 50 === 0;
    const gate = admin ? undefined : gateRows[index % gateRows.length]!;
    const member = {
      name: person.name,
      username: `${person.latin}.${index}`,
      email: `${person.latin}.${index}@operator.example.sa`,
      phone: mobile(random),
    };
    const signedIn = random.chance(0.9);
    return {
      ...member,
      password_hash: staffHash,
      role_id: admin ? ROLE.admin : ROLE.gateEmployee,
      area_id: gate?.area_id ?? null,
      gate_id: gate?.id ?? null,
      is_active: random.chance(0.95),
      is_email_verified: signedIn,
      last_login_at: signedIn ? new Date(now.getTime() - random.spread(0.1, 2000) * 3_600_000) : null,
      search_text: userSearchText(member),
    };
  });
  const ids = await insertRows(db, users, rows);
  return {
    adminId: accountIds[DEMO_ACCOUNTS.findIndex((account) => account.role_id === ROLE.superAdmin)]!,
    managerId: accountIds[DEMO_ACCOUNTS.findIndex((account) => account.role_id === ROLE.companyManager)]!,
    managerHash: staffHash,
    staff: rows.flatMap((row, index) => (row.area_id === null ? [] : [{ id: ids[index]!, area_id: row.area_id }])),
  };
}

/** The companies, each with a manager, a company plan of its area and staff subscriptions over the year, one vehicle each. */
async function companiesOf(
  db: Database,
  random: SeededRandom,
  sizes: PeopleSizes,
  context: {
    areaRows: Array<typeof areas.$inferSelect>;
    plans: Array<typeof subscriptionPlans.$inferSelect>;
    managerId: number;
    managerHash: string;
    adminId: number;
    now: Date;
  },
  nextPlate: () => { plate_letters: string; plate_number: string },
) {
  const { areaRows, plans, now } = context;
  const today = localDate(now);
  const [bankTransfer] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bank_transfer'));
  const companyRows = Array.from({ length: sizes.companies }, (_, index) => {
    const area = areaRows[index % areaRows.length]!;
    const [word, trade] = [
      COMPANY_WORDS[index % COMPANY_WORDS.length]!,
      COMPANY_TRADES[Math.floor(index / COMPANY_WORDS.length) % COMPANY_TRADES.length]!,
    ];
    const series = Math.floor(index / (COMPANY_WORDS.length * COMPANY_TRADES.length)) + 1;
    const company = {
      name: `${word[0]} ${trade[0]} ${series}`,
      name_ar: `${word[1]} ${trade[1]} ${series}`,
      contact_phone: `+9661${String(random.int(10_000_000, 99_999_999))}`,
    };
    const from = addMonths(today, -random.int(1, 11));
    return {
      ...company,
      area_id: area.id,
      plan_id: plans.find((plan) => plan.area_id === area.id && plan.plan_type === 'company')?.id ?? null,
      is_active: random.chance(0.95),
      default_duration_months: random.pick([1, 3, 6, 12]),
      initial_quota: sizes.subscriptionsPerCompany + random.int(0, 20),
      quota_valid_from: from,
      quota_valid_to: addMonths(from, 12),
      search_text: companySearchText(company),
    };
  });
  const companyIds = await insertRows(db, companies, companyRows);
  await insertRows(
    db,
    users,
    companyIds.map((companyId, index) => {
      const person = personOf(random);
      const manager = {
        name: person.name,
        username: `manager.${index}`,
        email: `manager.${index}@company${index}.example.sa`,
        phone: mobile(random),
      };
      return {
        ...manager,
        password_hash: context.managerHash,
        role_id: ROLE.companyManager,
        company_id: companyId,
        is_email_verified: true,
        search_text: userSearchText(manager),
      };
    }),
  );
  await db.update(users).set({ company_id: companyIds[0]! }).where(eq(users.id, context.managerId));

  const subscriptionsOfCompanies = companyRows.flatMap((company, companyIndex) =>
    Array.from({ length: sizes.subscriptionsPerCompany }, () => {
      const person = personOf(random);
      const vehicles = [{ ...nextPlate(), notes: null, is_active: true }];
      const subscriber = {
        subscriber_name: person.name,
        phone: mobile(random),
        email: `${person.latin}@company${companyIndex}.example.sa`,
        vehicles,
      };
      const created = new Date(now.getTime() - random.next() * 365 * DAY_MS);
      const status: StoredSubscriptionStatus = random.chance(0.05)
        ? 'rejected'
        : created.getTime() > now.getTime() - 3 * DAY_MS
          ? 'pending'
          : 'active';
      const start = status === 'active' ? localDate(new Date(created.getTime() + DAY_MS)) : null;
      return {
        vehicles,
        row: {
          company_id: companyIds[companyIndex]!,
          subscriber_name: subscriber.subscriber_name,
          phone: subscriber.phone,
          email: subscriber.email,
          search_text: companySubscriptionSearchText(subscriber),
          area_id: company.area_id,
          status,
          start_date: start,
          end_date: start ? addMonths(start, company.default_duration_months) : null,
          payment_method_id: status === 'active' ? (bankTransfer?.id ?? null) : null,
          approved_at: status === 'active' ? new Date(created.getTime() + DAY_MS) : null,
          approved_by: status === 'active' ? context.adminId : null,
          rejection_reason: status === 'rejected' ? 'The vehicle is registered to another company' : null,
          created_at: created,
          updated_at: created,
        },
      };
    }),
  );
  const subscriptionIds = await insertRows(
    db,
    companySubscriptions,
    subscriptionsOfCompanies.map((each) => each.row),
  );
  await insertRows(
    db,
    companySubscriptionVehicles,
    subscriptionsOfCompanies.flatMap((each, index) =>
      each.vehicles.map((vehicle) => ({ ...vehicle, subscription_id: subscriptionIds[index]! })),
    ),
  );
}

type Plan = typeof subscriptionPlans.$inferSelect;

/** Individual subscriptions asked for at a steady rate: 7 % refused, the others approved the next day but for the last fortnight's, some still waiting. */
async function subscriptionsOf(
  db: Database,
  random: SeededRandom,
  sizes: PeopleSizes,
  plans: Plan[],
  adminId: number,
  now: Date,
  nextPlate: () => { plate_letters: string; plate_number: string },
) {
  const individual = plans.filter((plan) => plan.plan_type === 'individual' && plan.is_active);
  const methodIds = (await db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods))
    .filter((method) => method.code !== 'free')
    .map((method) => method.id);
  const nextReference = referenceMaker(random);
  const generated = Array.from({ length: sizes.subscriptions }, (_, row) => {
    const plan = random.pick(individual);
    const person = personOf(random);
    const phone = random.chance(0.95) ? mobile(random) : null;
    const email = random.chance(0.6) ? `${person.latin}${row}@example.sa` : null;
    const vehicles = Array.from({ length: plan.max_vehicles > 1 && random.chance(0.3) ? 2 : 1 }, () => ({
      ...nextPlate(),
      model: null,
      colour: null,
    }));
    const reference = nextReference();
    const daysAgo = random.next() * SUBSCRIPTION_HISTORY_DAYS;
    const created = new Date(now.getTime() - daysAgo * DAY_MS);
    const pending = daysAgo < 1 || (daysAgo < PENDING_DAYS && random.chance(1 - daysAgo / PENDING_DAYS));
    const status: StoredSubscriptionStatus = pending
      ? 'pending'
      : random.chance(REJECTED_SHARE)
        ? 'rejected'
        : 'active';
    const approvedAt = status === 'active' ? new Date(created.getTime() + DAY_MS) : null;
    const start = approvedAt ? localDate(approvedAt) : null;
    const discount = random.chance(0.1) ? Math.round(plan.price_halalas / 10) : 0;
    const qrHash = approvedAt ? createHash('sha256').update(`bench ${reference}`).digest('hex') : null;
    return {
      vehicles,
      row: {
        reference,
        applicant_name: person.name,
        phone,
        email,
        area_id: plan.area_id,
        plan_id: plan.id,
        plan_price_halalas: plan.price_halalas,
        discount_halalas: discount,
        final_price_halalas: plan.price_halalas - discount,
        status,
        start_date: start,
        end_date: start ? subscriptionEndDate(start, plan.duration, plan.duration_unit) : null,
        payment_method_id: approvedAt ? random.pick(methodIds) : null,
        rejection_reason:
          status === 'rejected'
            ? 'The plate could not be verified; please apply again with the registration card.'
            : null,
        approved_at: approvedAt,
        approved_by: approvedAt ? adminId : null,
        qr_code_hash: qrHash,
        qr_issued_at: approvedAt,
        search_text: subscriptionSearchText({ reference, applicant_name: person.name, phone, email, vehicles }),
        created_at: created,
        updated_at: approvedAt ?? created,
      },
    };
  });
  const ids = await insertRows(
    db,
    subscriptions,
    generated.map((each) => each.row),
  );
  await insertRows(
    db,
    subscriptionVehicles,
    generated.flatMap((each, index) => each.vehicles.map((vehicle) => ({ ...vehicle, subscription_id: ids[index]! }))),
  );
}

/** Fills the places and people; answers what the traffic is made from. */
export async function fillPeople(db: Database, sizes: PeopleSizes, seed: number, now: Date): Promise<Operator> {
  const random = seededRandom(seed);
  const nextPlate = plateMaker(seededRandom(seed + 1));
  const { areaRows, versions, plans, gates: gateWays, gateRows } = await placesOf(db, random, sizes);
  const { adminId, managerId, managerHash, staff } = await staffOf(db, random, sizes, gateRows, now);
  await companiesOf(db, random, sizes, { areaRows, plans, managerId, managerHash, adminId, now }, nextPlate);
  await subscriptionsOf(db, random, sizes, plans, adminId, now, nextPlate);
  return {
    areas: areaRows.map((area, index) => ({ ...area, tariff: versions[index]! })),
    gates: gateWays,
    staff,
    adminId,
  };
}
