import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanySubscription } from '../../providers/dataProvider';
import { PlateLine } from '../../components/PlateText';
import { PendingVehicleChange } from './PendingVehicleChange';

/**
 * The plates of a subscription's vehicles in both scripts, an inactive one struck through, and
 * under them a change of vehicles waiting for a super admin's decision.
 */
export function VehiclePlates() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {record.vehicles.map((vehicle) => (
        <Chip
          key={vehicle.id}
          size="small"
          variant="outlined"
          label={<PlateLine vehicle={vehicle} />}
          title={vehicle.is_active ? undefined : translate('ps.company_subscriptions.vehicle_inactive')}
          sx={vehicle.is_active ? undefined : { textDecoration: 'line-through', opacity: 0.6 }}
        />
      ))}
      <PendingVehicleChange />
    </Box>
  );
}
