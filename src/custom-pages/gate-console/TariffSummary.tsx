import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import { useLocalizedName } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';

/** Today's event day, when there is one: its own rates, and whether guests pay at the entry. */
function EventToday({ event }: { event: NonNullable<GateConsole['event_today']> }) {
  const translate = useTranslate();
  const { money } = useFormatters();
  const nameOf = useLocalizedName();
  const cap = money(event.daily_cap);
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('ps.gate_console.tariff.event_today', { name: nameOf(event), fee: money(event.hourly_fee), cap })}
      {event.prepayment ? (
        <Box component="strong" sx={{ display: 'block' }}>
          {translate('ps.gate_console.tariff.event_paid_on_entry', { cap })}
        </Box>
      ) : null}
    </Alert>
  );
}

/** The area's tariff in a few lines, for the operator to explain a fee to the driver, and today's event day. */
export function TariffSummary({
  area,
  eventToday,
}: {
  area: GateConsole['area'];
  eventToday: GateConsole['event_today'];
}) {
  const translate = useTranslate();
  const { money, number } = useFormatters();
  const titleId = useId();
  const minutes = (count: number) =>
    count === 0
      ? translate('ps.gate_console.tariff.none')
      : translate('ps.gate_console.tariff.minutes', { smart_count: count, count: number(count) });
  const rows: Array<[string, string]> = [
    ['free_minutes', minutes(area.free_minutes)],
    ['hourly_fee', money(area.hourly_fee)],
    ['after_first_hour_fee', money(area.after_first_hour_fee)],
    ['daily_cap', money(area.daily_cap)],
    ['grace_minutes', minutes(area.grace_minutes)],
    ['cooldown_minutes', minutes(area.cooldown_minutes)],
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate('ps.gate_console.tariff.title')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'subtitle1', sx: { fontWeight: 600 } } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {eventToday ? <EventToday event={eventToday} /> : null}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 1 }}
        >
          {rows.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`ps.gate_console.tariff.${key}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
