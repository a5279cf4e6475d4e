import { Alert, Box, Chip, Divider, Stack, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ErrorState, LoadingState } from '../../../components/PageStates';
import { Panel } from '../../../components/Panel';
import { useFormatters } from '../../../i18n/useFormatters';
import type { TariffVersionJson } from '../../../providers/dataProvider';
import { NewTariffVersionButton } from './NewTariffVersionButton';
import type { useTariffVersions } from './useTariffVersions';
import { eventText, peakText } from './windowText';
import { WithdrawVersionButton } from './WithdrawVersionButton';

const MINUTE_VALUES = ['free_minutes', 'grace_minutes', 'cooldown_minutes'] as const;
const MONEY_VALUES = ['hourly_fee', 'after_first_hour_fee', 'daily_cap'] as const;

type Standing = 'in_force' | 'scheduled' | 'replaced';

function VersionState({ standing }: { standing: Standing }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={standing === 'in_force' ? 'success' : 'default'}
      variant={standing === 'in_force' ? 'filled' : 'outlined'}
      label={translate(`ps.tariff.versions.${standing}`)}
    />
  );
}

function Version({ version, standing }: { version: TariffVersionJson; standing: Standing }) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const [locale] = useLocaleState();
  const { dateTime, number, money } = formatters;
  const windows = [
    ...version.peaks.map((peak) => peakText(peak, translate, formatters)),
    ...version.event_days.map((event) => eventText(event, translate, formatters, locale)),
  ];
  return (
    <Stack
      component="section"
      spacing={1}
      aria-label={translate('ps.tariff.versions.from', { time: dateTime(version.effective_from) })}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {translate('ps.tariff.versions.from', { time: dateTime(version.effective_from) })}
        </Typography>
        <VersionState standing={standing} />
        {standing === 'scheduled' ? <WithdrawVersionButton version={version} /> : null}
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 0.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          '& dd': { m: 0, fontWeight: 500 },
          '& dt': { color: 'text.secondary', typography: 'body2' },
        }}
      >
        {[
          ...MINUTE_VALUES.map((key) => [key, number(version[key])]),
          ...MONEY_VALUES.map((key) => [key, money(version[key])]),
        ].map(([key, value]) => (
          <Box key={key}>
            <dt>{translate(`resources.areas.fields.${key}`)}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {windows.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {version.disability_free ? null : (
        <Typography variant="body2">{translate('ps.tariff.versions.no_disability_exemption')}</Typography>
      )}
      {version.regulation_warnings.length > 0 ? (
        <Alert severity="warning">
          {translate('ps.tariff.versions.warnings', {
            rules: version.regulation_warnings.map((rule) => translate(`ps.tariff.rules.${rule}`)).join(' · '),
            smart_count: version.regulation_warnings.length,
          })}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The versions of the area's tariff, newest first, and the button that publishes the next. */
export function TariffVersionsPanel({
  areaId,
  versions,
}: {
  areaId: number;
  versions: ReturnType<typeof useTariffVersions>;
}) {
  const { data, error, isPending, refetch, inForce } = versions;
  // Newest first: those above the one in force have yet to start.
  const inForceIndex = data?.findIndex((version) => version.in_force) ?? -1;
  const standingAt = (index: number): Standing =>
    index === inForceIndex ? 'in_force' : index < inForceIndex ? 'scheduled' : 'replaced';
  return (
    <Panel title="ps.tariff.versions.title" extra={<NewTariffVersionButton areaId={areaId} inForce={inForce} />}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        {error ? <ErrorState message="ps.tariff.versions.load_failed" onRetry={() => refetch()} /> : null}
        {isPending && !error ? <LoadingState rows={2} /> : null}
        {data?.map((version, index) => (
          <Fragment key={version.id}>
            {index > 0 ? <Divider sx={{ my: 2 }} /> : null}
            <Version version={version} standing={standingAt(index)} />
          </Fragment>
        ))}
      </Box>
    </Panel>
  );
}
