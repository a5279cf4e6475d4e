import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useLivePollFallback } from '../../providers/live/LiveEvents';
import { CONSOLE_POLL_MS } from '../gate-console/useGateConsole';

/** The open lane alarms the caller keeps (one gate's when named), kept fresh by the live stream (polled while it is down). */
export function useLaneAlarms(gateId?: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lane-alarms', gateId ?? 'all'],
    queryFn: () => dataProvider.getLaneAlarms(gateId),
    refetchInterval: useLivePollFallback(CONSOLE_POLL_MS),
  });
}

/** The gate's reads waiting for a person, kept fresh by the live stream (polled while it is down). */
export function useLaneConfirmations(gateId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['lane-confirmations', gateId],
    queryFn: () => dataProvider.getLaneConfirmations(gateId),
    refetchInterval: useLivePollFallback(CONSOLE_POLL_MS),
  });
}

/** Asks again for what a decision changed: the alarms, the reads waiting, and the console's figures. */
export function useRefreshLaneHealth() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    for (const key of ['lane-alarms', 'lane-confirmations', 'gate-console', 'vehicles'])
      void queryClient.invalidateQueries({ queryKey: [key] });
  }, [queryClient]);
}
