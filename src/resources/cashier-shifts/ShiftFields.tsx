import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CashierShiftStatus } from '../../../domain/cashier-shift';
import { useFormatters } from '../../i18n/useFormatters';
import type { CashierShift } from '../../providers/dataProvider';

/** A difference's colour: short of what was expected is an error, over it a warning, none is plain. */
export function differenceColor(difference: number | null): string | undefined {
  if (difference === null || difference === 0) return undefined;
  return difference < 0 ? 'error.main' : 'warning.main';
}

/** An amount counted less expected, in colour when not zero; a dash while nothing was counted. */
export function DifferenceAmount({ difference }: { difference: number | null }) {
  const { money } = useFormatters();
  return (
    <Box
      component="span"
      sx={{ color: differenceColor(difference), fontWeight: difference ? 700 : undefined, whiteSpace: 'nowrap' }}
    >
      <bdi>{difference === null ? '—' : money(difference)}</bdi>
    </Box>
  );
}

/** The shift in context's total difference. */
export function DifferenceField(_props: { source?: string; label?: string }) {
  const shift = useRecordContext<CashierShift>();
  if (!shift) return null;
  return <DifferenceAmount difference={shift.difference} />;
}

const STATUS_COLORS = { open: 'info', closed: 'default' } as const satisfies Record<CashierShiftStatus, unknown>;

export function ShiftStatusField(_props: { source?: string; label?: string }) {
  const shift = useRecordContext<CashierShift>();
  const translate = useTranslate();
  if (!shift) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[shift.status]}
      label={translate(`ps.cashier_shifts.statuses.${shift.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
