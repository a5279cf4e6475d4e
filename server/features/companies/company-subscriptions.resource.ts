import { eq, sql } from 'drizzle-orm';
import { halalasToSar } from '../../../domain/money';
import { ROLE } from '../../../domain/roles';
import {
  type CompanySubscriptionBody,
  type CompanySubscriptionFilter,
  companySubscriptionFilterSchema,
  companySubscriptionRecordSchema,
  companySubscriptionSchema,
} from '../../../domain/schemas/company-subscription';
import { TAB_COUNTS } from '../../../domain/endpoints/tab-counts';
import { companySubscriptionStatus, type QuotaValidity } from '../../../domain/subscription-status';
import { personNameSorts } from '../../db/folded-names';
import { companies, companySubscriptions, type companySubscriptionVehicles } from '../../db/schema';
import { companySubscriptionSearchText } from '../../db/company-search-text';
import type { Caller } from '../../core/auth';
import {
  companyOf,
  companySubscriptionCounts,
  companySubscriptionStatusCondition,
  quotaValidityOf,
  replaceVehicles,
  takeQuotaUnit,
  vehiclesOf,
} from './company-subscriptions';
import { assertPending } from '../subscriptions';
import { assertPlatesFree, lockCompany, vehicleChangeOf, writeEditedVehicles } from './company-vehicle-changes';
import type { ResourceDefinition } from '../../core/crud';
import { subjectsShown } from '../../core/access-log';

/**
 * What a subscription's record reads from other tables: its vehicles and its company's quota
 * validity (picked, so that the type is a record as the registry's rows are).
 */
type SubscriptionDetails = Pick<QuotaValidity, keyof QuotaValidity> & {
  vehicles: Array<typeof companySubscriptionVehicles.$inferSelect>;
};

/** A company manager reaches their company's subscriptions only (none without one); a super admin every company's. */
function companyScope(caller: Caller) {
  if (caller.role_id !== ROLE.companyManager) return undefined;
  return caller.company_id ? eq(companySubscriptions.company_id, caller.company_id) : sql`false`;
}

function subscriptionRow(body: CompanySubscriptionBody) {
  const { subscriber_name, phone, email, notes } = body;
  return { subscriber_name, phone, email, notes, search_text: companySubscriptionSearchText(body) };
}

/**
 * Company subscriptions: made and edited by the company's manager under the company's quota,
 * approved or rejected by a super admin. The status is answered as of the operator's today.
 */
export const companySubscriptionsResource: ResourceDefinition<
  typeof companySubscriptions,
  CompanySubscriptionBody,
  CompanySubscriptionBody,
  SubscriptionDetails
> = {
  name: 'company-subscriptions',
  table: companySubscriptions,
  record: companySubscriptionRecordSchema,
  scope: companyScope,
  sortColumns: {
    id: companySubscriptions.id,
    ...personNameSorts('subscriber_name', companySubscriptions.subscriber_name),
    email: companySubscriptions.email,
    start_date: companySubscriptions.start_date,
    end_date: companySubscriptions.end_date,
    created_at: companySubscriptions.created_at,
  },
  defaultSort: ['created_at', 'DESC'],
  // The quota's last day is the company's: a change of it is no change of the subscription.
  exposes: {
    kind: 'company_subscription',
    subjects: (record) => subjectsShown(record as Parameters<typeof subjectsShown>[0]),
  },
  derivedFields: ['quota_valid_to'],
  filterSchema: companySubscriptionFilterSchema,
  filterColumns: { company_id: companySubscriptions.company_id },
  filterWhere: (filter, clock) => {
    const { status } = filter as CompanySubscriptionFilter;
    return [status && companySubscriptionStatusCondition(status, clock.today())];
  },
  counts: {
    endpoint: TAB_COUNTS['company-subscriptions'],
    of: (db, where, clock) => companySubscriptionCounts(db, where, clock.today()),
  },
  async withDerived(db, rows) {
    const [vehicles, validity] = await Promise.all([
      vehiclesOf(
        db,
        rows.map((row) => row.id),
      ),
      quotaValidityOf(
        db,
        rows.map((row) => row.company_id),
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      vehicles: vehicles.get(row.id) ?? [],
      ...validity.get(row.company_id)!,
    }));
  },
  toRecord(row, clock) {
    return {
      ...row,
      status: companySubscriptionStatus({ ...row, status: row.status }, row, clock.today()),
      price: row.price_halalas === null ? null : halalasToSar(row.price_halalas),
      quota_valid_to: row.quota_valid_to,
    };
  },
  write: {
    createSchema: companySubscriptionSchema,
    async checkCreate({ tx, caller, clock, body }) {
      await takeQuotaUnit(tx, companyOf(caller), clock.today());
      await assertPlatesFree(tx, companyOf(caller), null, body!.vehicles, clock.today());
    },
    toRow: async (body, caller, { tx, existing }) => ({
      ...subscriptionRow(body),
      pending_vehicles: await vehicleChangeOf(tx, existing, body),
      // The company is the caller's, never the body's; its area is the subscription's.
      company_id: companyOf(caller),
      area_id: sql`(select ${companies.area_id} from ${companies} where ${companies.id} = ${companyOf(caller)})`,
    }),
    afterCreate: (tx, row, body) => replaceVehicles(tx, row.id, body),
    afterUpdate: (tx, row, body) => writeEditedVehicles(tx, row, body),
    async checkUpdate({ tx, caller, clock, body, existing }) {
      await lockCompany(tx, companyOf(caller));
      await assertPlatesFree(tx, companyOf(caller), existing!.id, body!.vehicles, clock.today());
    },
    checkDelete: ({ existing }) => assertPending(existing!),
  },
};
