import { localStorageStore, type Store } from 'ra-core';
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
  localStorage.setItem(
    STORAGE_KEYS.sessionUser,
    JSON.stringify({ signedIn: true, user: session.user } satisfies StoredSession),
  );
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.tokenType);
  localStorage.removeItem(STORAGE_KEYS.expiresIn);
  localStorage.setItem(
    STORAGE_KEYS.sessionUser,
    JSON.stringify({ signedIn: false, user: null } satisfies StoredSession),
  );
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

/**
 * The user's own settings, which a sign-out keeps: under their plain names, outside react-admin's
 * prefix that its store reset clears. The language is SPEC's `locale` key as it stands ("ar");
 * it always has a value, English until another is stored, since react-admin's i18n context
 * renders nothing, for one extra pass, while the store has no locale.
 */
const PLAIN_ITEMS: Readonly<Record<string, { read(): unknown; write(value: unknown): void }>> = {
  locale: { read: readLocale, write: (value) => localStorage.setItem(STORAGE_KEYS.locale, String(value)) },
  digits: {
    read: () => readJson(STORAGE_KEYS.digits),
    write: (value) => localStorage.setItem(STORAGE_KEYS.digits, JSON.stringify(value)),
  },
};

/**
 * react-admin's localStorageStore (list columns, sorts, the sidebar, under `RaStore.`), with the
 * language and the digit style kept under their plain keys.
 */
export function createAppStore(): Store {
  const store = localStorageStore();
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const plainItem = (key: string) => (Object.hasOwn(PLAIN_ITEMS, key) ? PLAIN_ITEMS[key] : undefined);
  const set = (key: string, value: unknown) => {
    const item = plainItem(key)!;
    if (value === undefined) localStorage.removeItem(key);
    else item.write(value);
    listeners.get(key)?.forEach((listener) => listener(value));
  };
  return {
    ...store,
    getItem: (key, defaultValue) =>
      plainItem(key) ? ((plainItem(key)!.read() ?? defaultValue) as never) : store.getItem(key, defaultValue),
    setItem: (key, value) => (plainItem(key) ? set(key, value) : store.setItem(key, value)),
    removeItem: (key) => (plainItem(key) ? set(key, undefined) : store.removeItem(key)),
    subscribe: (key, listener) => {
      if (!plainItem(key)) return store.subscribe(key, listener);
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)!.add(listener);
      return () => listeners.get(key)?.delete(listener);
    },
  };
}
