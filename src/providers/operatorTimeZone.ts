import { useEffect } from 'react';
import { useStore } from 'react-admin';
import { DEFAULT_TIME_ZONE } from '../../domain/local-date';
import { fetchServerSettings } from './serverSettings';

/** The store key of the zone dates are shown in (a receipt sets its own for what it prints). */
export const TIME_ZONE_STORE_KEY = 'operator.time_zone';

/** The zone every date is shown in: the one the server last announced, until it says otherwise. */
export function useOperatorTimeZone(): string {
  const [timeZone] = useStore<string>(TIME_ZONE_STORE_KEY, DEFAULT_TIME_ZONE);
  return timeZone;
}

/** Asks the server once per app load which time zone it works in (TIME_ZONE) and keeps it. */
export function useAnnouncedTimeZone(): void {
  const [, setTimeZone] = useStore<string>(TIME_ZONE_STORE_KEY, DEFAULT_TIME_ZONE);
  useEffect(() => {
    const controller = new AbortController();
    // Offline or refused: dates keep the last announced zone.
    void fetchServerSettings(controller.signal).then((settings) => {
      if (typeof settings?.time_zone === 'string') setTimeZone(settings.time_zone);
    });
    return () => controller.abort();
  }, [setTimeZone]);
}
