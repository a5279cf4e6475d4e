import { API_URL } from './httpClient';

/** The public GET /api/settings: what a client needs before anyone signs in. */
export interface ServerSettings {
  time_zone: string;
  currency: string;
  sign_up_enabled: boolean;
  /** The key the public subscription-request page sends as X-API-Key (no secret: README, "Subscriptions"). */
  public_api_key: string;
}

/** Asks the server for its settings; undefined when offline or refused (callers keep what they had). */
export async function fetchServerSettings(signal: AbortSignal): Promise<Partial<ServerSettings> | undefined> {
  try {
    const response = await fetch(`${API_URL}/settings`, { signal });
    return response.ok ? ((await response.json()) as Partial<ServerSettings>) : undefined;
  } catch {
    return undefined;
  }
}
