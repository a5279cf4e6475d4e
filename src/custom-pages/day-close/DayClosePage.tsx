import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { localDate } from '../../../domain/local-date';
import { isCalendarDate } from '../../../domain/schemas/fields';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { SectionCard } from '../../components/SectionCard';
import { downloadCsvFile } from '../../export/downloadFile';
import { useOperatorTimeZone } from '../../providers/operatorTimeZone';
import type { AppDataProvider } from '../../providers/dataProvider';
import { AreaCloseTable } from './AreaCloseTable';
import { ReconciliationPanel } from './ReconciliationPanel';

/**
 * A day's money closed, for the accounting system: per area the cashiers' Z reports and what each
 * way of paying took, online by channel, as a CSV file; for an administrator, the day's online
 * payments against the gateway's settlements.
 */
export function DayClosePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const timeZone = useOperatorTimeZone();
  const [day, setDay] = useState(() => localDate(new Date(), timeZone));
  const valid = isCalendarDate(day);
  const { canAccess: reconciles } = useCanAccess({ resource: 'parking-transactions', action: 'create' });
  const close = useQuery({
    queryKey: ['reports', 'daily-close', day],
    queryFn: () => dataProvider.getDailyClose(day),
    enabled: valid,
  });
  const exportCsv = async () => {
    try {
      downloadCsvFile(await dataProvider.getDailyCloseCsv(day));
    } catch {
      notify('ps.day_close.export_failed', { type: 'error' });
    }
  };
  return (
    <Box>
      <PageHeader
        title="ps.day_close.title"
        extra={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!close.data}>
            {translate('ps.day_close.export')}
          </Button>
        }
      />
      <Stack spacing={3}>
        <TextField
          type="date"
          label={translate('ps.day_close.day')}
          value={day}
          onChange={(event) => setDay(event.target.value)}
          error={!valid}
          helperText={valid ? undefined : translate('ps.validation.date')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
          sx={{ maxWidth: 240 }}
        />
        <SectionCard title="ps.day_close.per_area">
          {!valid ? null : close.isPending ? (
            <LoadingState rows={3} />
          ) : close.error || !close.data ? (
            <ErrorState message="ps.day_close.failed" cause={close.error} onRetry={() => void close.refetch()} />
          ) : (
            <AreaCloseTable close={close.data} />
          )}
        </SectionCard>
        {reconciles && valid ? (
          <SectionCard title="ps.reconciliation.title">
            <ReconciliationPanel day={day} />
          </SectionCard>
        ) : null}
      </Stack>
    </Box>
  );
}
