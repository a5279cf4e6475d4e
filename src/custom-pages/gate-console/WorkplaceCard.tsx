import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GateConsole } from '../../../domain/schemas/gate-console';
import { useLocalizedName } from '../../components/LocalizedName';
import { GateSelect } from './GateSelect';
import { OccupancyFigures } from './OccupancyFigures';

interface WorkplaceCardProps {
  data: GateConsole;
  onGateChange: (gateId: number) => void;
  /** The last refresh failed: the figures are those of the one before. */
  stale: boolean;
}

/** Where the employee works, the gate's state and the area's occupancy as it is now. */
export function WorkplaceCard({ data: { area, gate, gates, occupancy }, onGateChange, stale }: WorkplaceCardProps) {
  const translate = useTranslate();
  const nameOf = useLocalizedName();
  return (
    <Card variant="outlined" component="section" aria-label={translate('ps.gate_console.workplace')}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {translate('ps.gate_console.area')}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                <bdi>{nameOf(area)}</bdi>
              </Typography>
            </Box>
            <GateSelect gate={gate} gates={gates} onChange={onGateChange} />
          </Stack>
          {area.is_active ? null : <Alert severity="error">{translate('ps.gate_console.area_inactive')}</Alert>}
          {gate.status === 'active' ? null : (
            <Alert severity="error">
              {translate('ps.gate_console.gate_closed', { status: translate(`ps.gates.statuses.${gate.status}`) })}
            </Alert>
          )}
          <OccupancyFigures area={area} occupancy={occupancy} />
          {stale ? (
            <Typography variant="caption" color="warning.main" role="status">
              {translate('ps.gate_console.stale')}
            </Typography>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
