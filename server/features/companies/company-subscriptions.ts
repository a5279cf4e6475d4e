import { and, asc, count, desc, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { quotaFigures, quotaLevel } from '../../../domain/quota';
import type {
  CompanyQuota,
  CompanySubscriptionBody,
  CompanySubscriptionCounts,
  CompanyDashboard,
} from '../../../domain/schemas/company-subscription';
import {
  COMPANY_SUBSCRIPTION_STATUSES,
  type CompanySubscriptionStatus,
  companySubscriptionStatus,
  type QuotaValidity,
  type StoredCompanySubscriptionStatus,
} from '../../../domain/subscription-status';
import type { Database, Transaction } from '../../db/client';
import { areas, companies, companySubscriptions, companySubscriptionVehicles, vehicles } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Caller } from '../../core/auth';
import { poolUseOf } from './company-pools';

type CompanyRow = typeof companies.$inferSelect;

/** The company of a company manager; a manager without one may not act on subscriptions. */
export function companyOf(caller: Caller): number {
  if (!caller.company_id) throw new ApiError(403, 'no_company');
  return caller.company_id;
}

/** A column of the subscription's company, read beside the subscription. */
const ofItsCompany = (column: typeof companies.quota_valid_from | typeof companies.quota_valid_to) =>
  sql`(select ${column} from ${companies} where ${companies.id} = ${companySubscriptions.company_id})`;

/**
 * The company subscriptions whose status (domain/subscription-status.ts) is `status` on `today`:
 * their dates bounded by their company's quota validity, as the domain reads them.
 */
export function companySubscriptionStatusCondition(status: CompanySubscriptionStatus, today: string): SQL {
  const { status: stored, start_date: start, end_date: end } = companySubscriptions;
  if (status === 'pending' || status === 'awaiting_payment' || status === 'rejected') return eq(stored, status);
  const approved = eq(stored, 'active');
  // least and greatest pass over a null: a subscription without dates has its quota's.
  const lastDay = sql`least(${end}, ${ofItsCompany(companies.quota_valid_to)})`;
  const firstDay = sql`greatest(${start}, ${ofItsCompany(companies.quota_valid_from)})`;
  const over = sql`${lastDay} < ${today}`;
  if (status === 'expired') return and(approved, over)!;
  if (status === 'approved') return and(approved, not(over), sql`${firstDay} > ${today}`)!;
  return and(approved, not(over), sql`${firstDay} <= ${today}`)!;
}

/** The vehicles of a subscription become those of the body (a create's, or an edit's in place of the old). */
export async function replaceVehicles(tx: Transaction, subscriptionId: number, body: CompanySubscriptionBody) {
  await tx.delete(companySubscriptionVehicles).where(eq(companySubscriptionVehicles.subscription_id, subscriptionId));
  await tx
    .insert(companySubscriptionVehicles)
    .values(body.vehicles.map((vehicle) => ({ ...vehicle, subscription_id: subscriptionId })));
}

/** The quota validity of each company, by id, for its subscriptions' status. */
export async function quotaValidityOf(
  db: Database | Transaction,
  companyIds: number[],
): Promise<Map<number, QuotaValidity>> {
  const rows = await db
    .select({
      id: companies.id,
      quota_valid_from: companies.quota_valid_from,
      quota_valid_to: companies.quota_valid_to,
    })
    .from(companies)
    .where(inArray(companies.id, [...new Set(companyIds)]));
  return new Map(rows.map(({ id, ...validity }) => [id, validity]));
}

/** The vehicles of each subscription, in the order they were entered. */
export async function vehiclesOf(db: Database | Transaction, subscriptionIds: number[]) {
  const rows = await db
    .select()
    .from(companySubscriptionVehicles)
    .where(inArray(companySubscriptionVehicles.subscription_id, subscriptionIds))
    .orderBy(asc(companySubscriptionVehicles.id));
  const bySubscription = new Map<number, typeof rows>();
  for (const row of rows)
    bySubscription.set(row.subscription_id, [...(bySubscription.get(row.subscription_id) ?? []), row]);
  return bySubscription;
}

/**
 * The unit a new subscription takes, checked under the company row's lock: two managers taking
 * the last unit at once run one after the other, and the second finds none left. The trigger of
 * migration 0007 then counts the new row on the company in the same transaction.
 */
export async function takeQuotaUnit(tx: Transaction, companyId: number, today: string): Promise<CompanyRow> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!company) throw new ApiError(403, 'no_company');
  if (!company.is_active) throw new ApiError(422, 'company_inactive');
  if (today < company.quota_valid_from || today > company.quota_valid_to) throw new ApiError(422, 'quota_not_in_force');
  if (company.used_quota >= company.initial_quota) throw new ApiError(422, 'quota_exhausted');
  return company;
}

