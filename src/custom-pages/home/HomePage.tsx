import ApartmentIcon from '@mui/icons-material/Apartment';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { Alert, Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { ROLE } from '../../../domain/roles';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import type { Identity } from '../../providers/authProvider';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useIdentity } from '../../providers/useIdentity';
import { GateConsolePage } from '../gate-console/GateConsolePage';
import { AreaOccupancy } from './AreaOccupancy';
import { LaneAlarms } from '../lane-health/LaneAlarms';
import { DatabaseAlarms } from './DatabaseAlarms';
import { EInvoiceAlarm } from './EInvoiceAlarm';
import { type Figure, FigureCards } from './FigureCard';
import { LatestChanges } from './LatestChanges';
import { LatestGateEvents } from './LatestGateEvents';
import { PendingRequests } from './PendingRequests';
import { RevenueLastDays } from './RevenueLastDays';
import { TodayFigures } from './TodayFigures';
import { WelcomeCard } from './WelcomeCard';
import { useLivePollFallback } from '../../providers/live/LiveEvents';

/** The counts of the estate. */
function figuresOf(data: Dashboard, canOpenAreas: boolean): Figure[] {
  const areasLink = canOpenAreas ? '/areas' : undefined;
  return [
    { label: 'ps.home.areas', value: data.areas, icon: ApartmentIcon, to: areasLink },
    { label: 'ps.home.gates', value: data.gates, icon: MeetingRoomIcon, to: areasLink },
    {
      label: 'ps.home.sub_areas',
      value: data.sub_areas,
      icon: SplitscreenIcon,
      to: canOpenAreas ? '/sub-areas' : undefined,
    },
    { label: 'ps.home.total_capacity', value: data.total_capacity, icon: DirectionsCarIcon },
  ];
}

/**
 * How often the home asks again while the live stream is down (gates let vehicles in and out,
 * money comes in); while it is open, their events ask for it. react-query stops the interval while
 * the tab is hidden.
 */
export const HOME_POLL_MS = 15_000;

/** Two columns on a wide screen (the second narrower), one on a narrow one. */
function Columns({ children, single = false }: { children: ReactNode; single?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: single ? 'minmax(0, 1fr)' : 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      {children}
    </Box>
  );
}

/** The home's sections, as the dashboard answers them for the caller's role. */
function EstateSections({ data, canOpenAreas }: { data: Dashboard; canOpenAreas: boolean }) {
  return (
    <>
      <FigureCards figures={figuresOf(data, canOpenAreas)} />
      {data.today ? (
        <Columns single={!data.pending}>
          <TodayFigures today={data.today} />
          {data.pending ? <PendingRequests pending={data.pending} /> : null}
        </Columns>
      ) : null}
      {data.revenue_last_30_days ? (
        <Columns single={!data.latest_gate_events}>
          <RevenueLastDays days={data.revenue_last_30_days} />
          {data.latest_gate_events ? <LatestGateEvents events={data.latest_gate_events} /> : null}
        </Columns>
      ) : null}
      <Columns single={!data.latest_changes}>
        <AreaOccupancy occupancy={data.occupancy} byType={data.occupancy_by_type} linkToAreas={canOpenAreas} />
        {data.latest_changes ? <LatestChanges changes={data.latest_changes} /> : null}
      </Columns>
    </>
  );
}

/**
 * The home of super admins and admins, in the sections the dashboard answers: e-invoices overdue
 * with the Authority, the database's alarms and the lanes' open alarms, above all else; the estate's counts;
 * for those who handle the money, today against last week, the requests waiting, the revenue of the
 * last days and the gates' latest events; occupancy per area and, for those who manage the estate,
 * its latest changes. Kept fresh while it is on screen; a failed refresh keeps the last figures.
 */
function EstateHome({ user }: { user: Identity }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { canAccess: canOpenAreas = false } = useCanAccess({ resource: 'areas', action: 'list' });
  const { data, isPending, isRefetchError, refetch } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => dataProvider.getDashboard(),
    refetchInterval: useLivePollFallback(HOME_POLL_MS),
  });

  return (
    <Box>
      <PageHeader title="ps.home.title" />
      <Stack spacing={3}>
        <WelcomeCard user={user} />
        {isPending ? (
          <LoadingState rows={2} />
        ) : !data ? (
          <ErrorState message="ps.errors.failed_to_load_dashboard" onRetry={() => refetch()} />
        ) : (
          <>
            {isRefetchError ? <Alert severity="warning">{translate('ps.home.stale')}</Alert> : null}
            {data.einvoice_alarm ? <EInvoiceAlarm alarm={data.einvoice_alarm} /> : null}
            <DatabaseAlarms />
            <LaneAlarms />
            <EstateSections data={data} canOpenAreas={canOpenAreas} />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** Home: the gate console for a gate employee, the estate for the administrators. */
export function HomePage() {
  const user = useIdentity();
  if (!user) return null;
  return user.role.role_id === ROLE.gateEmployee ? <GateConsolePage /> : <EstateHome user={user} />;
}
