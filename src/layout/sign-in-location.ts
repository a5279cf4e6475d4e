import { UNAUTHENTICATED_ENTRY_PATH } from '../../domain/roles';

export const REDIRECT_PARAM = 'redirectUrl';

/** The sign-in address for a signed-out visit: it carries the asked-for path, except "/". */
export function signInLocation(pathname: string, search = ''): string {
  if (pathname === '/' || pathname === '') return UNAUTHENTICATED_ENTRY_PATH;
  return `${UNAUTHENTICATED_ENTRY_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(pathname + search)}`;
}
