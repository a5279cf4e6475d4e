import { API_URL, httpClient } from '../../providers/httpClient';

/** Calls a public /api/auth endpoint; failures are HttpErrors with a catalog key. */
export async function postPublic<T = unknown>(path: string, body: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return json as T;
}
