import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import { spaPlugin } from './plugins/spa';
import { areaRoutes } from './routes/areas';
import { authRoutes } from './routes/auth';
import { dashboardRoutes } from './routes/dashboard';
import { gateTypeRoutes } from './routes/gate-types';
import { gateRoutes } from './routes/gates';
import { healthRoutes } from './routes/health';
import { subAreaRoutes } from './routes/sub-areas';
import { createMailer, type Mailer } from './services/mailer';
import { createTokenService, resolveTokenSecret } from './services/tokens';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Replaces the configured mail transport (tests read the outbox instead). */
  mailer?: Mailer;
  logger?: boolean;
}

/** Assembles the server: external plugins, then the app's own, then the routes under /api. */
export async function buildApp({ config, db, mailer, logger = true }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    // One line per request is for debugging; at the default level the log keeps to what matters.
    disableRequestLogging: true,
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: reply.elapsedTime }, 'request completed');
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
  await app.register(compressionPlugin);
  await app.register(rateLimit, { global: false });
  await app.register(openapiPlugin);

  await app.register(databasePlugin, { db });
  await app.register(errorsPlugin);
  const tokens = createTokenService(await resolveTokenSecret(db, config.JWT_SECRET), config.TOKEN_TTL_SECONDS);
  await app.register(authPlugin, { tokens });
  const mail = mailer ?? createMailer({ db, log: app.log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes(config, mail));
      await api.register(dashboardRoutes(config));
      await api.register(areaRoutes);
      await api.register(gateRoutes);
      await api.register(subAreaRoutes);
      await api.register(gateTypeRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(spaPlugin, { root: config.STATIC_DIR });
  return app;
}
