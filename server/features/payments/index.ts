// The payments feature's public face: what the app registers and what other features call (README.md).
export {
  cashierShiftOfPayment,
  openShiftOf,
  openShiftOfPayment,
  type PaymentTaker,
  shiftOfPayment,
} from './cashier-shift-of-payment';
export { paymentsFeature } from './feature';
export type { GatewayRefundOutcome, GatewayRefunds } from './gateway-refunds';
export { paymentMethodId, paymentMethodIdOf } from './payment-methods';
export { refundRow } from './payment-refunds';
export { announcePayment } from './payment-transaction-writes';
export { paymentTransactionsResource } from './payment-transactions.resource';
export { withStayAndMethod } from './payment-transactions';
export { rollupRowsOf } from './revenue-rollup-rows';
export { type ReceiptContext, receiptOfPayment, type ReceiptSettings } from './payment-receipts';
