import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import ReportIcon from '@mui/icons-material/Report';
import { List, ListItem, ListItemIcon, ListItemText, Stack, useTheme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LoadingState } from '../../components/PageStates';
import { nameIn } from '../../components/LocalizedName';
import { useFormatters } from '../../i18n/useFormatters';
import type { Vehicle } from '../../providers/dataProvider';
import { usePaymentMethods } from './usePaymentMethods';

type StayEvent = NonNullable<Vehicle['events']>[number];

const ICONS = { entry: LoginIcon, exit: LogoutIcon, force_exit: ReportIcon } as const;

/** An event's headline: what happened and at which gate. */
function useEventTitle() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (event: StayEvent) => {
    if (event.kind === 'force_exit') return translate('ps.vehicles.events.force_exit');
    return event.gate
      ? translate(`ps.vehicles.events.${event.kind}`, { gate: nameIn(locale, event.gate) })
      : translate(`ps.vehicles.events.${event.kind}_no_gate`);
  };
}

/** When, who recorded it, why (a forced exit) and what the stay paid (an exit). */
function EventDetails({ event }: { event: StayEvent }) {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const { nameOf } = usePaymentMethods();
  const lines = [
    dateTime(event.at),
    event.by ? translate('ps.vehicles.events.by', { name: event.by.name }) : translate('ps.vehicles.events.by_unknown'),
    event.reason === null ? null : translate('ps.vehicles.events.reason', { reason: event.reason }),
    event.payment === null
      ? null
      : event.payment.amount > 0
        ? translate('ps.vehicles.events.paid', {
            amount: money(event.payment.amount),
            method: nameOf(event.payment.payment_method),
          })
        : translate('ps.vehicles.events.no_charge'),
  ];
  return (
    <Stack component="span" spacing={0.25}>
      {lines
        .filter((line) => line !== null)
        .map((line) => (
          <span key={line}>{line}</span>
        ))}
    </Stack>
  );
}

/** The stay's events in time order: its entry, then its exit at a gate or forced. */
export function StayEvents({ stay }: { stay: Vehicle }) {
  const translate = useTranslate();
  const title = useEventTitle();
  // Entry and exit arrows point along the reading: mirrored in Arabic (icons are not mirrored by RTL).
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  // The list's copy of the stay comes first and has no events: its own answer follows.
  if (!stay.events) return <LoadingState rows={1} />;
  return (
    <List disablePadding aria-label={translate('ps.vehicles.sections.events')} sx={{ gridColumn: '1 / -1' }}>
      {stay.events.map((event) => {
        const Icon = ICONS[event.kind];
        return (
          <ListItem key={event.kind} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
              <Icon
                color={event.kind === 'force_exit' ? 'error' : 'action'}
                sx={event.kind === 'force_exit' ? undefined : mirrored}
              />
            </ListItemIcon>
            <ListItemText
              primary={title(event)}
              secondary={<EventDetails event={event} />}
              slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
