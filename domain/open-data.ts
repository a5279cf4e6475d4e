/**
 * The open data API's rules: what an integrator's key may read (its scopes and, optionally, its
 * areas), which session events a webhook may carry, and how a delivery is retried. The shapes
 * follow APDS v4 (domain/schemas/open-data.ts); docs/open-data.md says where they depart.
 */

/**
 * What a key may do. `sessions:plates` adds the plate to the sessions it reads (sessions:read, and
 * the webhooks' payloads): a guest's plate is personal data, left out unless the operator grants it.
 */
export const INTEGRATOR_SCOPES = [
  'places:read',
  'rates:read',
  'occupancy:read',
  'sessions:read',
  'sessions:plates',
  'webhooks:manage',
] as const;
export type IntegratorScope = (typeof INTEGRATOR_SCOPES)[number];

/** A revoked integrator's key opens nothing, and its webhooks receive nothing more. */
export const INTEGRATOR_STATUSES = ['active', 'revoked'] as const;
export type IntegratorStatus = (typeof INTEGRATOR_STATUSES)[number];

/** Whether a key limited to `areaIds` (null: every area) reaches the area. */
export function reachesArea(areaIds: readonly number[] | null, areaId: number): boolean {
  return areaIds === null || areaIds.includes(areaId);
}

/**
 * What a webhook may be told: a stay opened, a stay closed (its payment with it), and a payment
 * taken at an exit that cost something. APDS names only SessionCreated and SessionUpdated; ours
 * say which change it is.
 */
export const WEBHOOK_TOPICS = ['session.started', 'session.ended', 'payment.recorded'] as const;
export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

/** The topics a gate event gives rise to: an entry starts a session, an exit ends it and, when it cost something, records a payment. */
export function topicsOfGateEvent(kind: 'entry' | 'exit', amountHalalas: number): WebhookTopic[] {
  if (kind === 'entry') return ['session.started'];
  return amountHalalas > 0 ? ['session.ended', 'payment.recorded'] : ['session.ended'];
}

export const WEBHOOK_DELIVERY_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** After this many failed attempts (about a day and a half of backoff) a delivery is given up as failed. */
export const WEBHOOK_MAX_ATTEMPTS = 16;

/** The wait before the next attempt after `attempts` failed ones: 30 seconds, doubling, at most 6 hours. */
export function webhookRetryDelayMs(attempts: number): number {
  return Math.min(6 * 3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a webhook may be sent to `endpoint`: https only, since its payloads are the operator's
 * data and its signature's secret must not travel in the clear; plain http to this machine only
 * where the server allows it (tests and development).
 */
export function isWebhookEndpointAllowed(endpoint: string, allowLocalHttp: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLocalHttp && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}
