import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type RegulationProfile, type RuleMode, checkTariff } from '../../../domain/tariff-regulation';
import { PAY_AHEAD_LEAST_MINUTES } from '../../../domain/pay-ahead';
import { priceStay, type Tariff } from '../../../domain/tariff';
import { VALIDATION_LIMITS } from '../../../domain/merchant-validation';
import {
  areas,
  auditLog,
  companySubscriptionVehicles,
  feeAdjustments,
  merchantValidations,
  paymentTransactions,
  tariffVersions,
  vehicles,
} from '../../db/schema';
import { queryRows } from '../sql';
import { erasedAreGone } from './erase';
import type { Invariant } from './action';
import { isDatabaseUnavailable, isShed } from './turned-away';
import { MINUTE, plateKey, type Run, type StayTruth } from './run';
import { everyRiyalTaxedOnce } from './tax';
import { onlinePaymentsOnce, renewalsOnce } from './online';
import { automaticRenewalsOnce } from './automatic-renewals';
import { quotaOrdersOnce } from './quota-orders';
import { gatewayRefundsAsRecorded } from './online-refunds';
import { listsReadEveryMonth } from './month-lists';

const noServerError: Invariant = {
  name: 'no answer is a 5xx but a gate decision turned away for load, or one sent while the database host died',
  holds: 'I43, I44, I45, I49, I51, I57',
  async check(run) {
    const failed = run.responses.find(
      ({ status, body, duringFailover }) =>
        status >= 500 && !isShed(status, body) && !(duringFailover && isDatabaseUnavailable(status, body)),
    );
    return failed && `${failed.label} answered ${failed.status}: ${failed.body}`;
  },
};

const refusedActorsAreRefused: Invariant = {
  name: 'an actor the rules refuse gets a 4xx',
  holds: 'I1, I2, I13, I20',
  async check(run) {
    const letThrough = run.responses.find(
      (response) => response.mustRefuse && (response.status < 400 || response.status >= 500),
    );
    return letThrough && `${letThrough.label} answered ${letThrough.status}: ${letThrough.body}`;
  },
};

/** The run's stays in the database, with what they paid in all: payments (refunds aside) and merchants' validations. */
async function runStays(run: Run) {
  const plates = sql.join(
    run.cars.map((car) => sql`${plateKey(car.plate)}`),
    sql`, `,
  );
  return queryRows<{
    id: number;
    plate: string;
    exit_time: string | null;
    tariff: Tariff;
    paid: number;
    validated: number;
  }>(
    run.world.truth,
    sql`
      select s.id, s.plate, s.exit_time, s.tariff,
        (select coalesce(sum(p.amount_halalas), 0)::int from ${paymentTransactions} p
          where p.vehicle_id = s.id and p.refund_of_id is null and p.status = 'paid') as paid,
        (select coalesce(sum(m.amount_halalas), 0)::int from ${merchantValidations} m where m.stay_id = s.id) as validated
      from ${vehicles} s where s.plate in (${plates})`,
  );
}

const serverFollowsTheModel: Invariant = {
  name: 'the server holds the stays the model registered, no more, no fewer',
  holds: 'I15, I16, I43',
  async check(run) {
    const stays = await runStays(run);
    for (const stay of stays) {
      const truth = run.stays.get(stay.id);
      if (!truth) return `stay ${stay.id} of ${stay.plate} exists, but no registration of it was answered`;
      const open = stay.exit_time === null;
      const modelOpen = truth.exitedAt === undefined;
      if (open !== modelOpen)
        return `stay ${stay.id} of ${stay.plate} is ${open ? 'open' : 'closed'}, the model has it ${modelOpen ? 'open' : 'closed'}`;
    }
    const missing = [...run.stays.keys()].find((id) => !stays.some((stay) => stay.id === id));
    return missing === undefined ? undefined : `stay ${missing} was answered but is not in the database`;
  },
};

const later = (a: Date, b: Date) => (a > b ? a : b);
const shifted = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * How far ahead of its payment a stay paid ahead may be priced: a quote whose fee rises sooner than
 * PAY_AHEAD_LEAST_MINUTES is of the risen fee, priced at the minute after the rise.
 */
const PRICED_AHEAD_MS = (PAY_AHEAD_LEAST_MINUTES + 1) * MINUTE;

/**
 * The least a stay may be charged: its tariff from its true entry to its true exit, less the lane
 * tolerance at the exit; paid ahead, its tariff to the first payment, then from the latest instant
 * each payment may have been priced to (within its grace, nothing) to the next payment, and from
 * the last to the exit: the charge since a payment starts afresh (domain/tariff.ts).
 */
