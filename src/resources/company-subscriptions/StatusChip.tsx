import { Box, Chip, type SxProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { COMPANY_SUBSCRIPTION_STATUSES, type CompanySubscriptionStatus } from '../../../domain/subscription-status';
import { useFormatters } from '../../i18n/useFormatters';

export const STATUS_COLOR = { pending: 'warning', approved: 'info', active: 'success', expired: 'default', rejected: 'error' } as const;

/** A company subscription's status as of today, in its colour. */
export function StatusChip({ status }: { status?: CompanySubscriptionStatus }) {
  const translate = useTranslate();
  const record = useRecordContext<{ status: CompanySubscriptionStatus }>();
  const shown = status ?? record?.status;
  if (!shown) return null;
  return <Chip size="small" color={STATUS_COLOR[shown]} label={translate(`ps.company_subscriptions.statuses.${shown}`)} sx={{ alignSelf: 'flex-start' }} />;
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
