import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import { companyEntryRefusal } from '../../domain/company-access';
import { individualEntryRefusal } from '../../domain/gate-admission';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { chargeOfStay, noCharge, type StayCharge } from '../../domain/payment-transaction';
import { type Plate, plateKey } from '../../domain/plates';
import { formatReference, REFERENCE_LENGTH, REFERENCE_SYMBOLS } from '../../domain/references';
import { ROLE } from '../../domain/roles';
import type { PaymentMethodCode } from '../../domain/schemas/reference';
import { vehiclesResource, type Stay, stayPaymentRow, feeAdjustmentRow } from '../features/gate';
import type { Caller } from '../core/auth';
import { changesBetween } from '../core/audit';
import { operatorClock } from '../clock';
import { recordOf } from '../core/crud';
import { newQrCredentials } from '../features/subscriptions';
import { insertRows } from '../db/bulk-insert';
import { loadInBulk } from '../db/bulk-load';
import type { Transaction } from '../db/client';
import {
  type areas,
  auditLog,
  companies,
  companySubscriptions,
  companySubscriptionVehicles,
  feeAdjustments,
  type gates,
  gateEvents,
  gateTypes,
  paymentMethods,
  paymentTransactions,
  subscriptions,
  subscriptionVehicles,
  users,
  vehicles,
} from '../db/schema';
import { plateColumns } from '../db/stay-columns';
import { frozenTariff, type TariffVersionRow, versionAmong } from '../features/areas';
import { demoGateEvents } from './demo-gate-events';
import { registeredPlates } from './demo-registered-plates';
import { seedDemoRefunds } from './demo-refunds';
import { planDemoTraffic, type PlannedStay, type Subscriber } from './demo-traffic';
import { seededRandom, type SeededRandom } from './seeded-random';

/** The demo's random seed: change it for other plates, times and payments of the same shape. */
const DEMO_STAYS_SEED = 2026;

/** How paying guests pay. */
const GUEST_PAYMENTS: Partial<Record<PaymentMethodCode, number>> = {
  card: 0.45,
  cash: 0.33,
  wallet: 0.14,
  online: 0.08,
};

/** Stays staff closed without a gate, one in each area in turn; `method` pays a charged one. */
const FORCE_EXITS: ReadonlyArray<{ reason: string; charge: boolean; method?: PaymentMethodCode }> = [
  { reason: 'Exit barrier stuck open; the driver paid at the office', charge: true, method: 'cash' },
  { reason: 'Vehicle towed by the traffic police', charge: false },
  { reason: 'Lost ticket: plate checked against the entry camera', charge: true, method: 'card' },
  { reason: 'تعطل قارئ التذاكر عند المخرج، وسُدّدت الرسوم نقدًا', charge: true, method: 'cash' },
  { reason: 'Ambulance access: vehicle moved by security', charge: false },
  { reason: 'Exit lane camera down during maintenance', charge: true, method: 'card' },
];

/** What a subscriber's stay is booked to, as a gate entry records it. */
interface Registration {
  subscription_id: number | null;
  company_subscription_id: number | null;
  company_subscription_vehicle_id: number | null;
}

type Area = typeof areas.$inferSelect;
type StayRow = typeof vehicles.$inferInsert;

/**
 * The demo's stays: vehicles inside now in every area, subscribers and guests with tickets, and
 * the last days of closed stays (demo-traffic.ts), each closed one with its payment transaction
 * as a gate exit writes it, a few closed by staff without a gate (force exits, audited), a few
 * payments refunded (demo-refunds.ts), and the gate events of the days the retention keeps
 * (demo-gate-events.ts). Written with a few statements per table, their indexes and foreign keys
 * made once after (db/bulk-load.ts); deterministic but for the tickets' QR hashes (their tokens
 * are dropped) and the events' ids.
 */
