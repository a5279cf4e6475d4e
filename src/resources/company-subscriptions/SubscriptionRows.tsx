import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { SimpleList } from 'react-admin';
import { PlateLine } from '../../components/PlateText';
import type { CompanySubscription } from '../../providers/dataProvider';
import { PendingVehicleChange } from './PendingVehicleChange';
import { StatusChip } from './StatusChip';

/**
 * Company subscriptions on a phone, one to a row: the subscriber, their plates and the status, and
 * under them what can be done to the row (`actions`, in the row's record context) instead of at
 * the end of a table that scrolls sideways.
 */
export function SubscriptionRows({ rowClick, actions }: { rowClick: 'edit' | false; actions?: ReactNode }) {
  return (
    <SimpleList<CompanySubscription>
      primaryText={(record) => <bdi>{record.subscriber_name}</bdi>}
      secondaryText={(record) => (
        <Stack component="span" spacing={0.5}>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}>
            {record.vehicles.map((vehicle) => (
              <PlateLine key={vehicle.id} vehicle={vehicle} />
            ))}
          </Box>
          <PendingVehicleChange />
          {actions}
        </Stack>
      )}
      // a function, not an element: react-admin floats only what a function returns to the end of the row
      tertiaryText={() => <StatusChip />}
      rowClick={rowClick}
      sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
    />
  );
}
