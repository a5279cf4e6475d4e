import { fetchUtils, HttpError } from 'react-admin';
import { API_ERRORS } from '../../domain/api-errors';
import { formErrorsOf } from '../components/formError';
import { readToken } from './storage';

/** SPEC section 7: every call under /api, 60 s timeout, the stored token as "Bearer …". */
export const API_URL = '/api';
export const REQUEST_TIMEOUT_MS = 60_000;

function isKnownCode(code: unknown): code is keyof typeof API_ERRORS {
  return typeof code === 'string' && code in API_ERRORS;
}

/**
 * The server's answer to a decision on a record that changed since its screen read it: nothing was
 * decided, and the screen must show the record again before anyone decides on it.
 */
export function isRecordChanged(error: unknown): boolean {
  return error instanceof HttpError && (error.body as { code?: unknown } | undefined)?.code === 'record_changed';
}

/**
 * fetchJson with the token and the timeout, or the caller's signal if it aborts first. A failed answer becomes an HttpError whose
 * message is the catalog key of the API's error code, so react-admin's notifications show it
 * in the user's language; the body (with its field errors) is kept for the forms, an error with
 * arguments in the string form react-admin's form understands.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const stored = readToken();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  // The caller may stop waiting first (a page that goes away).
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      signal: controller.signal,
      user: stored ? { authenticated: true, token: `${stored.type} ${stored.token}` } : undefined,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as { code?: unknown; errors?: unknown } | undefined;
      const kept = body?.errors ? { ...body, errors: formErrorsOf(body.errors) } : body;
      throw new HttpError(
        isKnownCode(body?.code) ? `ps.errors.${body.code}` : 'ps.errors.server_error',
        error.status,
        kept,
      );
    }
    throw new HttpError(controller.signal.aborted ? 'ps.errors.timeout' : 'ps.errors.network', 0);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Signed out, nothing goes to the API: a query that refetches while the user signs out fails
 * here instead of reaching the server without a token.
 */
export const signedInClient: typeof httpClient = (url, options) =>
  readToken() ? httpClient(url, options) : Promise.reject(new HttpError('ps.auth.session_ended', 401));