export async function seedDemoStays(
  tx: Transaction,
  built: {
    areas: Area[];
    gates: Array<typeof gates.$inferSelect>;
    /** Each area's tariff versions: a stay freezes the one in force at its entry. */
    tariffs: Map<number, TariffVersionRow[]>;
    timeZone: string;
  },
  days: number,
  now = new Date(),
) {
  const random = seededRandom(DEMO_STAYS_SEED);
  const kinds = new Map((await tx.select().from(gateTypes)).map((type) => [type.id, type.code]));
  const plan = planDemoTraffic<Registration>({
    areas: built.areas.map((area) => ({
      ...area,
      gates: built.gates
        .filter((gate) => gate.area_id === area.id && gate.status === 'active')
        .map((gate) => ({ id: gate.id, kind: kinds.get(gate.gate_type_id)! })),
    })),
    subscribers: await demoSubscribers(tx),
    registeredPlates: await registeredPlates(tx),
    alreadyInside: (await tx.select().from(vehicles).where(isNull(vehicles.exit_time))).map((stay) => ({
      area_id: stay.area_id,
      plate: { letters: stay.plate_letters, number: stay.plate_number },
      subscriber: stay.type === 'subscription',
      entry: stay.entry_time,
    })),
    days,
    now,
    random,
  });

  const operatorOf = await operators(tx, built.gates);
  const ticket = ticketNumbers(random);
  const qrHashes = newQrCredentials(plan.length).map((credential) => credential.hash);
  const plateColumnsOf = memoizedByPlate(plateColumns);
  // The spread comes last: V8 builds an object that begins with a spread and goes on with many
  // keys tens of times slower (1.9 s against 0.1 s for these rows).
  const rows = plan.map((stay, index) => ({
    type: stay.subscriber ? 'subscription' : 'guest',
    area_id: stay.area_id,
    entry_gate_id: stay.entry_gate_id,
    exit_gate_id: stay.exit_gate_id,
    entry_time: stay.entry,
    exit_time: stay.exit,
    subscription_id: stay.subscriber?.registration.subscription_id ?? null,
    company_subscription_vehicle_id: stay.subscriber?.registration.company_subscription_vehicle_id ?? null,
    guest_ticket_number: stay.subscriber ? null : ticket(),
    guest_qr_hash: stay.subscriber ? null : qrHashes[index]!,
    tariff: frozenTariff(versionAmong(built.tariffs.get(stay.area_id)!, stay.entry), built.timeZone),
    entered_by: operatorOf(stay.entry_gate_id),
    exited_by: stay.exit_gate_id === null ? null : operatorOf(stay.exit_gate_id),
    forced_exit_reason: null as string | null,
    // Each gate event has its id, as a lane sends it.
    entry_event_id: randomUUID(),
    exit_event_id: stay.exit ? randomUUID() : null,
    created_at: stay.entry,
    updated_at: stay.exit ?? stay.entry,
    ...plateColumnsOf(stay.plate),
  })) satisfies StayRow[];
  const { password_hash: _passwordHash, ...callerColumns } = getTableColumns(users);
  const admins: Caller[] = await tx
    .select(callerColumns)
    .from(users)
    .where(and(eq(users.role_id, ROLE.admin), eq(users.is_active, true)))
    .orderBy(asc(users.id));
  const forced = forceExits(plan, rows, built.areas, admins, random);
  const methodIds = new Map((await tx.select().from(paymentMethods)).map((method) => [method.code, method.id]));

  await loadInBulk(tx, [vehicles, paymentTransactions, gateEvents], async () => {
    const ids = await insertRows(tx, vehicles, rows);
    const closings = closingsOf(plan, rows, forced, random);
    const paymentIds = await insertRows(
      tx,
      paymentTransactions,
      closings.map(({ index, charge, method }) => {
        const [stay, row, force] = [plan[index]!, rows[index]!, forced.get(index)];
        const payment = stayPaymentRow({
          stay: {
            id: ids[index]!,
            subscription_id: row.subscription_id,
            type: row.type,
            area_id: row.area_id,
            entry_time: row.entry_time,
            tariff: row.tariff,
          },
          exit: stay.exit!,
          charge,
          paymentMethodId: methodIds.get(method)!,
          companySubscriptionId: stay.subscriber?.registration.company_subscription_id ?? null,
          createdBy: row.exited_by,
          notes: force?.reason,
        });
        return Object.assign(payment, { created_at: stay.exit!, updated_at: stay.exit! });
      }),
    );
    const charged = closings.flatMap(({ index, charge }, at) =>
      charge.amount > 0 && !plan[index]!.subscriber ? [paymentIds[at]!] : [],
    );
    await seedDemoRefunds(tx, charged, admins, now, random);
    const closingOf = new Map(
      closings.map((closing, at) => [closing.index, { ...closing, transactionId: paymentIds[at]! }]),
    );
    const atGates = plan.map((stay, index) => ({
      stay: rows[index]!,
      id: ids[index]!,
      companySubscriptionId: stay.subscriber?.registration.company_subscription_id ?? null,
      exit: closingOf.get(index) ?? null,
    }));
    await insertRows(tx, gateEvents, demoGateEvents(atGates, now));
    await auditForceExits(tx, forced, rows, ids, admins);
    // A force exit without a charge is a waiver, as the API writes it.
    const waivers = closings.flatMap(({ index, charge, owed }, at) => {
      const force = forced.get(index);
      if (!force) return [];
      const row = rows[index]!;
      const closed = {
        stayId: ids[index]!,
        transactionId: paymentIds[at]!,
        areaId: row.area_id,
        gateId: null,
        userId: force.admin.id,
        charged: charge,
        owed,
        exitTime: plan[index]!.exit!,
        arrivedAt: plan[index]!.exit!,
      };
      return [feeAdjustmentRow(closed, 'force_exit', force.reason)].filter((waiver) => waiver !== undefined);
    });
    if (waivers.length > 0) await tx.insert(feeAdjustments).values(waivers);
  });
  // As each entry does: the subscription's last use is its latest entry.
  await tx.execute(sql`
    update ${subscriptions} set last_used_at = used.at
    from (select ${vehicles.subscription_id} as id, max(${vehicles.entry_time}) as at from ${vehicles} where ${vehicles.subscription_id} is not null group by 1) used
    where used.id = ${subscriptions.id}`);
}

