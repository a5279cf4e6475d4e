import type { AuthProvider } from 'react-admin';
import { AUTH_ENDPOINTS } from '../../domain/endpoints/auth';
import { homePathFor, UNAUTHENTICATED_ENTRY_PATH } from '../../domain/roles';
import { DEFAULT_EXPIRES_IN, type LoginResponse, type SessionUser } from '../../domain/session-user';
import { signInLocation } from '../layout/sign-in-location';
import { canAccessWith } from './access';
import { callEndpoint } from './endpoints';
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
  const answer = await callEndpoint(AUTH_ENDPOINTS.login, { body: { email, password } });
  // What answers may be no server of ours (a captive portal's page): without a token it is no sign-in.
  if (!answer?.access_token || !answer.user) throw new Error('ps.auth.unable_to_sign_in');
  return answer;
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
