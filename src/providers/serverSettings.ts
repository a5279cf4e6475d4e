import { PLATFORM_ENDPOINTS } from '../../domain/endpoints/platform';
import { callEndpoint } from './endpoints';

/** Asks the server what a client needs before anyone signs in; undefined when offline or refused (callers keep what they had). */
export function fetchServerSettings(signal: AbortSignal) {
  return callEndpoint(PLATFORM_ENDPOINTS.settings, { signal }).catch(() => undefined);
}
