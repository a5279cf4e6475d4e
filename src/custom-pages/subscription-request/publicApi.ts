import type { z } from 'zod';
import type {
  publicAreaSchema,
  publicPlanSchema,
  PublicSubscriptionRequestInput,
} from '../../../domain/schemas/subscription';
import { API_URL, httpClient } from '../../providers/httpClient';
import { fetchServerSettings } from '../../providers/serverSettings';

export type PublicArea = z.infer<typeof publicAreaSchema>;
export type PublicPlan = z.infer<typeof publicPlanSchema>;

/** What the request form offers, and the key its request is sent with (the server announces it). */
export interface RequestFormChoices {
  areas: PublicArea[];
  plans: PublicPlan[];
  apiKey: string;
}

async function getPublic<T>(path: string, signal: AbortSignal): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, { signal });
  return json as T;
}

/** The active areas and individual plans of the public form, and the public API key. */
export async function loadRequestFormChoices(signal: AbortSignal): Promise<RequestFormChoices> {
  const [settings, areas, plans] = await Promise.all([
    fetchServerSettings(signal),
    getPublic<PublicArea[]>('/public/areas', signal),
    getPublic<PublicPlan[]>('/public/plans', signal),
  ]);
  if (!settings?.public_api_key) throw new Error('ps.errors.network');
  return { areas, plans, apiKey: settings.public_api_key };
}

/** Files the request with the public API key; answers the reference the applicant quotes. */
export async function sendSubscriptionRequest(
  request: PublicSubscriptionRequestInput,
  apiKey: string,
): Promise<{ reference: string }> {
  const { json } = await httpClient(`${API_URL}/public/subscription-requests`, {
    method: 'POST',
    body: JSON.stringify(request),
    headers: new Headers({ Accept: 'application/json', 'X-API-Key': apiKey }),
  });
  return json as { reference: string };
}
