import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CURRENCY } from '../../domain/money';
import type { Config } from '../config';

const settingsResponse = z.object({
  time_zone: z.string(),
  currency: z.string(),
  sign_up_enabled: z.boolean(),
  public_api_key: z.string(),
});

/**
 * What every client needs before it shows a date, an amount or the sign-in page; public, like that
 * page. The public API key is no secret: the public request page sends it from every visitor's
 * browser (README, "Subscriptions").
 */
export function settingsRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    app.get(
      '/settings',
      { schema: { tags: ['settings'], security: [], response: { 200: settingsResponse } } },
      async () => ({
        time_zone: config.TIME_ZONE,
        currency: CURRENCY,
        sign_up_enabled: config.SIGN_UP_ENABLED,
        public_api_key: config.PUBLIC_API_KEY,
      }),
    );
  };
}
