import { HttpError } from 'ra-core';
import type { AuthProvider } from 'react-admin';
import { API_ERRORS } from '../../domain/api-errors';
import { homePathFor, UNAUTHENTICATED_ENTRY_PATH } from '../../domain/roles';
import { DEFAULT_EXPIRES_IN, type LoginResponse, type SessionUser } from '../../domain/session-user';
import { signInLocation } from '../layout/sign-in-location';
import { canAccessWith } from './access';
import { API_URL } from './httpClient';
import { clearSession, isAuthenticated, readSession, writeSession } from './storage';

/** Statuses that end the session on any call (SPEC section 7). */
export const SIGN_OUT_STATUSES = [401, 419, 440];

/** What useGetIdentity answers: the session's user, whose name and avatar react-admin reads as fullName and avatar. */
export type Identity = Omit<SessionUser, 'avatar'> & { fullName: string; avatar?: string };

export interface SignInParams {
  email: string;
  password: string;
  redirectUrl?: string | null;
}

/** Only same-site paths are followed after sign-in; anything else goes to the role's home. */
export function safeRedirect(redirectUrl: string | null | undefined): string | undefined {
  if (!redirectUrl || !redirectUrl.startsWith('/') || redirectUrl.startsWith('//') || redirectUrl.startsWith('/\\'))
    return undefined;
  return redirectUrl;
}

async function requestLogin(email: string, password: string): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await fetch(`${API_URL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    throw new Error('ps.errors.network');
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    const code = body?.code;
    // An HttpError keeps the body: a lock-out says in it how long to wait.
    throw new HttpError(
      typeof code === 'string' && code in API_ERRORS
        ? `ps.errors.${code}`
        : (body?.message ?? 'ps.auth.unable_to_sign_in'),
      response.status,
      body,
    );
  }
  if (!body?.access_token || !body.user) throw new Error('ps.auth.unable_to_sign_in');
  return body as LoginResponse;
}

/**
 * Where the app goes once signed out: the sign-in page, with the way back to the page being
 * left. Already there (react-admin checks again as it lets go of its data), it stays, so the
 * way back and the reason are kept.
 */
function signInTarget({ sessionEnded = false } = {}): string | false {
  const { pathname, search } = window.location;
  if (pathname === UNAUTHENTICATED_ENTRY_PATH) return false;
  return signInLocation(pathname, search, { sessionEnded });
}

export const authProvider = {
  async login({ email, password, redirectUrl }: SignInParams): Promise<{ redirectTo: string }> {
    const answer = await requestLogin(email, password);
    writeSession({
      token: answer.access_token,
      type: answer.token_type ?? 'Bearer',
      expiresIn: answer.expires_in ?? DEFAULT_EXPIRES_IN,
      user: answer.user,
    });
    return { redirectTo: safeRedirect(redirectUrl) ?? homePathFor(answer.user.role.role_id) };
  },

  /** Local only: no call, the stored session goes and the user lands on the sign-in page. */
  async logout() {
    clearSession();
    return UNAUTHENTICATED_ENTRY_PATH;
  },

  async checkAuth() {
    if (!isAuthenticated()) throw { redirectTo: signInTarget(), message: false };
  },

  /**
   * A refused token (expired, or ended by a password change or a deactivation) ends the session
   * here: the sign-in page says so and brings the user back to the page they were on. A refusal
   * once signed out (the sign-out button, an earlier refusal) has nothing more to end, nor
   * anywhere to go. The sign-in page says it, not a notification.
   */
  async checkError(error: { status?: number }) {
    if (error?.status === undefined || !SIGN_OUT_STATUSES.includes(error.status)) return;
    if (!isAuthenticated()) throw { redirectTo: false, logoutUser: true, message: false };
    clearSession();
    throw { redirectTo: signInTarget({ sessionEnded: true }), logoutUser: true, message: false };
  },

  /** The signed-in user as sign-in answered it, under react-admin's names for the name and avatar too. */
  async getIdentity(): Promise<Identity> {
    const { user } = readSession();
    if (!user) throw new Error('ps.auth.unable_to_sign_in');
    return { ...user, fullName: user.name, avatar: user.avatar || undefined };
  },

  async getPermissions() {
    return readSession().user?.authority ?? [];
  },

  /** The signed-in user's answer from the matrix that the navigation reads too (canAccessWith). */
  async canAccess({ action, resource }) {
    return canAccessWith(readSession().user?.authority ?? [], { action, resource });
  },
} satisfies AuthProvider;
