import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useLivePollFallback } from '../../providers/live/LiveEvents';

/**
 * How often the console asks again while the live stream is down (other gates of the area let
 * vehicles in and out); while it is open, their events ask for it. react-query stops the interval
 * while the tab is hidden.
 */
export const CONSOLE_POLL_MS = 5_000;

/** A gate's console (the signed-in employee's own gate when none is named), kept fresh. */
export function useGateConsole(gateId: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['gate-console', gateId ?? 'own'],
    queryFn: () => dataProvider.getGateConsole(gateId),
    refetchInterval: useLivePollFallback(CONSOLE_POLL_MS),
    // Another gate chosen: the last one's figures stay until its own come.
    placeholderData: keepPreviousData,
  });
}

/** The caller's open cashier shift and what it took so far, kept fresh as the console's figures are. */
export function useCurrentShift() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['cashier-shifts', 'current'],
    queryFn: () => dataProvider.getCurrentShift(),
    refetchInterval: useLivePollFallback(CONSOLE_POLL_MS),
  });
}

/** Asks for the occupancy, the vehicles inside and the shift's takings at once, after an event changed them. */
export function useRefreshConsole() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['gate-console'] });
    void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
    void queryClient.invalidateQueries({ queryKey: ['cashier-shifts'] });
  }, [queryClient]);
}
