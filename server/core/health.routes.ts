import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['health'], security: [] } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });
}
