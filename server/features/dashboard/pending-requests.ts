import { asc, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { hasPermission } from '../../../domain/roles';
import { type ResourceName, verbPermissions } from '../../../domain/routes';
import type { PendingRequests } from '../../../domain/schemas/dashboard';
import type { Database } from '../../db/client';
import { companies, companySubscriptions, subscriptions } from '../../db/schema';
import type { Caller } from '../../core/auth';

/** How many companies the home names with their pending subscriptions: those with the most. */
export const PENDING_COMPANIES_SHOWN = 5;

function mayList(caller: Caller, resource: ResourceName): boolean {
  return verbPermissions(resource, 'list').some((permission) => hasPermission(caller.role_id, permission));
}

async function pendingSubscriptions(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(subscriptions).where(eq(subscriptions.status, 'pending'));
  return row!.total;
}

/**
 * The pending company subscriptions and the vehicle changes asked on decided ones, in all and by
 * company: both are decided on the company's page.
 */
async function pendingCompanySubscriptions(
  db: Database,
): Promise<NonNullable<PendingRequests['company_subscriptions']>> {
  const pending = sql<number>`(count(*) filter (where ${companySubscriptions.status} = 'pending'))::int`;
  const vehicleChanges = sql<number>`(count(*) filter (where ${companySubscriptions.pending_vehicles} is not null))::int`;
  const byCompany = await db
    .select({
      id: companies.id,
      name: companies.name,
      name_ar: companies.name_ar,
      pending,
      vehicle_changes: vehicleChanges,
    })
    .from(companySubscriptions)
    .innerJoin(companies, eq(companies.id, companySubscriptions.company_id))
    .where(or(eq(companySubscriptions.status, 'pending'), isNotNull(companySubscriptions.pending_vehicles)))
    .groupBy(companies.id)
    .orderBy(desc(count()), asc(companies.name), asc(companies.id));
  return {
    total: byCompany.reduce((total, company) => total + company.pending, 0),
    vehicle_changes: byCompany.reduce((total, company) => total + company.vehicle_changes, 0),
    companies: byCompany.slice(0, PENDING_COMPANIES_SHOWN),
  };
}

/** The requests waiting for a decision, of the lists the caller may open. */
export async function pendingRequests(db: Database, caller: Caller): Promise<PendingRequests> {
  const [individual, company] = await Promise.all([
    mayList(caller, 'subscriptions') ? pendingSubscriptions(db) : undefined,
    mayList(caller, 'company-subscriptions') ? pendingCompanySubscriptions(db) : undefined,
  ]);
  return {
    ...(individual === undefined ? {} : { subscriptions: individual }),
    ...(company === undefined ? {} : { company_subscriptions: company }),
  };
}
