import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { SubscriptionStatus } from '../../../domain/subscription-status';
import { SUBSCRIPTION_STATUS_COLORS } from '../../components/subscriptionStatusColors';

/** What the subscription in context is today, as a coloured chip. */
export function SubscriptionStatusChip({ size = 'small' }: { size?: ChipProps['size'] }) {
  const record = useRecordContext<{ status: SubscriptionStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  // As wide as its word even where a column stretches its children (a Labeled field).
  return (
    <Chip
      size={size}
      color={SUBSCRIPTION_STATUS_COLORS[record.status]}
      label={translate(`ps.subscriptions.statuses.${record.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
