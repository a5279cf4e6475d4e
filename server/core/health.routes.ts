import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PLATFORM_ENDPOINTS } from '../../domain/endpoints/platform';
import { databaseHealth } from './database-health';
import { serve } from './endpoint';

export async function healthRoutes(app: FastifyInstance) {
  serve(app, PLATFORM_ENDPOINTS.health, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
  serve(app, PLATFORM_ENDPOINTS.databaseHealth, () => databaseHealth(app.db));
}
