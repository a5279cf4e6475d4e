import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pathOfNul } from '../domain/text';
import { VALIDATION } from '../domain/validation-messages';
import { type Clock, operatorClock } from './clock';
import { type Config, fastifyTrustProxy } from './config';
import type { Database } from './db/client';
import { retryTransactions } from './db/transaction-retries';
import { authPlugin } from './core/plugins/auth';
import { badInput } from './errors';
import { refuseDeepJson } from './core/json-depth';
import { backgroundPlugin } from './core/plugins/background';
import { clockPlugin } from './core/plugins/clock';
import { compressionPlugin } from './core/plugins/compression';
import { databasePlugin } from './core/plugins/database';
import { drainingPlugin } from './core/plugins/draining';
import { errorsPlugin } from './core/plugins/errors';
import { livePlugin } from './core/plugins/live';
import { openapiPlugin } from './core/plugins/openapi';
import { spaPlugin } from './core/plugins/spa';
import { RESOURCES } from './resources';
import { registerCrudRoutes } from './core/crud.routes';
import { areaRoutes } from './features/areas/areas.routes';
import { auditLogRoutes } from './features/audit/audit-log.routes';
import { authRoutes } from './features/accounts/auth.routes';
import { companyRoutes } from './features/companies/companies.routes';
import { companySubscriptionRoutes } from './features/companies/company-subscriptions.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { employeeRoutes } from './features/staff/employees.routes';
import { gateConsoleRoutes } from './features/gate/gate-console.routes';
import { gateOperationRoutes } from './features/gate/gate-operations.routes';
import { healthRoutes } from './core/health.routes';
import { parkingCardRoutes } from './features/gate/parking-carts.routes';
import { merchantRoutes } from './features/merchants/merchants.routes';
import { merchantValidationRoutes } from './features/merchants/merchant-validations.routes';
import { publicRoutes } from './features/subscriptions/public.routes';
import { settingsRoutes } from './core/settings.routes';
import { subscriptionPlanRoutes } from './features/subscriptions/subscription-plans.routes';
import { subscriptionRoutes } from './features/subscriptions/subscriptions.routes';
import { vehicleRoutes } from './features/gate/vehicles.routes';
import { paymentTransactionRoutes } from './features/payments/payment-transactions.routes';
import { feeAdjustmentRoutes } from './features/gate/fee-adjustments.routes';
import { cashierShiftRoutes } from './features/payments/cashier-shifts.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { paymentReceiptRoutes } from './features/payments/payment-receipts.routes';
import {
  PERSONAL_DATA_RETENTION_EVERY_MS,
  redactExpiredPersonalData,
} from './features/privacy/personal-data-retention';
import { REMINDERS_EVERY_MS, sendDueReminders } from './features/subscriptions/reminders';
import { raiseSilenceAlarms, SILENCE_CHECK_EVERY_MS } from './features/lanes/lane-alarms';
import { databaseRateLimitStore, forgetEndedRateLimitWindows } from './core/rate-limit-store';
import { createMailer, type Mailer } from './core/mailer';
import { createTokenService, resolveTokenSecret } from './core/tokens';
import type { FatooraTransport } from './features/einvoicing/zatca/fatoora-api';
import { einvoicingRoutes } from './features/einvoicing/einvoicing.routes';
import { laneDeviceRoutes } from './features/lanes/lane-devices.routes';
import { laneHealthRoutes } from './features/lanes/lane-health.routes';
import { laneRoutes } from './features/lanes/lanes.routes';
import { integratorRoutes } from './features/open-data/integrators.routes';
import { openDataRoutes } from './features/open-data/open-data.routes';
import {
  deliverDueWebhooks,
  forgetOldWebhookDeliveries,
  WEBHOOK_DELIVERY_RETENTION_EVERY_MS,
} from './features/open-data/webhook-deliveries';
import { liveRoutes } from './core/live.routes';
import { privacyRoutes } from './features/privacy/privacy.routes';
import { createEInvoicing, type EInvoicing } from './features/einvoicing/einvoicing';
import { issuePendingDocuments } from './features/einvoicing/einvoice-issuer';
import { submitDueDocuments } from './features/einvoicing/einvoice-reporting';
import { publicUrlOf } from './core/public-url';

declare module 'fastify' {
  interface FastifyInstance {
    einvoicing: EInvoicing;
  }
}

/** How often the documents waiting to be issued and the reports due are taken up. */
const EINVOICE_QUEUE_EVERY_MS = 5_000;
const EINVOICE_ROUND_MS = 500;
/** How often the webhooks' outbox is taken up, and the share of the server's time a round may take. */
const WEBHOOK_ROUND_EVERY_MS = 2_000;
const WEBHOOK_ROUND_MS = 300;

export interface AppDependencies {
  config: Config;
  db: Database;
  /** The time every call reads; the system's in the configured time zone unless a test sets it. */
  clock?: Clock;
  /** Replaces the configured mail transport (tests read the outbox instead). */
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** Stands between the product and the Authority (a test cuts the line there). */
  wrapFatoora?: (transport: FatooraTransport) => FatooraTransport;
}

