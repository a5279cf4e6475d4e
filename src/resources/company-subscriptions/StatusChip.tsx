import { Box, Chip, type SxProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { COMPANY_SUBSCRIPTION_STATUSES, type CompanySubscriptionStatus } from '../../../domain/subscription-status';
import { useFormatters } from '../../i18n/useFormatters';

export const STATUS_COLOR = {
  pending: 'warning',
  awaiting_payment: 'secondary',
  approved: 'info',
  active: 'success',
  expired: 'default',
  rejected: 'error',
} as const;

/** Whether a subscription is over because its company's quota is, before its own end date. */
function endedWithQuota(
  record: { status: CompanySubscriptionStatus; end_date?: string | null; quota_valid_to?: string } | undefined,
): boolean {
  if (record?.status !== 'expired' || !record.quota_valid_to) return false;
  return !record.end_date || record.quota_valid_to < record.end_date;
}

/**
 * A company subscription's status as of today, in its colour; one over because its company's quota
 * lapsed says so, as the gate refuses its cars for that reason.
 */
export function StatusChip({ status }: { status?: CompanySubscriptionStatus }) {
  const translate = useTranslate();
  const record = useRecordContext<{
    status: CompanySubscriptionStatus;
    end_date?: string | null;
    quota_valid_to?: string;
  }>();
  const shown = status ?? record?.status;
  if (!shown) return null;
  const label =
    !status && endedWithQuota(record)
      ? 'ps.company_subscriptions.quota_lapsed'
      : `ps.company_subscriptions.statuses.${shown}`;
  return <Chip size="small" color={STATUS_COLOR[shown]} label={translate(label)} sx={{ alignSelf: 'flex-start' }} />;
}

/** How many subscriptions are in each status, every status shown (an empty one outlined). */
export function StatusCounts({ counts, sx }: { counts: Record<CompanySubscriptionStatus, number>; sx?: SxProps }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ...sx }}>
      {COMPANY_SUBSCRIPTION_STATUSES.map((status) => (
        <Chip
          key={status}
          variant={counts[status] > 0 ? 'filled' : 'outlined'}
          color={STATUS_COLOR[status]}
          label={`${translate(`ps.company_subscriptions.statuses.${status}`)}: ${number(counts[status])}`}
        />
      ))}
    </Box>
  );
}
