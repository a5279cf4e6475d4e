import { z } from 'zod';

/**
 * What every client needs before it shows a date, an amount or the sign-in page. The public API
 * key is no secret: the public request page sends it from every visitor's browser (README,
 * "Subscriptions").
 */
export const serverSettingsSchema = z.object({
  time_zone: z.string(),
  currency: z.string(),
  sign_up_enabled: z.boolean(),
  public_api_key: z.string(),
});