/** Assembles the server: external plugins, then the app's own, then the routes under /api. */
export async function buildApp({
  config,
  db,
  clock = operatorClock(config.TIME_ZONE),
  mailer,
  logger = true,
  logStream,
  wrapFatoora,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) } : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    requestIdHeader: 'x-request-id',
    // A client that never finishes sending its request is answered 408 and dropped. Node only
    // enforces it when the headers' own limit is no longer, and checks every 30 s unless told.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1000, config.REQUEST_TIMEOUT_MS / 2),
    },
    // One line per request is for debugging; at the default level the log keeps to what matters.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Every transaction of the app (requests and background rounds) runs again after a deadlock or a serialization failure.
  const stopHearingRetries = retryTransactions(db, (sqlState, attempt) =>
    app.log.warn({ sqlState, attempt }, 'transaction met another and runs again'),
  );
  app.addHook('onClose', async () => stopHearingRetries());
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime },
      'request completed',
    );
  });
  // The API speaks JSON only: any other body is a 415 before a handler sees it. The stock
  // react-admin client labels its empty DELETE requests text/plain, so an empty one passes.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') done(null, undefined);
    else done(Object.assign(new Error('The request must be sent as JSON'), { statusCode: 415 }), undefined);
  });
  // A body nested deeper than any the API takes is refused before it is parsed.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    try {
      refuseDeepJson(text);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  // PostgreSQL cannot store NUL in text: refused here for every endpoint, whatever its schema.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const path = pathOfNul(value);
      if (path) throw badInput({ [path.join('.') || part]: VALIDATION.controlCharacters });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  await app.register(drainingPlugin);
  await app.register(compressionPlugin);
  // Counted in the database, so that every server process on it enforces the same limits.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  if (config.API_DOCS) await app.register(openapiPlugin);

  await app.register(databasePlugin, { db });
  await app.register(clockPlugin, { clock });
  await app.register(backgroundPlugin);
  await app.register(errorsPlugin);
  const tokens = await createTokenService(await resolveTokenSecret(db, config.JWT_SECRET), config.TOKEN_TTL_SECONDS);
  await app.register(authPlugin, { tokens });
  await app.register(livePlugin);
  const mail =
    mailer ??
    createMailer({
      db,
      log: app.log,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      logBodies: config.MAIL_LOG_BODIES,
    });
  const forgetSecrets = setInterval(() => {
    mail
      .forgetExpiredSecrets()
      .catch((error: unknown) => app.log.error({ err: error }, 'could not forget expired mail secrets'));
  }, 60_000).unref();
  app.addHook('onClose', async () => clearInterval(forgetSecrets));
  const redactExpired = setInterval(() => {
    app.background.run('redact expired personal data', async () => void (await redactExpiredPersonalData(db, clock)));
  }, PERSONAL_DATA_RETENTION_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(redactExpired));
  const forgetRateLimitWindows = setInterval(() => {
    app.background.run('forget ended rate-limit windows', () => forgetEndedRateLimitWindows(db));
  }, 60_000).unref();
  app.addHook('onClose', async () => clearInterval(forgetRateLimitWindows));
  const lookForSilentLanes = setInterval(() => {
    app.background.run('raise silent lanes’ alarms', () => raiseSilenceAlarms(db, clock.now()));
  }, SILENCE_CHECK_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(lookForSilentLanes));
  app.decorate('einvoicing', createEInvoicing(config, db, clock, wrapFatoora));
  const sendEInvoices = setInterval(() => {
    app.background.run('issue and report e-invoices', async () => {
      // A round takes a bounded share of the server's time: on the embedded database (one
      // connection) with the in-process simulator, the gates' events must not queue behind it.
      const until = performance.now() + EINVOICE_ROUND_MS;
      await issuePendingDocuments(db, app.einvoicing, undefined, until);
      await submitDueDocuments(db, app.einvoicing, { until });
    });
  }, EINVOICE_QUEUE_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sendEInvoices));
  const sendWebhooks = setInterval(() => {
    app.background.run('deliver webhooks', async () => {
      await deliverDueWebhooks(db, clock, {
        until: performance.now() + WEBHOOK_ROUND_MS,
        allowInternal: config.WEBHOOK_ALLOW_LOCAL_HTTP,
      });
    });
  }, WEBHOOK_ROUND_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sendWebhooks));
  const sendReminders = setInterval(() => {
    app.background.run('mail reminders of periods ending', () =>
      sendDueReminders(db, mail, clock, { ...config, publicUrl: publicUrlOf(config) }),
    );
  }, REMINDERS_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(sendReminders));
  const forgetWebhookDeliveries = setInterval(() => {
    app.background.run('forget old webhook deliveries', () => forgetOldWebhookDeliveries(db, clock));
  }, WEBHOOK_DELIVERY_RETENTION_EVERY_MS).unref();
  app.addHook('onClose', async () => clearInterval(forgetWebhookDeliveries));

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes(config));
      await api.register(authRoutes(config, mail));
      await api.register(dashboardRoutes);
      for (const definition of Object.values(RESOURCES)) registerCrudRoutes(api, definition);
      await api.register(areaRoutes);
      await api.register(gateOperationRoutes(config));
      await api.register(gateConsoleRoutes);
      await api.register(vehicleRoutes);
      await api.register(paymentTransactionRoutes);
      await api.register(feeAdjustmentRoutes);
      await api.register(cashierShiftRoutes);
      await api.register(reportRoutes);
      await api.register(paymentReceiptRoutes(config));
      await api.register(employeeRoutes);
      await api.register(companyRoutes(config));
      await api.register(companySubscriptionRoutes);
      await api.register(subscriptionPlanRoutes);
      await api.register(subscriptionRoutes(config, mail));
      await api.register(parkingCardRoutes);
      await api.register(merchantRoutes);
      await api.register(merchantValidationRoutes);
      await api.register(publicRoutes(config, mail));
      await api.register(auditLogRoutes);
      await api.register(einvoicingRoutes);
      await api.register(laneDeviceRoutes);
      await api.register(laneRoutes(config));
      await api.register(laneHealthRoutes(config));
      await api.register(integratorRoutes);
      await api.register(openDataRoutes(config));
      await api.register(liveRoutes(config));
      await api.register(privacyRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { root: config.STATIC_DIR });
  return app;
}