interface Closing {
  /** The stay's index in the plan. */
  index: number;
  charge: StayCharge;
  /** What the stay cost by its tariff: more than its charge for a force exit without one. */
  owed: StayCharge;
  method: PaymentMethodCode;
}

/**
 * How each closed stay was paid, in the order of the plan (of entry): priced by the tariff frozen
 * on it with the plate's previous exit from the area (the cooldown), as a gate exit prices it; a
 * force exit's as its staff chose.
 */
function closingsOf(
  plan: Array<PlannedStay<Registration>>,
  rows: StayRow[],
  forced: Map<number, ForceExit>,
  random: SeededRandom,
): Closing[] {
  const lastExit = new Map<string, Date>();
  return plan.flatMap((stay, index) => {
    const row = rows[index]!;
    const previousExit = lastExit.get(`${row.plate}|${row.area_id}`);
    if (!stay.exit) return [];
    lastExit.set(`${row.plate}|${row.area_id}`, stay.exit);
    const force = forced.get(index);
    const entered = { entry: stay.entry, exit: stay.exit, previousExit };
    const owed = chargeOfStay(stay.subscriber ? 'subscription' : 'guest', row.tariff, entered);
    const charge: StayCharge = force && !force.charge ? noCharge(entered) : owed;
    const method = charge.amount === 0 ? 'free' : (force?.method ?? random.weighted(GUEST_PAYMENTS));
    return [{ index, charge, owed, method }];
  });
}

/** `columns` of a plate, worked out once per plate: regulars and subscribers come back all through the days. */
function memoizedByPlate<Columns>(columns: (plate: Plate) => Columns): (plate: Plate) => Columns {
  const known = new Map<string, Columns>();
  return (plate) => {
    const key = plateKey(plate);
    if (!known.has(key)) known.set(key, columns(plate));
    return known.get(key)!;
  };
}

/** Every vehicle of an approved subscription, individual or a company's, with the days the gates admit it. */
async function demoSubscribers(tx: Transaction): Promise<Array<Subscriber<Registration>>> {
  const individual = await tx
    .select({ vehicle: subscriptionVehicles, subscription: subscriptions })
    .from(subscriptionVehicles)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionVehicles.subscription_id))
    .where(eq(subscriptions.status, 'active'));
  const company = await tx
    .select({ vehicle: companySubscriptionVehicles, subscription: companySubscriptions, company: companies })
    .from(companySubscriptionVehicles)
    .innerJoin(companySubscriptions, eq(companySubscriptions.id, companySubscriptionVehicles.subscription_id))
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .where(and(eq(companySubscriptions.status, 'active'), eq(companySubscriptionVehicles.is_active, true)));
  const plateOf = (vehicle: { plate_letters: string; plate_number: string }): Plate => ({
    letters: vehicle.plate_letters,
    number: vehicle.plate_number,
  });
  return [
    ...individual.map(({ vehicle, subscription }) => ({
      area_id: subscription.area_id,
      plate: plateOf(vehicle),
      holder: `subscription ${subscription.id}`,
      registration: {
        subscription_id: subscription.id,
        company_subscription_id: null,
        company_subscription_vehicle_id: null,
      },
      // The gate reads no start date (it starts on approval); the demo's past stays begin there too.
      admits: (day: string) =>
        day >= (subscription.start_date ?? day) &&
        individualEntryRefusal({
          subscription: { ...subscription, status: 'active' },
          gateAreaId: subscription.area_id,
          today: day,
        }) === null,
    })),
    ...company.flatMap(({ vehicle, subscription, company: holder }) => {
      const areaId = subscription.area_id ?? holder.area_id;
      if (areaId === null) return [];
      const dated = { ...subscription, status: subscription.status };
      return [
        {
          area_id: areaId,
          plate: plateOf(vehicle),
          holder: `company subscription ${subscription.id}`,
          registration: {
            subscription_id: null,
            company_subscription_id: subscription.id,
            company_subscription_vehicle_id: vehicle.id,
          },
          admits: (day: string) =>
            companyEntryRefusal({ company: holder, subscription: dated, gateAreaId: areaId, today: day }) === null,
        },
      ];
    }),
  ];
}

