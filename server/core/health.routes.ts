import type { FastifyInstance } from 'fastify';
import { PLATFORM_ENDPOINTS } from '../../domain/endpoints/platform';
import { healthCheckOf } from '../db/health-check';
import { databaseHealth } from './database-health';
import { serve } from './endpoint';

export async function healthRoutes(app: FastifyInstance) {
  const health = healthCheckOf(app.db);
  app.addHook('onClose', () => health.close());
  serve(app, PLATFORM_ENDPOINTS.health, async () => {
    await health.ask();
    return { status: 'ok' };
  });
  serve(app, PLATFORM_ENDPOINTS.databaseHealth, () => databaseHealth(app.db));
}
