import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { nameIn } from '../../components/LocalizedName';
import type { AppDataProvider, CompanySubscription } from '../../providers/dataProvider';

type Decision = 'approve' | 'reject';

/** Sends a decision, then tells the user and refreshes what it changes (the list, the company's figures). */
function useDecide(decision: Decision, onDone: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async (id: number, body: object) => {
    setBusy(true);
    try {
      if (decision === 'approve') await dataProvider.approveCompanySubscription(id, body as { payment_method_id: number });
      else await dataProvider.rejectCompanySubscription(id, body as { reason: string });
      notify(`ps.company_subscriptions.${decision}.done`, { type: 'success' });
      onDone();
      refresh();
      await queryClient.invalidateQueries({ queryKey: ['companies'] });
    } catch (error) {
      notify(`ps.company_subscriptions.${decision}.failed`, { type: 'error', messageArgs: { reason: (error as Error).message } });
    } finally {
      setBusy(false);
    }
  };
  return { send, busy };
}

/** The payment methods in the screen's language; the approval needs one. */
function PaymentMethodSelect({ value, onChange, showError }: { value: number | ''; onChange: (id: number) => void; showError: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, error } = useGetList<{ id: number; name_en: string; name_ar: string }>('payment-methods', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const missing = showError && value === '';
  return (
    <TextField
      select
      required
      fullWidth
      label={translate('resources.company-subscriptions.fields.payment_method_id')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={missing || Boolean(error)}
      helperText={error ? translate('ps.errors.failed_to_load_payment_methods') : missing ? translate('ps.validation.required') : ' '}
    >
      {(data ?? []).map((method) => (
        <MenuItem key={method.id} value={method.id}>
          {nameIn(locale, method)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Approve: a payment method (required) and admin notes (optional); the subscription starts today. */
export function ApproveDialog({ subscription, open, onClose }: { subscription: CompanySubscription; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [method, setMethod] = useState<number | ''>('');
  const [notes, setNotes] = useState('');
  const [tried, setTried] = useState(false);
  const { send, busy } = useDecide('approve', onClose);
  const confirm = () => {
    setTried(true);
    if (method === '') return;
    void send(subscription.id, { payment_method_id: method, admin_notes: notes || null });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="approve-title">
      <DialogTitle id="approve-title">{translate('ps.company_subscriptions.approve.title', { name: subscription.subscriber_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('ps.company_subscriptions.approve.body')}</DialogContentText>
        <Stack spacing={1}>
          <PaymentMethodSelect value={method} onChange={setMethod} showError={tried} />
          <TextField
            label={translate('resources.company-subscriptions.fields.admin_notes')}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} variant="contained" color="success" disabled={busy} startIcon={<CheckIcon />}>
          {translate('ps.company_subscriptions.approve.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Reject: the reason is required. */
export function RejectDialog({ subscription, open, onClose }: { subscription: CompanySubscription; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const { send, busy } = useDecide('reject', onClose);
  const missing = tried && reason.trim() === '';
  const confirm = () => {
    setTried(true);
    if (reason.trim() === '') return;
    void send(subscription.id, { reason });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{translate('ps.company_subscriptions.reject.title', { name: subscription.subscriber_name })}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('resources.company-subscriptions.fields.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          error={missing}
          helperText={missing ? translate('ps.validation.required') : ' '}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={busy} startIcon={<CloseIcon />}>
          {translate('ps.company_subscriptions.reject.action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Approve and Reject of a pending subscription (the super admin's, on the company's page); nothing otherwise. */
export function DecisionButtons() {
  const record = useRecordContext<CompanySubscription>();
  const translate = useTranslate();
  const [open, setOpen] = useState<Decision | null>(null);
  if (!record || record.status !== 'pending') return null;
  const stop = (decision: Decision) => (event: React.MouseEvent) => {
    event.stopPropagation();
    setOpen(decision);
  };
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" color="success" startIcon={<CheckIcon />} onClick={stop('approve')}>
        {translate('ps.company_subscriptions.approve.action')}
      </Button>
      <Button size="small" color="error" startIcon={<CloseIcon />} onClick={stop('reject')}>
        {translate('ps.company_subscriptions.reject.action')}
      </Button>
      {open === 'approve' ? <ApproveDialog subscription={record} open onClose={() => setOpen(null)} /> : null}
      {open === 'reject' ? <RejectDialog subscription={record} open onClose={() => setOpen(null)} /> : null}
    </Stack>
  );
}