/**
 * Who works a gate: an active gate employee placed there who has signed in, else one of the
 * area's, else the first administrator (administrators work any gate).
 */
async function operators(
  tx: Transaction,
  gateRows: Array<typeof gates.$inferSelect>,
): Promise<(gateId: number) => number | null> {
  const staff = await tx
    .select({ id: users.id, role_id: users.role_id, area_id: users.area_id, gate_id: users.gate_id })
    .from(users)
    .where(and(eq(users.is_active, true), isNotNull(users.last_login_at)))
    .orderBy(asc(users.id));
  const employees = staff.filter((user) => user.role_id === ROLE.gateEmployee);
  const admin = staff.find((user) => user.role_id === ROLE.admin)?.id ?? null;
  const gateAreas = new Map(gateRows.map((gate) => [gate.id, gate.area_id]));
  return (gateId) =>
    employees.find((user) => user.gate_id === gateId)?.id ??
    employees.find((user) => user.area_id === gateAreas.get(gateId))?.id ??
    admin;
}

/** Guest ticket numbers as the gates print them (domain/references.ts), none twice. */
function ticketNumbers(random: SeededRandom): () => string {
  const symbols = [...REFERENCE_SYMBOLS];
  const issued = new Set<string>();
  return () => {
    for (;;) {
      const number = formatReference(Array.from({ length: REFERENCE_LENGTH }, () => random.pick(symbols)).join(''));
      if (!issued.has(number)) {
        issued.add(number);
        return number;
      }
    }
  };
}

type ForceExit = (typeof FORCE_EXITS)[number] & { admin: { id: number; name: string; role_id: number } };

/**
 * Turns a few closed guest stays of an hour or more into force exits, one per area in turn: no
 * exit gate, closed by an administrator, with the reason. Answers them by their index in the plan.
 */
function forceExits(
  plan: Array<PlannedStay<Registration>>,
  rows: StayRow[],
  areaRows: Area[],
  admins: ForceExit['admin'][],
  random: SeededRandom,
): Map<number, ForceExit> {
  const forced = new Map<number, ForceExit>();
  if (admins.length === 0) return forced;
  FORCE_EXITS.forEach((force, index) => {
    const areaId = areaRows[index % areaRows.length]!.id;
    const candidates = plan.flatMap((stay, at) =>
      stay.area_id === areaId &&
      !stay.subscriber &&
      stay.exit &&
      stay.exit.getTime() - stay.entry.getTime() >= 3_600_000 &&
      !forced.has(at)
        ? [at]
        : [],
    );
    if (candidates.length === 0) return;
    const at = random.pick(candidates);
    const admin = admins[index % admins.length]!;
    forced.set(at, { ...force, admin });
    Object.assign(rows[at]!, {
      exit_gate_id: null,
      exited_by: admin.id,
      forced_exit_reason: force.reason,
      exit_event_id: null,
    });
  });
  return forced;
}

/** Each force exit's audit row, as POST /api/vehicles/:id/force-exit writes it, at the time it closed the stay. */
async function auditForceExits(
  tx: Transaction,
  forced: Map<number, ForceExit>,
  rows: StayRow[],
  ids: number[],
  admins: ForceExit['admin'][],
) {
  if (forced.size === 0 || admins.length === 0) return;
  const definition = vehiclesResource;
  const clock = operatorClock(DEFAULT_TIME_ZONE);
  await tx.insert(auditLog).values(
    [...forced].map(([index, force]) => {
      // The seed's rows give every column a stay's record reads: the stored row is this one, with its id.
      const after = { ...rows[index]!, id: ids[index]! } as Stay;
      const before = {
        ...after,
        exit_time: null,
        exited_by: null,
        forced_exit_reason: null,
        updated_at: after.created_at,
      };
      const changes = changesBetween(recordOf(definition, before, clock), recordOf(definition, after, clock));
      for (const field of definition.derivedFields ?? []) delete changes[field];
      return {
        at: after.exit_time as Date,
        actor_id: force.admin.id,
        actor_name: force.admin.name,
        actor_role_id: force.admin.role_id,
        action: 'force_exit' as const,
        resource: definition.name,
        record_id: after.id as number,
        changes,
      };
    }),
  );
}
