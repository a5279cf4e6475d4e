import ApartmentIcon from '@mui/icons-material/Apartment';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import SplitscreenIcon from '@mui/icons-material/Splitscreen';
import { Avatar, Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { useDataProvider, useTranslate } from 'react-admin';
import { canReach } from '../../../domain/roles';
import { RESOURCE_PERMISSIONS } from '../../../domain/routes';
import { ErrorState, LoadingState } from '../../components/PageStates';
import { PageHeader } from '../../components/PageHeader';
import { useFormatters } from '../../i18n/useFormatters';
import type { AppDataProvider } from '../../providers/dataProvider';
import { readSession } from '../../providers/storage';

interface Figure {
  label: string;
  value: number;
  icon: ComponentType<{ fontSize?: 'large' }>;
  to?: string;
}

function FigureCard({ label, value, icon: Icon, to }: Figure) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const content = (
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar variant="rounded" sx={{ bgcolor: 'action.selected', color: 'primary.main', width: 52, height: 52 }}>
        <Icon fontSize="large" />
      </Avatar>
      <Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {number(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The first dashboard: who is signed in, and live counts of the parking estate. */
export function HomePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const user = readSession().user!;
  const canOpenAreas = canReach(user.authority, [RESOURCE_PERMISSIONS.areas]);
  const { data, isPending, error, refetch } = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard() });

  const figures: Figure[] = data
    ? [
        { label: 'ps.home.areas', value: data.areas, icon: ApartmentIcon, to: canOpenAreas ? '/areas' : undefined },
        { label: 'ps.home.gates', value: data.gates, icon: MeetingRoomIcon, to: canOpenAreas ? '/areas' : undefined },
        { label: 'ps.home.sub_areas', value: data.sub_areas, icon: SplitscreenIcon, to: canOpenAreas ? '/sub-areas' : undefined },
        { label: 'ps.home.total_capacity', value: data.total_capacity, icon: DirectionsCarIcon },
      ]
    : [];

  return (
    <Box>
      <PageHeader title="ps.home.title" />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{user.name.charAt(0)}</Avatar>
            <Box>
              <Typography variant="h6" component="p">
                {translate('ps.home.greeting', { name: user.name })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                <Chip size="small" color="primary" label={translate(`ps.roles.${user.role.name}`)} />
                <Typography variant="body2" color="text.secondary" dir="ltr">
                  {user.email}
                </Typography>
              </Stack>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      {data?.scope_area_id ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('ps.home.scoped_to_area')}
        </Typography>
      ) : null}
      {isPending ? (
        <LoadingState rows={2} />
      ) : error ? (
        <ErrorState message="ps.errors.failed_to_load_dashboard" onRetry={() => refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {figures.map((figure) => (
            <FigureCard key={figure.label} {...figure} />
          ))}
        </Box>
      )}
    </Box>
  );
}
