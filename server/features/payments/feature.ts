import type { Feature } from '../../core/feature';
import { paymentMethodsResource } from './payment-methods.resource';
import { paymentTransactionsResource } from './payment-transactions.resource';
import { cashierShiftsResource } from './cashier-shifts.resource';
import { paymentTransactionRoutes } from './payment-transactions.routes';
import { cashierShiftRoutes } from './cashier-shifts.routes';
import { paymentReceiptRoutes } from './payment-receipts.routes';
import { settlePendingGatewayRefunds } from './gateway-refunds';

/** How often the refunds through the gateway still pending are asked about. */
const PENDING_REFUNDS_EVERY_MS = 60_000;

/** Payment transactions and refunds, payment methods, VAT receipts and cashier shifts. */
export const paymentsFeature = {
  resources: {
    'payment-methods': paymentMethodsResource,
    'payment-transactions': paymentTransactionsResource,
    'cashier-shifts': cashierShiftsResource,
  },
  async routes(api, { config }) {
    await api.register(paymentTransactionRoutes);
    await api.register(cashierShiftRoutes);
    await api.register(paymentReceiptRoutes(config));
  },
  jobs: [
    {
      name: 'settle the refunds through the gateway whose answer was lost',
      everyMs: PENDING_REFUNDS_EVERY_MS,
      run: (app, { db, clock }) => settlePendingGatewayRefunds({ db, clock, refunds: app.payments.refunds }),
    },
  ],
} satisfies Feature;
