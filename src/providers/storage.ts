import type { Store } from 'react-admin';
import type { SessionUser } from '../../domain/session-user';

/** Browser storage keys of SPEC section 3, kept under exactly these names. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  expiresIn: 'expires_in',
  locale: 'locale',
  theme: 'theme',
  /** Ours, not the SPEC's: Western or Arabic-Indic digits in the Arabic interface. */
  digits: 'digits',
  sessionUser: 'sessionUser',
} as const;

export interface StoredSession {
  signedIn: boolean;
  user: SessionUser | null;
}

function readJson<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function readSession(): StoredSession {
  return readJson<StoredSession>(STORAGE_KEYS.sessionUser) ?? { signedIn: false, user: null };
}

export function readToken(): { token: string; type: string } | undefined {
  const token = localStorage.getItem(STORAGE_KEYS.accessToken);
  return token ? { token, type: localStorage.getItem(STORAGE_KEYS.tokenType) ?? 'Bearer' } : undefined;
}

export function writeSession(session: { token: string; type: string; expiresIn: number; user: SessionUser }): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, session.token);
  localStorage.setItem(STORAGE_KEYS.tokenType, session.type);
  localStorage.setItem(STORAGE_KEYS.expiresIn, String(session.expiresIn));
  localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify({ signedIn: true, user: session.user } satisfies StoredSession));
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.tokenType);
  localStorage.removeItem(STORAGE_KEYS.expiresIn);
  localStorage.setItem(STORAGE_KEYS.sessionUser, JSON.stringify({ signedIn: false, user: null } satisfies StoredSession));
}

/** Authenticated only with a token and signedIn true (SPEC section 4). */
export function isAuthenticated(): boolean {
  return Boolean(readToken()) && readSession().signedIn;
}

export type AppLocale = 'en' | 'ar';
export const DEFAULT_LOCALE: AppLocale = 'en';

export function readLocale(): AppLocale {
  return localStorage.getItem(STORAGE_KEYS.locale) === 'ar' ? 'ar' : DEFAULT_LOCALE;
}

const REACT_ADMIN_PREFIX = 'ps.ra.';

/**
 * react-admin's store on localStorage. Its `locale` item is the SPEC's `locale` key itself;
 * react-admin's other preferences (list columns, sort, sidebar) live under a prefix, and a
 * reset on sign-out keeps the language.
 */
export function createAppStore(): Store {
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  // The language and the digits are the user's, not the session's: kept under their own names.
  const storageKey = (key: string) => (key === 'locale' ? STORAGE_KEYS.locale : key === 'digits' ? STORAGE_KEYS.digits : REACT_ADMIN_PREFIX + key);
  const notify = (key: string, value: unknown) => listeners.get(key)?.forEach((listener) => listener(value));

  return {
    setup: () => {},
    teardown: () => {},
    getItem<T>(key: string, defaultValue?: T): T {
      // The language always has a value, English until another is stored: react-admin's i18n
      // context renders nothing, for one extra pass, while the store has no locale.
      if (key === 'locale') return readLocale() as T;
      return readJson<T>(storageKey(key)) ?? (defaultValue as T);
    },
    setItem<T>(key: string, value: T) {
      if (value === undefined) {
        localStorage.removeItem(storageKey(key));
      } else {
        localStorage.setItem(storageKey(key), key === 'locale' ? String(value) : JSON.stringify(value));
      }
      notify(key, value);
    },
    removeItem(key: string) {
      localStorage.removeItem(storageKey(key));
      notify(key, undefined);
    },
    removeItems(prefix: string) {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(REACT_ADMIN_PREFIX + prefix)) {
          localStorage.removeItem(key);
          notify(key.slice(REACT_ADMIN_PREFIX.length), undefined);
        }
      }
    },
    reset() {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(REACT_ADMIN_PREFIX)) {
          localStorage.removeItem(key);
          notify(key.slice(REACT_ADMIN_PREFIX.length), undefined);
        }
      }
    },
    subscribe(key: string, callback: (value: unknown) => void) {
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(callback);
      return () => listeners.get(key)?.delete(callback);
    },
  };
}
