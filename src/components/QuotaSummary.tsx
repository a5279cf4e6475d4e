import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Chip, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { Figure } from './Figure';
import { useTranslate } from 'react-admin';
import type { QuotaFigures, QuotaLevel, QuotaStatus } from '../../domain/quota';
import { useFormatters } from '../i18n/useFormatters';

const STATUS_COLOR: Record<QuotaStatus, 'success' | 'error' | 'default'> = {
  active: 'success',
  expired: 'error',
  no_active_quota: 'default',
};

const LEVEL_COLOR: Record<QuotaLevel, 'primary' | 'warning' | 'error'> = {
  healthy: 'primary',
  low: 'warning',
  exhausted: 'error',
};

export function QuotaStatusChip({ status, size = 'medium' }: { status: QuotaStatus; size?: 'small' | 'medium' }) {
  const translate = useTranslate();
  return <Chip size={size} color={STATUS_COLOR[status]} label={translate(`ps.quota.status.${status}`)} />;
}

/** The low-quota warning (with the remaining count) or the exhausted notice; nothing while the quota is healthy. */
export function QuotaWarning({ level, remaining }: { level: QuotaLevel; remaining: number }) {
  const translate = useTranslate();
  const { number } = useFormatters();
  if (level === 'exhausted') return <Alert severity="error">{translate('ps.quota.exhausted')}</Alert>;
  if (level === 'low')
    return (
      <Alert severity="warning">
        {translate('ps.quota.low', { smart_count: remaining, count: number(remaining) })}
      </Alert>
    );
  return null;
}

/**
 * Said plainly once a company's quota has lapsed: the gate refuses its subscribers' cars, so none
 * of its subscriptions is active any more, whatever its own end date.
 */
export function QuotaLapsedNotice({ status }: { status: QuotaStatus }) {
  const translate = useTranslate();
  if (status !== 'expired') return null;
  return <Alert severity="error">{translate('ps.quota.lapsed')}</Alert>;
}

/** "used / initial" with a bar, and a warning sign on a low or exhausted quota: a list's quota cell. */
export function QuotaUsage({
  used,
  initial,
  remaining,
  level,
}: {
  used: number;
  initial: number;
  remaining: number;
  level: QuotaLevel;
}) {
  const translate = useTranslate();
  const { number } = useFormatters();
  const warning =
    level === 'healthy'
      ? null
      : level === 'low'
        ? translate('ps.quota.low', { smart_count: remaining, count: number(remaining) })
        : translate('ps.quota.exhausted');
  return (
    <Stack spacing={0.5} sx={{ minWidth: 96 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {translate('ps.quota.used_of', { used: number(used), initial: number(initial) })}
        </Typography>
        {warning ? (
          <Tooltip title={warning}>
            <WarningAmberIcon
              fontSize="small"
              color={level === 'exhausted' ? 'error' : 'warning'}
              titleAccess={warning}
            />
          </Tooltip>
        ) : null}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={initial > 0 ? Math.min(100, (used / initial) * 100) : 0}
        color={LEVEL_COLOR[level]}
        aria-label={translate('ps.quota.used')}
        sx={{ height: 6, borderRadius: 3 }}
      />
    </Stack>
  );
}

/** A quota at a glance: initial, used and remaining, the share used, and its validity. */
export function QuotaFiguresPanel({
  quota,
  level,
}: {
  quota: Pick<QuotaFigures, 'initial' | 'used' | 'remaining' | 'valid_from' | 'valid_to'>;
  level: QuotaLevel;
}) {
  const translate = useTranslate();
  const { number, calendarDate } = useFormatters();
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr 1fr' }, mb: 2 }}>
        <Figure label="ps.quota.initial" value={number(quota.initial)} />
        <Figure label="ps.quota.used" value={number(quota.used)} />
        <Figure label="ps.quota.remaining" value={number(quota.remaining)} />
      </Box>
      <LinearProgress
        variant="determinate"
        value={quota.initial > 0 ? Math.min(100, (quota.used / quota.initial) * 100) : 0}
        aria-label={translate('ps.quota.used')}
        color={LEVEL_COLOR[level]}
        sx={{ height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('ps.quota.validity', { from: calendarDate(quota.valid_from), to: calendarDate(quota.valid_to) })}
      </Typography>
    </Box>
  );
}
