import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Lifts the sign-in lock-outs of the account (too many failed sign-ins), from every address. */
export function UnlockButton() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const { mutate: unlock, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.unlockEmployee(id),
    onSuccess: () => notify('resources.employees.notifications.unlocked', { type: 'success' }),
    onError: (error) => notify(error instanceof Error ? error.message : 'ps.errors.server_error', { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button size="small" startIcon={<LockOpenIcon />} onClick={() => unlock(record.id)} disabled={isPending}>
      {translate('ps.employees.unlock')}
    </Button>
  );
}