export function companyQuota(company: CompanyRow, today: string): CompanyQuota {
  const figures = quotaFigures({
    initialQuota: company.initial_quota,
    used: company.used_quota,
    validFrom: company.quota_valid_from,
    validTo: company.quota_valid_to,
    companyActive: company.is_active,
    today,
  });
  return { ...figures, level: quotaLevel(figures) };
}

export async function companyQuotaOf(db: Database, companyId: number, today: string): Promise<CompanyQuota> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new ApiError(403, 'no_company');
  return companyQuota(company, today);
}

/** How many of the rows `where` selects are in each tab, in one pass. */
export async function companySubscriptionCounts(
  db: Database,
  where: SQL | undefined,
  today: string,
): Promise<CompanySubscriptionCounts> {
  const [row] = await db
    .select({
      all: count(),
      ...Object.fromEntries(
        COMPANY_SUBSCRIPTION_STATUSES.map((status) => [
          status,
          sql<number>`count(*) filter (where ${companySubscriptionStatusCondition(status, today)})`.mapWith(Number),
        ]),
      ),
    })
    .from(companySubscriptions)
    .where(where);
  return row as CompanySubscriptionCounts;
}

/** The plate of an entry operation (vehicles.plate): letters then number, as the plates module keys it. */
const plateKey = sql`(${companySubscriptionVehicles.plate_letters} || ${companySubscriptionVehicles.plate_number})`;

/**
 * The active vehicles of the company's approved subscriptions, and how many of them are inside now
 * (an open entry operation with their plate, in any area). A pending request's plates are not the
 * company's yet: counted, they would tell a manager whether any plate they type is parked.
 */
export async function companyVehicleFigures(
  db: Database,
  companyId: number,
): Promise<{ vehicles_registered: number; vehicles_inside: number }> {
  const registered = db
    .select({ plate: sql<string>`${plateKey}`.as('plate') })
    .from(companySubscriptionVehicles)
    .innerJoin(companySubscriptions, eq(companySubscriptions.id, companySubscriptionVehicles.subscription_id))
    .where(
      and(
        eq(companySubscriptions.company_id, companyId),
        eq(companySubscriptions.status, 'active'),
        eq(companySubscriptionVehicles.is_active, true),
      ),
    );
  const [figures] = await db
    .select({
      vehicles_registered: sql<number>`(select count(*) from (${registered}) registered)`.mapWith(Number),
      vehicles_inside:
        sql<number>`(select count(*) from ${vehicles} where ${vehicles.exit_time} is null and ${vehicles.plate} in (select plate from (${registered}) registered))`.mapWith(
          Number,
        ),
    })
    .from(sql`(select 1) one`);
  return figures!;
}

/** The company manager's dashboard on `today`: their company, its quota, subscriptions by status, vehicles and the latest subscriptions. */
export async function companyDashboardOf(db: Database, companyId: number, today: string): Promise<CompanyDashboard> {
  const [found] = await db
    .select({ company: companies, area: { id: areas.id, name: areas.name, name_ar: areas.name_ar } })
    .from(companies)
    .leftJoin(areas, eq(areas.id, companies.area_id))
    .where(eq(companies.id, companyId));
  if (!found) throw new ApiError(404, 'not_found');
  const { company, area } = found;
  const mine = eq(companySubscriptions.company_id, company.id);
  const [counts, figures, pools, latest] = await Promise.all([
    companySubscriptionCounts(db, mine, today),
    companyVehicleFigures(db, company.id),
    poolUseOf(db, company.id),
    db
      .select({
        id: companySubscriptions.id,
        subscriber_name: companySubscriptions.subscriber_name,
        status: companySubscriptions.status,
        start_date: companySubscriptions.start_date,
        end_date: companySubscriptions.end_date,
        created_at: companySubscriptions.created_at,
        vehicles: count(companySubscriptionVehicles.id),
      })
      .from(companySubscriptions)
      .leftJoin(companySubscriptionVehicles, eq(companySubscriptionVehicles.subscription_id, companySubscriptions.id))
      .where(mine)
      .groupBy(companySubscriptions.id)
      .orderBy(desc(companySubscriptions.created_at), desc(companySubscriptions.id))
      .limit(5),
  ]);
  const { all: _all, ...byStatus } = counts;
  return {
    company: {
      id: company.id,
      name: company.name,
      name_ar: company.name_ar,
      contact_phone: company.contact_phone,
      is_active: company.is_active,
      area,
    },
    quota: companyQuota(company, today),
    subscriptions_by_status: byStatus,
    ...figures,
    pools,
    latest_subscriptions: latest.map(({ start_date, end_date, status, ...subscription }) => ({
      ...subscription,
      status: companySubscriptionStatus(
        { status: status as StoredCompanySubscriptionStatus, start_date, end_date },
        company,
        today,
      ),
    })),
  };
}
