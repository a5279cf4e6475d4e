import { useCallback, useState } from 'react';

const STORAGE_KEY = 'subscriber-session';

/** The subscriber's session on their own page: kept for the tab, so it outlives the gateway's page and ends with the tab. */
export function useSubscriberSession() {
  const [token, setToken] = useState(() => window.sessionStorage.getItem(STORAGE_KEY));
  const [ended, setEnded] = useState(false);
  const start = useCallback((started: string) => {
    window.sessionStorage.setItem(STORAGE_KEY, started);
    setEnded(false);
    setToken(started);
  }, []);
  /** Forgets the session: signed out, or ended (the server said so), which the sign-in then tells. */
  const forget = useCallback((hasEnded: boolean) => {
    window.sessionStorage.removeItem(STORAGE_KEY);
    setEnded(hasEnded);
    setToken(null);
  }, []);
  return { token, ended, start, forget };
}

export type SubscriberSession = ReturnType<typeof useSubscriberSession>;
