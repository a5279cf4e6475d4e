import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ROLE, roleName } from '../../../domain/roles';

const COLOR: Record<number, 'secondary' | 'primary' | 'default' | 'info'> = {
  [ROLE.superAdmin]: 'secondary',
  [ROLE.admin]: 'primary',
  [ROLE.gateEmployee]: 'default',
  [ROLE.companyManager]: 'info',
};

/** An employee's role, named in the app language. */
export function RoleField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ role_id: number }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[record.role_id] ?? 'default'}
      label={translate(`ps.roles.${roleName(record.role_id)}`)}
    />
  );
}
