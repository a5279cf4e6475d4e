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
import { securityHeadersPlugin } from './core/plugins/security-headers';
import { sheddingPlugin } from './core/plugins/shedding';
import { spaPlugin } from './core/plugins/spa';
import { registerCrudRoutes } from './core/crud.routes';
import type { BackgroundJob, FeatureContext } from './core/feature';
import { FEATURES, RESOURCES } from './features';
import { createEInvoicing, type EInvoicing, type FatooraTransport } from './features/einvoicing';
import { createOnlinePayments, type OnlinePayments } from './features/online-payments';
import { publicUrlOf } from './core/public-url';
import { healthRoutes } from './core/health.routes';
import { settingsRoutes } from './core/settings.routes';
import { databaseRateLimitStore, forgetEndedRateLimitWindows } from './core/rate-limit-store';
import { createMailer, type Mailer } from './core/mailer';
import { createTextMessenger } from './core/text-messages';
import { unifonicHttpTransport, unifonicSender } from './core/unifonic';
import { createTokenService, resolveTokenSecret } from './core/tokens';
import { liveRoutes } from './core/live.routes';
import { keepMonthPartitions } from './db/partitions/keep-month-partitions';
import { topologyOf } from './db/replica-reads';

declare module 'fastify' {
  interface FastifyInstance {
    einvoicing: EInvoicing;
    payments: OnlinePayments;
  }
}

/** The platform's own upkeep, beside the features' jobs. */
const PLATFORM_JOBS: BackgroundJob[] = [
  {
    name: 'forget expired mail secrets',
    everyMs: 60_000,
    run: (_app, { mail }) => mail.forgetExpiredSecrets(),
  },
  {
    name: 'forget ended rate-limit windows',
    everyMs: 60_000,
    run: (_app, { db }) => forgetEndedRateLimitWindows(db),
  },
  {
    name: 'keep the monthly partitions',
    everyMs: 60_000,
    run: (_app, { db, clock }) =>
      topologyOf(db) ? keepMonthPartitions(db, { now: clock.now(), timeZone: clock.timeZone }) : Promise.resolve(),
  },
];

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
  /**
   * Whether the features' and the platform's jobs run on their timers (the default). A test that
   * drives a job's work through its endpoint and counts what it did turns them off: a round
   * firing between its calls would take a share of the work.
   */
  backgroundJobs?: boolean;
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
  backgroundJobs = true,
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

  await app.register(securityHeadersPlugin);
  await app.register(drainingPlugin);
  await app.register(compressionPlugin);
  // Counted in the database, so that every server process on it enforces the same limits.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  if (config.API_DOCS) await app.register(openapiPlugin);

  app.decorate('config', config);
  await app.register(databasePlugin, { db });
  await app.register(clockPlugin, { clock });
  await app.register(backgroundPlugin);
  await app.register(errorsPlugin);
  await app.register(sheddingPlugin, { maxInFlight: config.GATE_MAX_IN_FLIGHT });
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
  const texts = createTextMessenger({
    db,
    log: app.log,
    sender:
      config.SMS_PROVIDER === 'unifonic'
        ? unifonicSender(unifonicHttpTransport(), {
            appSid: config.UNIFONIC_APP_SID!,
            senderId: config.UNIFONIC_SENDER_ID,
          })
        : undefined,
    logBodies: config.MAIL_LOG_BODIES,
  });
  app.decorate('einvoicing', createEInvoicing(config, db, clock, wrapFatoora));
  app.decorate(
    'payments',
    createOnlinePayments(config, db, clock, {
      publicUrl: publicUrlOf(config),
      // The simulator reaches this server's own webhook endpoint in process, as Moyasar would over HTTPS.
      deliver: async (path, body) =>
        (await app.inject({ method: 'POST', url: path, payload: body as object })).statusCode,
      background: (name, work) => app.background.run(name, work),
    }),
  );
  const context: FeatureContext = { config, db, clock, mail, texts };
  const jobs = backgroundJobs ? [...PLATFORM_JOBS, ...FEATURES.flatMap((feature) => feature.jobs ?? [])] : [];
  for (const job of jobs) {
    const timer = setInterval(
      () => app.background.run(job.name, async () => void (await job.run(app, context))),
      job.everyMs,
    ).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(settingsRoutes(config));
      await api.register(liveRoutes(config));
      for (const definition of Object.values(RESOURCES)) registerCrudRoutes(api, definition);
      for (const feature of FEATURES) await feature.routes(api, context);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { root: config.STATIC_DIR });
  return app;
}
