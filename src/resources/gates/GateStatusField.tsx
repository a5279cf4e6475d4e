import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { GateStatus } from '../../../domain/schemas/gate';

const COLOR: Record<GateStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  maintenance: 'warning',
};

export function GateStatusField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ status: GateStatus }>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={COLOR[record.status]} label={translate(`ps.gates.statuses.${record.status}`)} />;
}
