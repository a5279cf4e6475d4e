import { Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { HttpError, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { RetentionPeriodRecord } from '../../../domain/schemas/privacy';
import type { JsonRecord } from '../../../domain/schemas/record';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PrivacySection } from './PrivacySection';

type Period = JsonRecord<RetentionPeriodRecord>;

function PeriodRow({ period }: { period: Period }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [days, setDays] = useState(String(period.days));
  const [update, { isPending }] = useUpdate<Period>();
  const save = () =>
    update(
      'retention-periods',
      { id: period.id, data: { days: Number(days) }, previousData: period },
      {
        onSuccess: () => notify('ps.privacy.retention.saved', { type: 'success' }),
        onError: (error) =>
          notify(
            (error instanceof HttpError && (error.body as { errors?: { days?: string } })?.errors?.days) ||
              'ps.errors.generic',
            { type: 'error' },
          ),
      },
    );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Typography sx={{ flex: 1 }}>{translate(`ps.privacy.retention.kinds.${period.kind}`)}</Typography>
      {/* The days and their save stay side by side on a phone too; the button level with the field, above its hint. */}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={translate('ps.privacy.retention.days')}
          type="number"
          size="small"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          slotProps={{ htmlInput: { min: period.min_days, max: period.max_days, step: 1 } }}
          helperText={translate('ps.privacy.retention.default', { smart_count: period.default_days })}
          sx={{ width: { xs: 'auto', sm: 200 }, flexGrow: { xs: 1, sm: 0 } }}
        />
        <Button
          variant="outlined"
          onClick={save}
          disabled={isPending || days === String(period.days)}
          sx={{ mt: 0.75, flexShrink: 0 }}
        >
          {translate('ps.privacy.retention.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The days each kind of personal data is kept before it is redacted: the super admin's to change. */
export function RetentionPeriods() {
  const { data, isPending, error, refetch } = useGetList<Period>('retention-periods', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'id', order: 'ASC' },
  });
  return (
    <PrivacySection title="ps.privacy.retention.title" hint="ps.privacy.retention.hint">
      {isPending ? (
        <LoadingState rows={4} />
      ) : error ? (
        <ErrorState message="ps.privacy.retention.failed" onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={2} divider={<Divider flexItem />}>
          {data?.map((period) => (
            <PeriodRow key={period.id} period={period} />
          ))}
        </Stack>
      )}
    </PrivacySection>
  );
}
