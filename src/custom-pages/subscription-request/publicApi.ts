import type { z } from 'zod';
import { PUBLIC_REQUEST_ENDPOINTS } from '../../../domain/endpoints/subscriptions';
import type {
  publicAreaSchema,
  publicPlanSchema,
  PublicSubscriptionRequestInput,
} from '../../../domain/schemas/subscription';
import { callEndpoint } from '../../providers/endpoints';
import { fetchServerSettings } from '../../providers/serverSettings';

export type PublicArea = z.infer<typeof publicAreaSchema>;
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** What the request form offers, and the key its request is sent with (the server announces it). */
export interface RequestFormChoices {
  areas: PublicArea[];
  plans: PublicPlan[];
  apiKey: string;
}

/** The active areas and individual plans of the public form, and the public API key. */
export async function loadRequestFormChoices(signal: AbortSignal): Promise<RequestFormChoices> {
  const [settings, areas, plans] = await Promise.all([
    fetchServerSettings(signal),
    callEndpoint(PUBLIC_REQUEST_ENDPOINTS.areas, { signal }),
    callEndpoint(PUBLIC_REQUEST_ENDPOINTS.plans, { signal }),
  ]);
  if (!settings?.public_api_key) throw new Error('ps.errors.network');
  return { areas, plans, apiKey: settings.public_api_key };
}

/** Files the request with the public API key; answers the reference the applicant quotes. */
export function sendSubscriptionRequest(request: PublicSubscriptionRequestInput, apiKey: string) {
  return callEndpoint(PUBLIC_REQUEST_ENDPOINTS.request, { body: request, headers: { 'x-api-key': apiKey } });
}
