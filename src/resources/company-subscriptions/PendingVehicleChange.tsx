import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PlateLine } from '../../components/PlateText';
import type { CompanySubscription } from '../../providers/dataProvider';

/**
 * The vehicles a manager asked for in place of an approved subscription's, while a super admin has
 * not decided: the gate still admits the plates in force only, and says so.
 */
export function PendingVehicleChange() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  if (!record?.pending_vehicles) return null;
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <Typography component="span" variant="caption" color="warning.main" sx={{ fontWeight: 600 }}>
        {translate('ps.company_subscriptions.vehicle_change.pending')}
      </Typography>
      {record.pending_vehicles.map((vehicle) => (
        <Chip
          key={`${vehicle.plate_letters}${vehicle.plate_number}`}
          size="small"
          color="warning"
          variant="outlined"
          label={<PlateLine vehicle={vehicle} />}
          sx={vehicle.is_active ? undefined : { textDecoration: 'line-through', opacity: 0.6 }}
        />
      ))}
    </Box>
  );
}