function leastOwed(tariff: Tariff, truth: StayTruth & { exitedAt: Date }, toleranceMs: number): number {
  const exit = later(truth.enteredAt, shifted(truth.exitedAt, -toleranceMs));
  const entry = truth.enteredAt;
  const [first, ...following] = truth.paidAhead;
  if (!first) return priceStay(tariff, { entry, exit }).amount;
  const ends = [...following.map((paid) => later(entry, shifted(paid, -toleranceMs))), exit];
  return truth.paidAhead.reduce(
    (owed, paid, index) =>
      owed + priceStay(tariff, { entry, exit: ends[index]!, paidAt: shifted(paid, PRICED_AHEAD_MS) }).amount,
    priceStay(tariff, { entry, exit: later(entry, shifted(first, -toleranceMs)) }).amount,
  );
}

/**
 * The most a stay may be charged: its tariff from the tolerance before its true entry to its true
 * exit, a cooldown included; paid ahead, to the latest instant the first payment may have been
 * priced to, then afresh from each payment to the latest instant the next may have been priced
 * to, and from the last to the exit.
 */
function mostOwed(tariff: Tariff, truth: StayTruth & { exitedAt: Date }, toleranceMs: number): number {
  const entry = shifted(truth.enteredAt, -toleranceMs);
  const exit = later(entry, truth.exitedAt);
  const previousExit = truth.previousExit && (truth.previousExit < entry ? truth.previousExit : entry);
  const [first, ...following] = truth.paidAhead;
  if (!first) return priceStay(tariff, { entry, exit, previousExit }).amount;
  const ends = [...following.map((paid) => shifted(paid, PRICED_AHEAD_MS)), exit];
  return truth.paidAhead.reduce(
    (owed, paid, index) => owed + priceStay(tariff, { entry, exit: later(entry, ends[index]!), paidAt: paid }).amount,
    priceStay(tariff, { entry, exit: shifted(first, PRICED_AHEAD_MS), previousExit }).amount,
  );
}

/** What people permitted to waive took off the stay: a waiver or a backdate with its reason, a held replay they confirmed. */
async function waivedByPeople(run: Run, stayId: number): Promise<number> {
  const [row] = await run.world.truth
    .select({ waived: sql<number>`coalesce(sum(${feeAdjustments.waived_halalas}), 0)::int` })
    .from(feeAdjustments)
    .where(
      and(
        eq(feeAdjustments.vehicle_id, stayId),
        sql`${feeAdjustments.user_id} is not null`,
        sql`(${feeAdjustments.kind} = 'replayed' or (${feeAdjustments.kind} in ('waiver', 'backdated') and ${feeAdjustments.reason} is not null))`,
      ),
    );
  return row?.waived ?? 0;
}

const closedTruths = async (run: Run) =>
  (await runStays(run)).flatMap((stay) => {
    const truth = run.stays.get(stay.id);
    return stay.exit_time && truth?.exitedAt ? [{ stay, truth: { ...truth, exitedAt: truth.exitedAt } }] : [];
  });

const noFeeBelowTheTruth: Invariant = {
  name: 'no stay pays less than the tariff of its true duration, unless a permitted person waived it',
  holds: 'I13, I14',
  async check(run, { toleranceMs }) {
    for (const { stay, truth } of await closedTruths(run)) {
      const least = leastOwed(stay.tariff, truth, toleranceMs);
      const paid = stay.paid + stay.validated;
      if (paid >= least) continue;
      const waived = await waivedByPeople(run, stay.id);
      if (paid + waived < least)
        return `stay ${stay.id} of ${stay.plate} (${truth.enteredAt.toISOString()} to ${truth.exitedAt.toISOString()}) paid ${paid} halalas, its true duration owes at least ${least}, people waived ${waived}`;
    }
    return undefined;
  },
};

const noFeeAboveTheTruth: Invariant = {
  name: 'no stay pays more than the tariff of its true duration',
  holds: 'I13, I32',
  async check(run, { toleranceMs }) {
    for (const { stay, truth } of await closedTruths(run)) {
      const most = mostOwed(stay.tariff, truth, toleranceMs);
      if (stay.paid + stay.validated > most)
        return `stay ${stay.id} of ${stay.plate} (${truth.enteredAt.toISOString()} to ${truth.exitedAt.toISOString()}) paid ${stay.paid + stay.validated} halalas, its true duration owes at most ${most}`;
    }
    return undefined;
  },
};

const backdatesAreAudited: Invariant = {
  name: "an administrator's backdated time is in the audit log with its reason",
  holds: 'I13, I38',
  async check(run) {
    for (const [stayId, truth] of run.stays) {
      for (const { kind, reason } of truth.backdated) {
        const rows = await run.world.truth
          .select({ changes: auditLog.changes })
          .from(auditLog)
          .where(
            and(eq(auditLog.resource, 'vehicles'), eq(auditLog.record_id, stayId), eq(auditLog.action, 'backdate')),
          );
        const field = kind === 'entry' ? 'entry_time' : 'exit_time';
        const found = rows.some(({ changes }) => {
          const logged = changes as Record<string, [unknown, unknown]>;
          return logged[field] !== undefined && logged.reason?.[1] === reason;
        });
        if (!found) return `the backdated ${kind} of stay ${stayId} has no audit row with its reason`;
      }
    }
    return undefined;
  },
};

