import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  Avatar,
  Button,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Typography,
  useTheme,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { GateEventLine } from '../../../domain/schemas/dashboard';
import { useLocalizedName } from '../../components/LocalizedName';
import { PlateLine } from '../../components/PlateText';
import { useFormatters } from '../../i18n/useFormatters';
import { usePaymentMethods } from '../../resources/vehicles/usePaymentMethods';
import { DetailsLine } from './DetailsLine';
import { HomeSection } from './HomeSection';

const ICONS = { entry: LoginIcon, exit: LogoutIcon } as const;

/** What the gate did, where, when, and for whom: the ticket it gave or what the exit paid. */
function useEventDetails() {
  const translate = useTranslate();
  const { dateTime, money } = useFormatters();
  const nameOf = useLocalizedName();
  const { nameOf: methodName } = usePaymentMethods();
  return (event: GateEventLine) => {
    const outcome = event.payment
      ? event.payment.amount > 0
        ? translate('ps.vehicles.events.paid', {
            amount: money(event.payment.amount),
            method: methodName(event.payment.payment_method),
          })
        : translate('ps.vehicles.events.no_charge')
      : event.ticket
        ? translate('ps.home.gate_events.ticket', { number: event.ticket })
        : null;
    return [
      translate(`ps.vehicles.events.${event.kind}`, { gate: nameOf(event.gate) }),
      nameOf(event.area),
      dateTime(event.at),
      translate(`ps.vehicles.types.${event.type}`),
      ...(outcome ? [outcome] : []),
    ];
  };
}

/** The latest vehicles let in or out at any gate, newest first, each opening its stay. */
export function LatestGateEvents({ events }: { events: GateEventLine[] }) {
  const translate = useTranslate();
  const detailsOf = useEventDetails();
  // Entry and exit arrows point along the reading: mirrored in Arabic (icons are not mirrored by RTL).
  const mirrored = useTheme().direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <HomeSection
      title="ps.home.gate_events.title"
      action={
        <Button component={Link} to="/vehicles" size="small">
          {translate('ps.home.gate_events.see_all')}
        </Button>
      }
    >
      {events.length === 0 ? (
        <Typography color="text.secondary">{translate('ps.home.gate_events.empty')}</Typography>
      ) : (
        <List dense disablePadding sx={{ mx: -1 }}>
          {events.map((event) => {
            const Icon = ICONS[event.kind];
            return (
              <ListItem key={event.event_id} disablePadding>
                <ListItemButton component={Link} to={`/vehicles/${event.stay_id}/show`} sx={{ borderRadius: 1 }}>
                  <ListItemAvatar>
                    <Avatar
                      sx={{
                        bgcolor: 'action.selected',
                        color: event.kind === 'entry' ? 'success.main' : 'primary.main',
                      }}
                    >
                      <Icon sx={mirrored} />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={<PlateLine vehicle={event} />}
                    secondary={<DetailsLine details={detailsOf(event)} />}
                    slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </HomeSection>
  );
}
