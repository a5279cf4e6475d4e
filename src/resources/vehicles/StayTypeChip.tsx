import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { VehicleType } from '../../../domain/vehicle';

const TYPE_COLORS: Record<VehicleType, ChipProps['color']> = {
  subscription: 'primary',
  guest: 'info',
  undefined: 'warning',
};

/** How the vehicle in context came in: with a subscription, as a guest, or not identified. */
export function StayTypeChip(_props: { label?: string }) {
  const record = useRecordContext<{ type: VehicleType }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TYPE_COLORS[record.type]}
      label={translate(`ps.vehicles.types.${record.type}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
