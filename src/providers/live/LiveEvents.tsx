import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { LIVE_RESYNC, type LiveTopic } from '../../../domain/live-events';
import { LiveStreamRefused, readLiveStream } from './readLiveStream';

/** The queries (by their first key) a change of each topic makes stale. */
const STAY_SCREENS = [
  'gate-console',
  'vehicles',
  'dashboard',
  'company-dashboard',
  'payment-transactions',
  'fee-adjustments',
  'cashier-shifts',
];
export const QUERIES_OF_TOPIC: Record<LiveTopic, readonly string[]> = {
  gate_event: STAY_SCREENS,
  stay: STAY_SCREENS,
  payment: ['payment-transactions', 'dashboard', 'company-dashboard', 'cashier-shifts'],
  lane_alarm: ['lane-alarms'],
  lane_read: ['lane-confirmations'],
};

/** Events that come together are answered with one refresh of each screen, not one per event. */
const GATHER_MS = 300;
/** The wait before opening the stream again, doubled at each failure up to the last. */
const RETRY_MS = { first: 1_000, last: 30_000 } as const;

const LiveContext = createContext(false);

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The signed-in tab's one live stream (GET /api/live), opened again whenever it ends: each event
 * makes the queries of its topic stale, so the screens on view ask again; a stream opened again
 * after a break, or told to resync, makes those of every topic stale, since events may have been
 * missed.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const stop = new AbortController();
    const stale = new Set<string>();
    let gathering: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      clearTimeout(gathering);
      gathering = undefined;
      for (const key of stale) void queryClient.invalidateQueries({ queryKey: [key] }, { cancelRefetch: false });
      stale.clear();
    };
    const refreshAll = () => {
      for (const keys of Object.values(QUERIES_OF_TOPIC)) for (const key of keys) stale.add(key);
      refresh();
    };
    let opened = false;

    const onMessage = ({ event }: { event: string }) => {
      if (event === 'ready') {
        setConnected(true);
        if (opened) refreshAll();
        opened = true;
      } else if (event === LIVE_RESYNC) {
        refreshAll();
      } else if (event in QUERIES_OF_TOPIC) {
        for (const key of QUERIES_OF_TOPIC[event as LiveTopic]) stale.add(key);
        gathering ??= setTimeout(refresh, GATHER_MS);
      }
    };

    void (async () => {
      let waitMs: number = RETRY_MS.first;
      while (!stop.signal.aborted) {
        try {
          await readLiveStream(onMessage, stop.signal);
          waitMs = RETRY_MS.first;
        } catch (error) {
          // Refused (signed out, token expired): the next call of the app takes the user to sign in.
          waitMs = error instanceof LiveStreamRefused ? RETRY_MS.last : Math.min(waitMs * 2, RETRY_MS.last);
        }
        setConnected(false);
        await pause(waitMs, stop.signal);
      }
    })();
    return () => {
      stop.abort();
      clearTimeout(gathering);
    };
  }, [queryClient]);

  return <LiveContext.Provider value={connected}>{children}</LiveContext.Provider>;
}

/**
 * How often a screen asks again by itself: never while the live stream is open (its events ask
 * for it), every `pollMs` while the stream is down.
 */
export function useLivePollFallback(pollMs: number): number | false {
  return useContext(LiveContext) ? false : pollMs;
}
