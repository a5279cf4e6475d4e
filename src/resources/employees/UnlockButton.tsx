import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';

/** Lifts the sign-in lock-outs of the account (too many failed sign-ins), from every address. */
export function UnlockButton() {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const unlock = async () => {
    setBusy(true);
    try {
      await dataProvider.unlockEmployee(record.id);
      notify('resources.employees.notifications.unlocked', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ps.errors.server_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<LockOpenIcon />} onClick={unlock} disabled={busy}>
      {translate('ps.employees.unlock')}
    </Button>
  );
}
