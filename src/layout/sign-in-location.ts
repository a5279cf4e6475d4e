import { UNAUTHENTICATED_ENTRY_PATH } from '../../domain/roles';

export const REDIRECT_PARAM = 'redirectUrl';
/** Why the visitor is on the sign-in page, when it is not their own choice. */
export const REASON_PARAM = 'reason';
export const SESSION_ENDED = 'session_ended';

/**
 * The sign-in address for a signed-out visit: it carries the asked-for path, except "/", and
 * says when the session ended under the user rather than by signing out.
 */
export function signInLocation(pathname: string, search = '', { sessionEnded = false } = {}): string {
  const params = new URLSearchParams();
  if (pathname !== '/' && pathname !== '') params.set(REDIRECT_PARAM, pathname + search);
  if (sessionEnded) params.set(REASON_PARAM, SESSION_ENDED);
  const query = params.toString();
  return query ? `${UNAUTHENTICATED_ENTRY_PATH}?${query}` : UNAUTHENTICATED_ENTRY_PATH;
}
