import { Chip, type ChipProps, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { EInvoiceUnitStatus } from '../../../domain/einvoice';
import { LtrText } from '../../components/LtrText';
import type { EInvoiceUnit } from '../../providers/dataProvider';

const STATUS_COLORS: Record<EInvoiceUnitStatus, ChipProps['color']> = {
  new: 'default',
  compliance: 'info',
  checked: 'info',
  active: 'success',
  revoked: 'error',
};

/** Where the unit in context is in its onboarding. */
export function UnitStatusChip(_props: { label?: string; source?: string }) {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  if (!unit) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[unit.status]}
      label={translate(`ps.einvoice.unit_statuses.${unit.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** The Authority's environment the unit in context speaks to. */
export function UnitEnvironmentField(_props: { label?: string; source?: string }) {
  const unit = useRecordContext<EInvoiceUnit>();
  const translate = useTranslate();
  if (!unit) return null;
  return (
    <Typography component="span" variant="body2">
      {translate(`ps.einvoice.environments.${unit.environment}`)}
    </Typography>
  );
}

/** The unit's name as its certificate states it: Latin, left to right. */
export function CommonNameField(_props: { label?: string; source?: string }) {
  const unit = useRecordContext<EInvoiceUnit>();
  if (!unit) return null;
  return <LtrText>{unit.common_name}</LtrText>;
}