const companyPlatesAsSeen: Invariant = {
  name: 'the plates in force of a company subscription are the list its approver read',
  holds: 'I20, I22',
  async check(run) {
    const rows = await run.world.truth
      .select({ letters: companySubscriptionVehicles.plate_letters, number: companySubscriptionVehicles.plate_number })
      .from(companySubscriptionVehicles)
      .where(
        and(
          eq(companySubscriptionVehicles.subscription_id, run.company.subscriptionId),
          eq(companySubscriptionVehicles.is_active, true),
        ),
      );
    const inForce = rows.map((row) => `${row.letters}${row.number}`).sort();
    const seen = [...run.company.approvedSeen].sort();
    return inForce.join() === seen.join()
      ? undefined
      : `plates in force ${inForce.join(' ')}; the approver read ${seen.join(' ')}`;
  },
};

const validationCaps: Invariant = {
  name: 'no plate takes more validations a day, nor a validator gives more an hour, than the limits',
  holds: 'I29',
  async check(run, { timeZone }) {
    const db = run.world.truth;
    const plates = sql.join(
      run.cars.map((car) => sql`${plateKey(car.plate)}`),
      sql`, `,
    );
    const [plate] = await queryRows<{ plate: string; day: string; count: number }>(
      db,
      sql`
      select plate, day::text, count(*)::int as count
      from (select plate, (created_at at time zone ${timeZone})::date as day from ${merchantValidations}
            where plate in (${plates})) as given
      group by plate, day having count(*) > ${VALIDATION_LIMITS.perPlatePerDay} limit 1`,
    );
    if (plate) return `plate ${plate.plate} took ${plate.count} validations on ${plate.day}`;
    const [validator] = await queryRows<{ validator_id: number; count: number }>(
      db,
      sql`
      select v.validator_id, count(*)::int as count from ${merchantValidations} v
      join ${merchantValidations} w on w.validator_id = v.validator_id
        and w.created_at between v.created_at - interval '1 hour' and v.created_at
      where v.plate in (${plates})
      group by v.id, v.validator_id having count(*) > ${VALIDATION_LIMITS.perValidatorPerHour}
      limit 1`,
    );
    return validator && `validator ${validator.validator_id} gave ${validator.count} validations within an hour`;
  },
};

const refundsWithinPayments: Invariant = {
  // A refund the gateway refused is kept, failed, and paid nothing back: it counts for nothing.
  name: 'the refunds of a payment never add up to more than it paid',
  holds: 'I26',
  async check(run) {
    const [over] = await queryRows<{ id: number; amount: number; refunded: number }>(
      run.world.truth,
      sql`
      select p.id, p.amount_halalas as amount, -sum(r.amount_halalas)::int as refunded
      from ${paymentTransactions} p join ${paymentTransactions} r on r.refund_of_id = p.id and r.status <> 'failed'
      where p.id > ${run.before.payment}
      group by p.id having -sum(r.amount_halalas) > p.amount_halalas limit 1`,
    );
    return over && `payment ${over.id} paid ${over.amount} halalas and was refunded ${over.refunded}`;
  },
};

const tariffsPassRefusingRules: Invariant = {
  name: 'no tariff version published breaks a municipal rule its area refuses',
  holds: 'I33',
  async check(run) {
    const db = run.world.truth;
    const areaIds = Object.values(run.world.areas).map((area) => area.id);
    const versions = await db
      .select({ version: tariffVersions, first: areas.rule_first_minutes_free, disability: areas.rule_disability_free })
      .from(tariffVersions)
      .innerJoin(areas, eq(areas.id, tariffVersions.area_id))
      .where(and(inArray(tariffVersions.area_id, areaIds), gt(tariffVersions.id, run.before.tariffVersion)));
    for (const { version, first, disability } of versions) {
      const profile: RegulationProfile = {
        first_minutes_free: first as RuleMode,
        disability_free: disability as RuleMode,
      };
      const { refused } = checkTariff({ ...version, version_id: version.id }, profile);
      if (refused.length > 0)
        return `tariff version ${version.id} breaks ${refused.join(', ')}, which its area refuses`;
    }
    return undefined;
  },
};

/**
 * What must hold after every step of the adversarial model test, one entry each: a name, the
 * invariants of docs/threat-model.md it stands for, and a check that answers what broke it (or
 * nothing). A check reads the database and the model's truth; it never trusts an answer.
 */
export const INVARIANTS: Invariant[] = [
  noServerError,
  refusedActorsAreRefused,
  serverFollowsTheModel,
  noFeeBelowTheTruth,
  noFeeAboveTheTruth,
  backdatesAreAudited,
  companyPlatesAsSeen,
  validationCaps,
  refundsWithinPayments,
  tariffsPassRefusingRules,
  everyRiyalTaxedOnce,
  erasedAreGone,
  onlinePaymentsOnce,
  renewalsOnce,
  automaticRenewalsOnce,
  gatewayRefundsAsRecorded,
  quotaOrdersOnce,
  listsReadEveryMonth,
];
