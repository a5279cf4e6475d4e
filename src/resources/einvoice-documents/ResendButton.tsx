import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { EINVOICE_ACCEPTED } from '../../../domain/einvoice';
import type { AppDataProvider, EInvoiceDocument } from '../../providers/dataProvider';

/** Sends the document in context again, while the Authority has not accepted it; says where it stands after. */
export function ResendButton() {
  const document = useRecordContext<EInvoiceDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: number) => dataProvider.resendEInvoice(id),
    onSuccess: (answered) => {
      notify('ps.einvoice.documents.resent', {
        type: 'info',
        messageArgs: { status: translate(`ps.einvoice.statuses.${answered.status}`) },
      });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!document || EINVOICE_ACCEPTED.includes(document.status)) return null;
  return (
    <Button size="small" startIcon={<ReplayIcon />} onClick={() => mutate(document.id)} disabled={isPending}>
      {translate('ps.einvoice.documents.resend')}
    </Button>
  );
}
