import { discountPercent, halalasToSar } from '../../../domain/money';
import {
  type SubscriptionCreate,
  subscriptionCreateSchema,
  type SubscriptionFilter,
  subscriptionFilterSchema,
  subscriptionRecordSchema,
  subscriptionUpdateSchema,
} from '../../../domain/schemas/subscription';
import { subscriptionStatus } from '../../../domain/subscription-status';
import { TAB_COUNTS } from '../../../domain/endpoints/tab-counts';
import { personNameSorts } from '../../db/folded-names';
import { areas, subscriptionPlans, subscriptions } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import { subjectsShown } from '../../core/access-log';
import {
  replaceVehicles,
  subscriptionCounts,
  subscriptionFilterWhere,
  subscriptionRowOf,
  type SubscriptionDetails,
  withSubscriptionDetails,
} from './subscriptions';

/**
 * Individual subscriptions (staff: super admins and admins). A record reads its status as of the
 * operator's today, its prices in SAR, its plan, vehicles, payment method and approver; the QR
 * credential's hash never leaves the server, only whether one was issued.
 */
export const subscriptionsResource: ResourceDefinition<
  typeof subscriptions,
  SubscriptionCreate,
  SubscriptionCreate,
  SubscriptionDetails
> = {
  name: 'subscriptions',
  table: subscriptions,
  record: subscriptionRecordSchema,
  sortColumns: {
    id: subscriptions.id,
    reference: subscriptions.reference,
    ...personNameSorts('applicant_name', subscriptions.applicant_name),
    phone: subscriptions.phone,
    email: subscriptions.email,
    area_id: subscriptions.area_id,
    plan_id: subscriptions.plan_id,
    status: subscriptions.status,
    final_price: subscriptions.final_price_halalas,
    start_date: subscriptions.start_date,
    end_date: subscriptions.end_date,
    approved_at: subscriptions.approved_at,
    created_at: subscriptions.created_at,
    updated_at: subscriptions.updated_at,
  },
  defaultSort: ['created_at', 'DESC'],
  filterSchema: subscriptionFilterSchema,
  referenceColumn: subscriptions.reference,
  filterColumns: { area_id: subscriptions.area_id, plan_id: subscriptions.plan_id },
  filterWhere: (filter, clock) => subscriptionFilterWhere(filter as SubscriptionFilter, clock),
  withDerived: withSubscriptionDetails,
  counts: {
    endpoint: TAB_COUNTS.subscriptions,
    of: (db, where, clock) => subscriptionCounts(db, where, clock.today()),
  },
  exposes: { kind: 'subscription', subjects: (record) => subjectsShown(record as Parameters<typeof subjectsShown>[0]) },
  derivedFields: ['plan', 'payment_method', 'approved_by_name'],
  toRecord(row, clock) {
    const subscription = row;
    return {
      ...row,
      status: subscriptionStatus({ status: subscription.status, end_date: subscription.end_date }, clock.today()),
      plan_price: halalasToSar(subscription.plan_price_halalas),
      discount: halalasToSar(subscription.discount_halalas),
      discount_percent: discountPercent(subscription.plan_price_halalas, subscription.discount_halalas),
      final_price: halalasToSar(subscription.final_price_halalas),
      has_qr_code: subscription.qr_code_hash !== null,
    };
  },
  write: {
    createSchema: subscriptionCreateSchema,
    updateSchema: subscriptionUpdateSchema,
    toRow: (body, _caller, { tx, existing }) => subscriptionRowOf(tx, body, existing),
    afterCreate: (tx, row, body) => replaceVehicles(tx, row.id, body.vehicles),
    afterUpdate: (tx, row, body) => replaceVehicles(tx, row.id, body.vehicles),
    references: { area_id: areas, plan_id: subscriptionPlans },
  },
};
