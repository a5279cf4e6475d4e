import type { ChipProps } from '@mui/material';
import type { SubscriptionStatus } from '../../domain/subscription-status';

/** The colour of an individual subscription's status, wherever it is shown (staff's screens, the subscriber's page). */
export const SUBSCRIPTION_STATUS_COLORS: Record<SubscriptionStatus, ChipProps['color']> = {
  pending: 'warning',
  awaiting_payment: 'info',
  active: 'success',
  expired: 'default',
  rejected: 'error',
};
