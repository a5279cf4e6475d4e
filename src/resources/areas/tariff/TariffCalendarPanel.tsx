import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { localDate } from '../../../../domain/local-date';
import { Panel } from '../../../components/Panel';
import { useFormatters } from '../../../i18n/useFormatters';
import type { TariffVersionJson } from '../../../providers/dataProvider';
import { useOperatorTimeZone } from '../../../providers/operatorTimeZone';
import { TariffWeekGrid } from './TariffWeekGrid';
import { eventText } from './windowText';

/** The tariff in force as a calendar: the peak hours of its week, and the event days still to come. */
export function TariffCalendarPanel({ version }: { version: TariffVersionJson | undefined }) {
  const translate = useTranslate();
  const formatters = useFormatters();
  const [locale] = useLocaleState();
  const today = localDate(new Date(), useOperatorTimeZone());
  if (!version) return null;
  const coming = version.event_days.filter((event) => event.ends_on >= today);
  return (
    <Panel title="ps.tariff.calendar.title">
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {translate('ps.tariff.calendar.version', { time: formatters.dateTime(version.effective_from) })}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1' }}>
        {translate('ps.tariff.calendar.week')}
      </Typography>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TariffWeekGrid peaks={version.peaks} />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ gridColumn: '1 / -1' }}>
        {translate('ps.tariff.calendar.events_coming')}
      </Typography>
      <List dense disablePadding sx={{ gridColumn: '1 / -1' }}>
        {coming.length === 0 ? (
          <ListItem disableGutters>
            <ListItemText secondary={translate('ps.tariff.calendar.no_events')} />
          </ListItem>
        ) : (
          coming.map((event) => (
            <ListItem key={`${event.starts_on}-${event.name}`} disableGutters>
              <ListItemText primary={eventText(event, translate, formatters, locale)} />
            </ListItem>
          ))
        )}
      </List>
    </Panel>
  );
}
