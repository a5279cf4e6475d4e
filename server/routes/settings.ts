import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CURRENCY } from '../../domain/money';
import type { Config } from '../config';

const settingsResponse = z.object({ time_zone: z.string(), currency: z.string() });

/** What every client needs before it shows a date or an amount; public, like the sign-in page. */
export function settingsRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    app.get('/settings', { schema: { tags: ['settings'], security: [], response: { 200: settingsResponse } } }, async () => ({
      time_zone: config.TIME_ZONE,
      currency: CURRENCY,
    }));
  };
}
