import ApartmentIcon from '@mui/icons-material/Apartment';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { Box, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { canReach, ROLE } from '../../../domain/roles';
import { RESOURCE_PERMISSIONS } from '../../../domain/routes';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import type { SessionUser } from '../../../domain/session-user';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import type { AppDataProvider } from '../../providers/dataProvider';
import { readSession } from '../../providers/storage';
import { GateConsolePage } from '../gate-console/GateConsolePage';
import { AreaOccupancy } from './AreaOccupancy';
import { type Figure, FigureCards } from './FigureCard';
import { LatestChanges } from './LatestChanges';
import { WelcomeCard } from './WelcomeCard';

/** The counts of the estate. */
function figuresOf(data: Dashboard, canOpenAreas: boolean): Figure[] {
  const areasLink = canOpenAreas ? '/areas' : undefined;
  return [
    { label: 'ps.home.areas', value: data.areas, icon: ApartmentIcon, to: areasLink },
    { label: 'ps.home.gates', value: data.gates, icon: MeetingRoomIcon, to: areasLink },
    { label: 'ps.home.sub_areas', value: data.sub_areas, icon: SplitscreenIcon, to: canOpenAreas ? '/sub-areas' : undefined },
    { label: 'ps.home.total_capacity', value: data.total_capacity, icon: DirectionsCarIcon },
  ];
}

/**
 * The home of super admins and admins, in sections the dashboard answers: the estate's counts,
 * occupancy per area and, for those who manage the estate, its latest changes. Later issues add
 * their sections (gate traffic, revenue) here.
 */
function EstateHome({ user }: { user: SessionUser }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const canOpenAreas = canReach(user.authority, [RESOURCE_PERMISSIONS.areas]);
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard() });

  return (
    <Box>
      <PageHeader title="ps.home.title" />
      <Stack spacing={3}>
        <WelcomeCard user={user} />
        {isPending ? (
          <LoadingState rows={2} />
        ) : error ? (
          <ErrorState message="ps.errors.failed_to_load_dashboard" onRetry={() => refetch()} />
        ) : (
          <>
            <FigureCards figures={figuresOf(data, canOpenAreas)} />
            <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: data.latest_changes ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' } }}>
              <AreaOccupancy occupancy={data.occupancy} linkToAreas={canOpenAreas} />
              {data.latest_changes ? <LatestChanges changes={data.latest_changes} /> : null}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}

/** Home: the gate console for a gate employee, the estate for the administrators. */
export function HomePage() {
  const user = readSession().user!;
  return user.role.role_id === ROLE.gateEmployee ? <GateConsolePage /> : <EstateHome user={user} />;
}
