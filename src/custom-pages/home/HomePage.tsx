import ApartmentIcon from '@mui/icons-material/Apartment';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { canReach } from '../../../domain/roles';
import { RESOURCE_PERMISSIONS } from '../../../domain/routes';
import type { Dashboard } from '../../../domain/schemas/dashboard';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import type { AppDataProvider } from '../../providers/dataProvider';
import { readSession } from '../../providers/storage';
import { AreaOccupancy } from './AreaOccupancy';
import { type Figure, FigureCards } from './FigureCard';
import { LatestChanges } from './LatestChanges';
import { WelcomeCard } from './WelcomeCard';
import { WorkplaceCard } from './WorkplaceCard';

/** The counts of the estate; a gate employee's scope is one area, so it is not counted. */
function figuresOf(data: Dashboard, canOpenAreas: boolean): Figure[] {
  const areasLink = canOpenAreas ? '/areas' : undefined;
  return [
    ...(data.workplace ? [] : [{ label: 'ps.home.areas', value: data.areas, icon: ApartmentIcon, to: areasLink }]),
    { label: 'ps.home.gates', value: data.gates, icon: MeetingRoomIcon, to: areasLink },
    { label: 'ps.home.sub_areas', value: data.sub_areas, icon: SplitscreenIcon, to: canOpenAreas ? '/sub-areas' : undefined },
    { label: 'ps.home.total_capacity', value: data.total_capacity, icon: DirectionsCarIcon },
  ];
}

/**
 * The home of super admins, admins and gate employees, in sections the dashboard answers: a gate
 * employee's workplace first; the estate's counts, occupancy per area and, for those who manage
 * the estate, its latest changes. Later issues add their sections (gate traffic, revenue) here.
 */
export function HomePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = readSession().user!;
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
            {data.workplace ? <WorkplaceCard workplace={data.workplace} /> : null}
            <Box>
              {data.workplace ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate('ps.home.scoped_to_area')}
                </Typography>
              ) : null}
              <FigureCards figures={figuresOf(data, canOpenAreas)} />
            </Box>
            <Box sx={{ display: 'grid', gap: 3, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: data.latest_changes ? 'minmax(0, 7fr) minmax(0, 5fr)' : 'minmax(0, 1fr)' } }}>
              <AreaOccupancy occupancy={data.occupancy} linkToAreas={canOpenAreas} ownArea={Boolean(data.workplace)} />
              {data.latest_changes ? <LatestChanges changes={data.latest_changes} /> : null}
            </Box>
          </>
        )}
      </Stack>
    </Box>
  );
}
