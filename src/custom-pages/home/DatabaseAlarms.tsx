import { Alert, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { DatabaseAlarm, DatabaseHealth } from '../../../domain/database-health';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';

/** How often the home asks how the database stands: no live event tells of a standby lost. */
export const DATABASE_HEALTH_POLL_MS = 15_000;

function AlarmText({ alarm, health }: { alarm: DatabaseAlarm; health: DatabaseHealth }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const seconds = Math.round(health.replica?.lag_seconds ?? 0);
  return (
    <>
      {translate(`ps.home.database_alarm.${alarm}`, {
        host: health.replica?.host ?? '',
        smart_count: seconds,
        seconds: number(seconds),
      })}
    </>
  );
}

/**
 * The database's alarms for the operator's administrators: the primary without a standby
 * following it, and a read replica that does not answer or lags too far to serve. Nothing while
 * all is well, nor when the question itself fails (the home says when its figures cannot load).
 */
export function DatabaseAlarms() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess = false } = useCanAccess({ resource: 'employees', action: 'list' });
  const { data } = useQuery({
    queryKey: ['database-health'],
    queryFn: () => dataProvider.getDatabaseHealth(),
    refetchInterval: DATABASE_HEALTH_POLL_MS,
    enabled: canAccess,
  });
  if (!canAccess || !data || data.alarms.length === 0) return null;
  return (
    <Stack spacing={1} role="region" aria-label={translate('ps.home.database_alarm.region')}>
      {data.alarms.map((alarm) => (
        <Alert key={alarm} severity={alarm === 'standby_lost' ? 'error' : 'warning'}>
          <AlarmText alarm={alarm} health={data} />
        </Alert>
      ))}
    </Stack>
  );
}
