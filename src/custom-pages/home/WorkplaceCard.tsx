import ApartmentIcon from '@mui/icons-material/Apartment';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { Box, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { Workplace } from '../../../domain/schemas/dashboard';
import { useLocalizedName } from '../../components/LocalizedName';
import { HomeSection } from './HomeSection';

function Place({ label, name, missing, icon: Icon }: { label: string; name?: string; missing: string; icon: ComponentType<{ color: 'primary' }> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Icon color="primary" />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name ? <bdi>{name}</bdi> : translate(missing)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** Where a gate employee works: their area and their gate, in the app language. */
export function WorkplaceCard({ workplace }: { workplace: Workplace }) {
  const nameOf = useLocalizedName();
  return (
    <HomeSection title="ps.home.workplace.title">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Place label="ps.home.workplace.area" name={workplace.area ? nameOf(workplace.area) : undefined} missing="ps.home.workplace.no_area" icon={ApartmentIcon} />
        <Place label="ps.home.workplace.gate" name={workplace.gate ? nameOf(workplace.gate) : undefined} missing="ps.home.workplace.no_gate" icon={MeetingRoomIcon} />
      </Box>
    </HomeSection>
  );
}
