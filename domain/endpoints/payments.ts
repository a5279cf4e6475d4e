import {
  cashierShiftCloseSchema,
  cashierShiftOpenSchema,
  cashierShiftRecordSchema,
  currentCashierShiftSchema,
} from '../schemas/cashier-shift';
import { signedXmlSchema } from '../schemas/einvoice';
import { idParams, listFiltersQuery } from '../schemas/fields';
import {
  paymentDeletionSchema,
  paymentRefundSchema,
  paymentTransactionRecordSchema,
  paymentTransactionTotalsSchema,
} from '../schemas/payment-transaction';
import { feeAdjustmentTotalsSchema } from '../schemas/fee-adjustment';
import { paymentReceiptSchema } from '../schemas/receipt';
import { RECEIPT_PERMISSIONS, verbPermissions } from '../routes';
import { endpoint } from './endpoint';

/**
 * The payments' own calls: the list's totals, a refund (a decision on the payment as it was read),
 * a payment's VAT receipt and its e-invoice's signed XML, and a payment deleted with its reason.
 */
export const PAYMENT_ENDPOINTS = {
  totals: endpoint({
    method: 'GET',
    path: '/payment-transactions/totals',
    readsReplica: true,
    query: listFiltersQuery,
    answer: paymentTransactionTotalsSchema,
    access: { permission: verbPermissions('payment-transactions', 'list') },
    tag: 'payment-transactions',
  }),
  refund: endpoint({
    method: 'POST',
    path: '/payment-transactions/:id/refund',
    params: idParams,
    body: paymentRefundSchema,
    answer: paymentTransactionRecordSchema,
    status: 201,
    access: { permission: verbPermissions('payment-transactions', 'create') },
    tag: 'payment-transactions',
    decision: true,
  }),
  /** Whoever reads the payments prints any paid one's; the gate staff those taken at their area's gates. */
  receipt: endpoint({
    method: 'GET',
    path: '/payment-transactions/:id/receipt',
    params: idParams,
    answer: paymentReceiptSchema,
    access: { permission: RECEIPT_PERMISSIONS },
    tag: 'payment-transactions',
  }),
  /** The signed XML of the payment's e-invoice (the cleared one for a standard invoice). */
  eInvoiceXml: endpoint({
    method: 'GET',
    path: '/payment-transactions/:id/e-invoice',
    params: idParams,
    answer: signedXmlSchema,
    access: { permission: verbPermissions('payment-transactions', 'read') },
    tag: 'payment-transactions',
    file: { name: 'e-invoice-:id.xml' },
  }),
  /**
   * The generic CRUD delete (server/core/crud.routes.ts) serves it from the resource, which asks
   * for a reason (in the body, or in the query for a client that sends no body with DELETE);
   * declared for the browser, which sends it in the body.
   */
  delete: endpoint({
    method: 'DELETE',
    path: '/payment-transactions/:id',
    params: idParams,
    body: paymentDeletionSchema,
    answer: paymentTransactionRecordSchema,
    access: { permission: verbPermissions('payment-transactions', 'delete') },
    tag: 'payment-transactions',
    failure: 'ps.failures.delete.parking-transactions',
  }),
};

/** What the waived and adjusted fees of the list's filters add up to. */
export const FEE_ADJUSTMENT_ENDPOINTS = {
  totals: endpoint({
    method: 'GET',
    path: '/fee-adjustments/totals',
    readsReplica: true,
    query: listFiltersQuery,
    answer: feeAdjustmentTotalsSchema,
    access: { permission: verbPermissions('fee-adjustments', 'list') },
    tag: 'fee-adjustments',
  }),
};

/** A gate employee's own shift from the console (`home_access`; the service refuses anyone but a gate employee). */
export const CASHIER_SHIFT_ENDPOINTS = {
  current: endpoint({
    method: 'GET',
    path: '/cashier-shifts/current',
    answer: currentCashierShiftSchema,
    access: { permission: 'home_access' },
    tag: 'cashier-shifts',
  }),
  open: endpoint({
    method: 'POST',
    path: '/cashier-shifts',
    body: cashierShiftOpenSchema,
    answer: cashierShiftRecordSchema,
    status: 201,
    access: { permission: 'home_access' },
    tag: 'cashier-shifts',
    failure: 'ps.failures.open_shift',
  }),
  close: endpoint({
    method: 'POST',
    path: '/cashier-shifts/:id/close',
    params: idParams,
    body: cashierShiftCloseSchema,
    answer: cashierShiftRecordSchema,
    access: { permission: 'home_access' },
    tag: 'cashier-shifts',
    failure: 'ps.failures.close_shift',
  }),
};
