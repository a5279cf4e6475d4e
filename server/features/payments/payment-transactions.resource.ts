import {
  type PaymentTransactionCreate,
  paymentDeletionSchema,
  paymentTransactionCreateSchema,
  type PaymentTransactionFilter,
  paymentTransactionDetailSchema,
  paymentTransactionFilterSchema,
  paymentTransactionRecordSchema,
  type PaymentTransactionUpdate,
  paymentTransactionUpdateSchema,
} from '../../../domain/schemas/payment-transaction';
import { areas, companySubscriptions, paymentTransactions, subscriptions } from '../../db/schema';
import type { ResourceDefinition } from '../../core/crud';
import {
  checkPaymentDeletion,
  checkPaymentEdit,
  announcePayment,
  manualPaymentRow,
  paymentEditRow,
} from './payment-transaction-writes';
import {
  type StayAndMethod,
  transactionDetail,
  transactionFilterWhere,
  transactionRecordValues,
  transactionSearch,
  withStayAndMethod,
} from './payment-transactions';

/**
 * The payment transactions. Closed stays (server/features/gate/stay-payments.ts) and subscription approvals
 * write theirs; staff record a payment taken by hand, edit how a payment was made and its status,
 * refund it with a new negative row, and a super admin deletes one with a reason. Days are the
 * operator's.
 */
export const paymentTransactionsResource: ResourceDefinition<
  typeof paymentTransactions,
  PaymentTransactionCreate,
  PaymentTransactionUpdate,
  StayAndMethod
> = {
  name: 'payment-transactions',
  listsFromReplica: true,
  table: paymentTransactions,
  record: paymentTransactionRecordSchema,
  sortColumns: {
    id: paymentTransactions.id,
    created_at: paymentTransactions.created_at,
    amount: paymentTransactions.amount_halalas,
    area_id: paymentTransactions.area_id,
  },
  defaultSort: ['created_at', 'DESC'],
  filterSchema: paymentTransactionFilterSchema,
  filterColumns: {
    area_id: paymentTransactions.area_id,
    type: paymentTransactions.type,
    status: paymentTransactions.status,
    cashier_shift_id: paymentTransactions.cashier_shift_id,
  },
  filterWhere: (filter, clock, floors) =>
    transactionFilterWhere(filter as PaymentTransactionFilter, clock.timeZone, floors),
  search: transactionSearch,
  searchShows: { kind: 'payment_search', plateOf: (record) => record.plate as string | null },
  withDerived: withStayAndMethod,
  toRecord: transactionRecordValues,
  detail: { record: paymentTransactionDetailSchema, of: transactionDetail },
  write: {
    createSchema: paymentTransactionCreateSchema,
    updateSchema: paymentTransactionUpdateSchema,
    toRow: (body, caller, { tx, existing }) =>
      existing
        ? paymentEditRow(body as PaymentTransactionUpdate, caller, tx)
        : manualPaymentRow(body as PaymentTransactionCreate, caller, tx),
    checkUpdate: checkPaymentEdit,
    afterCreate: (tx, row) => announcePayment(tx, row),
    afterUpdate: (tx, row) => announcePayment(tx, row),
    checkDelete: checkPaymentDeletion,
    references: { subscription_id: subscriptions, company_subscription_id: companySubscriptions, area_id: areas },
    // Its refunds refer to a payment: refunded money is accounted for, so the payment stays.
    inUse: 'payment_has_refunds',
    deletion: paymentDeletionSchema,
  },
};
