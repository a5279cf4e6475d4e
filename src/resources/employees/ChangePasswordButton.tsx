import KeyIcon from '@mui/icons-material/Key';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  useDataProvider,
  useLogout,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { employeePasswordSchema } from '../../../domain/schemas/employee';
import { FormAlert } from '../../custom-pages/auth/FormAlert';
import { useSubmitWithErrors } from '../../custom-pages/auth/useSubmitWithErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAccountAccess } from './EmployeeForm';

interface Passwords {
  password: string;
  password_confirmation: string;
}

/**
 * The change-password dialog of an employee's page. The change ends every session of the
 * account: changing one's own password signs one out, to sign in again with it.
 */
export function ChangePasswordButton() {
  const record = useRecordContext<{ id: number; name: string }>();
  const { canChange, ownAccount } = useAccountAccess();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const logout = useLogout();
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const change = useMutation({
    mutationFn: (passwords: Passwords) => dataProvider.changeEmployeePassword(record!.id, passwords),
    onSuccess: async () => {
      setOpen(false);
      notify('resources.employees.notifications.password_changed', { type: 'success' });
      if (ownAccount) await logout();
    },
  });
  const { error, onSubmit } = useSubmitWithErrors(change.mutateAsync);
  if (!record || !canChange) return null;
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        {translate('ps.employees.change_password')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <Form resolver={zodResolver(employeePasswordSchema)} onSubmit={onSubmit as never} noValidate record={{}}>
          <DialogTitle id={titleId}>
            {translate('ps.employees.change_password_title', { name: record.name })}
          </DialogTitle>
          <DialogContent>
            <FormAlert message={error} />
            {ownAccount ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('ps.employees.change_own_password')}
              </Alert>
            ) : null}
            <PasswordInput
              source="password"
              label="resources.employees.fields.new_password"
              autoComplete="new-password"
              fullWidth
              helperText="ps.employees.password_hint"
            />
            <PasswordInput
              source="password_confirmation"
              label="resources.employees.fields.password_confirmation"
              autoComplete="new-password"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label="ps.employees.change_password" icon={<KeyIcon />} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
