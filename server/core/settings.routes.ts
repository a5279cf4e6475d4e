import type { FastifyInstance } from 'fastify';
import { PLATFORM_ENDPOINTS } from '../../domain/endpoints/platform';
import { CURRENCY } from '../../domain/money';
import type { Config } from '../config';
import { serve } from './endpoint';

/** What every client needs before it shows a date, an amount or the sign-in page; public, like that page. */
export function settingsRoutes(config: Config) {
  return async (app: FastifyInstance) => {
    serve(app, PLATFORM_ENDPOINTS.settings, async () => ({
      time_zone: config.TIME_ZONE,
      currency: CURRENCY,
      sign_up_enabled: config.SIGN_UP_ENABLED,
      public_api_key: config.PUBLIC_API_KEY,
    }));
  };
}
