import { MOYASAR_API_URL, type PaymentGatewayName } from '../../../domain/online-payment';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { GatewayRefunds } from '../payments';
import { type CardSaving, GatewayError, type PaymentGateway } from './gateway';
import { moyasarGateway, moyasarHttpTransport } from './moyasar/moyasar-api';
import {
  createMoyasarSimulator,
  type MoyasarSimulator,
  SIMULATOR_TOKENS_PATH,
  type WebhookDelivery,
} from './simulator/moyasar-simulator';

/** Where Moyasar's webhooks and invoice callbacks reach the product, under /api. */
export const MOYASAR_WEBHOOK_PATH = '/api/payments/moyasar/webhook';
export const MOYASAR_NOTIFY_PATH = '/api/payments/moyasar/notify';

/** The simulator's own keys when none are set: test keys, as the simulator is test mode. */
const SIMULATOR_SECRET_KEY = 'sk_test_simulator';
const SIMULATOR_PUBLISHABLE_KEY = 'pk_test_simulator';
const SIMULATOR_WEBHOOK_SECRET = 'simulator-webhook-secret';

/**
 * Online payments as configured: the gateway, its name on the rows it pays, its refunds as the
 * payments feature asks for them, and the simulator when it is the one.
 */
export interface OnlinePayments {
  name: PaymentGatewayName;
  gateway: PaymentGateway;
  refunds: GatewayRefunds;
  /** Where a subscriber's browser saves a card for automatic renewal: the gateway itself, with the publishable key. */
  cardSaving: CardSaving;
  simulator: MoyasarSimulator | null;
}

/** A gateway's refunds, its errors read as what they say of the refund: refused (4xx) or unknown (unreachable, 5xx). */
function refundsThrough(gateway: PaymentGateway): GatewayRefunds {
  return {
    async refund(gatewayPaymentId, amountHalalas) {
      try {
        await gateway.refund(gatewayPaymentId, amountHalalas);
        return 'refunded';
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return error.status >= 400 && error.status < 500 ? 'refused' : 'unknown';
      }
    },
    async refundedSoFar(gatewayPaymentId) {
      const payment = await gateway.fetchPayment(gatewayPaymentId).catch((error: unknown) => {
        if (error instanceof GatewayError) return undefined;
        throw error;
      });
      return payment === undefined ? null : (payment?.refundedHalalas ?? 0);
    },
  };
}

interface ServerHooks {
  /** The address this server is reached at, for the simulator's hosted pages. */
  publicUrl: string;
  /** How the simulator reaches this server's webhook endpoint (in process). */
  deliver: WebhookDelivery;
  background: (name: string, work: () => Promise<void>) => void;
}

/**
 * The embedded simulator (PAYMENT_GATEWAY=simulator, the default) or Moyasar. The simulator speaks
 * Moyasar's API through the same adapter, so everything above the transport is the code that runs
 * against Moyasar.
 */
export function createOnlinePayments(config: Config, db: Database, clock: Clock, hooks: ServerHooks): OnlinePayments {
  const keys = {
    secretKey: config.MOYASAR_SECRET_KEY ?? SIMULATOR_SECRET_KEY,
    webhookSecret: config.MOYASAR_WEBHOOK_SECRET ?? SIMULATOR_WEBHOOK_SECRET,
  };
  if (config.PAYMENT_GATEWAY === 'moyasar') {
    const gateway = moyasarGateway(moyasarHttpTransport(), keys);
    return {
      name: 'moyasar',
      gateway,
      refunds: refundsThrough(gateway),
      cardSaving: { tokensUrl: `${MOYASAR_API_URL}/v1/tokens`, publishableKey: config.MOYASAR_PUBLISHABLE_KEY! },
      simulator: null,
    };
  }
  const publishableKey = config.MOYASAR_PUBLISHABLE_KEY ?? SIMULATOR_PUBLISHABLE_KEY;
  const simulator = createMoyasarSimulator(
    db,
    clock,
    { ...keys, publishableKey, webhookPath: MOYASAR_WEBHOOK_PATH, pageBaseUrl: hooks.publicUrl },
    hooks.deliver,
    hooks.background,
  );
  const gateway = moyasarGateway(simulator.transport, keys);
  return {
    name: 'simulator',
    gateway,
    refunds: refundsThrough(gateway),
    cardSaving: { tokensUrl: `${hooks.publicUrl}${SIMULATOR_TOKENS_PATH}`, publishableKey },
    simulator,
  };
}
