import type { PaymentGatewayName } from '../../../domain/online-payment';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentGateway } from './gateway';
import { moyasarGateway, moyasarHttpTransport } from './moyasar/moyasar-api';
import { createMoyasarSimulator, type MoyasarSimulator, type WebhookDelivery } from './simulator/moyasar-simulator';

/** Where Moyasar's webhooks and invoice callbacks reach the product, under /api. */
export const MOYASAR_WEBHOOK_PATH = '/api/payments/moyasar/webhook';
export const MOYASAR_NOTIFY_PATH = '/api/payments/moyasar/notify';

/** The simulator's own keys when none are set: test keys, as the simulator is test mode. */
const SIMULATOR_SECRET_KEY = 'sk_test_simulator';
const SIMULATOR_WEBHOOK_SECRET = 'simulator-webhook-secret';

/** Online payments as configured: the gateway, its name on the rows it pays, and the simulator when it is the one. */
export interface OnlinePayments {
  name: PaymentGatewayName;
  gateway: PaymentGateway;
  simulator: MoyasarSimulator | null;
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
  if (config.PAYMENT_GATEWAY === 'moyasar')
    return { name: 'moyasar', gateway: moyasarGateway(moyasarHttpTransport(), keys), simulator: null };
  const simulator = createMoyasarSimulator(
    db,
    clock,
    { ...keys, webhookPath: MOYASAR_WEBHOOK_PATH, pageBaseUrl: hooks.publicUrl },
    hooks.deliver,
    hooks.background,
  );
  return { name: 'simulator', gateway: moyasarGateway(simulator.transport, keys), simulator };
}
