import { Chip, type ChipProps, Typography } from '@mui/material';
import { ReferenceField, TextField, useRecordContext, useTranslate } from 'react-admin';
import type { ParkingCardStatus } from '../../../domain/parking-cart';
import { PlateLine } from '../../components/PlateText';
import type { ParkingCard } from '../../providers/dataProvider';

const STATUS_COLORS: Record<ParkingCardStatus, ChipProps['color']> = {
  available: 'success',
  issued: 'info',
  blocked: 'warning',
  lost: 'error',
};

/** The status of the card in context, as a coloured chip. */
export function CardStatusChip() {
  const record = useRecordContext<ParkingCard>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[record.status]}
      label={translate(`ps.parking_carts.statuses.${record.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** The type of the card in context, in the screen's language. */
export function CardTypeField() {
  const record = useRecordContext<ParkingCard>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`ps.parking_carts.types.${record.type}`)}
    </Typography>
  );
}

/** Whom the card in context is (or was, blocked or lost) issued to: a subscription by its applicant, or a plate in both scripts. */
export function CardHolderField({ link = 'show' }: { link?: 'show' | false }) {
  const record = useRecordContext<ParkingCard>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.subscription_id !== null) {
    return (
      <ReferenceField source="subscription_id" reference="subscriptions" link={link}>
        <TextField source="applicant_name" dir="auto" />
      </ReferenceField>
    );
  }
  if (record.plate_letters !== null && record.plate_number !== null) {
    // One piece: a plate broken across lines reads as two.
    return (
      <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        <PlateLine vehicle={{ plate_letters: record.plate_letters, plate_number: record.plate_number }} />
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {translate('ps.parking_carts.not_held')}
    </Typography>
  );
}
